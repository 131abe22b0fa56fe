import { randomBytes } from 'node:crypto'
import type {
  OrderCard,
  OrderCounts,
  OrderDetail,
  OrderLineView,
  OrderListPathFilter,
  OrderSimpleDetail,
  OrderSubmitted,
  ResponseOf,
  ShipmentSummary,
  helpPayDetailRoute,
  OrderMoved,
} from '@shop/contracts'
import { ORDER_LIST_PATH_FILTERS } from '@shop/contracts'
import {
  refundWindowStart,
  allowedActions,
  assertOrderAction,
  buildPriceExtend,
  chinaDayStamp,
  DomainError,
  isOrderListFilter,
  ORDER_ACTION_LABELS,
  ORDER_INITIAL_STATUS,
  orderStatusLabel,
  type OrderHold,
  ORDER_TIMELINE_LABELS,
  ORDER_TYPE_LABELS,
  orderLifecycle,
  payDeadline,
  PAY_WINDOW_MINUTES,
  statusesForListFilter,
  timelineOf,
  type OrderEvent,
  type OrderFacts,
  type OrderStatus,
} from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { ordersConsole } from './orders.console'
import { giftsOf } from './orders.lines'
import {
  ordersRepository,
  type MerchantOrderFilter,
  type NewOrder,
  type NewOrderLine,
  type OrderLineRow,
  type OrderRow,
} from './orders.repository'
import type { AddressSnapshot, OrderActor } from './orders.tables'
import { toPage } from '../../platform/paging'

/**
 * What other modules know about an order (fulfilment: its parcels; invoices; refunds), for the order views and the
 * shopper's allowed actions. Missing entries mean nothing shipped, no invoice, no refund.
 */
export interface OrderSideFacts {
  shipments: ShipmentSummary[]
  invoiceRequested: boolean
  refundInProgress: boolean
  fullyRefunded: boolean
}
export type OrderSideFactsSource = (orderIds: number[]) => Promise<Map<number, Partial<OrderSideFacts>>>

export interface OrdersDeps {
  db: Db
  clock: Clock
  /** Minutes an unpaid order stays payable (the settings'; ORDER_PAY_MINUTES until an operator sets them). */
  /** The shop's pay window, read inside the placing transaction (`tx`). */
  payMinutes?: (tx: Db) => Promise<number>
}

/** Who moves an order, and what the move records in its timeline. */
export interface OrderMove {
  actor: OrderActor
  actorId?: string | null
  /** The timeline entry's type; default: the lifecycle event (a tracking event of spec §4 where one applies). */
  type?: string
  details?: Record<string, unknown>
  /** Columns to set with the status (paidAt, closedAt, closeReason…). */
  set?: Partial<Omit<NewOrder, 'status'>>
}

/** Closed for good: the orders a shopper may delete (hide). */
const CLOSED_STATUSES: readonly OrderStatus[] = ['cancelled', 'refunded', 'completed']

export type OrdersService = ReturnType<typeof createOrdersService>

/** Everything an order is made of at submit, besides what the orders module decides (number, status, times). */
export type OrderDraft = Omit<NewOrder, 'status' | 'payDeadline' | 'createdAt' | 'updatedAt'> & {
  lines: NewOrderLine[]
}

/**
 * The base of the orders: placing an order inside the checkout's transaction, the submit's idempotency keys, the
 * units a customer bought (per-customer limits), and what the checkout and the personal centre read back.
 * Payment, fulfilment and refunds build on these tables.
 */
