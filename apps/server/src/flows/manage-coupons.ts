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
  const { db, audit, coupons, customers, catalogue } = deps

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
        await audit.record(tx, {
          staffUserid,
          action: 'coupons.edit',
          targetType: 'coupon_template',
          targetId: after.templateId,
          summary: `新建优惠券「${after.title}」（${after.tag}）`,
          after,
        })
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
        const { before, after } = await coupons.updateTemplate(tx, templateId, edit)
        const stopped = before.active && !after.active
        await audit.record(tx, {
          staffUserid,
          action: 'coupons.edit',
          targetType: 'coupon_template',
          targetId: templateId,
          summary: `${stopped ? '停止发放' : '修改'}优惠券「${after.title}」`,
          before,
          after,
        })
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
        if (!outcome.replayed)
          await audit.record(tx, {
            staffUserid,
            action: 'coupons.issue',
            targetType: 'coupon_template',
            targetId: templateId,
            summary: `向${outcome.issued}位会员发放优惠券「${outcome.template.title}」`,
            before: { issuedCount: outcome.template.issuedCount - outcome.issued },
            after: { issuedCount: outcome.template.issuedCount, issueKey: body.issueKey, customerIds, notFound },
          })
        return outcome
      })
    },
  }
}

export type ManageCoupons = ReturnType<typeof createManageCoupons>
