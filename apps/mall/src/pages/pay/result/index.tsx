import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { formatFen } from '@shop/domain'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Button } from '../../../components/button'
import { Page } from '../../../components/page'
import { Empty, Loading } from '../../../components/states'
import { payCountdownText, useHelpPayDetail, usePayTimeLeft } from '../../../features/order'
import { settlePayment, usePayOrder } from '../../../features/payment'
import { navigate } from '../../../lib/navigation'
import { PAGES, pageParam, url } from '../../../lib/routes'
import styles from './index.module.css'

type Order = NonNullable<ReturnType<typeof useHelpPayDetail>['data']>

function Unpaid({ order, paying, onPay }: { order: Order; paying: boolean; onPay: () => void }) {
  const left = usePayTimeLeft(order.payDeadline)
  return (
    <>
      <Text className={styles.title}>订单待支付</Text>
      <Text className={styles.amount}>¥{formatFen(order.totalRealPayAmount)}</Text>
      <Text className={styles.note}>
        {left > 0 ? `请在 ${payCountdownText(left)} 内完成支付，超时订单将自动取消` : '支付时间已过，订单将自动取消'}
      </Text>
      {order.payable && left > 0 && (
        <View className={styles.action}>
          <Button block disabled={paying} onClick={onPay}>
            {paying ? '支付中…' : '重新支付'}
          </Button>
        </View>
      )}
    </>
  )
}

/**
 * 支付结果 (query orderId): where every payment ends — after the pay sheet, and when WeChat's H5 cashier sends the
 * browser back. An order still unpaid here is checked with WeChat Pay through the server (its notification may
 * trail), and its open attempt released, before 重新支付 is offered. Errors show nothing of their own here (spec §8):
 * only the way on.
 */
export default function PayResultPage() {
  const orderId = Number(pageParam(useRouter().params.orderId)) || 0
  // The help-pay view of an order answers whoever paid it (the buyer or a friend paying for them).
  const order = useHelpPayDetail(orderId, true)
  const reload = order.reload
  const [checking, setChecking] = useState(false)
  const checked = useRef(false)
  const { pay, paying } = usePayOrder()

  const check = useCallback(async () => {
    setChecking(true)
    const paid = await settlePayment(orderId)
    setChecking(false)
    if (paid) reload()
  }, [orderId, reload])

  const status = order.data?.status
  useEffect(() => {
    if (status !== 'wait_pay' || checked.current) return
    checked.current = true
    void check()
  }, [status, check])

  const payAgain = async () => {
    const outcome = await pay(orderId)
    if (outcome === 'paid') reload()
    else if (outcome === 'pending') void check()
  }

  if (orderId <= 0) {
    return (
      <Page>
        <Empty
          mark="?"
          title="没有找到这笔订单"
          action={{ text: '继续逛逛', onClick: () => void navigate(url(PAGES.home)) }}
        />
      </Page>
    )
  }

  const o = order.data
  const waiting = checking || order.loading || (o === undefined && order.error === undefined)
  const viewOrder = () => void navigate(url(PAGES.orderDetail, { orderId }), { replace: true })

  return (
    <Page>
      <View className={styles.result}>
        {waiting ? (
          <Loading text="正在确认支付结果…" />
        ) : o?.status === 'wait_pay' ? (
          <Unpaid order={o} paying={paying} onPay={() => void payAgain()} />
        ) : o?.status === 'cancelled' ? (
          <Text className={styles.title}>{o.statusLabel}</Text>
        ) : o ? (
          <>
            <View className={styles.tick}>✓</View>
            <Text className={styles.title}>支付成功</Text>
            <Text className={styles.amount}>¥{formatFen(o.totalRealPayAmount)}</Text>
            <Text className={styles.note}>订单号 {o.orderNo}</Text>
          </>
        ) : null}
      </View>
      {!waiting && (
        <View className={styles.links}>
          <Button variant="secondary" onClick={viewOrder}>
            查看订单
          </Button>
          <Button variant="ghost" onClick={() => void navigate(url(PAGES.home))}>
            继续逛逛
          </Button>
        </View>
      )}
    </Page>
  )
}
