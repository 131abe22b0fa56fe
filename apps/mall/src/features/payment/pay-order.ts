import { platformPay } from '../../platform/pay'
import type { LaunchOutcome } from '../../platform/pay.types'
import { paySandbox } from '../../platform/sandbox-pay-sheet'
import { queryIsPaid } from './api/query-is-paid'
import { releaseDoublePayLock } from './api/release-double-pay-lock'
import { startPayment } from './api/start-payment'
import { authorizePayer } from './payer-authorization'
import { payResultUrl, type PayTarget } from './pay-target'

/**
 * - `paid`: the server says the order is paid (a free order at once);
 * - `pending`: WeChat said paid but the server has not heard yet: the result page keeps asking;
 * - `cancelled`: the payer closed the sheet; the order stays payable;
 * - `left`: the browser is on its way to WeChat's H5 cashier or to its web authorization (both come back to the
 *   result page).
 */
export type PayOrderResult = 'paid' | 'pending' | 'cancelled' | 'left'

/** The payment provider failed (spec §8: paying rejects). The order stays payable. */
export class PaymentFailedError extends Error {
  constructor() {
    super('支付失败')
    this.name = 'PaymentFailedError'
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Asks `payment/queryIsPaid` until it says paid: true then, false after `attempts` answers that did not (a failed
 * call counts as "not yet"). WeChat's notification may trail the pay sheet by a moment.
 */
export async function confirmPaid(target: PayTarget, { attempts = 4, intervalMs = 1500 } = {}): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await sleep(intervalMs)
    const answer = await queryIsPaid(target).catch(() => null)
    if (answer?.paid) return true
    if (answer && answer.status !== 'wait_pay') return false // closed meanwhile: nothing will arrive
  }
  return false
}

/** Closes the open attempt so that the order can be paid again at once; true when it turned out paid after all. */
async function releaseLock(target: PayTarget): Promise<boolean> {
  const released = await releaseDoublePayLock(target).catch(() => null)
  return released !== null && released.status !== 'wait_pay' && released.status !== 'cancelled'
}

/**
 * Whether an order whose cashier gave no verdict (the H5 cashier sent the browser back, the shell did not answer)
 * ended up paid: queryIsPaid a few times, then the open attempt is released, which settles a payment WeChat Pay
 * reports meanwhile instead.
 */
export async function settlePayment(target: PayTarget): Promise<boolean> {
  return (await confirmPaid(target)) || releaseLock(target)
}

/**
 * Pays an order on this platform: `payment` answers the prepay fields (or `paid` for a free order), the platform's
 * cashier takes them (in sandbox mode a JSAPI payment goes to the stand-in sheet instead of WeChat's), and the
 * server confirms before anything counts as paid. An attempt that ends unpaid releases the double-pay lock so that
 * the order can be paid again at once. Rejects with PaymentFailedError when the provider fails, and with the
 * ApiError of a refused `payment` (the request layer has shown it).
 */
export async function payOrder(target: PayTarget): Promise<PayOrderResult> {
  if (!(await authorizePayer(payResultUrl(target)))) return 'left'
  const started = await startPayment(target, platformPay.channel())
  if (started.status === 'paid') return 'paid'
  const prepay = started.payment
  let outcome: LaunchOutcome = 'failed'
  if (prepay?.sandboxConfirmUrl) outcome = await paySandbox(prepay.sandboxConfirmUrl, prepay.prepayId)
  else if (prepay) outcome = await platformPay.launch(started.orderId, prepay)
  switch (outcome) {
    case 'left':
      return 'left'
    case 'paid':
      // WeChat's word; the notification may trail it (the result page keeps asking).
      return (await confirmPaid(target)) ? 'paid' : 'pending'
    case 'unknown':
      return (await settlePayment(target)) ? 'paid' : 'cancelled'
    case 'cancelled':
    case 'failed':
      if (await releaseLock(target)) return 'paid'
      if (outcome === 'failed') throw new PaymentFailedError()
      return 'cancelled'
  }
}
