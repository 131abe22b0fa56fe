import type {
  BuyGiftActivity,
  buyGiftLocate,
  buyGiftSubmit,
  Cart,
  MerchantBuyGift,
  OrderSubmitted,
  ParsedBodyOf,
} from '@shop/contracts'
import { DomainError } from '@shop/domain'
import type { Db } from '../platform/database'
import { buyGiftStatusLabel, type BuyGiftActivityRow, type BuyGiftInput } from '../modules/buy-gifts'
import { createCheckout } from './checkout'
import type { FlowDeps } from './flow-deps'

export type BuyGift = ReturnType<typeof createBuyGift>

/**
 * Buy-with-gift activities (买赠, docs/gifts.md "买赠"), across the activities, catalogue, checkout, coupons and
 * audit: the activities running now, buying one of an activity's SKUs through the checkout (order type buy_gift;
 * the order remembers its activity and coupon), and the console's activities. Paying gives the coupon and a full
 * refund takes it back: flows/buy-gift-coupon.ts.
 */
export function createBuyGift(deps: FlowDeps) {
  const { db, buyGifts, catalogue, cart, coupons, audit, clock } = deps
  const checkout = createCheckout(deps)

  /** The templates' title and tag, by id (a template gone: its id). */
  async function templates(ids: readonly number[]) {
    const found = await coupons.termsOf(ids)
    return new Map(ids.map((id) => [id, { title: found.get(id)?.title ?? `#${id}`, tag: found.get(id)?.tag ?? '' }]))
  }

  async function merchantViews(rows: BuyGiftActivityRow[]): Promise<MerchantBuyGift[]> {
    const [sale, titles, counts] = await Promise.all([
      catalogue.saleView(),
      templates(rows.map((r) => r.couponTemplateId)),
      buyGifts.orderCounts(),
    ])
    const now = clock.now()
    return rows.map((row) => {
      const count = counts.get(row.id) ?? {}
      return {
        id: row.id,
        name: row.name,
        skuIds: row.skuIds,
        skuNames: row.skuIds.map((skuId) => sale.item(skuId)?.goodsName ?? '（已下架）'),
        couponTemplateId: row.couponTemplateId,
        couponTitle: titles.get(row.couponTemplateId)!.title,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        enabled: row.enabled,
        statusLabel: buyGiftStatusLabel(row, now),
        orders: {
          placed: Object.values(count).reduce((sum, n) => sum + n, 0),
          given: (count.given ?? 0) + (count.taken_back ?? 0) + (count.kept ?? 0),
          missed: count.missed ?? 0,
          takenBack: count.taken_back ?? 0,
        },
        updatedAt: row.updatedAt.toISOString(),
      }
    })
  }

  /** The SKUs must be ones the catalogue sells, the coupon a template that exists. */
  async function checkInput(input: BuyGiftInput) {
    const sale = await catalogue.saleView()
    const unknown = input.skuIds.filter((skuId) => !sale.item(skuId))
    if (unknown.length > 0) throw new DomainError('skuNotFound', { skuIds: unknown })
    await coupons.merchantDetail(input.couponTemplateId)
  }

  const auditActivity = (tx: Db, userid: string, after: BuyGiftActivityRow, before: BuyGiftActivityRow | null) =>
    audit.record(tx, {
      staffUserid: userid,
      action: 'coupons.edit',
      targetType: 'buy_gift_activity',
      targetId: after.id,
      summary: `${before ? '修改' : '新建'}买赠活动「${after.name}」：${after.skuIds.length}个规格，${after.enabled ? '启用' : '停用'}`,
      before,
      after,
    })

  return {
    async list(): Promise<BuyGiftActivity[]> {
      const rows = await buyGifts.running()
      const titles = await templates(rows.map((r) => r.couponTemplateId))
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        skuIds: row.skuIds,
        couponTemplateId: row.couponTemplateId,
        couponTitle: titles.get(row.couponTemplateId)!.title,
        couponTag: titles.get(row.couponTemplateId)!.tag,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
      }))
    },

    async locate(customerId: number, body: ParsedBodyOf<typeof buyGiftLocate>): Promise<Cart> {
      const { activityId, skuId, quantity, addressId, ...choices } = body
      await buyGifts.runningFor(activityId, skuId)
      return cart.locateItems(customerId, [{ skuId, quantity }], choices, addressId)
    },

    /** The SKU at its price, through the checkout; the order remembers its activity and the coupon it earns. */
    async submit(customerId: number, body: ParsedBodyOf<typeof buyGiftSubmit>): Promise<OrderSubmitted> {
      const { activityId, skuId, quantity, ...request } = body
      const activity = await buyGifts.runningFor(activityId, skuId)
      return checkout.submit(customerId, { kind: 'items', items: [{ skuId, quantity }] }, request, {
        orderType: 'buy_gift',
        attach: (tx, order) => buyGifts.place(tx, { orderId: order.id, customerId, activity }),
      })
    },

    merchantList: async () => merchantViews(await buyGifts.all()),

    async create(userid: string, input: BuyGiftInput): Promise<MerchantBuyGift> {
      await checkInput(input)
      const created = await db.transaction(async (tx) => {
        const row = await buyGifts.create(tx, input)
        await auditActivity(tx, userid, row, null)
        return row
      })
      return (await merchantViews([created]))[0]!
    },

    async update(userid: string, activityId: number, input: BuyGiftInput): Promise<MerchantBuyGift> {
      await checkInput(input)
      const after = await db.transaction(async (tx) => {
        const change = await buyGifts.update(tx, activityId, input)
        await auditActivity(tx, userid, change.after, change.before)
        return change.after
      })
      return (await merchantViews([after]))[0]!
    },
  }
}
