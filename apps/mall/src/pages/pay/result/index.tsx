import { useRouter } from '@tarojs/taro'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Page } from '../../../components/page'
import { Empty } from '../../../components/states'
import { payCountdownText, useHelpPayDetail, useOrderSimpleDetail, usePayTimeLeft } from '../../../features/order'
import {
  finishPayerAuthorization,
  PayResultView,
  settlePayment,
  usePayOrder,
  type PayResultOrder,
  type PayTarget,
} from '../../../features/payment'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../../lib/navigation/routes'
import type { QueryState } from '../../../lib/hooks/use-query'

/** What this page shows of an order: the buyer's view (by id) and a friend's (by help-pay code) both have it. */
type Order = PayResultOrder & { payDeadline: string }

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
  const left = usePayTimeLeft(order.data?.payDeadline ?? '')

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

  return (
    <Page>
      <PayResultView
        order={order.data}
        waiting={checking || order.loading || (order.data === undefined && order.error === undefined)}
        paying={paying}
        payTimeLeft={{ seconds: left, text: payCountdownText(left) }}
        onPay={() => void payAgain()}
        onViewOrder={orderId > 0 ? () => void navigate(url(PAGES.orderDetail, { orderId }), { replace: true }) : null}
      />
    </Page>
  )
}
