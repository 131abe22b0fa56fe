export { createEvaluationsService, maskNickname, type EvaluationsService } from './evaluations.service'
