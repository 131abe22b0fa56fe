import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { formatFen } from '@shop/domain'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Button } from '../../../components/button'
import { Page } from '../../../components/page'
import { Empty, Loading } from '../../../components/states'
import { payCountdownText, useHelpPayDetail, useOrderSimpleDetail, usePayTimeLeft } from '../../../features/order'
import { finishPayerAuthorization, settlePayment, usePayOrder, type PayTarget } from '../../../features/payment'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../../lib/navigation/routes'
import type { QueryState } from '../../../lib/hooks/use-query'
import styles from './index.module.css'

/** What this page shows of an order: the buyer's view (by id) and a friend's (by help-pay code) both have it. */
interface Order {
  orderNo: string
  status: string
  statusLabel: string
  totalRealPayAmount: number
  payDeadline: string
}

function Unpaid({ order, paying, onPay }: { order: Order; paying: boolean; onPay: () => void }) {
  const left = usePayTimeLeft(order.payDeadline)
  return (
    <>
      <Text className={styles.title}>订单待支付</Text>
      <Text className={styles.amount}>¥{formatFen(order.totalRealPayAmount)}</Text>
      <Text className={styles.note}>
        {left > 0 ? `请在 ${payCountdownText(left)} 内完成支付，超时订单将自动取消` : '支付时间已过，订单将自动取消'}
      </Text>
      {left > 0 && (
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
 * 支付结果 (query orderId for the buyer, or helpPayCode for a friend paying through a help-pay link): where every payment
 * ends — after the pay sheet, and when WeChat's H5 cashier sends the browser back. An order still unpaid here is
 * checked with WeChat Pay through the server (its notification may trail), and its open attempt released, before
 * 重新支付 is offered. WeChat's web authorization comes back here too (query code, state): the code is handed in and
 * the payment goes on. Errors show nothing of their own here (spec §8): only the way on.
 */
export default function PayResultPage() {
  const { params } = useRouter()
  const helpPayCode = pageParam(params.helpPayCode)
  const orderId = helpPayCode ? 0 : Number(pageParam(params.orderId)) || 0
  const target = useMemo<PayTarget | null>(
    () => (helpPayCode ? { helpPayCode } : orderId > 0 ? { orderId } : null),
    [helpPayCode, orderId],
  )
  const friendView = useHelpPayDetail(helpPayCode, true)
  const buyerView = useOrderSimpleDetail(orderId)
  const order: QueryState<Order> = helpPayCode ? friendView : buyerView
  const reload = order.reload
  const [checking, setChecking] = useState(false)
  const checked = useRef(false)
  const { pay, paying } = usePayOrder()

  const check = useCallback(async () => {
    if (!target) return
    setChecking(true)
    const paid = await settlePayment(target)
    setChecking(false)
    if (paid) reload()
  }, [target, reload])

  const payAgain = useCallback(async () => {
    if (!target) return
    const outcome = await pay(target)
    if (outcome === 'paid') reload()
    else if (outcome === 'pending') void check()
  }, [target, pay, reload, check])

  // Back from WeChat's web authorization (the first payment in the WeChat browser): nothing was paid yet, so the
  // code is handed in and the payment goes on.
  const authorization = useRef({ code: pageParam(params.code), state: pageParam(params.state) })
  useEffect(() => {
    const { code: authCode, state } = authorization.current
    if (!authCode || checked.current) return
    checked.current = true
    void (async () => {
      setChecking(true)
      const authorized = await finishPayerAuthorization(authCode, state)
      setChecking(false)
      if (authorized) await payAgain()
    })()
  }, [payAgain])

  const status = order.data?.status
  useEffect(() => {
    if (status !== 'wait_pay' || checked.current) return
    checked.current = true
    void check()
  }, [status, check])

  if (!target) {
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
          {orderId > 0 && (
            <Button variant="secondary" onClick={viewOrder}>
              查看订单
            </Button>
          )}
          <Button variant="ghost" onClick={() => void navigate(url(PAGES.home))}>
            继续逛逛
          </Button>
        </View>
      )}
    </Page>
  )
}
