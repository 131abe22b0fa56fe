export {
  createGroupBuysService,
  type GroupBuy,
  type GroupBuyActivityRow,
  type GroupBuysService,
  type GroupBuyValues,
  type GroupMemberRow,
  type GroupRow,
  type Seating,
} from './group-buys.service'
export { groupBuysSeed } from './group-buys.seed'
