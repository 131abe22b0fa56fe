import type { OrderListPathFilter } from '@shop/contracts'
import type { OrderSideFactsSource } from '../modules/orders'
import type { FlowDeps } from './flow-deps'

export type ShowOrders = ReturnType<typeof createShowOrders>

/**
 * The shopper's order list and detail: the orders module's views with what fulfilment (the parcels), invoices and
 * refunds know of each order, which decide the actions the shopper is offered.
 */
export function createShowOrders({ orders, fulfilment, invoices, refunds }: FlowDeps) {
  const sideFacts: OrderSideFactsSource = async (orderIds) => {
    const [shipments, invoiced, refundStates] = await Promise.all([
      fulfilment.shipmentsOf(orderIds),
      invoices.requestedOf(orderIds),
      refunds.stateOf(orderIds),
    ])
    return new Map(
      orderIds.map((orderId) => [
        orderId,
        {
          shipments: (shipments.get(orderId) ?? []).map(({ lines, ...shipment }) => ({
            ...shipment,
            lines: lines.map(({ lineId, quantity }) => ({ lineId, quantity })),
          })),
          invoiceRequested: invoiced.has(orderId),
          ...refundStates.get(orderId),
        },
      ]),
    )
  }
  return {
    list: (customerId: number, filter: OrderListPathFilter, page: number, size: number) =>
      orders.list(customerId, filter, page, size, sideFacts),
    detail: (customerId: number, orderId: number) => orders.detail(customerId, orderId, sideFacts),
  }
}