export function createOrdersService({ db, clock, payMinutes = async () => PAY_WINDOW_MINUTES }: OrdersDeps) {
  const reader = ordersRepository(db)

  const mine = async (customerId: number, orderId: number) => {
    const found = await reader.find(customerId, orderId)
    if (!found) throw new DomainError('orderNotFound', { orderId })
    return found.order
  }

  /** An order shared through its help-pay code; orderNotFound for a code that is not an order's. */
  const shared = async (code: string) => {
    const order = await reader.byHelpPayCode(code)
    if (!order) throw new DomainError('orderNotFound', { helpPayCode: code })
    return order
  }

  /**
   * The order, locked until the transaction ends (only the customer's when one is named); orderNotFound else. The
   * first lock of a transaction that moves an order (docs/orders.md "Lock order").
   */
  async function lock(tx: Db, orderId: number, customerId?: number): Promise<OrderRow> {
    const order = await ordersRepository(tx).lock(orderId, customerId)
    if (!order) throw new DomainError('orderNotFound', { orderId })
    return order
  }

  const factsOf = (order: OrderRow, side: Partial<OrderSideFacts> = {}): OrderFacts => ({
    now: clock.now().getTime(),
    payDeadline: order.payDeadline.getTime(),
    paidAt: order.paidAt?.getTime() ?? null,
    shipped: order.shippedAt !== null || (side.shipments?.length ?? 0) > 0,
    invoiceRequested: side.invoiceRequested ?? false,
    refundInProgress: side.refundInProgress ?? false,
    fullyRefunded: side.fullyRefunded ?? false,
    refundWindowFrom: refundWindowStart(
      {
        orderType: order.orderType,
        status: order.status,
        paidAt: order.paidAt?.getTime() ?? null,
        shippedAt: order.shippedAt?.getTime() ?? null,
      },
      clock.now().getTime(),
    ),
  })

  const assertPayable = (order: OrderRow) => assertOrderAction('pay', order.status, factsOf(order))

  async function transition(tx: Db, order: OrderRow, event: OrderEvent, move: OrderMove): Promise<OrderRow> {
    const to = orderLifecycle.next(order.status, event)
    const repo = ordersRepository(tx)
    const now = clock.now()
    const moved = await repo.move(order, to, move.set ?? {}, now)
    if (!moved) throw new DomainError('orderStatusInvalid', { orderId: order.id, from: order.status, event })
    await repo.insertEvent(order.id, {
      type: move.type ?? event,
      fromStatus: order.status,
      toStatus: to,
      actor: move.actor,
      actorId: move.actorId ?? null,
      details: move.details ?? null,
      at: now,
    })
    return moved
  }

  const card = (order: OrderRow, lines: OrderLineRow[], side: Partial<OrderSideFacts> | undefined): OrderCard => ({
    orderId: order.id,
    id: order.id,
    orderNo: order.orderNo,
    orderType: order.orderType,
    orderTypeLabel: ORDER_TYPE_LABELS[order.orderType],
    status: order.status,
    statusLabel: orderStatusLabel(order.status, order.heldFor),
    createTime: order.createdAt.toISOString(),
    updateTime: order.updatedAt.toISOString(),
    lines: lines.map(lineView),
    goodsNum: lines.reduce((n, line) => n + line.quantity, 0),
    totalOriginAmount: order.totalOriginAmount,
    totalBenefitAmount: order.totalBenefitAmount,
    actualShippingPrice: order.actualShippingPrice,
    totalRealPayPoints: order.totalRealPayPoints,
    totalRealPayAmount: order.totalRealPayAmount,
    payDeadline: order.payDeadline.toISOString(),
    actions: allowedActions(order.status, factsOf(order, side)).map((action) => ({
      action,
      label: ORDER_ACTION_LABELS[action],
    })),
  })

  return {
    /** The console's reads: a customer's totals and newest orders, who bought a goods, the dashboard's sums. */
    console: ordersConsole(db),

    /**
     * Creates the order in wait_pay with its lines and its `submit` event, inside the checkout's transaction. The
     * customer pays until `payDeadline`: the shop's pay window, or `payMinutes` when the order's programme sets a
     * shorter one (a flash sale).
     */
    async place(tx: Db, { lines, ...draft }: OrderDraft, terms: { payMinutes?: number } = {}): Promise<OrderRow> {
      const repo = ordersRepository(tx)
      const now = clock.now()
      const order = await repo.insertOrder(
        {
          ...draft,
          status: ORDER_INITIAL_STATUS,
          payDeadline: new Date(payDeadline(now.getTime(), terms.payMinutes ?? (await payMinutes(tx)))),
          createdAt: now,
          updatedAt: now,
        },
        chinaDayStamp(now),
      )
      await repo.insertLines(order.id, lines)
      await repo.insertEvent(order.id, {
        type: 'submit',
        fromStatus: null,
        toStatus: order.status,
        actor: 'customer',
        actorId: String(order.customerId),
        at: now,
      })
      return order
    },

    /**
     * Claims a submit's idempotency key inside its transaction. False: another submit holds it; on PostgreSQL this
     * waits for that submit's transaction, so afterwards `findByKey` sees its order (or the key is free again).
     */
    claimKey: (tx: Db, customerId: number, key: string, requestHash: string) =>
      ordersRepository(tx).claimKey(customerId, key, requestHash, clock.now()),

    attachKey: (tx: Db, customerId: number, key: string, orderId: number) =>
      ordersRepository(tx).attachKey(customerId, key, orderId),

    /** The order a key made, and the hash of the request that made it; null when the key is unused. */
    findByKey: (customerId: number, key: string, handle: Db = db) => ordersRepository(handle).findKey(customerId, key),

    /** The SKUs the customer ordered lately (orders not cancelled), newest first: what recommendations start from. */
    recentSkus: (customerId: number, limit = 20) => ordersRepository(db).recentSkus(customerId, limit),

    /** Units of each SKU the customer bought in orders not cancelled (per-customer limits count these). */
    bought: (customerId: number, skuIds: readonly number[], handle: Db = db): Promise<Map<number, number>> =>
      skuIds.length === 0 ? Promise.resolve(new Map()) : ordersRepository(handle).bought(customerId, skuIds),

    async simpleDetail(customerId: number, orderId: number): Promise<OrderSimpleDetail> {
      const found = await reader.find(customerId, orderId)
      if (!found) throw new DomainError('orderNotFound', { orderId })
      const { order, goodsNum } = found
      return {
        orderId: order.id,
        id: order.id,
        orderNo: order.orderNo,
        orderType: order.orderType,
        status: order.status,
        statusLabel: orderStatusLabel(order.status, order.heldFor),
        totalOriginAmount: order.totalOriginAmount,
        totalBenefitAmount: order.totalBenefitAmount,
        totalPointsToAmount: order.totalPointsToAmount,
        totalRealPayPoints: order.totalRealPayPoints,
        actualShippingPrice: order.actualShippingPrice,
        totalRealPayAmount: order.totalRealPayAmount,
        goodsNum,
        createTime: order.createdAt.toISOString(),
        payDeadline: order.payDeadline.toISOString(),
        paidAt: order.paidAt?.toISOString() ?? null,
      }
    },

    /**
     * The SKUs and quantities of one of the customer's orders, to buy it again: any order but an unpaid one (the
     * domain's buy_again rule; that one is paid, not bought again).
     */
    async itemsToBuyAgain(customerId: number, orderId: number): Promise<{ skuId: number; quantity: number }[]> {
      const found = await reader.find(customerId, orderId)
      if (!found) throw new DomainError('orderNotFound', { orderId })
      const { status } = found.order
      if (status === 'wait_pay') throw new DomainError('orderStatusInvalid', { action: 'buy_again', status })
      return (await reader.lines(orderId)).map(({ skuId, quantity }) => ({ skuId, quantity }))
    },

    /**
     * One list filter of the customer's orders, newest first (orders they deleted left out). `sideFacts`: what the
     * other modules know of them (the show-orders flow asks them).
     */
    async list(
      customerId: number,
      filter: OrderListPathFilter,
      page: number,
      size: number,
      sideFacts: OrderSideFactsSource,
    ) {
      const { rows, total } = await reader.page(customerId, statusesOf(filter), page, size)
      const ids = rows.map((order) => order.id)
      const [lines, side] = await Promise.all([reader.linesOf(ids), sideFacts(ids)])
      const content = rows.map((order) =>
        card(
          order,
          lines.filter((line) => line.orderId === order.id),
          side.get(order.id),
        ),
      )
      return toPage(content, total, page, size)
    },

    async detail(customerId: number, orderId: number, sideFacts: OrderSideFactsSource): Promise<OrderDetail> {
      const order = await mine(customerId, orderId)
      const [lines, events, side] = await Promise.all([
        reader.lines(order.id),
        reader.events(order.id),
        sideFacts([order.id]).then((facts) => facts.get(order.id) ?? {}),
      ])
      return {
        ...card(order, lines, side),
        channel: order.channel,
        // A gift's address is its receiver's: never the buyer's to see (docs/gifts.md).
        address: order.orderType === 'give_gift' ? null : order.address,
        remark: order.remark,
        totalActualAmount: order.totalActualAmount,
        totalPointsToAmount: order.totalPointsToAmount,
        originShippingPrice: order.originShippingPrice,
        giftTotalPrice: order.giftTotalPrice,
        promotionCode: order.promotionCode,
        priceExtend: buildPriceExtend({ ...order, lines }),
        gifts: giftsOf(order),
        customCard: order.customCard ?? null,
        timeline: timelineOf(events, ORDER_TIMELINE_LABELS),
        serverTime: clock.now().toISOString(),
        paidAt: iso(order.paidAt),
        shippedAt: iso(order.shippedAt),
        receivedAt: iso(order.receivedAt),
        completedAt: iso(order.completedAt),
        closedAt: iso(order.closedAt),
        closeReason: order.closeReason,
        shipments: side.shipments ?? [],
        invoiceRequested: side.invoiceRequested ?? false,
        refundInProgress: side.refundInProgress ?? false,
        fullyRefunded: side.fullyRefunded ?? false,
      }
    },

    /**
     * The order's help-pay code for the buyer to share (docs/orders.md, "A friend pays"): made the first time, the
     * same one after that; only while the order can be paid.
     */
    async helpPayShare(customerId: number, orderId: number): Promise<{ code: string; payDeadline: Date }> {
      return db.transaction(async (tx) => {
        const order = await lock(tx, orderId, customerId)
        assertPayable(order)
        const code = order.helpPayCode ?? randomBytes(16).toString('base64url')
        if (!order.helpPayCode) await ordersRepository(tx).setHelpPayCode(order.id, code)
        return { code, payDeadline: order.payDeadline }
      })
    },

    /** The order a help-pay code stands for, and its buyer; orderNotFound for a code that is not an order's. */
    async byHelpPayCode(code: string): Promise<{ orderId: number; ownerId: number }> {
      const order = await shared(code)
      return { orderId: order.id, ownerId: order.customerId }
    },

    /** What a friend asked to pay may see: amount and goods, nothing about the buyer. */
    async helpPayDetail(code: string): Promise<ResponseOf<typeof helpPayDetailRoute>> {
      const order = await shared(code)
      const lines = await reader.lines(order.id)
      return {
        orderNo: order.orderNo,
        status: order.status,
        statusLabel: orderStatusLabel(order.status, order.heldFor),
        totalRealPayAmount: order.totalRealPayAmount,
        goodsNum: lines.reduce((n, line) => n + line.quantity, 0),
        lines: lines
          .map(lineView)
          .map(({ name, image, specs, price, quantity }) => ({ name, image, specs, price, quantity })),
        payDeadline: order.payDeadline.toISOString(),
        payable: order.status === 'wait_pay' && clock.now() < order.payDeadline,
      }
    },

    /** Hides one of the customer's closed orders from their list (orderStatusInvalid for an open one). */
    async remove(customerId: number, orderId: number): Promise<void> {
      const order = await mine(customerId, orderId)
      assertOrderAction('delete', order.status, factsOf(order))
      await db.transaction(async (tx) => {
        const repo = ordersRepository(tx)
        if (!(await repo.hide(customerId, orderId, CLOSED_STATUSES, clock.now()))) return
        await repo.insertEvent(orderId, {
          type: 'delete',
          actor: 'customer',
          actorId: String(customerId),
          at: clock.now(),
        })
      })
    },

    /** The shopper confirms receipt: wait_receive → wait_estimate. */
    async confirmReceipt(customerId: number, orderId: number): Promise<OrderMoved> {
      const moved = await db.transaction(async (tx) => {
        const order = await lock(tx, orderId, customerId)
        assertOrderAction('confirm_receipt', order.status, factsOf(order))
        return transition(tx, order, 'confirm_receipt', {
          actor: 'customer',
          actorId: String(customerId),
          set: { receivedAt: clock.now() },
        })
      })
      return movedAnswer(moved)
    },

    lock,

    /** Refuses an order that may not be paid now (not waiting for payment, or past its pay window). */
    assertPayable,

    /**
     * Moves the order by a lifecycle event inside the caller's transaction, from the status it was read (and
     * locked) in: orderStatusInvalid when the event does not apply or the order changed meanwhile. Records the move
     * in the timeline. Answers the moved order.
     */
    transition,

    /** Adds a timeline entry that moves nothing (a payment started, a refund asked for…). */
    record: (tx: Db, orderId: number, entry: Omit<OrderMove, 'set'> & { type: string }) =>
      ordersRepository(tx).insertEvent(orderId, {
        type: entry.type,
        actor: entry.actor,
        actorId: entry.actorId ?? null,
        details: entry.details ?? null,
        at: clock.now(),
      }),

    /**
     * A surprise box's line names the goods its payment revealed (flows/reveal-box.ts): what ships, what the order
     * and the console show; its price and amounts are the box's.
     */
    setLineGoods: (tx: Db, lineId: number, goods: Parameters<ReturnType<typeof ordersRepository>['setLineGoods']>[1]) =>
      ordersRepository(tx).setLineGoods(lineId, goods),

    linesOf: (tx: Db, orderId: number) => ordersRepository(tx).lines(orderId),
    /** The order's timeline rows, oldest first, on the caller's handle (a task checking what it recorded). */
    eventsOf: (tx: Db, orderId: number) => ordersRepository(tx).events(orderId),

    /**
     * The gifts a placed order packs, once its gift stock is taken (checkout places the order with every gift due,
     * then takes the stock: docs/orders.md "Lock order"). Answers the order as it now is.
     */
    keepGifts: (tx: Db, orderId: number, gifts: Pick<OrderRow, 'gifts' | 'giftTotalPrice'>) =>
      ordersRepository(tx).setGifts(orderId, gifts),

    /** Holds a paid order back (not shippable, no commission) for a reason, or releases it (null). */
    hold: async (tx: Db, orderIds: number[], heldFor: OrderHold | null): Promise<OrderRow[]> =>
      orderIds.length === 0 ? [] : ordersRepository(tx).setHeldFor(orderIds, heldFor, clock.now()),

    /** A gift order's address once its friend claimed it (docs/gifts.md); orderStatusInvalid if it has one. */
    async setGiftAddress(tx: Db, orderId: number, address: AddressSnapshot): Promise<void> {
      if (!(await ordersRepository(tx).setAddress(orderId, address, clock.now()))) {
        throw new DomainError('orderStatusInvalid', { orderId, reason: 'address already set' })
      }
    },

    /**
     * The order, unlocked (only the customer's when one is named); orderNotFound else. For the modules that keep
     * records of an order (fulfilment, refunds, invoices, evaluations): they read it here, never from the tables.
     */
    async get(orderId: number, customerId?: number): Promise<OrderRow> {
      const order =
        customerId === undefined ? await reader.byId(orderId) : (await reader.find(customerId, orderId))?.order
      if (!order) throw new DomainError('orderNotFound', { orderId })
      return order
    },
    /** The id of the order with this number; null when none has it. */
    idByOrderNo: async (orderNo: string) => (await reader.byOrderNo(orderNo))?.id ?? null,
    /** The lines of several orders (`linesOf` reads one order's, inside a transaction). */
    linesOfOrders: (orderIds: readonly number[]) => reader.linesOf(orderIds),
    linesByIds: (lineIds: readonly number[]) => reader.linesByIds(lineIds),
    paidSince: (customerId: number, since: Date, statuses: readonly OrderStatus[]) =>
      reader.paidSince(customerId, since, statuses),
    orderNos: (orderIds: readonly number[]) => reader.orderNos(orderIds),
    /** Status, amount and payment time of several orders (for the modules that attribute orders, e.g. guides). */
    standings: (orderIds: readonly number[]) => reader.standings(orderIds),
    /** A page of every customer's orders by the merchant's filters, with their units (the merchant's list). */
    merchantPage: (filter: MerchantOrderFilter, page: number, size: number) => reader.merchantPage(filter, page, size),

    /** The order's history, oldest first, as the merchant reads it. */
    timeline: async (orderId: number) => timelineOf(await reader.events(orderId), ORDER_TIMELINE_LABELS),

    /** The merchant's remark (empty clears it); never shown to the shopper. orderNotFound. */
    async setMerchantRemark(orderId: number, remark: string, userid: string): Promise<OrderRow> {
      const row = await reader.setMerchantRemark(orderId, remark === '' ? null : remark, userid, clock.now())
      if (!row) throw new DomainError('orderNotFound', { orderId })
      return row
    },

    /** See the repository's claimDue: orders due for a sweep, locked, skipping those another process holds. */
    claimDue: (
      tx: Db,
      status: OrderStatus,
      column: 'payDeadline' | 'shippedAt' | 'receivedAt',
      before: Date,
      options: { limit: number; afterId?: number },
    ) => ordersRepository(tx).claimDue(status, column, before, options),

    /** What each list shows, counted the way `list` selects it (待评价: received, not yet rated in full). */
    async counts(customerId: number): Promise<OrderCounts> {
      const byStatus = await reader.countsByStatus(customerId)
      const countOf = (filter: OrderListPathFilter) =>
        statusesOf(filter).reduce((n, status) => n + (byStatus.get(status) ?? 0), 0)
      return Object.fromEntries(ORDER_LIST_PATH_FILTERS.map((filter) => [filter, countOf(filter)])) as OrderCounts
    },
  }
}

