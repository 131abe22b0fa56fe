import { afterAll, describe, expect, it } from 'vitest'
import {
  answerSurvey,
  merchantCreateSurvey,
  merchantSurveyAnswers,
  merchantSurveyStats,
  merchantSurveyStatus,
  merchantUpdateSurvey,
  pointsBalance,
  surveyDetail,
} from '@shop/contracts'
import { eq } from 'drizzle-orm'
import { createTestApp } from '../../../test/harness'
import { shopper, shoppers } from '../../../test/checkout.fixtures'
import { pointsRecords } from '../points/points.tables'
import { surveyAnswers } from './surveys.tables'

const t = await createTestApp()
afterAll(() => t.close())
const owner = await t.loginConsole()

const QUESTIONS = [
  {
    id: 'skin',
    kind: 'single',
    title: '您的肤质',
    required: true,
    options: [
      { id: 'dry', label: '干性' },
      { id: 'oily', label: '油性' },
    ],
  },
  { id: 'score', kind: 'rating', title: '满意度', required: true, scale: 5 },
  { id: 'say', kind: 'text', title: '建议', required: false },
] as const

async function publishedSurvey(rewardPoints = 100) {
  const made = await t.call(merchantCreateSurvey, {
    token: owner,
    body: { title: '肌肤调查', questions: QUESTIONS, rewardPoints, startTime: null, endTime: null },
  })
  expect(made.status, JSON.stringify(made.body)).toBe(200)
  const published = await t.call(merchantSurveyStatus, {
    token: owner,
    params: { id: made.body.id },
    body: { status: 'published' },
  })
  expect(published.status).toBe(200)
  return made.body.id
}

const answer = (token: string, id: number, answers: Record<string, unknown>, version = 1) =>
  t.call(answerSurvey, { token, params: { id }, body: { version, answers } })

describe('surveys', () => {
  it('a draft is no one’s to see; published, it shows its questions and reward', async () => {
    const made = await t.call(merchantCreateSurvey, {
      token: owner,
      body: { title: '草稿', questions: QUESTIONS, rewardPoints: 10, startTime: null, endTime: null },
    })
    expect((await t.call(surveyDetail, { params: { id: made.body.id } })).status).toBe(404)
    const id = await publishedSurvey()
    const shown = await t.call(surveyDetail, { params: { id } })
    expect(shown.body).toMatchObject({ open: true, version: 1, rewardPoints: 100, answered: false })
  })

  it('an answer is rewarded once, in the ledger; a second answer is refused', async () => {
    const id = await publishedSurvey(150)
    const me = await shopper(t)
    const first = await answer(me.token, id, { skin: 'dry', score: 5, say: '  很好用  ' })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body).toEqual({ rewardPoints: 150, balance: 150 })
    const again = await answer(me.token, id, { skin: 'oily', score: 1 })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ code: 'surveyAnswered', message: '您已提交过该问卷' })
    expect((await t.call(pointsBalance, { token: me.token })).body).toMatchObject({ balance: 150 })
    expect((await t.call(surveyDetail, { token: me.token, params: { id } })).body.answered).toBe(true)
    const [stored] = await t.database.db.select().from(surveyAnswers).where(eq(surveyAnswers.customerId, me.customerId))
    expect(stored!.answers).toEqual({ skin: 'dry', score: 5, say: '很好用' })
  })

  it('answered twice at once → one answer, one reward', async () => {
    const id = await publishedSurvey(80)
    const [me] = await shoppers(t, 1)
    const answers = await Promise.all(Array.from({ length: 2 }, () => answer(me!.token, id, { skin: 'dry', score: 4 })))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const rows = await t.database.db.select().from(pointsRecords).where(eq(pointsRecords.customerId, me!.customerId))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ delta: 80, reason: 'survey', businessKey: `survey:${id}` })
  })

  it.each([
    ['a required question unanswered', { score: 3 }, 'surveyRequired', '请回答必答题：您的肤质'],
    ['a choice not offered', { skin: 'mixed', score: 3 }, 'surveyAnswerInvalid', '问卷答案有误，请检查后重新提交'],
    ['a rating off the scale', { skin: 'dry', score: 9 }, 'surveyAnswerInvalid', '问卷答案有误，请检查后重新提交'],
    [
      'a refused text',
      { skin: 'dry', score: 3, say: '加微信领钱' },
      'contentRefused',
      '内容含有违规信息，请修改后重新提交',
    ],
  ])('%s is refused and nothing is stored', async (_, answers, code, message) => {
    const id = await publishedSurvey()
    const me = await shopper(t)
    const refused = await answer(me.token, id, answers)
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code, message })
    expect(await t.database.db.select().from(surveyAnswers).where(eq(surveyAnswers.customerId, me.customerId))).toEqual(
      [],
    )
  })

  it('editing the questions of a published survey makes a new version; an answer to the old one is refused', async () => {
    const id = await publishedSurvey()
    const edited = await t.call(merchantUpdateSurvey, {
      token: owner,
      params: { id },
      body: {
        title: '肌肤调查',
        questions: [...QUESTIONS, { id: 'age', kind: 'text', title: '年龄段', required: false }],
        rewardPoints: 100,
        startTime: null,
        endTime: null,
      },
    })
    expect(edited.body.version).toBe(2)
    const me = await shopper(t)
    expect((await answer(me.token, id, { skin: 'dry', score: 3 }, 1)).body.code).toBe('surveyVersionChanged')
    expect((await answer(me.token, id, { skin: 'dry', score: 3 }, 2)).status).toBe(200)
  })

  it('a closed survey takes no answers; the console sees answers and figures', async () => {
    const id = await publishedSurvey(0)
    const a = await shopper(t)
    const b = await shopper(t)
    await answer(a.token, id, { skin: 'dry', score: 5 })
    await answer(b.token, id, { skin: 'oily', score: 3 })
    await t.call(merchantSurveyStatus, { token: owner, params: { id }, body: { status: 'closed' } })
    const late = await shopper(t)
    expect((await answer(late.token, id, { skin: 'dry', score: 5 })).body.code).toBe('surveyNotOpen')
    const listed = await t.call(merchantSurveyAnswers, {
      token: owner,
      params: { id },
      query: { page: '0', size: '1000' },
    })
    expect(listed.body.totalElements).toBe(2)
    const stats = await t.call(merchantSurveyStats, { token: owner, params: { id } })
    expect(stats.body.questions[0]!.counts).toEqual([
      { key: 'dry', label: '干性', count: 1 },
      { key: 'oily', label: '油性', count: 1 },
    ])
    expect(stats.body.questions[1]!.average).toBe(4)
  })

  it('a bad definition is refused with the reason', async () => {
    const made = await t.call(merchantCreateSurvey, {
      token: owner,
      body: {
        title: 'x',
        questions: [{ id: 'a', kind: 'single', title: 'A', required: true, options: [{ id: 'x', label: 'X' }] }],
        rewardPoints: 0,
        startTime: null,
        endTime: null,
      },
    })
    expect(made.status).toBe(400)
    expect(made.body).toMatchObject({
      code: 'surveyDefinitionInvalid',
      message: '问卷内容不完整：「A」至少需要两个选项',
    })
  })
})
