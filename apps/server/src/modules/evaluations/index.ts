export { createEvaluationsService, type EvaluationsService } from './evaluations.service'
