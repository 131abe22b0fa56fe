export { createEvaluationsService, type EvaluationsService } from './evaluations.service'
export { registerEvaluationsRoutes } from './evaluations.routes'
