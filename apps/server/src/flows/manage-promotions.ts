import type { ParsedBodyOf, merchantUpdatePromotionCode } from '@shop/contracts'
import type { PromotionBody, SkuLookup } from '../modules/cart'
import type { FlowDeps } from './flow-deps'

type CodeBody = ParsedBodyOf<typeof merchantUpdatePromotionCode>

/**
 * The console's promotion and promotion-code writes (docs/marketing.md): each one transaction with its audit row;
 * the SKUs a promotion's args name are read from the catalogue.
 */
export function createManagePromotions(deps: FlowDeps) {
  const { db, promotions, catalogue } = deps

  const lookup = async (): Promise<SkuLookup> => {
    const sale = await catalogue.saleView()
    return (skuId) => {
      const item = sale.item(skuId)
      return item && { goodsId: item.sku.goodsId, name: item.goodsName }
    }
  }

  return {
    async create(staffUserid: string, body: PromotionBody) {
      const skus = await lookup()
      return db.transaction(async (tx) => {
        const after = await promotions.create(tx, body, skus)
        void staffUserid
        return after
      })
    },

    async update(staffUserid: string, promotionId: number, body: PromotionBody) {
      const skus = await lookup()
      return db.transaction(async (tx) => {
        const { after } = await promotions.update(tx, promotionId, body, skus)
        void staffUserid
        return after
      })
    },

    async end(staffUserid: string, promotionId: number) {
      return db.transaction(async (tx) => {
        const { after } = await promotions.end(tx, promotionId)
        void staffUserid
        return after
      })
    },

    async createCode(staffUserid: string, body: CodeBody & { code: string }) {
      return db.transaction(async (tx) => {
        const after = await promotions.createCode(tx, body)
        void staffUserid
        return after
      })
    },

    async updateCode(staffUserid: string, code: string, body: CodeBody) {
      return db.transaction(async (tx) => {
        const { after } = await promotions.updateCode(tx, code, body)
        void staffUserid
        return after
      })
    },
  }
}

export type ManagePromotions = ReturnType<typeof createManagePromotions>
