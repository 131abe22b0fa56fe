// The wish list's public face (docs/wish-list.md): making, reading and cancelling wishes, the distributor's view and
// push, and the wish card.
export { cancelWish, makeWish, pushWish, useAdvisors, useWish, useWishes, type WishViewer } from './api/wish'
export { WishCard } from './components/wish-card'
export { WishEntry } from './components/wish-entry'
