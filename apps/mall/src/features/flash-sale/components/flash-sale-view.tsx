import { Image, ScrollView, Text, View } from '@tarojs/components'
import type { FlashSaleSlot } from '@shop/contracts'
import { ActivityStatus, activityStatus, formatCountdownUnits, formatFen } from '@shop/domain'
import { useEffect, useState } from 'react'
import { Button } from '../../../components/button'
import { Empty } from '../../../components/states'
import { assetUrl } from '../../../lib/http/config'
import styles from './flash-sale-view.module.css'

export interface FlashSaleActions {
  /** 马上抢: one unit of the SKU at the sale's price (the checkout follows). */
  buy: (activityId: number, skuId: number) => void
  /** 提醒我: asks for the reminder; resolves once saved. */
  remind: (activityId: number) => Promise<void>
  openGoods: (goodsId: number) => void
}

/** The status of a slot by this device's clock, ticking each second (the page loads again at a boundary). */
function useSlotClock(slot: FlashSaleSlot | undefined, onBoundary: () => void) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  const start = slot ? Date.parse(slot.startTime) : 0
  const end = slot ? Date.parse(slot.endTime) : 0
  const status = slot ? activityStatus(start, end, now) : ActivityStatus.Ended
  const [seen, setSeen] = useState(status)
  useEffect(() => {
    if (slot && status !== seen) {
      setSeen(status)
      onBoundary()
    }
  }, [slot, status, seen, onBoundary])
  const target = status === ActivityStatus.NotStarted ? start : end
  return { status, countdown: status === ActivityStatus.Ended ? '' : formatCountdownUnits(target - now) }
}

/**
 * The seckill page (spec §2 seckill/index): the slots as tabs (time and 抢购中 / 即将开始 / 已结束), the chosen
 * slot's countdown and reminder, its goods with the activity price, the share sold and 马上抢 / 已抢光 / 即将开始.
 */
export function FlashSaleView({
  slots,
  initialActivityId,
  actions,
  onBoundary,
}: {
  slots: FlashSaleSlot[]
  initialActivityId: number | null
  actions: FlashSaleActions
  onBoundary: () => void
}) {
  const firstRunning = slots.find((slot) => slot.status === ActivityStatus.InProgress) ?? slots[0]
  const [chosenId, setChosenId] = useState(
    slots.some((slot) => slot.activityId === initialActivityId)
      ? initialActivityId
      : (firstRunning?.activityId ?? null),
  )
  const [reminded, setReminded] = useState<ReadonlySet<number>>(
    () => new Set(slots.filter((slot) => slot.isSubscribe).map((slot) => slot.activityId)),
  )
  const slot = slots.find((s) => s.activityId === chosenId) ?? firstRunning
  const clock = useSlotClock(slot, onBoundary)

  if (!slot) return <Empty mark="秒" title="暂无秒杀场次" hint="去首页看看其他好物吧" />

  const remind = async () => {
    await actions.remind(slot.activityId)
    setReminded(new Set([...reminded, slot.activityId]))
  }
  const upcoming = clock.status === ActivityStatus.NotStarted
  const ended = clock.status === ActivityStatus.Ended

  return (
    <View className={styles.page}>
      <ScrollView scrollX className={styles.tabs} enhanced showScrollbar={false}>
        {slots.map((s) => (
          <View
            key={s.activityId}
            className={`${styles.tab} ${s.activityId === slot.activityId ? styles.tabOn : ''}`}
            onClick={() => setChosenId(s.activityId)}
            role="tab"
            aria-selected={s.activityId === slot.activityId}
          >
            <Text className={styles.tabTime}>{s.time}</Text>
            <Text className={styles.tabLabel}>{s.day === '今天' ? s.label : `${s.day} ${s.label}`}</Text>
          </View>
        ))}
      </ScrollView>

      <View className={styles.banner}>
        <View className={styles.bannerLeft}>
          <Text className={styles.slotName}>{slot.name}</Text>
          <Text className={styles.slotRule}>
            每人限购 {slot.limitPerCustomer} 件 · 下单后 {slot.payMinutes} 分钟内支付
          </Text>
        </View>
        <View className={styles.bannerRight}>
          {ended ? (
            <Text className={styles.countdownHint}>本场已结束</Text>
          ) : (
            <>
              <Text className={styles.countdownHint}>{upcoming ? '距开始' : '距结束'}</Text>
              <Text className={styles.countdown}>{clock.countdown}</Text>
            </>
          )}
        </View>
      </View>

      {upcoming && (
        <View className={styles.remindRow}>
          <Text className={styles.remindText}>开抢前 5 分钟通过消息提醒您</Text>
          <Button
            size="small"
            variant="secondary"
            disabled={reminded.has(slot.activityId)}
            onClick={() => void remind().catch(() => undefined)}
          >
            {reminded.has(slot.activityId) ? '已预约' : '提醒我'}
          </Button>
        </View>
      )}

      {slot.goods.length === 0 ? (
        <Empty mark="秒" title="本场暂无商品" />
      ) : (
        slot.goods.map((goods) => {
          const soldOut = goods.soldOut
          const canBuy = clock.status === ActivityStatus.InProgress && !soldOut
          return (
            <View key={goods.skuId} className={styles.goods} onClick={() => actions.openGoods(goods.goodsId)}>
              <Image className={styles.image} src={assetUrl(goods.image, 220)} mode="aspectFill" lazyLoad />
              <View className={styles.body}>
                <Text className={styles.name}>{goods.goodsName}</Text>
                <Text className={styles.spec}>{goods.specifications.map((s) => s.value).join(' ')}</Text>
                <View className={styles.progress} aria-label={`已抢${goods.progress}%`}>
                  <View className={styles.progressBar} style={{ width: `${goods.progress}%` }} />
                  {/* Light on the filled bar, dark on the empty track (readable either way). */}
                  <Text className={`${styles.progressText} ${goods.progress < 35 ? styles.progressTextDark : ''}`}>
                    {soldOut ? '已抢光' : `已抢${goods.progress}%`}
                  </Text>
                </View>
                <View className={styles.priceRow}>
                  <Text className={styles.price}>¥{formatFen(goods.activityPrice)}</Text>
                  <Text className={styles.origin}>¥{formatFen(goods.price)}</Text>
                  <View className={styles.action} onClick={(e) => e.stopPropagation()}>
                    <Button
                      size="small"
                      disabled={!canBuy}
                      onClick={() => canBuy && actions.buy(slot.activityId, goods.skuId)}
                    >
                      {soldOut ? '已抢光' : upcoming ? '即将开始' : ended ? '已结束' : '马上抢'}
                    </Button>
                  </View>
                </View>
              </View>
            </View>
          )
        })
      )}
    </View>
  )
}
