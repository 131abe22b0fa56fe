import type {
  cycleOrderAddress as addressRoute,
  cycleOrderPause as pauseRoute,
  cycleOrderResume as resumeRoute,
  cycleOrderSkip as skipRoute,
} from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const pause = defineEndpoint<typeof pauseRoute>({
  service: 'ec-portal',
  method: 'POST',
  path: 'cycle_order/:orderId/pause',
})
const resume = defineEndpoint<typeof resumeRoute>({
  service: 'ec-portal',
  method: 'POST',
  path: 'cycle_order/:orderId/resume',
})
const skip = defineEndpoint<typeof skipRoute>({
  service: 'ec-portal',
  method: 'POST',
  path: 'cycle_order/:orderId/deliveries/:deliveryId/skip',
})
const address = defineEndpoint<typeof addressRoute>({
  service: 'ec-portal',
  method: 'POST',
  path: 'cycle_order/:orderId/address',
})

/** Pauses the deliveries not made yet; answers the order's detail after it. */
export const pauseCycleOrder = (orderId: number) => call(pause, { params: { orderId } })
/** Resumes a paused plan: the deliveries left move on by the days it was paused. */
export const resumeCycleOrder = (orderId: number) => call(resume, { params: { orderId } })
/** Skips a delivery not made yet: it and the later ones move one interval on. */
export const skipCycleDelivery = (orderId: number, deliveryId: number) =>
  call(skip, { params: { orderId, deliveryId } })
/** Sends the deliveries not shipped yet to another address of the book. */
export const changeCycleAddress = (orderId: number, addressId: number) =>
  call(address, { params: { orderId }, body: { addressId } })
