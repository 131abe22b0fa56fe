// The guide feature's public face: push orders (a guide's, and a distributor's: compose, send on, list), the
// shopper's view of one, what a guide did for whom, and the stores and counters (LBSStore).
export { useGuidePushOrders } from './api/ba-push-orders'
export { fetchStores } from './api/lbs-stores'
export { PushOrderCard, PUSH_ORDER_STATUS_LABELS } from './components/push-order-card'
export { PushCompose, PushSendOn, type PushLine, type PushSend } from './components/push-compose'
export { PushOrderOpened } from './components/push-order-opened'
