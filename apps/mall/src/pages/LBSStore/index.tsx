import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { Outlet } from '@shop/contracts'
import { useCallback, useEffect, useState } from 'react'
import { Button } from '../../components/button'
import { Card } from '../../components/card'
import { Page } from '../../components/page'
import { Loading, QueryView } from '../../components/states'
import { fetchStores } from '../../features/guide'
import { askToEnablePermission } from '../../lib/device/permission'
import { useQuery } from '../../lib/hooks/use-query'
import { navigate } from '../../lib/navigation/navigation'
import { platformLocation } from '../../platform/location'
import styles from './index.module.css'

type Place = { latitude: number; longitude: number }

/** "1.2公里", "860米". */
const distanceText = (metres: number) =>
  metres >= 1000 ? `${(metres / 1000).toFixed(metres >= 100_000 ? 0 : 1)}公里` : `${metres}米`

/**
 * LBSStore: the brand's stores and counters, nearest first from the shopper's location (asked with the location
 * permission; refused, the §6 modal says to turn it on, and the list is by city). A sketch map shows where they lie
 * around the shopper; 导航 opens the real map, 电话 calls the counter; each shows its hours and its guides.
 */
export default function StoresPage() {
  const [place, setPlace] = useState<Place | null | undefined>(undefined)
  const locate = useCallback(async () => {
    const found = await platformLocation.current()
    // Spec §6: refused (now or before), the modal says to turn the permission on in the settings.
    if (found === 'refused') await askToEnablePermission('location').catch(() => undefined)
    setPlace(typeof found === 'object' ? found : null)
  }, [])
  useEffect(() => {
    void locate()
  }, [locate])
  const stores = useQuery(() => fetchStores(place ?? null), [JSON.stringify(place)], place !== undefined)

  const guide = (outlet: Outlet) => {
    const fallback = () =>
      navigate(
        `https://uri.amap.com/marker?position=${outlet.longitude},${outlet.latitude}` +
          `&name=${encodeURIComponent(outlet.name)}&coordinate=gaode&callnative=1`,
      )
    try {
      Taro.openLocation({
        latitude: outlet.latitude,
        longitude: outlet.longitude,
        name: outlet.name,
        address: outlet.address,
      }).catch(() => void fallback())
    } catch {
      void fallback()
    }
  }

  return (
    <Page>
      {place === undefined ? (
        <Loading text="正在定位…" />
      ) : (
        <QueryView query={stores} isEmpty={(list) => list.length === 0} empty={{ mark: '店', title: '暂无门店' }}>
          {(list) => (
            <View>
              {place === null && (
                <View className={styles.notice}>
                  <Text>未获取到您的位置，门店按城市排列</Text>
                  <Button size="small" variant="secondary" onClick={() => void locate()}>
                    重新定位
                  </Button>
                </View>
              )}
              <SketchMap outlets={list} place={place} />
              {list.map((outlet, i) => (
                <Card key={outlet.id} label={outlet.name}>
                  <View className={styles.head}>
                    <Text className={styles.index}>{i + 1}</Text>
                    <Text className={styles.name}>{outlet.name}</Text>
                    <Text className={styles.kind}>{outlet.kind === 'counter' ? '专柜' : '门店'}</Text>
                    {outlet.distance !== null && (
                      <Text className={styles.distance}>{distanceText(outlet.distance)}</Text>
                    )}
                  </View>
                  <Text className={styles.line}>{outlet.address}</Text>
                  <Text className={styles.line}>营业时间 {outlet.hours}</Text>
                  {outlet.guides.length > 0 && (
                    <Text className={styles.line}>导购 {outlet.guides.map((g) => g.name).join('、')}</Text>
                  )}
                  <View className={styles.actions}>
                    <Button
                      size="small"
                      variant="secondary"
                      onClick={() => void Taro.makePhoneCall({ phoneNumber: outlet.phone }).catch(() => undefined)}
                    >
                      电话 {outlet.phone}
                    </Button>
                    <Button size="small" onClick={() => guide(outlet)}>
                      导航
                    </Button>
                  </View>
                </Card>
              ))}
            </View>
          )}
        </QueryView>
      )}
    </Page>
  )
}

/**
 * Where the nearest stores lie around the shopper, drawn to scale in a box (north up; numbers as in the list).
 * Plain views, so it draws the same in the mini-program and in a browser.
 */
function SketchMap({ outlets: all, place }: { outlets: Outlet[]; place: Place | null }) {
  // The first one's city only (the nearest, or the first in city order): another city would shrink it to a dot.
  const outlets = all.slice(0, 8).filter((o) => o.city === all[0]?.city)
  const points = [...outlets.map((o) => ({ latitude: o.latitude, longitude: o.longitude })), ...(place ? [place] : [])]
  if (points.length < 2) return null
  // A shopper far from every outlet (another city) would do the same.
  if (
    place &&
    outlets.every((o) => Math.abs(o.latitude - place.latitude) + Math.abs(o.longitude - place.longitude) > 1)
  ) {
    return null
  }
  const lats = points.map((p) => p.latitude)
  const lngs = points.map((p) => p.longitude)
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)]
  const span = Math.max(maxLat - minLat, maxLng - minLng, 0.002)
  const at = (p: Place) => ({
    left: `${8 + (84 * (p.longitude - minLng)) / span}%`,
    top: `${8 + (84 * (maxLat - p.latitude)) / span}%`,
  })
  return (
    <View className={styles.map} role="img" aria-label="门店分布示意图">
      {outlets.map((o) => (
        <View key={o.id} className={styles.pin} style={at(o)}>
          {all.indexOf(o) + 1}
        </View>
      ))}
      {place && <View className={styles.me} style={at(place)} aria-label="我的位置" />}
      <Text className={styles.north}>北 ↑</Text>
    </View>
  )
}
