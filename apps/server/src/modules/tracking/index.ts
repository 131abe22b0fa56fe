export { createTrackingService, type TrackingService } from './tracking.service'
