export { askToSubscribe } from './api/subscribe'
