export { createOrdersService, submittedAnswer, type OrderDraft, type OrdersService } from './orders.service'
export { registerOrdersRoutes } from './orders.routes'
export type { AddressSnapshot } from './orders.tables'
