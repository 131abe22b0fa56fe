// The gift feature's public face (docs/gifts.md): the giftable goods and the shop's settings, the gift checkout's
// part, the buyer's giving card, and the gift as its link and its receiver see it (accepting, tracking).
export { useGiftSettings } from './api/gift-settings'
export { useGiftGoods } from './api/gift-goods'
export { fetchGift, useGift, type GiftKey } from './api/gift-detail'
export { acquireGift } from './api/gift-acquire'
export { useGiftLogistics } from './api/gift-logistics'
export { GiftOptions } from './components/gift-options'
export { GiftGiveCard, type GiftLink } from './components/gift-give-card'
export { GiftShowcase } from './components/gift-showcase'
