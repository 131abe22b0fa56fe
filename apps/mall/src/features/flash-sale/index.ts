// The flash-sale feature's public face: the seckill page's slots and goods, the reminder.
export { useFlashSaleSlots } from './api/flash-sale-slots'
export { subscribeRemind } from './api/subscribe-remind'
export { FlashSaleView, type FlashSaleActions } from './components/flash-sale-view'
