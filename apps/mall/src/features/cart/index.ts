// The cart feature's public face: the priced cart, its changes and choices, the checkout's pricing and submit.
export { addToCart } from './add-to-cart'
export { useCart, type CartState } from './hooks/use-cart'
export { useCheckout, type CheckoutState } from './hooks/use-checkout'
export {
  cartQuantity,
  checkoutQuantity,
  isSelectable,
  ownLines,
  addOnLines,
  selectAllState,
  stepperBounds,
  type SelectAllState,
} from './cart-view'
export {
  NO_CHOICES,
  cartChoices,
  choicesBody,
  setCartChoices,
  useCartChoices,
  type PricingChoices,
} from './choices.store'
export {
  checkoutUrl,
  locateCheckout,
  sourceFromQuery,
  submitCheckout,
  type CheckoutItem,
  type CheckoutSource,
} from './checkout-source'
export { newIdempotencyKey, useIdempotencyKey } from './idempotency'
export { CartLineItem, LineSummary } from './components/cart-line'
export { ChoiceRows, pointsText } from './components/choice-rows'
export { PromotionPanel, toggleOffer } from './components/promotion-panel'
