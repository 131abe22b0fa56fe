import type { merchantGiftDetail, merchantGifts, merchantGiftSettings, merchantSaveGiftSettings } from '@shop/contracts'
import { GIFT_STATUS_LABELS } from '@shop/domain'
import { endpoint } from '../../lib/http'

export const giftList = endpoint<typeof merchantGifts>('GET', 'merchant/gifts')
export const giftDetail = endpoint<typeof merchantGiftDetail>('GET', 'merchant/gifts/:giftId')
export const giftSettings = endpoint<typeof merchantGiftSettings>('GET', 'merchant/gifts/settings')
export const saveGiftSettings = endpoint<typeof merchantSaveGiftSettings>('PUT', 'merchant/gifts/settings')

/** The gift statuses as a select's values. */
export const GIFT_STATUS_ENUM = Object.fromEntries(
  Object.entries(GIFT_STATUS_LABELS).map(([status, text]) => [status, { text }]),
)
