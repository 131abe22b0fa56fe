import type { GoodsLine, MerchantShipment, Shipment, ShipmentTrack, TrackingStateName } from '@shop/contracts'
import { DomainError, type OrderStatus } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { findCarrier, LOGISTICS_CARRIERS, type Logistics } from '../../providers/kuaidi100'
import { goodsLine, type OrderLineRow, type OrderRow, type OrdersService } from '../orders'
import { lineHolds, type LineHold, type RefundsService } from '../refunds'
import { fulfilmentRepository, type ShipmentRow, type ShipmentWithLines } from './fulfilment.repository'
import type { WechatShippingState } from './fulfilment.tables'
import { toPage } from '../../platform/paging'

export const TRACKING_STATE_LABELS: Record<TrackingStateName, string> = {
  collected: '已揽收',
  in_transit: '运输中',
  out_for_delivery: '派送中',
  signed: '已签收',
  problem: '疑难件',
  refused: '已拒收',
  returned: '已退回',
  unknown: '状态未知',
}

export const WECHAT_SHIPPING_LABELS: Record<WechatShippingState, string> = {
  pending: '待上传',
  uploaded: '已上传',
  failed: '上传失败',
}

/** The statuses an order can be shipped from. */
export const SHIPPABLE: readonly OrderStatus[] = ['wait_shipment', 'partially_shipped']

export interface FulfilmentDeps {
  db: Db
  clock: Clock
  logistics: Logistics
  orders: Pick<OrdersService, 'get' | 'linesOf' | 'linesOfOrders'>
  refunds: Pick<RefundsService, 'ofOrder' | 'stateOf'>
}

export type FulfilmentService = ReturnType<typeof createFulfilmentService>

/** Per order line: units still to ship (not shipped, not taken by a refund before shipping). */
export function unshipped(lines: readonly OrderLineRow[], shipped: Map<number, number>, holds: Map<number, LineHold>) {
  return new Map(
    lines.map((line) => [line.id, line.quantity - (shipped.get(line.id) ?? 0) - (holds.get(line.id)?.unshipped ?? 0)]),
  )
}

/** Nothing is left to ship for good: every unit shipped, or refunded before it was. */
export const allShipped = (
  lines: readonly OrderLineRow[],
  shipped: Map<number, number>,
  holds: Map<number, LineHold>,
) => lines.every((line) => (shipped.get(line.id) ?? 0) + (holds.get(line.id)?.unshippedRefunded ?? 0) >= line.quantity)

/**
 * Fulfilment: the parcels of orders (one or more, each with some units of some lines; the ship flow,
 * src/flows/ship-order.ts, records them and moves the order), the shopper following them through kuaidi100, and the
 * parcels' shipping information for WeChat (mini-program payments; the upload-shipping flow tells it). Units a refund
 * took before shipping are never shipped.
 */
