export {
  createGiftsService,
  GIFT_EXPIRE_TASK,
  GIFT_SETTINGS_DEFAULTS,
  giftExpireKey,
  type GiftsService,
} from './gifts.service'
export type { GiftRow } from './gifts.repository'
export type { GiftBoxRow } from './gifts.tables'
export { giftsSeed } from './gifts.seed'
