import type {
  Cart,
  cycleOrderList,
  cyclePlanInput,
  cyclePlanLocate,
  cyclePlanSubmit,
  CycleDeliveryView,
  CycleOrderCard,
  CycleOrderDetail,
  CyclePlanView,
  MerchantCycleDelivery,
  MerchantCyclePlan,
  OrderSubmitted,
  ParsedBodyOf,
  ParsedQueryOf,
  ResponseOf,
} from '@shop/contracts'
import {
  CHINA_OFFSET_MS,
  CYCLE_DELIVERY_STATUS_LABELS,
  DAY_MS,
  deliveriesLeft,
  deliveryShares,
  DomainError,
  formatFen,
  type CycleDeliveryStatus,
} from '@shop/domain'
import type { z } from 'zod'
import { findCarrier } from '../providers/kuaidi100'
import type { Db } from '../platform/database'
import { SHIPPABLE, unshipped, type ShipmentWithLines } from '../modules/fulfilment'
import {
  CYCLE_DELIVERY_TASK,
  cycleDeliveryKey,
  type CycleDeliveryRow,
  type CycleOrderRow,
  type CyclePlanRow,
} from '../modules/cycles'
import type { OrderLineRow, OrderRow } from '../modules/orders'
import { addressSnapshot, createCheckout } from './checkout'
import type { FlowDeps } from './flow-deps'
import { createShipOrder } from './ship-order'

export type CyclePurchase = ReturnType<typeof createCyclePurchase>

type PlanInput = z.output<typeof cyclePlanInput>

const ORDER_STATE_LABELS = { active: '配送中', paused: '已暂停', finished: '已完成' } as const

/** Adds (or moves) the job of each delivery still scheduled to its day. */
export async function queueDeliveries(deps: FlowDeps, tx: Db, deliveries: readonly CycleDeliveryRow[]): Promise<void> {
  for (const delivery of deliveries.filter((d) => d.status === 'scheduled')) {
    await deps.jobs.add(
      tx,
      CYCLE_DELIVERY_TASK,
      { deliveryId: delivery.id },
      { runAt: delivery.dueAt, key: cycleDeliveryKey(delivery.id) },
    )
  }
}

/**
 * A cycle order was paid (docs/cycle-purchases.md), inside the payment's transaction on the locked order: its
 * deliveries are scheduled (the first due now), each with its job. Once: the cycle order moves placed → active.
 */
export async function scheduleCycle(deps: FlowDeps, tx: Db, order: OrderRow): Promise<void> {
  const made = await deps.cycles.schedule(tx, order.id, order.address!)
  if (!made || made.length === 0) return
  await queueDeliveries(deps, tx, made)
  await deps.orders.record(tx, order.id, {
    type: 'cycle_scheduled',
    actor: 'system',
    details: { deliveries: made.length, first: made[0]!.dueAt.toISOString() },
  })
}

/** The plan's line of the order: its one goods line. */
const planLine = (lines: readonly OrderLineRow[]) => lines.find((line) => line.addOnOf === null)!

/**
 * Where each delivery stands as the shopper and the console see it: a delivery not shipped whose units a refund took
 * (the last ones first, in whole deliveries) is cancelled, whatever its row says until its job runs.
 */
function deliveryStates(
  deliveries: readonly CycleDeliveryRow[],
  unitsFree: number,
  unitsPerDelivery: number,
): Map<number, CycleDeliveryStatus> {
  const open = deliveries.filter((d) => d.status === 'scheduled' || d.status === 'ready').sort((a, b) => a.seq - b.seq)
  const left = deliveriesLeft(unitsFree, unitsPerDelivery)
  const states = new Map(deliveries.map((d) => [d.id, d.status]))
  open.forEach((d, rank) => {
    if (rank >= left) states.set(d.id, 'cancelled')
  })
  return states
}

/**
 * Cycle purchases (docs/cycle-purchases.md), across the cycles module, catalogue, checkout, fulfilment, refunds and
 * audit: the plans on sale, buying one through the checkout (order type accompany: all its units at the plan's
 * price, shipping included), each delivery's parcel made by its job, the shopper's pause, resume, skip and address,
 * shipping a delivery, and the console's plans and delivery calendar. Paying schedules the deliveries
 * (`scheduleCycle`, from flows/mark-paid.ts); a refund is the order's after-sales, which takes the units not shipped.
 */
