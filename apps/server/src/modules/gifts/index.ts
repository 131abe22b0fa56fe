export { createGiftsService, GIFT_SETTINGS_DEFAULTS, type GiftsService } from './gifts.service'
export type { GiftRow } from './gifts.repository'
export type { GiftBoxRow } from './gifts.tables'
