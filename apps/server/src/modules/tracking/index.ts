export { createTrackingService, type TrackingService } from './tracking.service'
export { registerTrackingRoutes } from './tracking.routes'
