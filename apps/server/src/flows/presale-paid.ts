import type { Db } from '../platform/database'
import type { OrderRow } from '../modules/orders'
import type { FlowDeps } from './flow-deps'

/**
 * What a payment does to a pre-sale's orders (docs/pre-sales.md), in the payment's transaction (flows/mark-paid.ts),
 * after the order moved to wait_shipment:
 * - a deposit paid: the order is held (待付尾款) until its balance is paid;
 * - a full payment: held (预售待发货) until the shipping date, when that is still ahead;
 * - a balance order paid: the balance is paid once (compare-and-set); the deposit's order, which carries the goods,
 *   is held until the shipping date or released to ship; the balance order, with nothing to ship, completes.
 * Locks: the balance order (the caller's), the pre-sale's order row, then the deposit's order, the same order as
 * `presale/balance` and the close at the balance end.
 */
export async function presalePaid(deps: FlowDeps, tx: Db, paid: OrderRow): Promise<OrderRow> {
  if (paid.orderType !== 'advance_sale' && paid.orderType !== 'pre_sale_order') return paid
  const { presales, orders, clock } = deps
  const own = await presales.order(tx, paid.id)
  if (own) {
    const presale = await presales.find(own.presaleId, tx)
    const shipHeld = own.balance === 0 && presale.shipFrom > clock.now()
    await presales.depositPaid(tx, paid.id, shipHeld)
    const hold = own.balance > 0 ? 'balance' : shipHeld ? 'presale' : null
    return hold ? (await orders.hold(tx, [paid.id], hold))[0]! : paid
  }
  const ofBalance = await presales.ofBalanceOrder(tx, paid.id)
  if (!ofBalance) return paid
  await presales.order(tx, ofBalance.orderId, { lock: true })
  const presale = await presales.find(ofBalance.presaleId, tx)
  const shipHeld = presale.shipFrom > clock.now()
  if (await presales.balancePaid(tx, ofBalance.orderId, shipHeld)) {
    const deposit = await orders.lock(tx, ofBalance.orderId)
    if (deposit.status === 'wait_shipment' && deposit.heldFor === 'balance') {
      await orders.hold(tx, [deposit.id], shipHeld ? 'presale' : null)
    }
    await orders.record(tx, deposit.id, {
      type: 'presale_balance_paid',
      actor: 'system',
      details: { balanceOrderId: paid.id, amount: paid.totalRealPayAmount },
    })
  }
  return orders.transition(tx, paid, 'activate', { type: 'presale_balance_paid', actor: 'system' })
}
