export {
  createOrdersService,
  movedAnswer,
  submittedAnswer,
  type OrderDraft,
  type OrderMove,
  type OrderSideFacts,
  type OrderSideFactsSource,
  type OrdersService,
} from './orders.service'
export { registerOrdersRoutes } from './orders.routes'
export type { OrderRow } from './orders.repository'
export type { AddressSnapshot, OrderActor } from './orders.tables'
