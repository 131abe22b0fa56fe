import { and, asc, eq, inArray, lte, max, sql } from 'drizzle-orm'
import type { TrackingStateName } from '@shop/contracts'
import type { Db } from '../../platform/database'
import { shipmentLines, shipments } from './fulfilment.tables'

export type ShipmentRow = typeof shipments.$inferSelect

/** A parcel with the units of each order line it carries. */
export interface ShipmentWithLines {
  shipment: ShipmentRow
  lines: { orderLineId: number; quantity: number }[]
}

/** Queries on one database handle (the service's, or the transaction it runs in). */
export function fulfilmentRepository(db: Db) {
  return {
    /**
     * Inserts a parcel with its lines; null when its carrier and waybill already name a parcel (no row is written).
     */
    async insertShipment(
      shipment: Omit<typeof shipments.$inferInsert, 'id'>,
      lines: { orderLineId: number; quantity: number }[],
    ): Promise<ShipmentRow | null> {
      const [row] = await db.insert(shipments).values(shipment).onConflictDoNothing().returning()
      if (!row) return null
      await db.insert(shipmentLines).values(lines.map((line) => ({ ...line, shipmentId: row.id })))
      return row
    },

    /** The parcels of these orders with their lines, in the order they were sent. */
    async shipmentsOf(orderIds: readonly number[]): Promise<ShipmentWithLines[]> {
      if (orderIds.length === 0) return []
      const rows = await db
        .select()
        .from(shipments)
        .where(inArray(shipments.orderId, [...orderIds]))
        .orderBy(asc(shipments.id))
      if (rows.length === 0) return []
      const lines = await db
        .select()
        .from(shipmentLines)
        .where(
          inArray(
            shipmentLines.shipmentId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(shipmentLines.orderLineId))
      return rows.map((shipment) => ({
        shipment,
        lines: lines
          .filter((l) => l.shipmentId === shipment.id)
          .map(({ orderLineId, quantity }) => ({ orderLineId, quantity })),
      }))
    },

    /** Units shipped per order line of the order. */
    async shippedByLine(orderId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ lineId: shipmentLines.orderLineId, units: sql<number>`sum(${shipmentLines.quantity})::int` })
        .from(shipmentLines)
        .innerJoin(shipments, eq(shipments.id, shipmentLines.shipmentId))
        .where(eq(shipments.orderId, orderId))
        .groupBy(shipmentLines.orderLineId)
      return new Map(rows.map((row) => [row.lineId, row.units]))
    },

    /** When the order's last parcel left; null when none did. */
    async lastShippedAt(orderId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: max(shipments.shippedAt) })
        .from(shipments)
        .where(eq(shipments.orderId, orderId))
      return row?.at ?? null
    },

    /**
     * Parcels waiting to be told to WeChat: all of one order's (they travel in one upload), or those of any order that
     * are due; locked with SKIP LOCKED and leased until `leaseUntil`, so the sweep of another process leaves them
     * alone meanwhile.
     */
    async claimWechatDue(now: Date, leaseUntil: Date, { orderId, limit }: { orderId?: number; limit: number }) {
      const due = await db
        .select({ id: shipments.id })
        .from(shipments)
        .where(
          and(
            eq(shipments.wechatShipping, 'pending'),
            orderId === undefined ? lte(shipments.wechatNextAt, now) : eq(shipments.orderId, orderId),
          ),
        )
        .orderBy(asc(shipments.id))
        .limit(limit)
        .for('update', { skipLocked: true })
      if (due.length === 0) return []
      return db
        .update(shipments)
        .set({ wechatNextAt: leaseUntil })
        .where(
          inArray(
            shipments.id,
            due.map((row) => row.id),
          ),
        )
        .returning()
    },

    async setWechat(
      shipmentIds: readonly number[],
      set: Partial<
        Pick<ShipmentRow, 'wechatShipping' | 'wechatAttempts' | 'wechatNextAt' | 'wechatError' | 'wechatUploadedAt'>
      >,
    ): Promise<void> {
      if (shipmentIds.length > 0)
        await db
          .update(shipments)
          .set(set)
          .where(inArray(shipments.id, [...shipmentIds]))
    },

    /** The order's parcels WeChat refused for good become pending again, due now. */
    async reopenWechat(orderId: number, now: Date): Promise<void> {
      await db
        .update(shipments)
        .set({ wechatShipping: 'pending', wechatNextAt: now })
        .where(and(eq(shipments.orderId, orderId), inArray(shipments.wechatShipping, ['pending', 'failed'])))
    },

    async noteTracking(shipmentId: number, state: TrackingStateName, at: Date): Promise<void> {
      await db
        .update(shipments)
        .set({ lastTrackingState: state, lastTrackedAt: at })
        .where(eq(shipments.id, shipmentId))
    },
  }
}
