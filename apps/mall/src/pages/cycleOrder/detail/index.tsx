import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import type { CycleDeliveryView, CycleOrderDetail } from '@shop/contracts'
import { addressText, formatChinaDate, formatFen } from '@shop/domain'
import { useState } from 'react'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { Card } from '../../../components/card'
import { Page } from '../../../components/page'
import { NotFound, QueryView } from '../../../components/states'
import { StatusBanner } from '../../../components/status-banner'
import {
  changeCycleAddress,
  pauseCycleOrder,
  resumeCycleOrder,
  skipCycleDelivery,
  useCycleOrder,
} from '../../../features/cycle'
import { useRequireLogin } from '../../../features/session'
import { BRAND_COLOR } from '../../../lib/display/theme'
import { useBusy } from '../../../lib/hooks/use-busy'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../../lib/navigation/routes'
import { commonState, setCommon } from '../../../lib/state/common-state'
import styles from '../cycle.module.css'

const HINTS: Record<CycleOrderDetail['status'], string> = {
  active: '每期到期日自动备货发出，可跳过某一期、暂停或修改收货地址',
  paused: '暂停中的计划不会备货，恢复后未配送的各期按暂停天数顺延',
  finished: '本计划已全部配送完成或已退款',
}

/** One delivery of the schedule: its day, what it is worth, where it stands, its waybill once shipped. */
function DeliveryRow({ d, onSkip }: { d: CycleDeliveryView; onSkip?: () => void }) {
  return (
    <View className={styles.delivery} aria-label={`第${d.seq}期`}>
      <View className={styles.deliveryMain}>
        <Text className={styles.name}>
          第{d.seq}期 · {formatChinaDate(d.dueAt)}
        </Text>
        <Text className={styles.sub}>
          价值¥{formatFen(d.worth)}
          {d.waybillNo && ` · ${d.carrierName ?? ''} ${d.waybillNo}`}
        </Text>
      </View>
      <Text className={`${styles.badge} ${styles[d.status]}`}>{d.statusLabel}</Text>
      {onSkip && (
        <Text className={styles.link} onClick={onSkip}>
          跳过
        </Text>
      )}
    </View>
  )
}

/**
 * 周期购详情 (cycleOrder/detail, query orderId; docs/cycle-purchases.md): the plan's progress and its schedule; the
 * shopper skips a delivery not made yet, pauses and resumes, sends the deliveries left to another address, or asks
 * for a refund of what was not delivered (the order's 申请售后, pro rata).
 */
export default function CycleOrderDetailPage() {
  const { status } = useRequireLogin()
  const orderId = Number(pageParam(useRouter().params.orderId)) || 0
  const order = useCycleOrder(orderId, status === 'customer' && orderId > 0)
  const [changed, setChanged] = useState<CycleOrderDetail | null>(null)
  const { busy, run } = useBusy()
  const shown = changed ?? order.data

  const act = (work: () => Promise<CycleOrderDetail>, done: string) =>
    run(async () => {
      setChanged(await work())
      void Taro.showToast({ title: done, icon: 'none' })
    })

  // An address picked on the address pages arrives through the common state, as at the checkout.
  useDidShow(() => {
    const picked = commonState.get().payAddressId
    if (picked === null) return
    setCommon({ payAddressId: null })
    void act(() => changeCycleAddress(orderId, picked), '收货地址已修改')
  })

  const skip = async (d: CycleDeliveryView) => {
    const { confirm } = await Taro.showModal({
      title: `跳过第${d.seq}期`,
      content: '本期及之后各期将顺延一个配送周期，期数不变。',
      confirmText: '跳过',
      confirmColor: BRAND_COLOR,
    })
    if (confirm) await act(() => skipCycleDelivery(orderId, d.id), `第${d.seq}期已顺延`)
  }

  if (orderId <= 0) {
    return (
      <Page>
        <NotFound title="没有找到这个周期购订单" />
      </Page>
    )
  }

  return (
    <Page>
      <QueryView query={{ ...order, data: shown }}>
        {(o) => (
          <View>
            <StatusBanner label={o.statusLabel} hints={[HINTS[o.status]]} />
            <Card label="计划">
              <Text className={styles.name}>{o.planName}</Text>
              <Text className={styles.sub}>
                {o.goodsName} {o.specs} · 每期{o.unitsPerDelivery}件 · 每{o.intervalDays}天一期
              </Text>
              <Text className={styles.sub}>
                已配送 {o.delivered}/{o.deliveries} 期 · 实付¥{formatFen(o.totalRealPayAmount)}
              </Text>
              {o.deliveryList[0] && (
                <Text className={styles.sub}>收货地址：{addressText(o.deliveryList.at(-1)!.address)}</Text>
              )}
            </Card>
            <Card label="配送计划">
              <Text className={styles.section}>配送计划</Text>
              {o.deliveryList.map((d) => (
                <DeliveryRow
                  key={d.id}
                  d={d}
                  onSkip={o.status === 'active' && d.status === 'scheduled' ? () => void skip(d) : undefined}
                />
              ))}
            </Card>
            {o.refundableAmount > 0 && (
              <Text className={styles.note}>未配送的各期可申请退款，按期退回¥{formatFen(o.refundableAmount)}</Text>
            )}
            {o.status !== 'finished' && (
              <BottomBar>
                <Button
                  variant="secondary"
                  onClick={() => void navigate(url(PAGES.addressList, { select: 1 }))}
                  disabled={busy}
                >
                  改地址
                </Button>
                {o.status === 'paused' ? (
                  <Button onClick={() => void act(() => resumeCycleOrder(orderId), '已恢复配送')} disabled={busy}>
                    恢复配送
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    onClick={() => void act(() => pauseCycleOrder(orderId), '已暂停配送')}
                    disabled={busy}
                  >
                    暂停配送
                  </Button>
                )}
                <Button variant="secondary" onClick={() => void navigate(url(PAGES.refund, { orderId }))}>
                  申请退款
                </Button>
              </BottomBar>
            )}
          </View>
        )}
      </QueryView>
    </Page>
  )
}
