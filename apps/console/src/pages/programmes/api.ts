import type {
  merchantCreateSurvey,
  merchantHelpActivities,
  merchantHelpActivityStatus,
  merchantSaveHelpActivity,
  merchantSurveyAnswers,
  merchantSurveys,
  merchantSurveyStats,
  merchantSurveyStatus,
} from '@shop/contracts'
import { endpoint } from '../../lib/http'

export const surveys = endpoint<typeof merchantSurveys>('GET', 'merchant/surveys')
export const createSurvey = endpoint<typeof merchantCreateSurvey>('POST', 'merchant/surveys')
export const surveyStatus = endpoint<typeof merchantSurveyStatus>('POST', 'merchant/surveys/:id/status')
export const surveyAnswers = endpoint<typeof merchantSurveyAnswers>('GET', 'merchant/surveys/:id/answers')
export const surveyStats = endpoint<typeof merchantSurveyStats>('GET', 'merchant/surveys/:id/stats')

export const helpActivities = endpoint<typeof merchantHelpActivities>('GET', 'merchant/help-activities')
export const saveHelpActivity = endpoint<typeof merchantSaveHelpActivity>('POST', 'merchant/help-activities')
export const helpActivityStatus = endpoint<typeof merchantHelpActivityStatus>(
  'POST',
  'merchant/help-activities/:id/status',
)

export const STATUS_OPTIONS = {
  draft: { text: '草稿', status: 'Default' },
  published: { text: '进行中', status: 'Success' },
  closed: { text: '已结束', status: 'Error' },
} as const
