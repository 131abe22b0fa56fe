import { SURVEY_QUESTION_KINDS } from '@shop/domain'
import { z } from 'zod'
import { dateTime, id, pageOf, pageQuery, paragraphs, text } from './common'
import { defineRoute } from './route'

/** Surveys (问卷, docs/members-programmes.md "Surveys"): versioned forms, one answer per customer, rewarded. */
export const SURVEY_STATUSES = ['draft', 'published', 'closed'] as const
export const surveyStatus = z.enum(SURVEY_STATUSES)
export type SurveyStatus = z.infer<typeof surveyStatus>

const code = z
  .string()
  .min(1)
  .max(16)
  .regex(/^[A-Za-z0-9_-]+$/, '编号只能包含字母、数字、下划线')

export const surveyQuestion = z.strictObject({
  id: code,
  kind: z.enum(SURVEY_QUESTION_KINDS),
  title: text(100).pipe(z.string().min(1, '请填写问题')),
  required: z.boolean(),
  options: z
    .array(z.strictObject({ id: code, label: text(50).pipe(z.string().min(1, '请填写选项')) }))
    .max(20)
    .optional(),
  maxChoices: z.number().int().min(1).max(20).optional(),
  maxLength: z.number().int().min(1).max(500).optional(),
  scale: z.number().int().min(2).max(10).optional(),
})
export type SurveyQuestionDef = z.infer<typeof surveyQuestion>

export const surveyView = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: surveyStatus,
  /** open: published and within its time window. */
  open: z.boolean(),
  version: z.number().int(),
  questions: z.array(surveyQuestion),
  rewardPoints: z.number().int(),
  startTime: dateTime.nullable(),
  endTime: dateTime.nullable(),
  /** Whether the signed-in customer has answered (false for a visitor). */
  answered: z.boolean(),
})
export type SurveyView = z.infer<typeof surveyView>

const answerValue = z.union([z.string().max(2000), z.array(z.string().max(16)).max(20), z.number()])

export const surveyDetail = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'survey/:id',
  auth: 'optional',
  summary: 'A published survey: its current version’s questions, its reward, whether the customer has answered',
  params: z.strictObject({ id }),
  response: surveyView,
})

export const answerSurvey = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'survey/:id/answer',
  auth: 'customer',
  summary:
    'Answers a survey once (surveyAnswered after); validated on the server, texts pass content security; the reward points are credited in the same transaction',
  params: z.strictObject({ id }),
  body: z.strictObject({
    /** The version the page showed (surveyVersionChanged when it has been edited since). */
    version: z.number().int().min(1),
    answers: z.record(z.string().max(16), answerValue),
  }),
  response: z.object({ rewardPoints: z.number().int(), balance: z.number().int() }),
})

// ─── The console ───────────────────────────────────────────────────────────────────────────────

export const merchantSurveyRow = surveyView.omit({ answered: true, questions: true }).extend({
  questionCount: z.number().int(),
  answerCount: z.number().int(),
  pointsGiven: z.number().int(),
  updateTime: dateTime,
})

const surveyEdit = z.strictObject({
  title: text(64).pipe(z.string().min(1, '请填写问卷标题')),
  description: paragraphs(500).default(''),
  questions: z.array(surveyQuestion).min(1, '请至少添加一个问题').max(50),
  rewardPoints: z.number().int().min(0).max(100_000),
  startTime: dateTime.nullable(),
  endTime: dateTime.nullable(),
})

export const merchantSurveys = defineRoute({
  service: 'counter-portal',
  method: 'GET',
  path: 'merchant/surveys',
  auth: 'merchant',
  permission: 'programmes.edit',
  summary: 'Surveys, newest first, with their answer counts',
  query: pageQuery,
  response: pageOf(merchantSurveyRow),
})

export const merchantSurvey = defineRoute({
  service: 'counter-portal',
  method: 'GET',
  path: 'merchant/surveys/:id',
  auth: 'merchant',
  permission: 'programmes.edit',
  summary: 'One survey with its questions',
  params: z.strictObject({ id }),
  response: merchantSurveyRow.extend({ questions: z.array(surveyQuestion) }),
})

export const merchantCreateSurvey = defineRoute({
  service: 'counter-portal',
  method: 'POST',
  path: 'merchant/surveys',
  auth: 'merchant',
  permission: 'programmes.edit',
  summary: 'A new survey, as a draft',
  body: surveyEdit,
  response: merchantSurveyRow.extend({ questions: z.array(surveyQuestion) }),
})

export const merchantUpdateSurvey = defineRoute({
  service: 'counter-portal',
  method: 'PUT',
  path: 'merchant/surveys/:id',
  auth: 'merchant',
  permission: 'programmes.edit',
  summary:
    'Edits a survey; once published, changed questions become a new version (answers keep the version they answered)',
  params: z.strictObject({ id }),
  body: surveyEdit,
  response: merchantSurveyRow.extend({ questions: z.array(surveyQuestion) }),
})

export const merchantSurveyStatus = defineRoute({
  service: 'counter-portal',
  method: 'POST',
  path: 'merchant/surveys/:id/status',
  auth: 'merchant',
  permission: 'programmes.edit',
  summary: 'Publishes or closes a survey',
  params: z.strictObject({ id }),
  body: z.strictObject({ status: z.enum(['published', 'closed']) }),
  response: merchantSurveyRow,
})

export const merchantSurveyAnswers = defineRoute({
  service: 'counter-portal',
  method: 'GET',
  path: 'merchant/surveys/:id/answers',
  auth: 'merchant',
  permission: 'programmes.edit',
  summary: 'A survey’s answers, newest first (size up to 1000 for an export)',
  params: z.strictObject({ id }),
  query: pageQuery,
  response: pageOf(
    z.object({
      id: z.number().int(),
      customerId: z.number().int(),
      version: z.number().int(),
      answers: z.record(z.string(), answerValue),
      rewardPoints: z.number().int(),
      createTime: dateTime,
    }),
  ),
})

export const merchantSurveyStats = defineRoute({
  service: 'counter-portal',
  method: 'GET',
  path: 'merchant/surveys/:id/stats',
  auth: 'merchant',
  permission: 'programmes.edit',
  summary: 'Per question of the current version: how many chose each option, the rating spread and average',
  params: z.strictObject({ id }),
  response: z.object({
    answerCount: z.number().int(),
    questions: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        kind: z.enum(SURVEY_QUESTION_KINDS),
        answered: z.number().int(),
        counts: z.array(z.object({ key: z.string(), label: z.string(), count: z.number().int() })),
        average: z.number().nullable(),
      }),
    ),
  }),
})
