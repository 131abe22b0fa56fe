import { cycleSchedule, DomainError, resumeSchedule, skipDelivery, type CycleDeliveryStatus } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import type { AddressSnapshot } from '../orders'
import {
  cyclesRepository,
  type CycleDeliveryRow,
  type CycleOrderRow,
  type CyclePlanRow,
  type NewCyclePlan,
} from './cycles.repository'

export type CyclesService = ReturnType<typeof createCyclesService>

/** The job each delivery has on its day: it makes the delivery's parcel (src/flows/cycle-purchase.ts runs it). */
export const CYCLE_DELIVERY_TASK = 'cycle-delivery'
/** One waiting job per delivery: a skip or a pause moves it (adding again under the key replaces its time). */
export const cycleDeliveryKey = (deliveryId: number) => `cycle-delivery:${deliveryId}`

export type CyclePlanInput = Omit<NewCyclePlan, 'id' | 'createdAt' | 'updatedAt'>

/**
 * Cycle purchases (docs/cycle-purchases.md): the plans the console defines, the cycle order each sale placed (its plan
 * as sold), and each order's deliveries. The schedule's rules are the domain's (`cycleSchedule`, `skipDelivery`,
 * `resumeSchedule`); every move of a delivery is a compare-and-set on its status, under the cycle order's row lock.
 */
