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
export { giftsOf, giftTakes, goodsLine } from './orders.lines'
export type { MerchantOrderFilter, OrderLineRow, OrderRow } from './orders.repository'
export type { AddressSnapshot, OrderActor } from './orders.tables'
