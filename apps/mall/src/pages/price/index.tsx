import { Image, Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { OnePriceGoodsView, OnePriceView } from '@shop/contracts'
import { formatCountdownUnits, formatFen } from '@shop/domain'
import { Button } from '../../components/button'
import { Page } from '../../components/page'
import { QueryView } from '../../components/states'
import { checkoutUrl } from '../../features/cart'
import { useOnePrice } from '../../features/one-price'
import { requireCustomer, useSession } from '../../features/session'
import { navigate } from '../../lib/navigation/navigation'
import styles from './index.module.css'

/** The countdown to the activity's start (not started) or end (running), a tick a second. */
function Countdown({ activity }: { activity: OnePriceView }) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  if (activity.status === 3) return <Text className={styles.countdown}>活动已结束</Text>
  const to = new Date(activity.status === 1 ? activity.startsAt : activity.endsAt).getTime()
  return (
    <Text className={styles.countdown}>
      {activity.status === 1 ? '距开始' : '距结束'} {formatCountdownUnits(to - now)}
    </Text>
  )
}

function GoodsCard({
  goods,
  running,
  onBuy,
}: {
  goods: OnePriceGoodsView
  running: boolean
  onBuy: (goods: OnePriceGoodsView) => void
}) {
  const soldOut = goods.left === 0
  return (
    <View className={styles.card}>
      <Image className={styles.image} src={goods.image} mode="aspectFill" />
      <View className={styles.main}>
        <Text className={styles.name}>{goods.goodsName}</Text>
        <Text className={styles.spec}>{goods.specifications.map((s) => s.value).join(' ')}</Text>
        <View>
          <Text className={styles.price}>一口价 ¥{formatFen(goods.price)}</Text>
          <Text className={styles.was}>¥{formatFen(goods.skuPrice)}</Text>
        </View>
        <View className={styles.foot}>
          <Text className={styles.left}>{soldOut ? '已售罄' : `仅剩 ${goods.left} 件`}</Text>
          <Button size="small" disabled={!running || soldOut} onClick={() => onBuy(goods)}>
            {soldOut ? '已售罄' : running ? '立即购买' : '即将开始'}
          </Button>
        </View>
      </View>
    </View>
  )
}

/**
 * 一口价 (spec §2 `price/index`, docs/one-price.md): the running one-price activity (else the next one) with its goods
 * at one price beside the struck original, what is left of each, a countdown, and 立即购买 → the checkout
 * (`pay?onePrice=<activity>:<sku>:1`), a normal order at the one price.
 */
export default function OnePricePage() {
  const { status } = useSession()
  const page = useOnePrice(status)
  usePullDownRefresh(() => {
    void page.reload()
    void Taro.stopPullDownRefresh()
  })

  const buy = async (activity: OnePriceView, goods: OnePriceGoodsView) => {
    const go = () =>
      void navigate(
        checkoutUrl({ kind: 'onePrice', activityId: activity.id, item: { skuId: goods.skuId, quantity: 1 } }),
      )
    if (!(await requireCustomer(go))) return
    go()
  }

  return (
    <Page>
      <QueryView
        query={page}
        isEmpty={(answer) => answer.activity === null}
        empty={{ mark: '价', title: '暂无一口价活动', hint: '精彩活动正在准备，稍后再来看看' }}
      >
        {({ activity }) => (
          <View>
            <View className={styles.banner}>
              <Text className={styles.bannerTitle}>{activity!.title}</Text>
              <Text className={styles.bannerSub}>
                {activity!.name} · 每人限购 {activity!.limitPerCustomer} 件
                {activity!.limitPerOrder !== null ? ` · 每单限购 ${activity!.limitPerOrder} 件` : ''}
              </Text>
              <Countdown activity={activity!} />
            </View>
            <View className={styles.list}>
              {activity!.goods.map((goods) => (
                <GoodsCard
                  key={goods.skuId}
                  goods={goods}
                  running={activity!.status === 2}
                  onBuy={(g) => void buy(activity!, g)}
                />
              ))}
            </View>
          </View>
        )}
      </QueryView>
    </Page>
  )
}
