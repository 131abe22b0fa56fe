import { afterAll, describe, expect, it } from 'vitest'
import {
  findUserActivity,
  helpActivities,
  helpTask,
  initiateFission,
  merchantHelpActivities,
  merchantHelpActivityStatus,
  merchantSaveHelpActivity,
  messageList,
  userHelp,
} from '@shop/contracts'
import { eq } from 'drizzle-orm'
import { createTestApp } from '../../../test/harness'
import { shopper, shoppers } from '../../../test/checkout.fixtures'
import { customers } from '../customers/customers.tables'
import { pointsRecords } from '../points/points.tables'
import { helpRecords } from './friend-help.tables'

const t = await createTestApp()
afterAll(() => t.close())
const owner = await t.loginConsole()

async function activity(edit: Partial<{ goal: number; helperQuota: number; newAccountsOnly: boolean }> = {}) {
  const saved = await t.call(merchantSaveHelpActivity, {
    token: owner,
    body: {
      name: '好友助力领积分',
      description: '',
      goal: 3,
      rewardPoints: 300,
      couponTemplateId: null,
      helperQuota: 2,
      newAccountsOnly: false,
      taskHours: 48,
      startTime: null,
      endTime: null,
      ...edit,
    },
  })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  await t.call(merchantHelpActivityStatus, {
    token: owner,
    params: { id: saved.body.id },
    body: { status: 'published' },
  })
  return saved.body.id
}

const start = async (token: string, activityId: number) => {
  const task = await t.call(initiateFission, { token, body: { activityId } })
  expect(task.status, JSON.stringify(task.body)).toBe(200)
  return task.body.taskId
}
const help = (token: string, taskId: number) => t.call(userHelp, { token, body: { taskId } })

describe('friend help', () => {
  it('friendHelpSelect lists the open activities; a start twice is one task', async () => {
    const id = await activity()
    expect((await t.call(helpActivities)).body.map((a) => a.id)).toContain(id)
    const me = await shopper(t)
    expect(await start(me.token, id)).toBe(await start(me.token, id))
  })

  it('N friends complete the task: the initiator gets the reward once and is told', async () => {
    const id = await activity({ goal: 2 })
    const [me, a, b, c] = await shoppers(t, 4)
    const taskId = await start(me!.token, id)
    const first = await help(a!.token, taskId)
    expect(first.body).toMatchObject({ helped: 1, goal: 2, status: 'open', helpedByMe: true })
    const second = await help(b!.token, taskId)
    expect(second.body).toMatchObject({ helped: 2, status: 'completed', statusLabel: '助力成功' })
    expect((await help(c!.token, taskId)).body.code).toBe('helpTaskClosed')
    const rewards = await t.database.db.select().from(pointsRecords).where(eq(pointsRecords.customerId, me!.customerId))
    expect(rewards).toMatchObject([{ delta: 300, reason: 'help', businessKey: `help:${taskId}` }])
    const inbox = await t.call(messageList, { token: me!.token })
    expect(inbox.body.content[0]).toMatchObject({ kind: 'activity', title: '助力成功' })
    const mine = await t.call(findUserActivity, { token: me!.token })
    expect(mine.body.content[0]).toMatchObject({ taskId, status: 'completed', mine: true })
    expect(mine.body.content[0]!.helpers).toHaveLength(2)
  })

  it('no self-help; one help per friend and task; a friend’s quota per activity', async () => {
    const id = await activity({ goal: 5, helperQuota: 1 })
    const [me, other, friend] = await shoppers(t, 3)
    const mine = await start(me!.token, id)
    const theirs = await start(other!.token, id)
    expect((await help(me!.token, mine)).body).toMatchObject({
      code: 'helpSelf',
      message: '不能为自己助力哦，快分享给好友吧',
    })
    expect((await help(friend!.token, mine)).status).toBe(200)
    expect((await help(friend!.token, mine)).body).toMatchObject({ code: 'helpAlready', message: '您已经为TA助力过了' })
    expect((await help(friend!.token, theirs)).body).toMatchObject({ code: 'helpQuotaUsed' })
  })

  it('new-accounts-only: an account older than the task cannot help', async () => {
    const id = await activity({ newAccountsOnly: true })
    const old = await shopper(t)
    const me = await shopper(t)
    // Accounts are stamped by the database's clock: make one from before the task.
    await t.database.db
      .update(customers)
      .set({ createdAt: new Date('2025-01-01T00:00:00Z') })
      .where(eq(customers.id, old.customerId))
    const taskId = await start(me.token, id)
    expect((await help(old.token, taskId)).body.code).toBe('helpNewAccountsOnly')
    const fresh = await shopper(t)
    expect((await help(fresh.token, taskId)).status).toBe(200)
  })

  it('a task past its deadline takes no help', async () => {
    const id = await activity()
    const [me, friend] = await shoppers(t, 2)
    const taskId = await start(me!.token, id)
    t.clock.advance(49 * 3_600_000)
    expect((await help(friend!.token, taskId)).body.code).toBe('helpTaskClosed')
    expect((await t.call(helpTask, { params: { taskId } })).body.status).toBe('expired')
  })

  it('20 helps by one friend at once → one help', async () => {
    const id = await activity({ goal: 5 })
    const [me, friend] = await shoppers(t, 2)
    const taskId = await start(me!.token, id)
    const answers = await Promise.all(Array.from({ length: 20 }, () => help(friend!.token, taskId)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status !== 200).every((a) => a.body.code === 'helpAlready')).toBe(true)
    expect(await t.database.db.select().from(helpRecords).where(eq(helpRecords.taskId, taskId))).toHaveLength(1)
    expect((await t.call(helpTask, { params: { taskId } })).body.helped).toBe(1)
  })

  it('the last helps arriving at once complete the task once, with one reward', async () => {
    const id = await activity({ goal: 3 })
    const [me, ...friends] = await shoppers(t, 7)
    const taskId = await start(me!.token, id)
    const answers = await Promise.all(friends.map((friend) => help(friend.token, taskId)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3)
    const rewards = await t.database.db.select().from(pointsRecords).where(eq(pointsRecords.customerId, me!.customerId))
    expect(rewards).toHaveLength(1)
    const row = (await t.call(merchantHelpActivities, { token: owner })).body.content.find((a) => a.id === id)
    expect(row).toMatchObject({ tasksStarted: 1, tasksCompleted: 1, helps: 3 })
  })
})
