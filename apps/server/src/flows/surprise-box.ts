import type {
  Cart,
  MerchantSurpriseBox,
  OrderSubmitted,
  ProgrammeCard,
  ParsedBodyOf,
  SurpriseBoxItem,
  surpriseBoxLocate,
  SurpriseBoxRecord,
  surpriseBoxSubmit,
} from '@shop/contracts'
import { boxOdds, byProgrammeStatus, DomainError, formatFen, programmeStatusAt } from '@shop/domain'
import type { SaleView } from '../modules/catalogue'
import type { PricingChoices } from '../modules/cart'
import type { OrderDraft } from '../modules/orders'
import type {
  SurpriseBoxGoodsRow,
  SurpriseBoxInput,
  SurpriseBoxOrderRow,
  SurpriseBoxRow,
} from '../modules/surprise-boxes'
import { toPage } from '../platform/paging'
import { createCheckout } from './checkout'
import type { FlowDeps } from './flow-deps'
import { saveAudited } from './member-programmes'

type LocateBody = ParsedBodyOf<typeof surpriseBoxLocate>
type SubmitBody = ParsedBodyOf<typeof surpriseBoxSubmit>

/** A box takes no coupon and no points: it is sold at its price. */
const NO_CHOICES: PricingChoices = { couponId: null, usePoints: false }

/** An order line's name: at most 64 characters. */
const boxLineName = (box: SurpriseBoxRow) => `【盲盒】${box.name}`.slice(0, 64)

export type SurpriseBox = ReturnType<typeof createSurpriseBox>

/**
 * Surprise boxes (惊喜盲盒, surpriseBox; docs/members-programmes.md "Surprise box"): a box is an order of the
 * checkout (type `normal`, one line: the box at its price, no coupon, no promotion, shipping free) placed on the
 * box's fallback goods, whose unit the checkout takes from the SKU's stock, so a paid box always holds a goods;
 * `attach` takes the box's stock and the customer's limit (guarded) and records the order's box. Paying reveals the
 * goods (flows/reveal-box.ts); a cancel, an unpaid close or a refund before shipping gives the box back once.
 */
