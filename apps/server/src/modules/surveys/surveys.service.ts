import type { CheckedTextKind, ParsedBodyOf, ProgrammeCard, SurveyView, merchantCreateSurvey } from '@shop/contracts'
import {
  cleanSurveyAnswers,
  DomainError,
  surveyDefinitionProblems,
  surveyProblems,
  type SurveyAnswers,
  type SurveyQuestion,
} from '@shop/domain'
import { and, count, desc, eq, sql, sum } from 'drizzle-orm'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { toPage } from '../../platform/paging'
import type { AuditService } from '../audit'
import { surveyAnswers, surveys, surveyVersions } from './surveys.tables'

type SurveyRow = typeof surveys.$inferSelect
type SurveyEdit = ParsedBodyOf<typeof merchantCreateSurvey>

export interface SurveysDeps {
  db: Db
  clock: Clock
  audit: Pick<AuditService, 'record'>
  /** Credits reward points inside the transaction, once per key (the points ledger's). */
  reward: (
    tx: Db,
    grant: { customerId: number; points: number; remark: string; key: string },
  ) => Promise<{ balance: number }>
  balance: (customerId: number) => Promise<number>
  checkText: (customerId: number, kind: CheckedTextKind, content: string) => Promise<void>
}

const iso = (date: Date | null) => date?.toISOString() ?? null

export type SurveysService = ReturnType<typeof createSurveysService>

/**
 * Surveys (docs/members-programmes.md "Surveys"): versioned questions, one answer per customer (a unique row, so
 * two submits at once answer once), validated here whatever the page allowed, texts through content security,
 * rewarded with points in the answer's transaction (ledger key `survey:<id>`).
 */
