import type { ParsedBodyOf, merchantUpdatePromotionCode } from '@shop/contracts'
import type { PromotionBody, SkuLookup } from '../modules/cart'
import type { FlowDeps } from './flow-deps'

type CodeBody = ParsedBodyOf<typeof merchantUpdatePromotionCode>

/**
 * The console's promotion and promotion-code writes (docs/marketing.md): each one transaction with its audit row;
 * the SKUs a promotion's args name are read from the catalogue.
 */
export function createManagePromotions(deps: FlowDeps) {
  const { db, audit, promotions, catalogue, bus } = deps

  /** Every process's pricing keeps the active promotions: told once the change has committed. */
  const published = async <T>(change: Promise<T>): Promise<T> => {
    const done = await change
    await bus.publish('promotions')
    return done
  }

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
      return published(
        db.transaction(async (tx) => {
          const after = await promotions.create(tx, body, skus)
          await audit.record(tx, {
            staffUserid,
            action: 'coupons.edit',
            targetType: 'promotion',
            targetId: after.promotionId,
            summary: `新建促销「${after.name}」（${after.kindName}）`,
            after,
          })
          return after
        }),
      )
    },

    async update(staffUserid: string, promotionId: number, body: PromotionBody) {
      const skus = await lookup()
      return published(
        db.transaction(async (tx) => {
          const { before, after } = await promotions.update(tx, promotionId, body, skus)
          await audit.record(tx, {
            staffUserid,
            action: 'coupons.edit',
            targetType: 'promotion',
            targetId: promotionId,
            summary: `修改促销「${after.name}」`,
            before,
            after,
          })
          return after
        }),
      )
    },

    async end(staffUserid: string, promotionId: number) {
      return published(
        db.transaction(async (tx) => {
          const { before, after } = await promotions.end(tx, promotionId)
          await audit.record(tx, {
            staffUserid,
            action: 'coupons.edit',
            targetType: 'promotion',
            targetId: promotionId,
            summary: `${after.status === 'stopped' ? '停止' : '结束'}促销「${after.name}」`,
            before,
            after,
          })
          return after
        }),
      )
    },

    async createCode(staffUserid: string, body: CodeBody & { code: string }) {
      return db.transaction(async (tx) => {
        const after = await promotions.createCode(tx, body)
        await audit.record(tx, {
          staffUserid,
          action: 'coupons.edit',
          targetType: 'promotion_code',
          targetId: after.code,
          summary: `新建优惠码 ${after.code}`,
          after,
        })
        return after
      })
    },

    async updateCode(staffUserid: string, code: string, body: CodeBody) {
      return db.transaction(async (tx) => {
        const { before, after } = await promotions.updateCode(tx, code, body)
        await audit.record(tx, {
          staffUserid,
          action: 'coupons.edit',
          targetType: 'promotion_code',
          targetId: after.code,
          summary: `修改优惠码 ${after.code}`,
          before,
          after,
        })
        return after
      })
    },
  }
}

export type ManagePromotions = ReturnType<typeof createManagePromotions>
