// The buy-with-gift feature's public face (买赠, docs/gifts.md): the pdp's offer.
export { BuyGiftBar } from './components/buy-gift-bar'
