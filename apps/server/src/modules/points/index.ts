export {
  createPointsService,
  DEFAULT_POINTS_RULE,
  type PointsChange,
  type PointsService,
  type ProgrammeEntry,
  type ProgrammeReason,
} from './points.service'