export function createFulfilmentService({ db, clock, logistics, orders, refunds }: FulfilmentDeps) {
  const reader = fulfilmentRepository(db)

  const ownOrder = (customerId: number, orderId: number) => orders.get(orderId, customerId)

  const shipmentView = (item: ShipmentWithLines, lines: readonly OrderLineRow[]): Shipment => ({
    shipmentId: item.shipment.id,
    carrierCode: item.shipment.carrierCode,
    carrierName: findCarrier(item.shipment.carrierCode)?.name ?? item.shipment.carrierCode,
    waybillNo: item.shipment.waybillNo,
    shippedAt: item.shipment.shippedAt.toISOString(),
    lines: item.lines.map(({ orderLineId, quantity }) => ({
      ...goodsLine(lines.find((line) => line.id === orderLineId)!),
      quantity,
    })),
  })

  /** A parcel as the merchant sees it: who sent it, and what WeChat was told of it. */
  const merchantShipmentView = (item: ShipmentWithLines, lines: readonly OrderLineRow[]): MerchantShipment => {
    const { shipment } = item
    const iso = (moment: Date | null) => moment?.toISOString() ?? null
    return {
      ...shipmentView(item, lines),
      shippedBy: shipment.shippedBy,
      wechatShipping: shipment.wechatShipping && {
        state: shipment.wechatShipping,
        stateLabel: WECHAT_SHIPPING_LABELS[shipment.wechatShipping],
        attempts: shipment.wechatAttempts,
        error: shipment.wechatError,
        uploadedAt: iso(shipment.wechatUploadedAt),
        nextAttemptAt: shipment.wechatShipping === 'pending' ? iso(shipment.wechatNextAt) : null,
      },
    }
  }

  /** Asks the carrier about a parcel; a refusal becomes the parcel's trackingError, not the call's. */
  const track = async (
    order: OrderRow,
    item: ShipmentWithLines,
    lines: readonly OrderLineRow[],
  ): Promise<ShipmentTrack> => {
    const view = shipmentView(item, lines)
    try {
      const answer = await logistics.track({
        carrier: item.shipment.carrierCode,
        waybill: item.shipment.waybillNo,
        // Shipped orders have an address (a gift ships once claimed).
        phone: order.address?.mobile ?? '',
        to: order.address ? [order.address.province, order.address.city, order.address.district].join('-') : '',
      })
      if (answer.state !== item.shipment.lastTrackingState) {
        await reader.noteTracking(item.shipment.id, answer.state, new Date(answer.queriedAt))
      }
      return {
        ...view,
        tracking: {
          state: answer.state,
          stateLabel: TRACKING_STATE_LABELS[answer.state],
          events: answer.events.map((event) => ({ ...event, location: event.location ?? null })),
          queriedAt: answer.queriedAt,
        },
        trackingError: null,
      }
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      return { ...view, tracking: null, trackingError: { code: error.code, message: error.message } }
    }
  }

  /** One query at a time: `handle` may be a transaction (one connection, one query in flight). */
  const lineFacts = async (handle: Db, orderId: number) => {
    const lines = await orders.linesOf(handle, orderId)
    const shipped = await fulfilmentRepository(handle).shippedByLine(orderId)
    const holds = lineHolds(await refunds.ofOrder(orderId, handle))
    return { lines, shipped, holds }
  }

  return {
    /**
     * Records the parcels of a shipment inside the ship flow's transaction (src/flows/ship-order.ts); null when a
     * carrier and waybill already name a parcel.
     */
    recordShipment: (
      tx: Db,
      shipment: Parameters<ReturnType<typeof fulfilmentRepository>['insertShipment']>[0],
      lines: { orderLineId: number; quantity: number }[],
    ) => fulfilmentRepository(tx).insertShipment(shipment, lines),

    /** When the order's last parcel left; null when none did. */
    lastShippedAt: (tx: Db, orderId: number) => fulfilmentRepository(tx).lastShippedAt(orderId),

    lineFacts,
    shipmentView,
    merchantShipmentView,

    /** The parcels of an order with their lines, in the order they were sent (the merchant's order detail). */
    parcelsOf: (orderId: number) => reader.shipmentsOf([orderId]),

    /**
     * Claims parcels due to be told to WeChat (of one order, or any), leased for `leaseMs` so nobody else takes them
     * meanwhile; in its own transaction.
     */
    claimWechatDue: (leaseMs: number, options: { orderId?: number; limit: number }): Promise<ShipmentRow[]> =>
      db.transaction((tx) => {
        const now = clock.now()
        return fulfilmentRepository(tx).claimWechatDue(now, new Date(now.getTime() + leaseMs), options)
      }),

    /** WeChat took these parcels. */
    wechatUploaded: (shipmentIds: readonly number[]) =>
      reader.setWechat(shipmentIds, { wechatShipping: 'uploaded', wechatUploadedAt: clock.now(), wechatError: null }),

    /**
     * WeChat refused or could not be reached: tried again at `retryAt`, or failed for good (null: a refusal no retry
     * mends, or too many attempts).
     */
    async wechatRefused(parcels: readonly ShipmentRow[], error: string, retryAt: (attempts: number) => Date | null) {
      for (const parcel of parcels) {
        const attempts = parcel.wechatAttempts + 1
        const next = retryAt(attempts)
        await reader.setWechat([parcel.id], {
          wechatShipping: next ? 'pending' : 'failed',
          wechatAttempts: attempts,
          wechatNextAt: next,
          wechatError: error.slice(0, 200),
        })
      }
    },

    /** The order's parcels not yet taken by WeChat are due now (the merchant asked to upload). */
    reopenWechat: (orderId: number) => reader.reopenWechat(orderId, clock.now()),

    /** Units shipped per order line (inside a transaction, pass it). */
    shippedByLine: (orderId: number, tx: Db = db) => fulfilmentRepository(tx).shippedByLine(orderId),

    async logistics(customerId: number, orderId: number) {
      const order = await ownOrder(customerId, orderId)
      const [items, lines] = await Promise.all([reader.shipmentsOf([orderId]), orders.linesOf(db, orderId)])
      const shipments = await Promise.all(items.map((item) => track(order, item, lines)))
      return { orderId, orderNo: order.orderNo, shipments }
    },

    async shipmentTrack(customerId: number, orderId: number, shipmentId: number): Promise<ShipmentTrack> {
      const order = await ownOrder(customerId, orderId)
      const [items, lines] = await Promise.all([reader.shipmentsOf([orderId]), orders.linesOf(db, orderId)])
      const item = items.find((i) => i.shipment.id === shipmentId)
      if (!item) throw new DomainError('shipmentNotFound', { orderId, shipmentId })
      return track(order, item, lines)
    },

    /** The shop's own records of an order's parcels: never asks the carrier. */
    async logisticsByOms(customerId: number, orderId: number) {
      const order = await ownOrder(customerId, orderId)
      const [items, { lines, shipped, holds }] = await Promise.all([
        reader.shipmentsOf([orderId]),
        lineFacts(db, orderId),
      ])
      const left = unshipped(lines, shipped, holds)
      const unshippedLines: GoodsLine[] = lines
        .filter((line) => left.get(line.id)! > 0)
        .map((line) => ({ ...goodsLine(line), quantity: left.get(line.id)! }))
      return {
        orderId,
        orderNo: order.orderNo,
        fulfilmentState:
          items.length === 0
            ? ('unshipped' as const)
            : unshippedLines.length === 0
              ? ('shipped' as const)
              : ('partially_shipped' as const),
        shipments: items.map((item) => {
          const state = item.shipment.lastTrackingState
          return {
            ...shipmentView(item, lines),
            lastTrackingState: state,
            lastTrackingStateLabel: state && TRACKING_STATE_LABELS[state],
            lastTrackedAt: item.shipment.lastTrackedAt?.toISOString() ?? null,
          }
        }),
        unshippedLines,
      }
    },

    /** The parcels of several orders, as the order views show them. */
    async shipmentsOf(orderIds: readonly number[]): Promise<Map<number, Shipment[]>> {
      const items = await reader.shipmentsOf(orderIds)
      if (items.length === 0) return new Map()
      const lines = await orders.linesOfOrders([...new Set(items.map((i) => i.shipment.orderId))])
      const byOrder = new Map<number, Shipment[]>()
      for (const item of items) {
        const views = byOrder.get(item.shipment.orderId) ?? []
        views.push(shipmentView(item, lines))
        byOrder.set(item.shipment.orderId, views)
      }
      return byOrder
    },

    /** The carriers the shop ships with, paged; `keyword` matches the name or the code. */
    carriers(keyword: string | undefined, page: number, size: number) {
      const wanted = keyword?.toLowerCase()
      const matching = LOGISTICS_CARRIERS.filter(
        (c) => !wanted || c.name.toLowerCase().includes(wanted) || c.code.includes(wanted),
      )
      return toPage(
        matching
          .slice(page * size, (page + 1) * size)
          .map(({ code, name, needsPhone }) => ({ code, name, needsPhone })),
        matching.length,
        page,
        size,
      )
    },
  }
}
