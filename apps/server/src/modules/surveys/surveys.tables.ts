import type { SurveyStatus } from '@shop/contracts'
import type { SurveyAnswers, SurveyQuestion } from '@shop/domain'
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { customers } from '../customers/customers.tables'
import { openWindow, stamps } from '../../platform/columns'

/**
 * A survey (问卷) and its current version's questions. Editing the questions of a survey that was published makes
 * a new version (`survey_versions`); answers keep the version they answered.
 */
export const surveys = pgTable(
  'surveys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 64 }).notNull(),
    description: text('description').notNull(),
    status: varchar('status', { length: 12 }).$type<SurveyStatus>().notNull(),
    version: integer('version').notNull(),
    questions: jsonb('questions').$type<SurveyQuestion[]>().notNull(),
    rewardPoints: integer('reward_points').notNull(),
    ...openWindow(),
    ...stamps(),
  },
  (t) => [
    check('surveys_status', sql`${t.status} in ('draft', 'published', 'closed')`),
    check('surveys_reward', sql`${t.rewardPoints} >= 0`),
  ],
)

/** Each published version's questions, as answered. */
export const surveyVersions = pgTable(
  'survey_versions',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id),
    version: integer('version').notNull(),
    questions: jsonb('questions').$type<SurveyQuestion[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.version] })],
)

/** One answer per (survey, customer): the unique index is what makes a doubled submit answer once. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id),
    version: integer('version').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    answers: jsonb('answers').$type<SurveyAnswers>().notNull(),
    rewardPoints: integer('reward_points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('survey_answers_once').on(t.surveyId, t.customerId),
    index('survey_answers_survey').on(t.surveyId, t.id),
  ],
)
