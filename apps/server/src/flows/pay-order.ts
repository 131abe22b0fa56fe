import type { PrepayResponse, ResponseOf, payment, paymentQueryIsPaid, releaseDoublePayLock } from '@shop/contracts'
import {
  decidePaymentRoute,
  DomainError,
  wechatPayProduct,
  type OrderStatus,
  type PayType,
  type WechatPayProduct,
} from '@shop/domain'
import type { HeaderSource, WeChatPay, WeChatPayNotification } from '../providers/wechat-pay'
import type { PayApp } from '../providers'
import type { OrderRow } from '../modules/orders'
import type { PaymentRow } from '../modules/payments'
import type { FlowDeps } from './flow-deps'
import { createMarkPaid, type MarkPaidOutcome } from './mark-paid'
import { createSettleRefund } from './settle-refund'

/**
 * Who pays which order: the buyer (payer = owner), or a friend holding the order's help-pay code (docs/orders.md,
 * "A friend pays"). The order is always looked up as the owner's, so an id alone never reaches another's order.
 */
export interface OrderAccess {
  orderId: number
  ownerId: number
  payerId: number
  /** Set when a friend pays through the order's help-pay link. */
  helpPayCode?: string | undefined
}

/** The buyer paying their own order. */
export const ownOrder = (customerId: number, orderId: number): OrderAccess => ({
  orderId,
  ownerId: customerId,
  payerId: customerId,
})

export interface PayRequest {
  payType: PayType
  inWeChatBrowser?: boolean | undefined
  /** The payer's IP (H5 pay sends it to WeChat Pay). */
  clientIp: string
}

type PayAnswer = ResponseOf<typeof payment>

/** The timeline entry of a payment started: by the buyer, or by a friend through the help-pay link. */
const payEvent = (access: OrderAccess, request: PayRequest, outTradeNo: string, product: string) => ({
  type: 'pay',
  actor: 'customer' as const,
  actorId: String(access.payerId),
  details: {
    outTradeNo,
    payType: request.payType,
    product,
    ...(access.payerId !== access.ownerId && { helpPay: true }),
  },
})

/** What became of a notification, for the notify route's answer. */
export type NotificationVerdict = { accepted: true } | { accepted: false; status: number; reason: string }

/**
 * Paying orders (docs/orders.md, Payment): starting an attempt (free orders skip WeChat Pay), the double-pay lock,
 * asking WeChat Pay whether an unpaid order was paid, and WeChat Pay's notifications. WeChat Pay is never called
 * while a transaction of this flow is open, except to close an attempt (close-order.ts says why).
 */
