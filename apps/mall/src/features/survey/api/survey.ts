import type { answerSurvey as answerRoute, surveyDetail as detailRoute } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const detail = defineEndpoint<typeof detailRoute>({ service: 'ec-portal', method: 'GET', path: 'survey/:id' })
const answer = defineEndpoint<typeof answerRoute>({ service: 'ec-portal', method: 'POST', path: 'survey/:id/answer' })

/** A survey as the page shows it; `viewer` changes with the session (answered or not). */
export const useSurvey = (id: number, viewer: unknown) =>
  useQuery(() => call(detail, { params: { id } }, { hideModal: true }), [id, viewer], id > 0)

/** Submits the answers; a refusal (a required question, a refused text, answered before) is shown by the request layer. */
export const submitSurvey = (id: number, version: number, answers: Record<string, string | string[] | number>) =>
  call(answer, { params: { id }, body: { version, answers } })
