// The group-buy feature's public face: group/index's activities, a group's page, joinable groups, the pdp's bar,
// an order's group.
export { useGroupBuyActivities } from './api/group-buy-activities'
export { useGroupBuyGroups } from './api/group-buy-groups'
export { useGroupBuyOfGoods } from './api/group-buy-of-goods'
export { useGroup } from './api/participation-group'
export { useOrderGroup } from './api/participation-of-order'
export { GroupBuyCards } from './components/group-buy-cards'
export { GroupList } from './components/group-list'
export { GroupView, type GroupActions } from './components/group-view'
export { GroupOrderCard } from './components/group-order-card'
export { GroupBuyBar, type GroupBuyBarActions } from './components/group-buy-bar'
