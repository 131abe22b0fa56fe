import type {
  HelpActivityView,
  HelpTaskView,
  merchantSaveHelpActivity,
  ParsedBodyOf,
  ProgrammeCard,
} from '@shop/contracts'
import { DomainError } from '@shop/domain'
import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { toPage } from '../../platform/paging'
import type { AuditService } from '../audit'
import type { Notice } from '../outreach'
import { helpActivities, helpQuotas, helpRecords, helpTasks } from './friend-help.tables'

type ActivityRow = typeof helpActivities.$inferSelect
type TaskRow = typeof helpTasks.$inferSelect
type ActivityEdit = ParsedBodyOf<typeof merchantSaveHelpActivity>

export interface FriendHelpDeps {
  db: Db
  clock: Clock
  audit: Pick<AuditService, 'record'>
  /** Name and picture of customers as their profiles show them. */
  people: (customerIds: readonly number[]) => Promise<Map<number, { nickName: string; avatarUrl: string | null }>>
  registeredAt: (customerId: number) => Promise<Date>
  /** The reward, inside the completing help's transaction, once per key (points ledger, coupon issue key). */
  reward: (
    tx: Db,
    grant: { customerId: number; points: number; couponTemplateId: number | null; remark: string; key: string },
  ) => Promise<void>
  /** A coupon template's name as shown (pass `tx` inside a transaction). */
  couponLabel: (templateId: number, tx?: Db) => Promise<string>
  /** The one notification entry point (outreach.notify). */
  notify: (tx: Db, notice: Notice) => Promise<void>
  helpCompleted: (task: { id: number; customerId: number; activityName: string; reward: string }) => Notice
}

const STATUS_LABELS = { open: '助力中', completed: '助力成功', expired: '已过期' } as const

export type FriendHelpService = ReturnType<typeof createFriendHelpService>

/**
 * Friend help (docs/members-programmes.md "Friend help"). A task's helps are serialized by a lock on the task row;
 * one help per (task, friend) is a unique row, a friend's quota per activity a guarded increment, the progress a
 * compare-and-set below the goal; the help that reaches the goal completes the task and gives the reward in the
 * same transaction, once (ledger key `help:<taskId>`).
 */