/** The statuses a `member_order/{status}` list shows: a list filter's, or the one status it names. */
const statusesOf = (filter: OrderListPathFilter): readonly OrderStatus[] =>
  isOrderListFilter(filter) ? statusesForListFilter(filter) : [filter]

const iso = (moment: Date | null) => moment?.toISOString() ?? null

function lineView(line: OrderLineRow): OrderLineView {
  return {
    lineId: line.id,
    skuId: line.skuId,
    goodsId: line.goodsId,
    skuCode: line.skuCode,
    name: line.name,
    image: line.image,
    specs: line.specifications.map((spec) => spec.value).join(' / '),
    specifications: line.specifications,
    price: line.price,
    marketingPrice: line.marketingPrice,
    quantity: line.quantity,
    realPayAmount: line.realPayAmount,
    addOnOf: line.addOnOf,
  }
}

/** Where an order is after a move, as the order calls answer it. */
export const movedAnswer = (order: OrderRow): OrderMoved => ({
  orderId: order.id,
  status: order.status,
  statusLabel: orderStatusLabel(order.status, order.heldFor),
})

/** What a submit answers for an order. */
export const submittedAnswer = (order: OrderRow): OrderSubmitted => ({
  orderId: order.id,
  orderNo: order.orderNo,
  totalRealPayAmount: order.totalRealPayAmount,
  status: order.status,
  payDeadline: order.payDeadline.toISOString(),
  createTime: order.createdAt.toISOString(),
})
