import type {
  Cart,
  MerchantPointsGoods,
  OrderSubmitted,
  ParsedBodyOf,
  PointsGoodsItem,
  pointsGoodsLocate,
  pointsGoodsSubmit,
} from '@shop/contracts'
import { byProgrammeStatus, DomainError, formatFen, programmeStatusAt } from '@shop/domain'
import type { PricingChoices } from '../modules/cart'
import type { OrderDraft } from '../modules/orders'
import type { PointsGoodsInput, PointsGoodsRow } from '../modules/points-goods'
import { toPage } from '../platform/paging'
import { createCheckout } from './checkout'
import type { FlowDeps } from './flow-deps'
import { saveAudited } from './member-programmes'

type LocateBody = ParsedBodyOf<typeof pointsGoodsLocate>
type SubmitBody = ParsedBodyOf<typeof pointsGoodsSubmit>

/** A points order takes no coupon and no points at the rule's value: its points are the goods' own price. */
const NO_CHOICES: PricingChoices = { couponId: null, usePoints: false }

const orderTypeOf = (goods: PointsGoodsRow) => (goods.cash === 0 ? 'integral' : 'integral_gift')

export type RedeemPointsGoods = ReturnType<typeof createRedeemPointsGoods>

/**
 * The points mall (buy_bonusPoint; docs/members-programmes.md "Points goods"): a points order is an order of the
 * checkout (one transaction: the SKU's stock, the order, its close deadline) whose `Placing` sets its terms (the
 * goods' points, and cash besides, instead of the price; shipping free) and takes the goods' allotment and the
 * customer's limit (guarded); the checkout then spends the order's points through the ledger (`spend_order`, once
 * per order). A cancel or an unpaid close gives the allotment, the limit and the points back once; a refund gives
 * the points of its units back (the refund pipeline's `refund_order`).
 */
