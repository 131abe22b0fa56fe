export {
  buyGiftIssueKey,
  buyGiftStatusLabel,
  createBuyGiftsService,
  type BuyGiftInput,
  type BuyGiftsService,
} from './buy-gifts.service'
export type { BuyGiftActivityRow } from './buy-gifts.repository'
export { buyGiftsSeed } from './buy-gifts.seed'
