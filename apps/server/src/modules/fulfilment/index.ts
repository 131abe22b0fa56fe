export { createFulfilmentService, TRACKING_STATE_LABELS, type FulfilmentService } from './fulfilment.service'
export { registerFulfilmentRoutes } from './fulfilment.routes'
