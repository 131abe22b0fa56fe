// The cart feature's public face: the cart tab's view and its state, adding to the cart, the checkout (its link,
// its state and its view).
export { addToCart } from './add-to-cart'
export { useCart } from './hooks/use-cart'
export { useCheckout } from './hooks/use-checkout'
export { checkoutUrl, sourceFromQuery, type GiftExtras } from './checkout-source'
export { CartTabView } from './components/cart-tab-view'
export { CheckoutView } from './components/checkout-view'
export { GoodsPromotions } from './components/goods-promotions'
export { SwapOfferRow, toggleOffer } from './components/promotion-panel'
export { offersByPromotion } from './cart-view'
