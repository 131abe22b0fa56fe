import type { merchantShip, ParsedBodyOf, ResponseOf } from '@shop/contracts'
import { DomainError, ORDER_STATUS_LABELS } from '@shop/domain'
import type { Db } from '../platform/database'
import { findCarrier } from '../providers/kuaidi100'
import { allShipped, SHIPPABLE, unshipped, type ShipmentWithLines } from '../modules/fulfilment'
import { subscribeNotices } from '../modules/outreach'
import type { OrderRow } from '../modules/orders'
import type { FlowDeps } from './flow-deps'
import { createUploadShipping } from './upload-shipping'

export type ShipOrder = ReturnType<typeof createShipOrder>

/**
 * Shipping: the merchant's parcels are recorded by fulfilment and move the order through its lifecycle
 * (wait_receive once nothing is left to ship, partially_shipped before), and the shopper is told in 消息通知. After
 * a refund took the units not shipped yet, an order with nothing left to ship moves on as well.
 */
export function createShipOrder(deps: FlowDeps) {
  const { db, clock, orders, fulfilment, outreach, payments } = deps
  const uploadShipping = createUploadShipping(deps)
  return {
    /**
     * Ships an order in one or more parcels, in one transaction under the order's lock: each parcel takes the units
     * it names (or all still to ship), never more than are left; then the order moves by `ship` (nothing left) or
     * `ship_partly`. Refusals: logisticsCarrierUnknown, orderStatusInvalid (not paid, or closed), validationFailed
     * (a line of another order), shipmentQuantityExceeded, shipmentNothingToShip, shipmentWaybillTaken, giftNotClaimed. An order
     * paid in the mini-program has its new parcels told to WeChat after the transaction commits (upload-shipping.ts).
     * `attach` runs in the transaction with the parcels made (a cycle delivery's parcel: flows/cycle-purchase.ts); a
     * cycle order ships only that way, one delivery at a time (cycleShipByDelivery).
     */
    async ship(
      userid: string,
      orderId: number,
      { shipments: parcels }: ParsedBodyOf<typeof merchantShip>,
      attach?: (tx: Db, shipmentIds: number[]) => Promise<void>,
    ): Promise<ResponseOf<typeof merchantShip>> {
      for (const parcel of parcels) {
        if (!findCarrier(parcel.carrierCode)) {
          throw new DomainError('logisticsCarrierUnknown', { carrierCode: parcel.carrierCode })
        }
      }
      const done = await db.transaction(async (tx) => {
        const order = await orders.lock(tx, orderId)
        if (!SHIPPABLE.includes(order.status)) {
          throw new DomainError('orderStatusInvalid', { orderId, status: order.status })
        }
        // A gift order ships once its friend claimed it: the order has their address then (docs/gifts.md).
        if (order.address === null) throw new DomainError('giftNotClaimed', { orderId })
        // A group order ships once its group succeeded (docs/group-buys.md).
        if (order.heldFor === 'group') throw new DomainError('groupNotSucceeded', { orderId })
        if (order.orderType === 'accompany' && !attach) throw new DomainError('cycleShipByDelivery', { orderId })
        // A pre-sale ships once its balance is paid and its shipping date came (docs/pre-sales.md).
        if (order.heldFor === 'balance' || order.heldFor === 'presale') {
          throw new DomainError('presaleNotShippable', { orderId })
        }
        const paid = await payments.paidOf(tx, orderId)
        const toWechat = paid?.product === 'jsapi' && paid.payType === 'wm'
        const { lines, shipped, holds } = await fulfilment.lineFacts(tx, orderId)
        const left = unshipped(lines, shipped, holds)
        const now = clock.now()
        const made: ShipmentWithLines[] = []
        for (const parcel of parcels) {
          const taken = (parcel.lines ?? [...left].map(([lineId, quantity]) => ({ lineId, quantity }))).filter(
            (line) => parcel.lines !== undefined || line.quantity > 0,
          )
          if (taken.length === 0) throw new DomainError('shipmentNothingToShip', { orderId })
          for (const { lineId, quantity } of taken) {
            const shippable = left.get(lineId)
            if (shippable === undefined)
              throw new DomainError('validationFailed', { lineId, reason: 'not a line of the order' })
            if (quantity > shippable) throw new DomainError('shipmentQuantityExceeded', { lineId, quantity, shippable })
            left.set(lineId, shippable - quantity)
            shipped.set(lineId, (shipped.get(lineId) ?? 0) + quantity)
          }
          const shipmentLines = taken.map(({ lineId, quantity }) => ({ orderLineId: lineId, quantity }))
          const shipment = await fulfilment.recordShipment(
            tx,
            {
              orderId,
              carrierCode: parcel.carrierCode,
              waybillNo: parcel.waybillNo,
              shippedBy: userid,
              shippedAt: now,
              ...(toWechat && { wechatShipping: 'pending' as const, wechatNextAt: now }),
            },
            shipmentLines,
          )
          if (!shipment) throw new DomainError('shipmentWaybillTaken', { waybillNo: parcel.waybillNo })
          made.push({ shipment, lines: shipmentLines })
        }

        await attach?.(
          tx,
          made.map((m) => m.shipment.id),
        )
        const event = allShipped(lines, shipped, holds) ? 'ship' : 'ship_partly'
        const move = {
          actor: 'staff' as const,
          actorId: userid,
          details: { shipmentIds: made.map((m) => m.shipment.id), waybills: parcels.map((p) => p.waybillNo) },
        }
        let moved = order
        // A further parcel of a partly shipped order leaves it where it is: only the timeline learns of it.
        if (order.status === 'partially_shipped' && event === 'ship_partly') {
          await orders.record(tx, orderId, { ...move, type: 'ship_partly' })
        } else {
          moved = await orders.transition(tx, order, event, {
            ...move,
            ...(event === 'ship' && { set: { shippedAt: now } }),
          })
        }
        const sent = parcels.map((p) => ({ carrierName: findCarrier(p.carrierCode)!.name, waybillNo: p.waybillNo }))
        await outreach.notify(tx, subscribeNotices.orderShipped(order, sent, event === 'ship'))
        return { moved, made: made.map((item) => item.shipment.id), toWechat, lines }
      })
      if (done.toWechat) await uploadShipping.upload(orderId)
      const sentNow = (await fulfilment.parcelsOf(orderId)).filter((item) => done.made.includes(item.shipment.id))
      return {
        orderId,
        status: done.moved.status,
        statusLabel: ORDER_STATUS_LABELS[done.moved.status],
        shipments: sentNow.map((item) => fulfilment.merchantShipmentView(item, done.lines)),
      }
    },

    /**
     * After a refund took units before they were shipped: an order whose remaining units have all been shipped
     * moves on to wait_receive (by `ship`), as if its last parcel had just made it complete. Inside the refund's
     * transaction, on the locked order.
     */
    async shipWhatRemains(tx: Db, order: OrderRow): Promise<OrderRow> {
      if (!SHIPPABLE.includes(order.status)) return order
      const { lines, shipped, holds } = await fulfilment.lineFacts(tx, order.id)
      const lastShippedAt = await fulfilment.lastShippedAt(tx, order.id)
      if (!lastShippedAt || !allShipped(lines, shipped, holds)) return order
      return orders.transition(tx, order, 'ship', {
        actor: 'system',
        details: { reason: 'remaining units refunded' },
        set: { shippedAt: lastShippedAt },
      })
    },
  }
}
