import type {
  ParsedBodyOf,
  merchantCreateCouponTemplate,
  merchantIssueCoupons,
  merchantUpdateCouponTemplate,
} from '@shop/contracts'
import { DomainError } from '@shop/domain'
import type { FlowDeps } from './flow-deps'

type GiftInput = { skuId: number; quantity: number; costPrice: number }

/**
 * The console's coupon writes (docs/marketing.md): templates created and edited, coupons issued to members. Each is
 * one transaction: the coupons module's write and its audit row.
 */
export function createManageCoupons(deps: FlowDeps) {
  const { db, coupons, customers, catalogue } = deps

  /** A 赠品券's gifts as typed (SKU, units, cost) → as the template keeps them, named from the catalogue. */
  const namedGifts = async (gifts: readonly GiftInput[]) => {
    if (gifts.length === 0) return []
    const sale = await catalogue.saleView()
    return gifts.map((gift, i) => {
      const item = sale.item(gift.skuId)
      if (!item)
        throw new DomainError('skuNotFound', [{ path: `body.gifts.${i}.skuId`, message: '商品规格不存在或已下架' }])
      return { ...gift, goodsId: item.sku.goodsId, name: item.goodsName }
    })
  }

  return {
    async createTemplate(staffUserid: string, body: ParsedBodyOf<typeof merchantCreateCouponTemplate>) {
      const gifts = await namedGifts(body.gifts)
      return db.transaction(async (tx) => {
        const after = await coupons.createTemplate(tx, { ...body, gifts })
        void staffUserid
        return after
      })
    },

    async updateTemplate(
      staffUserid: string,
      templateId: number,
      body: ParsedBodyOf<typeof merchantUpdateCouponTemplate>,
    ) {
      const { gifts, ...rest } = body
      const edit = gifts === undefined ? rest : { ...rest, gifts: await namedGifts(gifts) }
      return db.transaction(async (tx) => {
        const { after } = await coupons.updateTemplate(tx, templateId, edit)
        void staffUserid
        return after
      })
    },

    /** Issues the template to the members named by id or mobile, once per issue key (a retry gives nothing twice). */
    async issue(staffUserid: string, templateId: number, body: ParsedBodyOf<typeof merchantIssueCoupons>) {
      const { customerIds, notFound } = await customers.resolve(
        [...new Set(body.customerIds)],
        [...new Set(body.mobiles)],
      )
      return db.transaction(async (tx) => {
        const outcome = await coupons.issue(tx, {
          templateId,
          issueKey: body.issueKey,
          customerIds,
          notFound,
          staffUserid,
        })
        return outcome
      })
    },
  }
}

export type ManageCoupons = ReturnType<typeof createManageCoupons>
