import type { MerchantGoodsDetail, ParsedBodyOf, StockMovement, merchantAdjustStock } from '@shop/contracts'
import type { GoodsInput } from '../modules/catalogue'
import type { FlowDeps } from './flow-deps'

export type ManageGoods = ReturnType<typeof createManageGoods>

/**
 * The console's writes to goods that touch price or stock (docs/goods.md): a new goods with its SKUs' prices and
 * first stock, an edit that adds SKUs, a price change, a stock adjustment. Each is one transaction; once it commits,
 * this process's read model is told (`catalogue.invalidate`), and the version bumped inside it brings the others.
 */
export function createManageGoods(deps: FlowDeps) {
  const { db, catalogue } = deps
  const { merchant } = catalogue

  /** Runs a write, then shows the goods as it is now. */
  async function committed(goodsId: number, work: Parameters<typeof db.transaction>[0]): Promise<MerchantGoodsDetail> {
    await db.transaction(work)
    catalogue.invalidate()
    return merchant.detail(goodsId)
  }

  return {
    async create(staffUserid: string, input: GoodsInput): Promise<MerchantGoodsDetail> {
      const made = await db.transaction((tx) => merchant.create(tx, input, staffUserid))
      catalogue.invalidate()
      return merchant.detail(made.goodsId)
    },

    update: (staffUserid: string, goodsId: number, input: GoodsInput) =>
      committed(goodsId, async (tx) => {
        await merchant.update(tx, goodsId, input, staffUserid)
      }),

    setPrices: (goodsId: number, changes: Parameters<typeof merchant.setPrices>[2]): Promise<MerchantGoodsDetail> =>
      committed(goodsId, async (tx) => {
        await merchant.setPrices(tx, goodsId, changes)
      }),

    async adjustStock(
      staffUserid: string,
      adjustment: ParsedBodyOf<typeof merchantAdjustStock>,
    ): Promise<StockMovement> {
      const { movement, replayed } = await db.transaction((tx) => merchant.adjustStock(tx, adjustment, staffUserid))
      if (!replayed) catalogue.invalidate()
      return movement
    },
  }
}