export function createSurpriseBox(deps: FlowDeps) {
  const { db, clock, catalogue, cart, surpriseBoxes } = deps
  const checkout = createCheckout(deps)

  async function running(id: number): Promise<SurpriseBoxRow> {
    const box = await surpriseBoxes.find(id)
    if (!box) throw new DomainError('notFound')
    if (programmeStatusAt(box, clock.now()) !== 'running') throw new DomainError('surpriseBoxNotRunning', { id })
    return box
  }

  const goodsOf = (sale: SaleView, skuId: number) => {
    const item = sale.item(skuId)
    if (!item) return null
    return {
      skuId,
      goodsId: item.sku.goodsId,
      name: item.goodsName,
      image: item.sku.image ?? item.goodsImage,
      specifications: item.sku.specifications,
      price: item.sku.price,
    }
  }

  const itemOf = (
    box: SurpriseBoxRow,
    pool: readonly SurpriseBoxGoodsRow[],
    sale: SaleView,
    now: Date,
    bought: number,
  ): SurpriseBoxItem => {
    const odds = boxOdds(pool)
    return {
      id: box.id,
      name: box.name,
      image: box.image || (goodsOf(sale, box.fallbackSkuId)?.image ?? ''),
      price: box.price,
      status: programmeStatusAt(box, now),
      startsAt: box.startsAt.toISOString(),
      endsAt: box.endsAt.toISOString(),
      left: box.stock - box.sold,
      limitPerCustomer: box.limitPerCustomer,
      bought,
      pool: pool.flatMap((entry, i) => {
        const goods = goodsOf(sale, entry.skuId)
        return goods ? [{ ...goods, odds: odds[i]! }] : []
      }),
      fallback: goodsOf(sale, box.fallbackSkuId),
    }
  }

  /** A box's totals, the locate's and the order's alike: the box's price, no discount, no points, shipping free. */
  const boxTotals = (box: SurpriseBoxRow) => ({
    totalOriginAmount: box.price,
    totalBenefitAmount: 0,
    totalActualAmount: box.price,
    totalPointsToAmount: 0,
    totalRealPayPoints: 0,
    originShippingPrice: 0,
    actualShippingPrice: 0,
    totalRealPayAmount: box.price,
    adjustments: [],
  })

  /** The fallback goods' line as the box sells it: named and pictured as the box, at its price. */
  const asBoxLine = <L extends { image: string }>(box: SurpriseBoxRow, line: L) => ({
    ...line,
    name: boxLineName(box),
    image: box.image || line.image,
    price: box.price,
    marketingPrice: box.price,
    activityPrice: null,
    originAmount: box.price,
    benefitAmount: 0,
    actualAmount: box.price,
    pointsAmount: 0,
    realPayAmount: box.price,
    adjustments: [],
  })

  /** The order as a box sells it (the checkout's `Placing.terms`): its one line at the box's price, shipping free. */
  const termsOf =
    (box: SurpriseBoxRow) =>
    (draft: OrderDraft): OrderDraft => {
      const [line, ...others] = draft.lines
      if (!line || others.length > 0) throw new RangeError('a box order has one line')
      return {
        ...draft,
        ...boxTotals(box),
        couponId: null,
        promotionCode: null,
        lines: [{ ...asBoxLine(box, line), quantity: 1 }],
      }
    }

  const recordOf = (row: SurpriseBoxOrderRow, box: SurpriseBoxRow | undefined, sale: SaleView): SurpriseBoxRecord => ({
    orderId: row.orderId,
    boxId: row.boxId,
    boxName: box?.name ?? '',
    createdAt: row.createdAt.toISOString(),
    state: row.releasedAt ? 'returned' : row.revealedAt ? 'opened' : 'waiting',
    revealedAt: row.revealedAt?.toISOString() ?? null,
    goods: row.revealedSkuId === null ? null : goodsOf(sale, row.revealedSkuId),
  })

  const merchantView = async (rows: SurpriseBoxRow[]): Promise<MerchantSurpriseBox[]> => {
    const ids = rows.map((r) => r.id)
    const [figures, fallbacks, pools, sale] = await Promise.all([
      surpriseBoxes.figures(ids),
      surpriseBoxes.fallbacksRevealed(ids),
      surpriseBoxes.pools(ids),
      catalogue.saleView(),
    ])
    const now = clock.now()
    const nameOf = (skuId: number) => sale.item(skuId)?.goodsName ?? '（商品已下架）'
    return rows.map((row) => {
      const pool = pools.get(row.id) ?? []
      const odds = boxOdds(pool)
      return {
        id: row.id,
        name: row.name,
        image: row.image,
        price: row.price,
        stock: row.stock,
        sold: row.sold,
        limitPerCustomer: row.limitPerCustomer,
        fallbackSkuId: row.fallbackSkuId,
        fallbackName: nameOf(row.fallbackSkuId),
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        active: row.active,
        status: programmeStatusAt(row, now),
        pool: pool.map((entry, i) => ({
          skuId: entry.skuId,
          goodsName: nameOf(entry.skuId),
          weight: entry.weight,
          odds: odds[i]!,
          allotment: entry.allotment,
          revealed: entry.revealed,
        })),
        figures: {
          ...(figures.get(row.id) ?? { orders: 0, customers: 0, revealed: 0 }),
          fallbacks: fallbacks.get(row.id) ?? 0,
        },
      }
    })
  }

  /** Every goods a box names must be one the catalogue sells, and the box priced (the console's input). */
  async function assertSellable(input: SurpriseBoxInput): Promise<void> {
    const sale = await catalogue.saleView()
    for (const skuId of [input.fallbackSkuId, ...input.pool.map((entry) => entry.skuId)]) {
      if (!sale.item(skuId)) throw new DomainError('skuNotFound', { skuId })
    }
  }

  const summaryOf = (input: SurpriseBoxInput) =>
    `「${input.name}」¥${formatFen(input.price)}×${input.stock}，每人限购${input.limitPerCustomer}个，商品池${input.pool.length}件`

  return {
    /** The boxes page: boxes running, then to come, each with its pool and odds and what the shopper holds. */
    async list(customerId: number | null): Promise<{ now: string; items: SurpriseBoxItem[] }> {
      const now = clock.now()
      const rows = await surpriseBoxes.open(now)
      const ids = rows.map((r) => r.id)
      const [sale, held, pools] = await Promise.all([
        catalogue.saleView(),
        customerId === null ? new Map<number, number>() : surpriseBoxes.heldBy(customerId, ids),
        surpriseBoxes.pools(ids),
      ])
      const items = rows.map((row) => itemOf(row, pools.get(row.id) ?? [], sale, now, held.get(row.id) ?? 0))
      items.sort(byProgrammeStatus)
      return { now: now.toISOString(), items }
    },

    async detail(id: number, customerId: number | null): Promise<SurpriseBoxItem> {
      const box = await surpriseBoxes.find(id)
      if (!box) throw new DomainError('notFound')
      const [sale, held, pool] = await Promise.all([
        catalogue.saleView(),
        customerId === null ? new Map<number, number>() : surpriseBoxes.heldBy(customerId, [id]),
        surpriseBoxes.pool(id),
      ])
      return itemOf(box, pool, sale, clock.now(), held.get(id) ?? 0)
    },

    /** surpriseBox/locate: the box's line priced as the submit prices it (its quote to confirm), at the box's price. */
    async locate(customerId: number, { boxId, addressId }: LocateBody): Promise<Cart> {
      const box = await running(boxId)
      const priced = await cart.locateItems(
        customerId,
        [{ skuId: box.fallbackSkuId, quantity: 1 }],
        NO_CHOICES,
        addressId,
      )
      return {
        ...priced,
        ...boxTotals(box),
        goods: priced.goods.map((line) => asBoxLine(box, line)),
        usablePoints: 0,
        allowPointsPay: false,
        coupons: { usable: [], unusable: [] },
        selectedCouponId: null,
        couponAutoSelected: false,
        promotions: [],
      }
    },

    /** surpriseBox/submit: one checkout transaction; a retried key answers its order. */
    async submit(customerId: number, body: SubmitBody): Promise<OrderSubmitted> {
      const { boxId, ...fields } = body
      const box = await running(boxId)
      return checkout.submit(
        customerId,
        { kind: 'items', items: [{ skuId: box.fallbackSkuId, quantity: 1 }] },
        { ...NO_CHOICES, ...fields },
        {
          orderType: 'normal',
          terms: termsOf(box),
          attach: (tx, order) => surpriseBoxes.claim(tx, { box, customerId, orderId: order.id }),
        },
      )
    },

    /** The boxes running or to come as activity/index cards, each opening its box page. */
    async programmeCards(): Promise<ProgrammeCard[]> {
      const now = clock.now()
      return (await surpriseBoxes.open(now)).map((row) => ({
        kind: 'surpriseBox',
        id: row.id,
        title: row.name,
        description: `¥${formatFen(row.price)} 开出惊喜好物`,
        status: programmeStatusAt(row, now),
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        path: `/pages/surpriseBox/index?id=${row.id}`,
      }))
    },

    /** 我的盲盒: the customer's boxes, newest first, each with the goods it revealed. */
    async mine(customerId: number): Promise<SurpriseBoxRecord[]> {
      const rows = await surpriseBoxes.mine(customerId)
      const boxIds = [...new Set(rows.map((r) => r.boxId))]
      const [sale, boxes] = await Promise.all([
        catalogue.saleView(),
        Promise.all(boxIds.map((id) => surpriseBoxes.find(id))),
      ])
      const byId = new Map(boxes.flatMap((b) => (b ? [[b.id, b] as const] : [])))
      return rows.map((row) => recordOf(row, byId.get(row.boxId), sale))
    },

    /** The box an order of the customer's holds (开盒 on the order); notFound for another's or none. */
    async ofOrder(customerId: number, orderId: number): Promise<SurpriseBoxRecord> {
      const row = await surpriseBoxes.ofOrder(db, orderId)
      if (!row || row.customerId !== customerId) throw new DomainError('notFound')
      const [sale, box] = await Promise.all([catalogue.saleView(), surpriseBoxes.find(row.boxId)])
      return recordOf(row, box ?? undefined, sale)
    },

    // ─── The console ───────────────────────────────────────────────────────────────────────────────

    async merchantPage(page: number, size: number) {
      const { rows, total } = await surpriseBoxes.page(page, size)
      return toPage(await merchantView(rows), total, page, size)
    },

    /** Creates (id null) or edits a box and its pool, audited with the row before and after. */
    async save(staffUserid: string, id: number | null, input: SurpriseBoxInput): Promise<MerchantSurpriseBox> {
      await assertSellable(input)
      const saved = await saveAudited(deps, staffUserid, id, {
        create: (tx) => surpriseBoxes.create(tx, input),
        update: (tx, id) => surpriseBoxes.update(tx, id, input),
        targetType: 'surprise_box',
        summary: `惊喜盲盒${summaryOf(input)}`,
      })
      const [view] = await merchantView([saved])
      return view!
    },
  }
}
