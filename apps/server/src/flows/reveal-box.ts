import { DomainError } from '@shop/domain'
import { lockSkus, reserveStock, returnStock, skuForLine } from '../modules/catalogue'
import type { OrderRow } from '../modules/orders'
import type { Db } from '../platform/database'
import type { FlowDeps } from './flow-deps'

/** An order line's name: at most 64 characters. */
const lineName = (name: string) => `【盲盒】${name}`.slice(0, 64)

/**
 * What paying does to a surprise box's order (docs/members-programmes.md "Surprise box"), in the payment's
 * transaction (flows/mark-paid.ts), after the order moved to wait_shipment: the goods is drawn once
 * (`crypto.randomInt` over the pool's total weight, the landed goods' allotment guarded, the draw recorded on the
 * order's box row), and the order's one line names the goods revealed, which ships like any order's line. The line
 * was placed on the box's fallback goods, whose unit the submit took: a goods other than the fallback takes its own
 * unit (guarded: none left, or no longer sold, reveals the fallback) and gives the fallback's back. A repeated
 * notification finds the box revealed and draws nothing. Not a box order (a normal order without a box row): nothing.
 * Everything is read on the transaction (never the catalogue's read model, which may load). Locks: the order (the
 * caller's), the box row, the SKU rows, the pool entry. Answers the SKUs whose stock moved (the revealed goods and
 * the fallback, when they differ), for the caller to refresh in the catalogue after its commit.
 */
export async function revealBox(deps: FlowDeps, tx: Db, paid: OrderRow): Promise<number[]> {
  if (paid.orderType !== 'normal') return []
  const { surpriseBoxes, orders, clock } = deps
  const own = await surpriseBoxes.ofOrder(tx, paid.id)
  if (!own) return []
  const [line] = await orders.linesOf(tx, paid.id)
  if (!line) return []
  // Both SKU rows in id order, before the pool entry: the checkout and a refund lock the SKU rows before the box's.
  const lockUnits = (skuId: number) => lockSkus(tx, [skuId, line.skuId])
  const revealed = await surpriseBoxes.reveal(tx, paid.id, lockUnits, async (skuId) => {
    if (!(await skuForLine(tx, skuId))?.onSale) return false
    const now = clock.now()
    try {
      await reserveStock(tx, paid.id, [{ skuId, quantity: 1, onSale: false }], now)
    } catch (error) {
      // One SKU's guarded update found none left (no statement failed: the transaction goes on).
      if (error instanceof DomainError && error.code === 'stockInsufficient') return false
      throw error
    }
    await returnStock(tx, [{ skuId: line.skuId, quantity: 1, onSale: false }], paid.createdAt, {
      orderId: paid.id,
      reason: '盲盒开出其他商品',
      now,
    })
    return true
  })
  if (!revealed) return []
  const sku = await skuForLine(tx, revealed.revealedSkuId)
  if (sku) {
    await orders.setLineGoods(tx, line.id, {
      skuId: sku.id,
      goodsId: sku.goodsId,
      skuCode: sku.skuCode,
      name: lineName(sku.goodsName),
      specifications: sku.specifications,
      image: sku.image ?? sku.goodsImage,
    })
  }
  await orders.record(tx, paid.id, {
    type: 'box_revealed',
    actor: 'system',
    details: { boxId: revealed.boxId, skuId: revealed.revealedSkuId, fallback: revealed.fallback },
  })
  return revealed.revealedSkuId === line.skuId ? [] : [revealed.revealedSkuId, line.skuId]
}