export function createSurveysService({ db, clock, audit, reward, balance, checkText }: SurveysDeps) {
  const isOpen = (row: SurveyRow, now: Date) =>
    row.status === 'published' && (!row.startAt || row.startAt <= now) && (!row.endAt || now < row.endAt)

  const view = (row: SurveyRow, answered: boolean): SurveyView => ({
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    open: isOpen(row, clock.now()),
    version: row.version,
    questions: row.questions,
    rewardPoints: row.rewardPoints,
    startTime: iso(row.startAt),
    endTime: iso(row.endAt),
    answered,
  })

  const find = async (id: number, tx: Db = db) => {
    const [row] = await tx.select().from(surveys).where(eq(surveys.id, id))
    if (!row) throw new DomainError('notFound', { surveyId: id })
    return row
  }

  const figures = async (ids: number[]) => {
    if (ids.length === 0) return new Map<number, { answers: number; points: number }>()
    const rows = await db
      .select({ surveyId: surveyAnswers.surveyId, answers: count(), points: sum(surveyAnswers.rewardPoints) })
      .from(surveyAnswers)
      .where(sql`${surveyAnswers.surveyId} in ${ids}`)
      .groupBy(surveyAnswers.surveyId)
    return new Map(rows.map((r) => [r.surveyId, { answers: r.answers, points: Number(r.points ?? 0) }]))
  }

  const merchantRow = async (row: SurveyRow) => {
    const figure = (await figures([row.id])).get(row.id)
    return merchantView(row, figure)
  }
  const merchantView = (row: SurveyRow, figure: { answers: number; points: number } | undefined) => {
    const { answered: _answered, questions, ...shown } = view(row, false)
    return {
      ...shown,
      questionCount: questions.length,
      answerCount: figure?.answers ?? 0,
      pointsGiven: figure?.points ?? 0,
      updateTime: row.updatedAt.toISOString(),
    }
  }

  const checkDefinition = (edit: SurveyEdit) => {
    const problems = surveyDefinitionProblems(edit.questions as SurveyQuestion[])
    if (edit.startTime && edit.endTime && Date.parse(edit.endTime) <= Date.parse(edit.startTime))
      problems.push('结束时间须晚于开始时间')
    if (problems.length > 0)
      throw new DomainError('surveyDefinitionInvalid', { problems }, `问卷内容不完整：${problems[0]}`)
  }

  const snapshot = (tx: Db, row: SurveyRow) =>
    tx
      .insert(surveyVersions)
      .values({ surveyId: row.id, version: row.version, questions: row.questions, publishedAt: clock.now() })
      .onConflictDoNothing()

  /** The published surveys open now, for the activity pages. */
  const openNow = async (): Promise<SurveyView[]> => {
    const rows = await db.select().from(surveys).where(eq(surveys.status, 'published')).orderBy(desc(surveys.id))
    return rows.filter((row) => isOpen(row, clock.now())).map((row) => view(row, false))
  }
  return {
    async detail(id: number, customerId: number | null): Promise<SurveyView> {
      const row = await find(id)
      if (row.status === 'draft') throw new DomainError('notFound', { surveyId: id })
      const answered =
        customerId !== null &&
        (
          await db
            .select({ id: surveyAnswers.id })
            .from(surveyAnswers)
            .where(and(eq(surveyAnswers.surveyId, id), eq(surveyAnswers.customerId, customerId)))
        ).length > 0
      return view(row, answered)
    },

    openNow,

    /** The surveys open now as activity/index cards (running: a survey is listed only while open). */
    async programmeCards(): Promise<ProgrammeCard[]> {
      return (await openNow()).map((survey) => ({
        kind: 'survey',
        id: survey.id,
        title: survey.title,
        description: survey.rewardPoints > 0 ? `填写问卷得${survey.rewardPoints}积分` : survey.description,
        status: 'running',
        startsAt: survey.startTime,
        endsAt: survey.endTime,
        path: `/pages/survey/index?id=${survey.id}`,
      }))
    },

    async answer(customerId: number, id: number, body: { version: number; answers: SurveyAnswers }) {
      const row = await find(id)
      if (row.status === 'draft') throw new DomainError('notFound', { surveyId: id })
      if (!isOpen(row, clock.now())) throw new DomainError('surveyNotOpen')
      if (body.version !== row.version) throw new DomainError('surveyVersionChanged', { version: row.version })
      const problems = surveyProblems(row.questions, body.answers)
      const required = problems.find((p) => p.reason === 'required')
      if (required)
        throw new DomainError(
          'surveyRequired',
          { problems },
          `请回答必答题：${'title' in required ? required.title : ''}`,
        )
      if (problems.length > 0) throw new DomainError('surveyAnswerInvalid', { problems })
      const answers = cleanSurveyAnswers(body.answers)
      for (const question of row.questions) {
        const value = answers[question.id]
        if (question.kind === 'text' && typeof value === 'string') await checkText(customerId, 'survey', value)
      }
      const credited = await db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(surveyAnswers)
          .values({
            surveyId: id,
            version: row.version,
            customerId,
            answers,
            rewardPoints: row.rewardPoints,
            createdAt: clock.now(),
          })
          .onConflictDoNothing()
          .returning()
        if (!stored) throw new DomainError('surveyAnswered')
        if (row.rewardPoints === 0) return null
        return reward(tx, {
          customerId,
          points: row.rewardPoints,
          remark: `问卷奖励：${row.title}`.slice(0, 64),
          key: `survey:${id}`,
        })
      })
      return { rewardPoints: row.rewardPoints, balance: credited?.balance ?? (await balance(customerId)) }
    },

    // ─── The console ───────────────────────────────────────────────────────────────────────────────

    async merchantPage(page: number, size: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(surveys)
          .orderBy(desc(surveys.id))
          .limit(size)
          .offset(page * size),
        db.select({ total: count() }).from(surveys),
      ])
      const figure = await figures(rows.map((row) => row.id))
      return toPage(
        rows.map((row) => merchantView(row, figure.get(row.id))),
        total?.total ?? 0,
        page,
        size,
      )
    },

    async merchantDetail(id: number) {
      const row = await find(id)
      return { ...(await merchantRow(row)), questions: row.questions }
    },

    async create(staffUserid: string, edit: SurveyEdit) {
      checkDefinition(edit)
      const now = clock.now()
      const row = await db.transaction(async (tx) => {
        const [made] = await tx
          .insert(surveys)
          .values({
            title: edit.title,
            description: edit.description,
            status: 'draft',
            version: 1,
            questions: edit.questions as SurveyQuestion[],
            rewardPoints: edit.rewardPoints,
            startAt: edit.startTime ? new Date(edit.startTime) : null,
            endAt: edit.endTime ? new Date(edit.endTime) : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning()
        await audit.record(tx, {
          staffUserid,
          action: 'programmes.edit',
          targetType: 'survey',
          targetId: made!.id,
          summary: `新建问卷「${edit.title}」，奖励 ${edit.rewardPoints} 积分`,
          after: { rewardPoints: edit.rewardPoints },
        })
        return made!
      })
      return { ...(await merchantRow(row)), questions: row.questions }
    },

    /** Changed questions of a survey ever published become a new version; a draft is edited in place. */
    async update(staffUserid: string, id: number, edit: SurveyEdit) {
      checkDefinition(edit)
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(surveys).where(eq(surveys.id, id)).for('update')
        if (!before) throw new DomainError('notFound', { surveyId: id })
        const questionsChanged = JSON.stringify(before.questions) !== JSON.stringify(edit.questions)
        const [published] = await tx
          .select({ version: surveyVersions.version })
          .from(surveyVersions)
          .where(and(eq(surveyVersions.surveyId, id), eq(surveyVersions.version, before.version)))
        const version = questionsChanged && published ? before.version + 1 : before.version
        const [after] = await tx
          .update(surveys)
          .set({
            title: edit.title,
            description: edit.description,
            questions: edit.questions as SurveyQuestion[],
            rewardPoints: edit.rewardPoints,
            startAt: edit.startTime ? new Date(edit.startTime) : null,
            endAt: edit.endTime ? new Date(edit.endTime) : null,
            version,
            updatedAt: clock.now(),
          })
          .where(eq(surveys.id, id))
          .returning()
        if (after!.status !== 'draft') await snapshot(tx, after!)
        await audit.record(tx, {
          staffUserid,
          action: 'programmes.edit',
          targetType: 'survey',
          targetId: id,
          summary: `编辑问卷「${edit.title}」${version !== before.version ? `（新版本 v${version}）` : ''}`,
          before: { rewardPoints: before.rewardPoints, version: before.version },
          after: { rewardPoints: edit.rewardPoints, version },
        })
        return after!
      })
      return { ...(await merchantRow(row)), questions: row.questions }
    },

    async setStatus(staffUserid: string, id: number, status: 'published' | 'closed') {
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(surveys).where(eq(surveys.id, id)).for('update')
        if (!before) throw new DomainError('notFound', { surveyId: id })
        const [after] = await tx
          .update(surveys)
          .set({ status, updatedAt: clock.now() })
          .where(eq(surveys.id, id))
          .returning()
        if (status === 'published') await snapshot(tx, after!)
        await audit.record(tx, {
          staffUserid,
          action: 'programmes.edit',
          targetType: 'survey',
          targetId: id,
          summary: `${status === 'published' ? '发布' : '结束'}问卷「${before.title}」`,
          before: { status: before.status },
          after: { status },
        })
        return after!
      })
      return merchantRow(row)
    },

    async answers(id: number, page: number, size: number) {
      await find(id)
      const where = eq(surveyAnswers.surveyId, id)
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(surveyAnswers)
          .where(where)
          .orderBy(desc(surveyAnswers.id))
          .limit(size)
          .offset(page * size),
        db.select({ total: count() }).from(surveyAnswers).where(where),
      ])
      return toPage(
        rows.map((r) => ({
          id: r.id,
          customerId: r.customerId,
          version: r.version,
          answers: r.answers,
          rewardPoints: r.rewardPoints,
          createTime: r.createdAt.toISOString(),
        })),
        total?.total ?? 0,
        page,
        size,
      )
    },

    /** Counts per question of the current version, over every answer (question ids are stable across versions). */
    async stats(id: number) {
      const row = await find(id)
      const all = await db
        .select({ answers: surveyAnswers.answers })
        .from(surveyAnswers)
        .where(eq(surveyAnswers.surveyId, id))
      return {
        answerCount: all.length,
        questions: row.questions.map((question) => {
          const values = all.map((a) => a.answers[question.id]).filter((v) => v !== undefined)
          const tally = (key: string) => values.filter((v) => v === key || (Array.isArray(v) && v.includes(key))).length
          const ratings = values.filter((v): v is number => typeof v === 'number')
          const counts =
            question.kind === 'single' || question.kind === 'multiple'
              ? (question.options ?? []).map((o) => ({ key: o.id, label: o.label, count: tally(o.id) }))
              : question.kind === 'rating'
                ? Array.from({ length: question.scale ?? 5 }, (_, i) => ({
                    key: String(i + 1),
                    label: `${i + 1}分`,
                    count: ratings.filter((r) => r === i + 1).length,
                  }))
                : []
          return {
            id: question.id,
            title: question.title,
            kind: question.kind,
            answered: values.length,
            counts,
            average:
              question.kind === 'rating' && ratings.length > 0
                ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100
                : null,
          }
        }),
      }
    },
  }
}
