import { Image, Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh, useRouter } from '@tarojs/taro'
import type { WaterLightItem } from '@shop/contracts'
import { formatCountdownUnits } from '@shop/domain'
import { useEffect, useState } from 'react'
import { Button } from '../../components/button'
import { ImagePicker } from '../../components/image-picker'
import { Page } from '../../components/page'
import { QueryView } from '../../components/states'
import {
  checkInState,
  checkInWaterLight,
  rewardState,
  rewardText,
  useWaterLights,
  windowCells,
} from '../../features/programmes'
import { requireCustomer, uploadAvatar as uploadImage, useSession } from '../../features/session'
import { useBusy } from '../../lib/hooks/use-busy'
import { assetUrl } from '../../lib/http/config'
import { pageParam } from '../../lib/navigation/routes'
import styles from './index.module.css'

/**
 * 水光打卡 (waterLightActivity): the activity (`?id=`, else the first running one) with the member's days as N/M and
 * a calendar of the window, today's check-in (once a China day, a photo optional), a countdown to the window's end
 * and the reward's state (已领取 once given). Visitors see it and sign in to check in.
 */
export default function WaterLightPage() {
  const { status } = useSession()
  const wanted = Number(pageParam(useRouter().params.id)) || null
  const activities = useWaterLights(status, status !== 'loading')
  const { busy, run } = useBusy()
  const [photo, setPhoto] = useState<string[]>([])
  const [chosen, setChosen] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  usePullDownRefresh(() => {
    activities.reload()
    void Taro.stopPullDownRefresh()
  })

  const checkIn = (item: WaterLightItem) =>
    run(async () => {
      if (!(await requireCustomer(() => activities.reload()))) return
      const outcome = await checkInWaterLight(item.id, photo[0] ?? null)
      setPhoto([])
      activities.reload()
      void Taro.showToast({
        title: outcome.rewarded
          ? `打卡完成，获得${rewardText({ points: outcome.points, couponTitle: outcome.couponTitle })}`
          : `打卡成功，已累计${outcome.counted}/${outcome.daysRequired}天`,
        icon: 'none',
      })
    })

  return (
    <Page>
      <QueryView
        query={activities}
        isEmpty={(list) => list.length === 0}
        empty={{ mark: '水', title: '暂时没有打卡活动', hint: '水光打卡活动正在准备，稍后再来看看' }}
      >
        {(list) => {
          const item =
            list.find((a) => a.id === (chosen ?? wanted)) ?? list.find((a) => a.status === 'running') ?? list[0]!
          const state = checkInState(item, status === 'customer')
          const to = item.status === 'upcoming' ? item.startsAt : item.endsAt
          const percent = Math.min(100, Math.round((item.counted / item.daysRequired) * 100))
          return (
            <View>
              {item.banner && <Image className={styles.banner} src={assetUrl(item.banner)} mode="widthFix" />}
              <View className={styles.hero}>
                <Text className={styles.name}>{item.name}</Text>
                <View className={styles.progress} aria-label={`已打卡${item.counted}/${item.daysRequired}天`}>
                  <Text className={styles.count}>{Math.min(item.counted, item.daysRequired)}</Text>
                  <Text className={styles.of}>/{item.daysRequired}天</Text>
                </View>
                <View className={styles.bar}>
                  <View className={styles.barFill} style={{ width: `${percent}%` }} />
                </View>
                <Text className={styles.meta}>
                  {item.streak > 0 ? `已连续打卡${item.streak}天 · ` : ''}
                  {item.windowDays}天内累计打卡{item.daysRequired}天得奖励
                </Text>
                {item.status !== 'ended' && (
                  <Text className={styles.meta}>
                    {item.status === 'upcoming' ? '距开始' : '距结束'}{' '}
                    {formatCountdownUnits(new Date(to).getTime() - now)}
                  </Text>
                )}
              </View>

              <View className={styles.card}>
                <View className={styles.rewardRow}>
                  <View className={styles.rewardText}>
                    <Text className={styles.title}>完成奖励</Text>
                    <Text className={styles.reward}>{rewardText(item)}</Text>
                  </View>
                  <Text className={item.completed ? styles.claimed : styles.toGo}>{rewardState(item)}</Text>
                </View>
              </View>

              {state.enabled && status === 'customer' && (
                <View className={styles.card}>
                  <Text className={styles.title}>打卡照片（选填）</Text>
                  <ImagePicker images={photo} max={1} label="添加照片" upload={uploadImage} onChange={setPhoto} />
                </View>
              )}
              <Button
                block
                variant={state.enabled ? 'primary' : 'secondary'}
                disabled={!state.enabled || busy}
                onClick={() => void checkIn(item)}
              >
                {state.text}
              </Button>

              <View className={styles.card}>
                <Text className={styles.title}>打卡日历</Text>
                <View className={styles.grid}>
                  {windowCells(item).map((cell) => (
                    <View
                      key={cell.date}
                      className={[
                        styles.day,
                        cell.checked && styles.dayChecked,
                        cell.today && styles.dayToday,
                        cell.future && styles.dayFuture,
                      ]
                        .filter(Boolean)
                        .join(' ')}
                      aria-label={`${cell.date}${cell.checked ? ' 已打卡' : ''}`}
                    >
                      <Text className={styles.dayDate}>{cell.date.slice(5).replace('-', '/')}</Text>
                      <Text className={styles.dayMark}>{cell.checked ? (cell.photo ? '✓图' : '✓') : ''}</Text>
                    </View>
                  ))}
                </View>
              </View>

              {item.rule && (
                <View className={styles.card}>
                  <Text className={styles.title}>活动规则</Text>
                  <Text className={styles.rule}>{item.rule}</Text>
                </View>
              )}

              {list.length > 1 && (
                <View className={styles.card}>
                  <Text className={styles.title}>更多打卡活动</Text>
                  {list
                    .filter((a) => a.id !== item.id)
                    .map((a) => (
                      <Text key={a.id} className={styles.other} onClick={() => setChosen(a.id)}>
                        {a.name}（{a.counted}/{a.daysRequired}天）›
                      </Text>
                    ))}
                </View>
              )}
            </View>
          )
        }}
      </QueryView>
    </Page>
  )
}
