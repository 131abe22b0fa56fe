export { createPointsService, DEFAULT_POINTS_RULE, type PointsChange, type PointsService } from './points.service'