export function createRedeemPointsGoods(deps: FlowDeps) {
  const { clock, catalogue, cart, points, pointsGoods } = deps
  const checkout = createCheckout(deps)

  async function running(id: number): Promise<PointsGoodsRow> {
    const goods = await pointsGoods.find(id)
    if (!goods) throw new DomainError('notFound')
    if (programmeStatusAt(goods, clock.now()) !== 'running') throw new DomainError('pointsGoodsNotRunning', { id })
    return goods
  }

  /**
   * What `quantity` units cost on the goods' terms, from the goods' price (`origin`): the points, the cash, and the
   * part of the price the points stand for (the refunds' weight of the points). pointsGoodsUnavailable when the
   * price fell to the cash part.
   */
  const costOf = (goods: PointsGoodsRow, quantity: number, origin: number) => {
    const cash = goods.cash * quantity
    if (origin <= cash) throw new DomainError('pointsGoodsUnavailable', { id: goods.id })
    return { points: goods.points * quantity, cash, pointsAmount: origin - cash }
  }

  /** The amounts of a points order: the price covered by the points but for the cash part, no discount, shipping free. */
  const totalsOf = (cost: ReturnType<typeof costOf>, origin: number) => ({
    totalBenefitAmount: 0,
    totalActualAmount: origin,
    totalPointsToAmount: cost.pointsAmount,
    totalRealPayPoints: cost.points,
    actualShippingPrice: 0,
    totalRealPayAmount: cost.cash,
  })

  /** The order as the goods sell it (the checkout's `Placing.terms`). */
  const termsOf =
    (goods: PointsGoodsRow, quantity: number) =>
    (draft: OrderDraft): OrderDraft => {
      const [line, ...others] = draft.lines
      if (!line || others.length > 0) throw new RangeError('a points order has one line')
      const cost = costOf(goods, quantity, line.originAmount)
      return {
        ...draft,
        ...totalsOf(cost, line.originAmount),
        couponId: null,
        promotionCode: null,
        adjustments: [],
        lines: [
          {
            ...line,
            benefitAmount: 0,
            actualAmount: line.originAmount,
            pointsAmount: cost.pointsAmount,
            realPayAmount: cost.cash,
            adjustments: [],
          },
        ],
      }
    }

  const merchantView = async (rows: PointsGoodsRow[]): Promise<MerchantPointsGoods[]> => {
    const [figures, sale] = await Promise.all([pointsGoods.figures(rows.map((r) => r.id)), catalogue.saleView()])
    const now = clock.now()
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      skuId: row.skuId,
      goodsName: sale.item(row.skuId)?.goodsName ?? '',
      points: row.points,
      cash: row.cash,
      stock: row.stock,
      sold: row.sold,
      limitPerCustomer: row.limitPerCustomer,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      active: row.active,
      status: programmeStatusAt(row, now),
      figures: figures.get(row.id) ?? { orders: 0, customers: 0, points: 0 },
    }))
  }

  async function assertSellable(input: PointsGoodsInput): Promise<void> {
    const item = (await catalogue.saleView()).item(input.skuId)
    if (!item) throw new DomainError('skuNotFound', { skuId: input.skuId })
    if (item.sku.price <= input.cash) throw new DomainError('pointsGoodsUnavailable', { skuId: input.skuId })
  }

  const summaryOf = (input: PointsGoodsInput) =>
    `「${input.title}」${input.points}积分${input.cash > 0 ? `+¥${formatFen(input.cash)}` : ''}×${input.stock}，每人限兑${input.limitPerCustomer}件`

  return {
    /** The points mall page: goods running, then to come, with what is left, what the shopper holds and the balance. */
    async list(customerId: number | null): Promise<{ now: string; balance: number | null; items: PointsGoodsItem[] }> {
      const now = clock.now()
      const rows = await pointsGoods.open(now)
      const ids = rows.map((r) => r.id)
      const [sale, held, balance] = await Promise.all([
        catalogue.saleView(),
        customerId === null ? new Map<number, number>() : pointsGoods.heldBy(customerId, ids),
        customerId === null ? null : points.balance(customerId),
      ])
      const items = rows.flatMap((row): PointsGoodsItem[] => {
        const item = sale.item(row.skuId)
        if (!item) return []
        return [
          {
            id: row.id,
            title: row.title,
            skuId: row.skuId,
            goodsId: item.sku.goodsId,
            image: item.sku.image ?? item.goodsImage,
            specifications: item.sku.specifications,
            price: item.sku.price,
            points: row.points,
            cash: row.cash,
            orderType: orderTypeOf(row),
            status: programmeStatusAt(row, now),
            startsAt: row.startsAt.toISOString(),
            endsAt: row.endsAt.toISOString(),
            left: row.stock - row.sold,
            limitPerCustomer: row.limitPerCustomer,
            bought: held.get(row.id) ?? 0,
          },
        ]
      })
      items.sort(byProgrammeStatus)
      return { now: now.toISOString(), balance, items }
    },

    /**
     * buy_bonusPoint/locate: the line priced as the submit prices it (its quote to confirm), its totals on the
     * goods' terms: no coupon, no discount, the points and the cash.
     */
    async locate(customerId: number, { pointsGoodsId, quantity, addressId }: LocateBody): Promise<Cart> {
      const goods = await running(pointsGoodsId)
      const priced = await cart.locateItems(customerId, [{ skuId: goods.skuId, quantity }], NO_CHOICES, addressId)
      const cost = costOf(goods, quantity, priced.totalOriginAmount)
      return {
        ...priced,
        ...totalsOf(cost, priced.totalOriginAmount),
        usablePoints: cost.points,
        allowPointsPay: false,
        coupons: { usable: [], unusable: [] },
        selectedCouponId: null,
        couponAutoSelected: false,
        promotions: [],
        adjustments: [],
      }
    },

    /** buy_bonusPoint/submit: one checkout transaction; a retried key answers its order. */
    async submit(customerId: number, body: SubmitBody): Promise<OrderSubmitted> {
      const { pointsGoodsId, quantity, ...fields } = body
      const goods = await running(pointsGoodsId)
      return checkout.submit(
        customerId,
        { kind: 'items', items: [{ skuId: goods.skuId, quantity }] },
        { ...NO_CHOICES, ...fields },
        {
          orderType: orderTypeOf(goods),
          terms: termsOf(goods, quantity),
          attach: (tx, order) => pointsGoods.claim(tx, { goods, customerId, orderId: order.id, quantity }),
        },
      )
    },

    // ─── The console ───────────────────────────────────────────────────────────────────────────────

    async merchantPage(page: number, size: number) {
      const { rows, total } = await pointsGoods.page(page, size)
      return toPage(await merchantView(rows), total, page, size)
    },

    /** Creates (id null) or edits points goods, audited with the row before and after. */
    async save(staffUserid: string, id: number | null, input: PointsGoodsInput): Promise<MerchantPointsGoods> {
      await assertSellable(input)
      const saved = await saveAudited(deps, staffUserid, id, {
        create: (tx) => pointsGoods.create(tx, input),
        update: (tx, id) => pointsGoods.update(tx, id, input),
        targetType: 'points_goods',
        summary: `积分商品${summaryOf(input)}`,
      })
      const [view] = await merchantView([saved])
      return view!
    },
  }
}
