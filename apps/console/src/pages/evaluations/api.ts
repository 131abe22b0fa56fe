import type { merchantEvaluations, merchantHideEvaluation, merchantReplyEvaluation } from '@shop/contracts'
import { endpoint } from '../../lib/http'

export const evaluationList = endpoint<typeof merchantEvaluations>('GET', 'merchant/evaluations')
export const replyEvaluation = endpoint<typeof merchantReplyEvaluation>(
  'POST',
  'merchant/evaluations/:evaluationId/reply',
)
export const hideEvaluation = endpoint<typeof merchantHideEvaluation>(
  'POST',
  'merchant/evaluations/:evaluationId/visibility',
)
