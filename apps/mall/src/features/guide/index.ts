// The guide feature's public face: the guide's push orders (send, list), the shopper's view of one, what a guide
// did for whom, and the stores and counters (LBSStore).
export { locateForGuide } from './api/ba-locate'
export { sendPushOrder } from './api/ba-submit'
export { useGuidePushOrders } from './api/ba-push-orders'
export { openPushOrder } from './api/push-order-for-customer'
export { fetchGuidePushOrder } from './api/ba-push-order-detail'
export { recordBehavior } from './api/ba-behavior'
export { fetchStores } from './api/lbs-stores'
export { PushOrderCard, PUSH_ORDER_STATUS_LABELS } from './components/push-order-card'
