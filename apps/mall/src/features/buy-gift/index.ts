// The buy-with-gift feature's public face (买赠, docs/gifts.md): the pdp's offer, the checkout's line.
export { BuyGiftBar, BuyGiftEarns } from './components/buy-gift-bar'
