// The cycle purchase feature's public face (docs/cycle-purchases.md): the plans on sale, the shopper's cycle orders
// and their schedule, and the changes the shopper makes to it.
export { useCyclePlans } from './api/cycle-plan-list'
export { useCycleOrders } from './api/cycle-order-list'
export { useCycleOrder } from './api/cycle-order-detail'
export { changeCycleAddress, pauseCycleOrder, resumeCycleOrder, skipCycleDelivery } from './api/cycle-order-change'