export function createCyclePurchase(deps: FlowDeps) {
  const { db, clock, cycles, catalogue, cart, orders, fulfilment, addresses, customers, audit } = deps
  const checkout = createCheckout(deps)
  const shipOrder = createShipOrder(deps)

  const totalUnits = (plan: Pick<CyclePlanRow, 'deliveries' | 'unitsPerDelivery'>) =>
    plan.deliveries * plan.unitsPerDelivery

  /** Everything the shopper's and the console's views need of some cycle orders, read at once. */
  async function facts(cycleOrders: readonly CycleOrderRow[]) {
    const ids = cycleOrders.map((o) => o.orderId)
    const [deliveries, perOrder, standings, orderNos] = await Promise.all([
      cycles.deliveriesOf(ids),
      Promise.all(
        ids.map(
          async (id) =>
            [id, { facts: await fulfilment.lineFacts(db, id), parcels: await fulfilment.parcelsOf(id) }] as const,
        ),
      ),
      orders.standings(ids),
      orders.orderNos(ids),
    ])
    const byOrder = new Map(perOrder)
    const paid = new Map(standings.map((o) => [o.id, o.totalRealPayAmount]))
    return cycleOrders.map((cycle) => {
      const own = deliveries.filter((d) => d.orderId === cycle.orderId)
      const { facts: lineFacts, parcels } = byOrder.get(cycle.orderId)!
      const line = planLine(lineFacts.lines)
      const free = unshipped(lineFacts.lines, lineFacts.shipped, lineFacts.holds).get(line.id) ?? 0
      const states = deliveryStates(own, free, cycle.unitsPerDelivery)
      const shares = deliveryShares(line.realPayAmount, cycle.deliveries, cycle.unitsPerDelivery)
      const shipments = new Map(parcels.map((p) => [p.shipment.id, p] as const))
      return {
        cycle,
        deliveries: own,
        line,
        states,
        shares,
        shipments,
        orderNo: orderNos.get(cycle.orderId) ?? '',
        totalRealPayAmount: paid.get(cycle.orderId) ?? 0,
      }
    })
  }
  type Facts = Awaited<ReturnType<typeof facts>>[number]

  function deliveryView(f: Facts, d: CycleDeliveryRow): CycleDeliveryView {
    const status = f.states.get(d.id)!
    const parcel: ShipmentWithLines | undefined = d.shipmentId === null ? undefined : f.shipments.get(d.shipmentId)
    return {
      id: d.id,
      seq: d.seq,
      dueAt: d.dueAt.toISOString(),
      status,
      statusLabel: CYCLE_DELIVERY_STATUS_LABELS[status],
      worth: f.shares[d.seq - 1] ?? 0,
      address: d.address,
      carrierName: parcel ? (findCarrier(parcel.shipment.carrierCode)?.name ?? parcel.shipment.carrierCode) : null,
      waybillNo: parcel?.shipment.waybillNo ?? null,
    }
  }

  async function cards(rows: readonly CycleOrderRow[]): Promise<(CycleOrderCard & { facts: Facts })[]> {
    return (await facts(rows)).map((f) => {
      const open = f.deliveries.filter((d) => ['scheduled', 'ready'].includes(f.states.get(d.id)!))
      const status = open.length === 0 ? 'finished' : f.cycle.status === 'paused' ? 'paused' : 'active'
      return {
        orderId: f.cycle.orderId,
        orderNo: f.orderNo,
        planName: f.cycle.planName,
        goodsName: f.line.name,
        specs: f.line.specifications.map((s) => s.value).join(' / '),
        image: f.line.image,
        status,
        statusLabel: ORDER_STATE_LABELS[status],
        deliveries: f.cycle.deliveries,
        delivered: f.deliveries.filter((d) => d.status === 'shipped').length,
        intervalDays: f.cycle.intervalDays,
        unitsPerDelivery: f.cycle.unitsPerDelivery,
        nextDueAt: open[0]?.dueAt.toISOString() ?? null,
        totalRealPayAmount: f.totalRealPayAmount,
        createTime: f.cycle.createdAt.toISOString(),
        facts: f,
      }
    })
  }

  async function detail(customerId: number, orderId: number): Promise<CycleOrderDetail> {
    const cycle = await cycles.order(orderId)
    if (!cycle || cycle.customerId !== customerId || cycle.status === 'placed') {
      throw new DomainError('cycleOrderNotFound', { orderId })
    }
    const [{ facts: f, ...card }] = (await cards([cycle])) as [Awaited<ReturnType<typeof cards>>[number]]
    const list = f.deliveries.map((d) => deliveryView(f, d))
    return {
      ...card,
      pausedAt: cycle.pausedAt?.toISOString() ?? null,
      deliveryList: list,
      refundableAmount: list
        .filter((d) => d.status === 'scheduled' || d.status === 'ready')
        .reduce((sum, d) => sum + d.worth, 0),
    }
  }

  /**
   * A shopper's change, in one transaction under the order's lock then the cycle order's: only while the order
   * still has deliveries to ship (cycleOrderStatusInvalid else). Answers the order's detail after it.
   */
  async function change(
    customerId: number,
    orderId: number,
    run: (tx: Db, cycle: CycleOrderRow, order: OrderRow) => Promise<CycleDeliveryRow[]>,
  ): Promise<CycleOrderDetail> {
    await db.transaction(async (tx) => {
      const order = await orders.lock(tx, orderId, customerId).catch((error: unknown) => {
        throw error instanceof DomainError && error.code === 'orderNotFound'
          ? new DomainError('cycleOrderNotFound', { orderId })
          : error
      })
      const cycle = await cycles.lockOrder(tx, orderId, customerId)
      if (!SHIPPABLE.includes(order.status)) {
        throw new DomainError('cycleOrderStatusInvalid', { orderId, status: order.status })
      }
      await queueDeliveries(deps, tx, await run(tx, cycle, order))
    })
    return detail(customerId, orderId)
  }

  async function planView(plan: CyclePlanRow): Promise<CyclePlanView | null> {
    const item = (await catalogue.saleView()).item(plan.skuId)
    if (!item) return null
    return {
      id: plan.id,
      name: plan.name,
      description: plan.description,
      skuId: plan.skuId,
      goodsName: item.goodsName,
      specs: item.sku.specifications.map((s) => s.value).join(' / '),
      image: item.sku.image ?? item.goodsImage,
      deliveries: plan.deliveries,
      intervalDays: plan.intervalDays,
      unitsPerDelivery: plan.unitsPerDelivery,
      unitPrice: plan.unitPrice,
      price: item.sku.price,
      totalPrice: plan.unitPrice * totalUnits(plan),
    }
  }

  async function merchantView(plan: CyclePlanRow): Promise<MerchantCyclePlan> {
    const item = (await catalogue.saleView()).item(plan.skuId)
    return {
      id: plan.id,
      name: plan.name,
      description: plan.description,
      skuId: plan.skuId,
      skuName: item ? `${item.goodsName} ${item.sku.specifications.map((s) => s.value).join(' ')}` : '（商品已下架）',
      price: item?.sku.price ?? 0,
      deliveries: plan.deliveries,
      intervalDays: plan.intervalDays,
      unitsPerDelivery: plan.unitsPerDelivery,
      unitPrice: plan.unitPrice,
      totalPrice: plan.unitPrice * totalUnits(plan),
      onSale: plan.onSale,
      updatedAt: plan.updatedAt.toISOString(),
    }
  }

  /** A plan's SKU must be one the catalogue sells, and the plan's unit price no more than the SKU's. */
  async function checkInput(input: PlanInput) {
    const item = (await catalogue.saleView()).item(input.skuId)
    if (!item) throw new DomainError('skuNotFound', { skuId: input.skuId })
    if (input.unitPrice > item.sku.price) {
      throw new DomainError('validationFailed', { unitPrice: input.unitPrice, reason: '周期购单价不能高于商品售价' })
    }
  }

  const auditPlan = (tx: Db, userid: string, plan: CyclePlanRow, before: CyclePlanRow | null) =>
    audit.record(tx, {
      staffUserid: userid,
      action: 'programmes.edit',
      targetType: 'cycle_plan',
      targetId: plan.id,
      summary: `${before ? '修改' : '新建'}周期购「${plan.name}」：${plan.deliveries}期，每${plan.intervalDays}天，每期${plan.unitsPerDelivery}件，单价¥${formatFen(plan.unitPrice)}，${plan.onSale ? '在售' : '停售'}`,
      before,
      after: plan,
    })

  const buyLine = (plan: CyclePlanRow) => ({ skuId: plan.skuId, quantity: totalUnits(plan) })

  return {
    async list(): Promise<CyclePlanView[]> {
      const views = await Promise.all((await cycles.plans(true)).map(planView))
      return views.filter((v): v is CyclePlanView => v !== null)
    },

    async locate(customerId: number, body: ParsedBodyOf<typeof cyclePlanLocate>): Promise<Cart> {
      const { planId, addressId, ...choices } = body
      const plan = await cycles.onSale(planId)
      return cart.locateItems(
        customerId,
        [{ ...buyLine(plan), groupPrice: plan.unitPrice }],
        { ...choices, virtual: true },
        addressId,
      )
    },

    /** All the plan's units at its unit price, through the checkout; the order remembers its plan as sold. */
    async submit(customerId: number, body: ParsedBodyOf<typeof cyclePlanSubmit>): Promise<OrderSubmitted> {
      const { planId, ...request } = body
      const plan = await cycles.onSale(planId)
      return checkout.submit(
        customerId,
        { kind: 'accompany', item: buyLine(plan), groupPrice: plan.unitPrice },
        { ...request, virtual: true },
        {
          orderType: 'accompany',
          attach: (tx, order) => cycles.place(tx, plan, { orderId: order.id, customerId }),
        },
      )
    },

    async mine(
      customerId: number,
      query: ParsedQueryOf<typeof cycleOrderList>,
    ): Promise<ResponseOf<typeof cycleOrderList>> {
      const { rows, total } = await cycles.ordersPage(customerId, query.page, query.size)
      const content = (await cards(rows)).map(({ facts: _facts, ...card }) => card)
      return {
        content,
        page: query.page,
        size: query.size,
        totalElements: total,
        totalPages: Math.ceil(total / query.size),
      }
    },

    detail,

    pause: (customerId: number, orderId: number) =>
      change(customerId, orderId, async (tx, cycle) => {
        await cycles.pause(tx, cycle)
        await orders.record(tx, orderId, { type: 'cycle_paused', actor: 'customer', actorId: String(customerId) })
        return []
      }),

    resume: (customerId: number, orderId: number) =>
      change(customerId, orderId, async (tx, cycle) => {
        await cycles.resume(tx, cycle)
        await orders.record(tx, orderId, { type: 'cycle_resumed', actor: 'customer', actorId: String(customerId) })
        // Every delivery left gets its job again (one that ran while paused made nothing).
        return cycles.deliveriesOf([orderId], tx)
      }),

    skip: (customerId: number, orderId: number, deliveryId: number) =>
      change(customerId, orderId, async (tx, cycle) => {
        const moved = await cycles.skip(tx, cycle, deliveryId)
        const skipped = moved.find((d) => d.id === deliveryId)!
        await orders.record(tx, orderId, {
          type: 'cycle_skipped',
          actor: 'customer',
          actorId: String(customerId),
          details: { seq: skipped.seq, dueAt: skipped.dueAt.toISOString() },
        })
        return moved
      }),

    /** The deliveries not shipped go to another address of the shopper's book (read before the transaction). */
    async changeAddress(customerId: number, orderId: number, addressId: number): Promise<CycleOrderDetail> {
      const address = addressSnapshot(await addresses.find(customerId, addressId))
      return change(customerId, orderId, async (tx) => {
        const changed = await cycles.changeAddress(tx, orderId, address)
        await orders.record(tx, orderId, {
          type: 'cycle_address_changed',
          actor: 'customer',
          actorId: String(customerId),
          details: { deliveries: changed },
        })
        return []
      })
    },

    /**
     * The job of a delivery's day: its parcel is made (scheduled → ready, to pack and ship), once. Under the order's
     * lock then the cycle order's, by compare-and-set on the delivery's status: a job run twice, or two at once,
     * make one parcel. Nothing while the plan is paused (resuming queues it again) or before its day (a skip moved
     * it); cancelled when the order no longer ships or a refund took its units.
     */
    async makeParcel(deliveryId: number): Promise<void> {
      const found = await cycles.delivery(deliveryId)
      if (!found || found.status !== 'scheduled') return
      await db.transaction(async (tx) => {
        const order = await orders.lock(tx, found.orderId)
        const cycle = await cycles.lockOrder(tx, found.orderId)
        const delivery = (await cycles.delivery(deliveryId, tx, true))!
        const now = clock.now()
        if (delivery.status !== 'scheduled' || delivery.dueAt > now || cycle.status === 'paused') return
        const { lines, shipped, holds } = await fulfilment.lineFacts(tx, order.id)
        const line = planLine(lines)
        const free = unshipped(lines, shipped, holds).get(line.id) ?? 0
        const states = deliveryStates(await cycles.deliveriesOf([order.id], tx), free, cycle.unitsPerDelivery)
        if (!SHIPPABLE.includes(order.status) || states.get(deliveryId) === 'cancelled') {
          await cycles.moveDelivery(tx, deliveryId, 'scheduled', { status: 'cancelled' })
          return
        }
        if (!(await cycles.moveDelivery(tx, deliveryId, 'scheduled', { status: 'ready', readyAt: now }))) return
        await orders.record(tx, order.id, {
          type: 'cycle_delivery_ready',
          actor: 'system',
          details: { deliveryId, seq: delivery.seq },
        })
      })
    },

    /** Ships a delivery's parcel: its units of the order, as a parcel of the order (the ship flow), linked to it. */
    async ship(userid: string, deliveryId: number, parcel: { carrierCode: string; waybillNo: string }) {
      const delivery = await cycles.delivery(deliveryId)
      if (!delivery) throw new DomainError('cycleDeliveryNotFound', { deliveryId })
      const cycle = (await cycles.order(delivery.orderId))!
      const line = planLine(await orders.linesOfOrders([delivery.orderId]))
      await shipOrder.ship(
        userid,
        delivery.orderId,
        { shipments: [{ ...parcel, lines: [{ lineId: line.id, quantity: cycle.unitsPerDelivery }] }] },
        async (tx, [shipmentId]) => {
          const moved = await cycles.moveDelivery(tx, deliveryId, 'ready', {
            status: 'shipped',
            shipmentId: shipmentId!,
            shippedAt: clock.now(),
          })
          if (!moved) throw new DomainError('cycleDeliveryStatusInvalid', { deliveryId, status: delivery.status })
        },
      )
      return { success: true as const }
    },

    async merchantList(): Promise<MerchantCyclePlan[]> {
      return Promise.all((await cycles.plans(false)).map(merchantView))
    },

    async create(userid: string, input: PlanInput): Promise<MerchantCyclePlan> {
      await checkInput(input)
      const plan = await db.transaction(async (tx) => {
        const created = await cycles.create(tx, input)
        await auditPlan(tx, userid, created, null)
        return created
      })
      return merchantView(plan)
    },

    async update(userid: string, planId: number, input: PlanInput): Promise<MerchantCyclePlan> {
      await checkInput(input)
      const plan = await db.transaction(async (tx) => {
        const { before, after } = await cycles.update(tx, planId, input)
        await auditPlan(tx, userid, after, before)
        return after
      })
      return merchantView(plan)
    },

    /** The delivery calendar: from a China day for some days, and every parcel made and not shipped. */
    async calendar(from: string, days: number): Promise<MerchantCycleDelivery[]> {
      const start = new Date(Date.parse(`${from}T00:00:00Z`) - CHINA_OFFSET_MS)
      const rows = await cycles.calendar(start, new Date(start.getTime() + days * DAY_MS))
      const byOrder = new Map<number, CycleOrderRow>(rows.map((r) => [r.order.orderId, r.order]))
      const all = new Map((await facts([...byOrder.values()])).map((f) => [f.cycle.orderId, f]))
      const names = await customers.nickNamesOf([...new Set(rows.map((r) => r.order.customerId))])
      return rows.map(({ delivery, order: cycle }) => {
        const f = all.get(cycle.orderId)!
        return {
          ...deliveryView(f, delivery),
          orderId: cycle.orderId,
          orderNo: f.orderNo,
          customerId: cycle.customerId,
          nickName: names.get(cycle.customerId) ?? '',
          planName: cycle.planName,
          goodsName: f.line.name,
          units: cycle.unitsPerDelivery,
          deliveries: cycle.deliveries,
          paused: cycle.status === 'paused',
        }
      })
    },
  }
}
