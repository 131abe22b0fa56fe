import type {
  MerchantGoodsDetail,
  ParsedBodyOf,
  StockMovement,
  merchantAdjustStock,
  merchantSetGoodsPrices,
} from '@shop/contracts'
import { formatFen } from '@shop/domain'
import type { GoodsInput } from '../modules/catalogue'
import type { Db } from '../platform/database'
import type { FlowDeps } from './flow-deps'

export type ManageGoods = ReturnType<typeof createManageGoods>

type NewSkus = Awaited<ReturnType<FlowDeps['catalogue']['merchant']['create']>>['created']

/**
 * The console's writes to goods that touch price or stock (docs/goods.md), each with its audit row in the same
 * transaction: a new goods (its SKUs' prices and first stock), an edit that adds SKUs, a price change, a stock
 * adjustment. Once the transaction commits, every process's read model hears of it on the invalidation bus
 * (`catalogue.invalidate`; a stock adjustment only re-reads its SKU: `catalogue.refreshSkus`).
 */
export function createManageGoods(deps: FlowDeps) {
  const { db, catalogue, audit } = deps
  const { merchant } = catalogue

  /** Runs a write in one transaction, tells the read model, and shows the goods as it is now. */
  async function committed(goodsId: number, work: (tx: Db) => Promise<unknown>): Promise<MerchantGoodsDetail> {
    await db.transaction(work)
    catalogue.invalidate()
    return merchant.detail(goodsId)
  }

  /** New SKUs set prices and stock: one audit row names them all. */
  const recordNewSkus = (tx: Db, staffUserid: string, goodsId: number, summary: string, created: NewSkus) =>
    audit.record(tx, {
      staffUserid,
      action: 'goods.edit',
      targetType: 'goods',
      targetId: goodsId,
      summary: `${summary}：${created
        .map((sku) => `${sku.skuCode} ¥${formatFen(sku.price)} 库存${sku.stock}`)
        .join('；')}`,
      before: null,
      after: { skus: created },
    })

  return {
    async create(staffUserid: string, input: GoodsInput): Promise<MerchantGoodsDetail> {
      const goodsId = await db.transaction(async (tx) => {
        const made = await merchant.create(tx, input, staffUserid)
        await recordNewSkus(tx, staffUserid, made.goodsId, `新建商品「${input.name}」`, made.created)
        return made.goodsId
      })
      catalogue.invalidate()
      return merchant.detail(goodsId)
    },

    update: (staffUserid: string, goodsId: number, input: GoodsInput) =>
      committed(goodsId, async (tx) => {
        const { created } = await merchant.update(tx, goodsId, input, staffUserid)
        if (created.length > 0) await recordNewSkus(tx, staffUserid, goodsId, `商品「${input.name}」新增SKU`, created)
      }),

    setPrices: (staffUserid: string, goodsId: number, changes: ParsedBodyOf<typeof merchantSetGoodsPrices>['skus']) =>
      committed(goodsId, async (tx) => {
        const moves = await merchant.setPrices(tx, goodsId, changes)
        if (moves.length === 0) return
        // Price protection compares paid lines with the lowest public price given since (docs/price-protection.md).
        await deps.priceProtection.recordPrices(
          tx,
          moves
            .filter((move) => move.after.price !== move.before.price)
            .map(({ skuId, after }) => ({ skuId, price: after.price })),
        )
        await audit.record(tx, {
          staffUserid,
          action: 'goods.price',
          targetType: 'goods',
          targetId: goodsId,
          summary: `改价：${moves
            .map((move) => `${move.skuCode} ¥${formatFen(move.before.price)} → ¥${formatFen(move.after.price)}`)
            .join('；')}`,
          before: moves.map(({ skuId, skuCode, before }) => ({ skuId, skuCode, ...before })),
          after: moves.map(({ skuId, skuCode, after }) => ({ skuId, skuCode, ...after })),
        })
      }),

    async adjustStock(
      staffUserid: string,
      adjustment: ParsedBodyOf<typeof merchantAdjustStock>,
    ): Promise<StockMovement> {
      const { movement, replayed } = await db.transaction(async (tx) => {
        const adjusted = await merchant.adjustStock(tx, adjustment, staffUserid)
        if (adjusted.replayed) return adjusted
        const { movement: m } = adjusted
        const stockBefore = m.stockAfter - m.delta
        await audit.record(tx, {
          staffUserid,
          action: 'stock.adjust',
          targetType: 'sku',
          targetId: m.skuId,
          summary: `${m.kindLabel} ${m.delta >= 0 ? '+' : ''}${m.delta}件（${m.reason}），${m.skuCode} 库存 ${stockBefore} → ${m.stockAfter}`,
          before: { stock: stockBefore },
          after: { stock: m.stockAfter, movementId: m.id, kind: m.kind },
        })
        return adjusted
      })
      if (!replayed) await catalogue.refreshSkus([movement.skuId])
      return movement
    },
  }
}
