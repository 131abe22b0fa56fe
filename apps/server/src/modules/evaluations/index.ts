export { createEvaluationsService, maskNickname, type EvaluationsService } from './evaluations.service'
export { registerEvaluationsRoutes } from './evaluations.routes'