export function createPayOrder(deps: FlowDeps) {
  const { db, clock, orders, payments, wechatPay } = deps
  const { markPaid, factFromQuery } = createMarkPaid(deps)
  const settleRefund = createSettleRefund(deps)

  const paidAnswer = (orderId: number): PayAnswer => ({ status: 'paid', orderId, payment: null })

  /** The app a product is paid through: its app id goes to WeChat Pay and signs the pay params. */
  const appFor = (product: WechatPayProduct, payType: PayType): PayApp =>
    product === 'app' ? 'app' : product === 'jsapi' && payType === 'wm' ? 'miniProgram' : 'officialAccount'

  function clientFor(product: WechatPayProduct, payType: PayType): { client: WeChatPay; appId: string; app: PayApp } {
    let app = appFor(product, payType)
    // H5 pay needs an app id bound to the merchant: the official account's, else the mini-program's.
    if (product === 'h5' && !wechatPay.forApp(app)) app = 'miniProgram'
    const account = wechatPay.forApp(app)
    if (!account) throw new DomainError('paymentChannelUnavailable', { payType, product })
    return { ...account, app }
  }

  /** Settles a paid attempt from WeChat Pay's order query, in its own transaction. */
  async function settleFromQuery(outTradeNo: string) {
    const fact = await factFromQuery(outTradeNo)
    return refreshStock(await db.transaction((tx) => markPaid(tx, outTradeNo, fact)))
  }

  /** After a payment's commit: every process re-reads the stock it moved (a surprise box's reveal). */
  async function refreshStock<T extends MarkPaidOutcome | null>(outcome: T): Promise<T> {
    if (outcome?.outcome === 'paid') await deps.catalogue.refreshSkus(outcome.stockMoved)
    return outcome
  }

  /** The fields the client hands to WeChat for the attempt's prepay answer. */
  function payParams(client: WeChatPay, attempt: PaymentRow, access: OrderAccess): PrepayResponse {
    if (attempt.product === 'h5') {
      const which = access.helpPayCode ? `helpPayCode=${access.helpPayCode}` : `orderId=${access.orderId}`
      const back = `${deps.publicBaseUrl}/pages/pay/result/index?${which}`
      return { product: 'h5', prepayResponse: { h5Url: `${attempt.h5Url}&redirect_url=${encodeURIComponent(back)}` } }
    }
    if (attempt.product === 'app') {
      const app = client.appPayParams(attempt.prepayId!)
      return {
        product: 'app',
        appId: app.appid,
        timeStamp: app.timestamp,
        nonceStr: app.noncestr,
        package: app.package,
        signType: 'RSA',
        paySign: app.sign,
        prepayId: app.prepayid,
        otherData: { partnerId: app.partnerid },
      }
    }
    return {
      product: 'jsapi',
      ...client.miniProgramPayParams(attempt.prepayId!),
      prepayId: attempt.prepayId!,
      ...(deps.wechatPaySandboxUrl && { sandboxConfirmUrl: `${deps.wechatPaySandboxUrl}/pay/confirm` }),
    }
  }

  /**
   * In one transaction with the order locked: refuses what may not be paid, reuses the open attempt of the same
   * payer and channel, or opens a new one (closing an unlocked attempt of another payer or channel at WeChat Pay
   * first). Answers the attempt to prepare, or that the order is paid.
   */
  async function claimAttempt(
    access: OrderAccess,
    request: PayRequest,
    channel: { product: WechatPayProduct; appId: string },
  ) {
    const claimed = await db.transaction(
      async (
        tx,
      ): Promise<
        { paid: true; settled?: MarkPaidOutcome | null } | { paid: false; attempt: PaymentRow; order: OrderRow }
      > => {
        const order = await orders.lock(tx, access.orderId, access.ownerId)
        if (order.paidAt !== null) return { paid: true }
        orders.assertPayable(order)
        const open = await payments.openOf(tx, order.id)
        if (open) {
          const same =
            open.payerId === access.payerId &&
            open.product === channel.product &&
            open.appId === channel.appId &&
            open.amount === order.totalRealPayAmount
          if (same) return { paid: false, attempt: open, order }
          if (open.lockedUntil && open.lockedUntil > clock.now()) {
            throw new DomainError('paymentInProgress', { orderId: order.id, payType: open.payType })
          }
          if ((await wechatPay.merchant.close(open.outTradeNo)) === 'already_paid') {
            return { paid: true, settled: await markPaid(tx, open.outTradeNo, await factFromQuery(open.outTradeNo)) }
          }
          await payments.move(tx, open, 'close')
        }
        const attempt = await payments.open(tx, order, {
          payerId: access.payerId,
          payType: request.payType,
          product: channel.product,
          appId: channel.appId,
          amount: order.totalRealPayAmount,
        })
        await orders.record(tx, order.id, payEvent(access, request, attempt.outTradeNo, channel.product))
        return { paid: false, attempt, order }
      },
    )
    if (claimed.paid) await refreshStock(claimed.settled ?? null)
    return claimed
  }

  /** A free order (nothing to pay, spec §5): paid at once, without WeChat Pay. */
  async function payFree(access: OrderAccess, request: PayRequest): Promise<PayAnswer> {
    const settled = await db.transaction(async (tx) => {
      const order = await orders.lock(tx, access.orderId, access.ownerId)
      if (order.paidAt !== null) return null
      orders.assertPayable(order)
      const attempt = await payments.open(tx, order, {
        payerId: access.payerId,
        payType: request.payType,
        product: 'free',
        appId: null,
        amount: 0,
      })
      await orders.record(tx, order.id, payEvent(access, request, attempt.outTradeNo, 'free'))
      return markPaid(tx, attempt.outTradeNo, {
        transactionId: null,
        amount: 0,
        paidAt: clock.now(),
        notificationId: null,
        actor: 'customer',
      })
    })
    await refreshStock(settled)
    return paidAnswer(access.orderId)
  }

  return {
    async pay(access: OrderAccess, request: PayRequest): Promise<PayAnswer> {
      const summary = await orders.simpleDetail(access.ownerId, access.orderId)
      if (summary.paidAt !== null) return paidAnswer(summary.orderId)
      if (decidePaymentRoute(summary.totalRealPayAmount) === 'free') return payFree(access, request)

      const product = wechatPayProduct(request.payType, { inWeChatBrowser: request.inWeChatBrowser ?? false })
      const { client, appId, app } = clientFor(product, request.payType)
      let openid: string | undefined
      if (product === 'jsapi') {
        openid = (await deps.customers.payerOpenId(access.payerId, app)) ?? undefined
        if (!openid) throw new DomainError('paymentOpenidRequired', { payType: request.payType })
      }

      const claimed = await claimAttempt(access, request, { product, appId })
      if (claimed.paid) return paidAnswer(access.orderId)
      const { attempt, order } = claimed

      let prepared: { prepayId?: string | undefined; h5Url?: string | undefined }
      try {
        prepared = await client.prepay({
          channel: product,
          outTradeNo: attempt.outTradeNo,
          description: `${deps.shopName}-订单${order.orderNo}`.slice(0, 127),
          totalFen: attempt.amount,
          ...(openid && { openid }),
          ...(product === 'h5' && { payerClientIp: request.clientIp }),
          timeExpire: order.payDeadline,
          attach: String(order.id),
        })
      } catch (error) {
        if (error instanceof DomainError && error.code === 'paymentOrderPaid') {
          await settleFromQuery(attempt.outTradeNo)
          return paidAnswer(order.id)
        }
        // A new attempt WeChat Pay did not take fails, so the order can be paid again at once; an attempt it took
        // before stays open for its channel.
        if (attempt.status === 'created') {
          await db.transaction(async (tx) => {
            await orders.lock(tx, order.id)
            const current = await payments.byOutTradeNo(tx, attempt.outTradeNo, { lock: true })
            if (current?.status === 'created') await payments.move(tx, current, 'pay_failed')
          })
        }
        deps.log.warn({ err: error, orderId: order.id, outTradeNo: attempt.outTradeNo }, 'WeChat Pay prepay failed')
        throw error
      }

      const ready = await db.transaction(async (tx) => {
        await orders.lock(tx, order.id)
        const current = await payments.byOutTradeNo(tx, attempt.outTradeNo, { lock: true })
        const set = { prepayId: prepared.prepayId ?? null, h5Url: prepared.h5Url ?? null }
        if (current?.status === 'created') return payments.move(tx, current, 'prepay', set)
        if (current?.status === 'prepaid') return payments.renew(tx, current, set)
        return current
      })
      if (ready?.status === 'paid') return paidAnswer(order.id)
      // Closed meanwhile (the order was cancelled or closed while WeChat Pay answered).
      if (!ready || (ready.status !== 'prepaid' && ready.status !== 'created'))
        throw new DomainError('orderStatusInvalid', { orderId: order.id })
      return { status: 'prepaid', orderId: order.id, payment: payParams(client, ready, access) }
    },

    /** Whether the order is paid; while it is not, WeChat Pay is asked about its open attempt, and a payment settled. */
    async queryIsPaid({ orderId, ownerId }: OrderAccess): Promise<ResponseOf<typeof paymentQueryIsPaid>> {
      const answer = (order: { status: OrderStatus; paidAt: string | null }) => ({
        paid: order.paidAt !== null,
        status: order.status,
      })
      const before = await orders.simpleDetail(ownerId, orderId)
      if (before.status !== 'wait_pay') return answer(before)
      const open = await db.transaction(async (tx) => {
        await orders.lock(tx, orderId, ownerId)
        return payments.openOf(tx, orderId)
      })
      if (!open || open.product === 'free') return answer(before)
      let tradeState: string
      try {
        tradeState = (await wechatPay.merchant.queryByOutTradeNo(open.outTradeNo)).tradeState
      } catch (error) {
        // Prepay was never answered: WeChat Pay does not know the attempt, so it is not paid.
        if (error instanceof DomainError && error.code === 'paymentOrderNotFound') return answer(before)
        throw error
      }
      if (tradeState === 'SUCCESS') await settleFromQuery(open.outTradeNo)
      return answer(await orders.simpleDetail(ownerId, orderId))
    },

    /**
     * The shopper left the pay sheet without paying: the open attempt's double-pay lock is lifted, so another channel
     * may replace it at once (closing it at WeChat Pay first).
     */
    async releaseLock({ orderId, ownerId }: OrderAccess): Promise<ResponseOf<typeof releaseDoublePayLock>> {
      return db.transaction(async (tx) => {
        const order = await orders.lock(tx, orderId, ownerId)
        return { released: await payments.unlock(tx, order.id), status: order.status }
      })
    },

    /**
     * A notification from WeChat Pay, verified and decrypted from the raw body. Accepted (to be answered 204) once
     * handled, also when it repeats one already handled; refused (FAIL, so WeChat Pay retries) when it is not
     * genuine (401), unreadable (400), carries another amount than the attempt (400) or could not be handled (500).
     */
    async notified(headers: HeaderSource, rawBody: string): Promise<NotificationVerdict> {
      let notification: WeChatPayNotification
      try {
        notification = wechatPay.merchant.parseNotification(headers, rawBody)
      } catch (error) {
        if (!(error instanceof DomainError)) throw error
        const reason = String((error.details as { reason?: string } | undefined)?.reason ?? 'invalid')
        deps.log.warn({ reason }, 'WeChat Pay notification refused')
        const unreadable = reason === 'malformed' || reason === 'decrypt_failed'
        return { accepted: false, status: unreadable ? 400 : 401, reason }
      }

      if (notification.kind === 'refund') {
        await settleRefund.notified({
          outRefundNo: notification.outRefundNo,
          refundId: notification.refundId,
          status: notification.refundStatus,
        })
        return { accepted: true }
      }
      if (notification.tradeState !== 'SUCCESS') return { accepted: true }

      const { outTradeNo } = notification
      try {
        const settled = await refreshStock(
          await db.transaction((tx) =>
            markPaid(tx, outTradeNo, {
              transactionId: notification.transactionId,
              amount: notification.amountTotal,
              paidAt: notification.successTime ?? clock.now(),
              notificationId: notification.id,
              actor: 'provider',
            }),
          ),
        )
        if (!settled)
          deps.log.warn(
            { outTradeNo, notificationId: notification.id },
            'WeChat Pay notification for an unknown out_trade_no',
          )
        else if (settled.outcome === 'late') {
          deps.log.error(
            { outTradeNo, orderId: settled.order.id, status: settled.order.status },
            'paid after the order closed: refund it',
          )
        } else
          deps.log.info(
            { outTradeNo, outcome: settled.outcome, notificationId: notification.id },
            'WeChat Pay notification',
          )
        return { accepted: true }
      } catch (error) {
        if (error instanceof DomainError && error.code === 'paymentAmountMismatch') {
          deps.log.error({ outTradeNo, details: error.details }, 'WeChat Pay notification refused: the amount differs')
          return { accepted: false, status: 400, reason: 'amount_mismatch' }
        }
        throw error
      }
    },
  }
}

export type PayOrder = ReturnType<typeof createPayOrder>