export function createFriendHelpService(deps: FriendHelpDeps) {
  const { db, clock, audit } = deps

  const isOpen = (row: ActivityRow, now: Date) =>
    row.status === 'published' && (!row.startAt || row.startAt <= now) && (!row.endAt || now < row.endAt)

  const rewardLabel = async (row: ActivityRow, tx: Db = db) =>
    [
      row.rewardPoints > 0 ? `${row.rewardPoints}积分` : null,
      row.couponTemplateId ? await deps.couponLabel(row.couponTemplateId, tx) : null,
    ]
      .filter(Boolean)
      .join(' + ')

  const activityView = async (row: ActivityRow): Promise<HelpActivityView> => ({
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    goal: row.goal,
    rewardPoints: row.rewardPoints,
    couponTemplateId: row.couponTemplateId,
    rewardLabel: await rewardLabel(row),
    helperQuota: row.helperQuota,
    newAccountsOnly: row.newAccountsOnly,
    taskHours: row.taskHours,
    startTime: row.startAt?.toISOString() ?? null,
    endTime: row.endAt?.toISOString() ?? null,
  })

  const findActivity = async (id: number, tx: Db = db) => {
    const [row] = await tx.select().from(helpActivities).where(eq(helpActivities.id, id))
    if (!row) throw new DomainError('notFound', { activityId: id })
    return row
  }

  const statusOf = (task: TaskRow, now: Date) =>
    task.status === 'completed' ? 'completed' : task.expiresAt <= now ? 'expired' : 'open'

  const taskView = async (task: TaskRow, viewer: number | null): Promise<HelpTaskView> => {
    const activity = await findActivity(task.activityId)
    const helps = await db
      .select()
      .from(helpRecords)
      .where(eq(helpRecords.taskId, task.id))
      .orderBy(asc(helpRecords.id))
    const people = await deps.people([task.customerId, ...helps.map((h) => h.helperId)])
    const someone = { nickName: '好友', avatarUrl: null }
    const status = statusOf(task, clock.now())
    return {
      taskId: task.id,
      activity: await activityView(activity),
      status,
      statusLabel: STATUS_LABELS[status],
      helped: task.helped,
      goal: task.goal,
      expireTime: task.expiresAt.toISOString(),
      completeTime: task.completedAt?.toISOString() ?? null,
      initiator: people.get(task.customerId) ?? someone,
      helpers: helps.map((h) => ({ ...(people.get(h.helperId) ?? someone), helpTime: h.createdAt.toISOString() })),
      mine: viewer === task.customerId,
      helpedByMe: viewer !== null && helps.some((h) => h.helperId === viewer),
    }
  }

  const findTask = async (taskId: number) => {
    const [task] = await db.select().from(helpTasks).where(eq(helpTasks.id, taskId))
    if (!task) throw new DomainError('notFound', { taskId })
    return task
  }

  const figures = async (ids: number[]) => {
    if (ids.length === 0) return new Map<number, { started: number; completed: number; helps: number }>()
    const tasks = await db
      .select({
        activityId: helpTasks.activityId,
        started: count(),
        completed: sql<number>`count(*) filter (where ${helpTasks.status} = 'completed')`.mapWith(Number),
        helps: sql<number>`coalesce(sum(${helpTasks.helped}), 0)`.mapWith(Number),
      })
      .from(helpTasks)
      .where(inArray(helpTasks.activityId, ids))
      .groupBy(helpTasks.activityId)
    return new Map(tasks.map((t) => [t.activityId, t]))
  }

  const merchantRow = async (row: ActivityRow, figure?: { started: number; completed: number; helps: number }) => ({
    ...(await activityView(row)),
    status: row.status,
    tasksStarted: figure?.started ?? 0,
    tasksCompleted: figure?.completed ?? 0,
    helps: figure?.helps ?? 0,
  })

  const openActivities = async (): Promise<HelpActivityView[]> => {
    const rows = await db
      .select()
      .from(helpActivities)
      .where(eq(helpActivities.status, 'published'))
      .orderBy(desc(helpActivities.id))
    return Promise.all(rows.filter((row) => isOpen(row, clock.now())).map(activityView))
  }
  return {
    openActivities,

    /** The help activities open now as activity/index cards; each opens friendHelpSelect, where one is picked. */
    async programmeCards(): Promise<ProgrammeCard[]> {
      return (await openActivities()).map((activity) => ({
        kind: 'friendHelp',
        id: activity.id,
        title: activity.name,
        description: `邀请${activity.goal}位好友助力，得${activity.rewardLabel}`,
        status: 'running',
        startsAt: activity.startTime,
        endsAt: activity.endTime,
        path: '/pages/friendHelp/index',
      }))
    },

    /** Starts the customer's task of the activity; one per (activity, customer), so a second start answers the first. */
    async initiate(customerId: number, activityId: number): Promise<HelpTaskView> {
      const activity = await findActivity(activityId)
      const now = clock.now()
      if (!isOpen(activity, now)) throw new DomainError('helpActivityNotOpen')
      const expiresAt = new Date(
        Math.min(now.getTime() + activity.taskHours * 3_600_000, activity.endAt?.getTime() ?? Infinity),
      )
      await db
        .insert(helpTasks)
        .values({ activityId, customerId, goal: activity.goal, helped: 0, status: 'open', expiresAt, createdAt: now })
        .onConflictDoNothing()
      const [task] = await db
        .select()
        .from(helpTasks)
        .where(and(eq(helpTasks.activityId, activityId), eq(helpTasks.customerId, customerId)))
      return taskView(task!, customerId)
    },

    async help(helperId: number, taskId: number): Promise<HelpTaskView> {
      const registered = await deps.registeredAt(helperId)
      await db.transaction(async (tx) => {
        const [task] = await tx.select().from(helpTasks).where(eq(helpTasks.id, taskId)).for('update')
        if (!task) throw new DomainError('notFound', { taskId })
        const now = clock.now()
        if (task.customerId === helperId) throw new DomainError('helpSelf')
        if (statusOf(task, now) !== 'open') throw new DomainError('helpTaskClosed')
        const activity = await findActivity(task.activityId, tx)
        if (activity.status === 'closed') throw new DomainError('helpTaskClosed')
        if (activity.newAccountsOnly && registered < task.createdAt) throw new DomainError('helpNewAccountsOnly')
        const [helped] = await tx
          .insert(helpRecords)
          .values({ taskId, helperId, createdAt: now })
          .onConflictDoNothing()
          .returning()
        if (!helped) throw new DomainError('helpAlready')
        const [quota] = await tx
          .insert(helpQuotas)
          .values({ activityId: activity.id, helperId, used: 1 })
          .onConflictDoUpdate({
            target: [helpQuotas.activityId, helpQuotas.helperId],
            set: { used: sql`${helpQuotas.used} + 1` },
            setWhere: lt(helpQuotas.used, activity.helperQuota),
          })
          .returning()
        if (!quota) throw new DomainError('helpQuotaUsed')
        const [moved] = await tx
          .update(helpTasks)
          .set({ helped: sql`${helpTasks.helped} + 1` })
          .where(and(eq(helpTasks.id, taskId), eq(helpTasks.status, 'open'), lt(helpTasks.helped, task.goal)))
          .returning()
        if (!moved) throw new DomainError('helpTaskClosed')
        if (moved.helped < moved.goal) return
        await tx.update(helpTasks).set({ status: 'completed', completedAt: now }).where(eq(helpTasks.id, taskId))
        const label = await rewardLabel(activity, tx)
        await deps.reward(tx, {
          customerId: task.customerId,
          points: activity.rewardPoints,
          couponTemplateId: activity.couponTemplateId,
          remark: `好友助力奖励：${activity.name}`.slice(0, 64),
          key: `help:${taskId}`,
        })
        await deps.notify(
          tx,
          deps.helpCompleted({ id: taskId, customerId: task.customerId, activityName: activity.name, reward: label }),
        )
      })
      return taskView(await findTask(taskId), helperId)
    },

    async task(taskId: number, viewer: number | null): Promise<HelpTaskView> {
      return taskView(await findTask(taskId), viewer)
    },

    async mine(customerId: number, page: number, size: number) {
      const where = eq(helpTasks.customerId, customerId)
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(helpTasks)
          .where(where)
          .orderBy(desc(helpTasks.id))
          .limit(size)
          .offset(page * size),
        db.select({ total: count() }).from(helpTasks).where(where),
      ])
      const views: HelpTaskView[] = []
      for (const row of rows) views.push(await taskView(row, customerId))
      return toPage(views, total?.total ?? 0, page, size)
    },

    // ─── The console ───────────────────────────────────────────────────────────────────────────────

    async merchantPage(page: number, size: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(helpActivities)
          .orderBy(desc(helpActivities.id))
          .limit(size)
          .offset(page * size),
        db.select({ total: count() }).from(helpActivities),
      ])
      const figure = await figures(rows.map((row) => row.id))
      const content = []
      for (const row of rows) content.push(await merchantRow(row, figure.get(row.id)))
      return toPage(content, total?.total ?? 0, page, size)
    },

    async save(staffUserid: string, edit: ActivityEdit) {
      if (edit.rewardPoints === 0 && edit.couponTemplateId === null)
        throw new DomainError('validationFailed', { reason: 'no reward' }, '请设置助力奖励（积分或优惠券）')
      if (edit.couponTemplateId !== null) await deps.couponLabel(edit.couponTemplateId)
      const now = clock.now()
      const values = {
        name: edit.name,
        description: edit.description,
        image: edit.image,
        goal: edit.goal,
        rewardPoints: edit.rewardPoints,
        couponTemplateId: edit.couponTemplateId,
        helperQuota: edit.helperQuota,
        newAccountsOnly: edit.newAccountsOnly,
        taskHours: edit.taskHours,
        startAt: edit.startTime ? new Date(edit.startTime) : null,
        endAt: edit.endTime ? new Date(edit.endTime) : null,
        updatedAt: now,
      }
      const row = await db.transaction(async (tx) => {
        const before = edit.id ? await findActivity(edit.id, tx) : null
        const [saved] = before
          ? await tx.update(helpActivities).set(values).where(eq(helpActivities.id, before.id)).returning()
          : await tx
              .insert(helpActivities)
              .values({ ...values, status: 'draft', createdAt: now })
              .returning()
        await audit.record(tx, {
          staffUserid,
          action: 'programmes.edit',
          targetType: 'help_activity',
          targetId: saved!.id,
          summary: `${before ? '编辑' : '新建'}好友助力「${edit.name}」：${edit.goal}人助力得 ${edit.rewardPoints} 积分${edit.couponTemplateId ? ' + 优惠券' : ''}`,
          before: before && {
            goal: before.goal,
            rewardPoints: before.rewardPoints,
            couponTemplateId: before.couponTemplateId,
          },
          after: { goal: edit.goal, rewardPoints: edit.rewardPoints, couponTemplateId: edit.couponTemplateId },
        })
        return saved!
      })
      return merchantRow(row, (await figures([row.id])).get(row.id))
    },

    async setStatus(staffUserid: string, id: number, status: 'published' | 'closed') {
      const row = await db.transaction(async (tx) => {
        const before = await findActivity(id, tx)
        const [after] = await tx
          .update(helpActivities)
          .set({ status, updatedAt: clock.now() })
          .where(eq(helpActivities.id, id))
          .returning()
        await audit.record(tx, {
          staffUserid,
          action: 'programmes.edit',
          targetType: 'help_activity',
          targetId: id,
          summary: `${status === 'published' ? '发布' : '结束'}好友助力「${before.name}」`,
          before: { status: before.status },
          after: { status },
        })
        return after!
      })
      return merchantRow(row, (await figures([row.id])).get(row.id))
    },
  }
}