export function createCyclesService({ db, clock }: { db: Db; clock: Clock }) {
  const reader = cyclesRepository(db)

  const mustFind = async (planId: number, tx: Db = db): Promise<CyclePlanRow> => {
    const plan = await cyclesRepository(tx).plan(planId)
    if (!plan) throw new DomainError('cyclePlanNotFound', { planId })
    return plan
  }

  /** The shopper's cycle order, locked (after the order's own lock, docs/orders.md "Lock order"). */
  async function lockOrder(tx: Db, orderId: number, customerId?: number): Promise<CycleOrderRow> {
    const order = await cyclesRepository(tx).order(orderId, true)
    if (!order || order.status === 'placed' || (customerId !== undefined && order.customerId !== customerId)) {
      throw new DomainError('cycleOrderNotFound', { orderId })
    }
    return order
  }

  const asSchedule = (rows: readonly CycleDeliveryRow[]) =>
    rows.map((row) => ({ row, seq: row.seq, dueAt: row.dueAt.getTime(), status: row.status }))

  /** Writes the due times a schedule rule moved; answers the deliveries moved. */
  async function writeMoved(
    tx: Db,
    before: ReturnType<typeof asSchedule>,
    after: ReturnType<typeof asSchedule>,
  ): Promise<CycleDeliveryRow[]> {
    const now = clock.now()
    const moved: CycleDeliveryRow[] = []
    for (const [i, next] of after.entries()) {
      if (next.dueAt === before[i]!.dueAt) continue
      await cyclesRepository(tx).setDueAt(next.row.id, new Date(next.dueAt), now)
      moved.push({ ...next.row, dueAt: new Date(next.dueAt) })
    }
    return moved
  }

  return {
    plans: (onSaleOnly: boolean) => reader.plans(onSaleOnly),
    mustFind,

    /** A plan on sale, to buy; cyclePlanNotFound else. */
    async onSale(planId: number): Promise<CyclePlanRow> {
      const plan = await mustFind(planId)
      if (!plan.onSale) throw new DomainError('cyclePlanNotFound', { planId })
      return plan
    },

    async create(tx: Db, input: CyclePlanInput): Promise<CyclePlanRow> {
      const now = clock.now()
      return cyclesRepository(tx).insertPlan({ ...input, createdAt: now, updatedAt: now })
    },

    async update(
      tx: Db,
      planId: number,
      input: CyclePlanInput,
    ): Promise<{ before: CyclePlanRow; after: CyclePlanRow }> {
      const before = await mustFind(planId, tx)
      const after = (await cyclesRepository(tx).updatePlan(planId, { ...input, updatedAt: clock.now() }))!
      return { before, after }
    },

    /** A cycle order was placed: its plan as sold. */
    async place(tx: Db, plan: CyclePlanRow, row: { orderId: number; customerId: number }): Promise<void> {
      const now = clock.now()
      await cyclesRepository(tx).insertOrder({
        ...row,
        planId: plan.id,
        planName: plan.name,
        deliveries: plan.deliveries,
        intervalDays: plan.intervalDays,
        unitsPerDelivery: plan.unitsPerDelivery,
        status: 'placed',
        createdAt: now,
        updatedAt: now,
      })
    },

    /**
     * The order was paid: its deliveries, the first due now, each to the order's address. Once: the cycle order
     * moves placed → active by compare-and-set, and a delivery is unique per order and sequence number. Answers the
     * deliveries made (none the second time; null for an order that bought no plan).
     */
    async schedule(tx: Db, orderId: number, address: AddressSnapshot): Promise<CycleDeliveryRow[] | null> {
      const repo = cyclesRepository(tx)
      const now = clock.now()
      const order = await repo.order(orderId, true)
      if (!order) return null
      if (!(await repo.moveOrder(orderId, 'placed', { status: 'active', updatedAt: now }))) return []
      return repo.insertDeliveries(
        cycleSchedule(now.getTime(), order.intervalDays, order.deliveries).map((d) => ({
          orderId,
          seq: d.seq,
          dueAt: new Date(d.dueAt),
          status: d.status,
          address,
          updatedAt: now,
        })),
      )
    },

    lockOrder,
    order: (orderId: number, tx: Db = db) => cyclesRepository(tx).order(orderId),
    deliveriesOf: (orderIds: readonly number[], tx: Db = db) => cyclesRepository(tx).deliveries(orderIds),
    ordersByIds: (orderIds: readonly number[]) => reader.ordersByIds(orderIds),
    ordersPage: (customerId: number | undefined, page: number, size: number) =>
      reader.ordersPage(customerId, page, size),
    delivery: (deliveryId: number, tx: Db = db, lock = false) => cyclesRepository(tx).delivery(deliveryId, lock),
    calendar: (from: Date, to: Date) => reader.calendar(from, to),

    /** Moves a delivery by compare-and-set; null when it was no longer in `from`. */
    moveDelivery: (
      tx: Db,
      deliveryId: number,
      from: CycleDeliveryStatus,
      set: { status: CycleDeliveryStatus; readyAt?: Date; shipmentId?: number; shippedAt?: Date },
    ) => cyclesRepository(tx).moveDelivery(deliveryId, from, { ...set, updatedAt: clock.now() }),

    /** Skips a scheduled delivery: it and the later ones move one interval on. Answers the deliveries moved. */
    async skip(tx: Db, order: CycleOrderRow, deliveryId: number): Promise<CycleDeliveryRow[]> {
      const rows = await cyclesRepository(tx).deliveries([order.orderId])
      const skipped = rows.find((row) => row.id === deliveryId)
      if (!skipped) throw new DomainError('cycleDeliveryNotFound', { deliveryId })
      if (skipped.status !== 'scheduled') {
        throw new DomainError('cycleDeliveryStatusInvalid', { deliveryId, status: skipped.status })
      }
      const before = asSchedule(rows)
      return writeMoved(tx, before, skipDelivery(before, skipped.seq, order.intervalDays))
    },

    async pause(tx: Db, order: CycleOrderRow): Promise<CycleOrderRow> {
      const now = clock.now()
      const paused = await cyclesRepository(tx).moveOrder(order.orderId, 'active', {
        status: 'paused',
        pausedAt: now,
        updatedAt: now,
      })
      if (!paused) throw new DomainError('cycleOrderStatusInvalid', { orderId: order.orderId, status: order.status })
      return paused
    },

    /** Resumes a paused order: its scheduled deliveries move on by the days paused. */
    async resume(tx: Db, order: CycleOrderRow): Promise<void> {
      const now = clock.now()
      const resumed = await cyclesRepository(tx).moveOrder(order.orderId, 'paused', {
        status: 'active',
        pausedAt: null,
        updatedAt: now,
      })
      if (!resumed || !order.pausedAt) {
        throw new DomainError('cycleOrderStatusInvalid', { orderId: order.orderId, status: order.status })
      }
      const before = asSchedule(await cyclesRepository(tx).deliveries([order.orderId]))
      await writeMoved(tx, before, resumeSchedule(before, order.pausedAt.getTime(), now.getTime()))
    },

    /** The deliveries not shipped yet go to `address`; answers how many. */
    async changeAddress(tx: Db, orderId: number, address: AddressSnapshot): Promise<number> {
      return (await cyclesRepository(tx).setAddress(orderId, address, clock.now())).length
    },
  }
}
