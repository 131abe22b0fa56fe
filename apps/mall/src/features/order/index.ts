// The order feature's public face: the customer's orders (list, detail, counts), the moves on them, the order a
// friend is asked to pay. Paying itself is the payment feature's (pages wire it in).
export { fetchOrders, useOrders } from './api/order-list'
export { fetchOrderDetail, useOrderDetail } from './api/order-detail'
export { fetchOrderCounts, useOrderCounts } from './api/order-counts'
export { fetchHelpPayDetail, useHelpPayDetail } from './api/help-pay-detail'
export { buyOrderAgain, cancelOrder, confirmReceipt, deleteOrder } from './api/order-moves'
export { ORDER_TABS, orderBadge, tabFilter } from './order-tabs'
export { ACTION_PAGES, runOrderAction, type OrderActionHandlers } from './order-actions'
export { payCountdownText, usePayTimeLeft } from './hooks/use-pay-time-left'
export { OrderCard } from './components/order-card'
export { OrderLines, type OrderLineLike } from './components/order-lines'
export { OrderActionBar } from './components/order-action-bar'
export { LogisticsCard } from './components/logistics-card'
