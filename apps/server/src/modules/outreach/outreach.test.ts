import { afterAll, describe, expect, it } from 'vitest'
import {
  addUserActions,
  checkMessage,
  messageList,
  saveSubscription,
  subscribeTemplates,
  updateBasicInfo,
} from '@shop/contracts'
import { eq } from 'drizzle-orm'
import { createTestApp } from '../../../test/harness'
import { shopper } from '../../../test/checkout.fixtures'
import { miniProgramShopper, openIdOf } from '../../../test/payment.fixtures'
import { paidOrder } from '../../../test/after-sale.fixtures'
import { SANDBOX_SUBSCRIBE_TEMPLATES } from '../../platform/config'
import { fieldProblem } from '../../providers/wechat/wechat.sandbox.messages'
import { subscribeAcceptances } from './outreach.tables'

const t = await createTestApp()
afterAll(() => t.close())

interface ReportedAction {
  action_type: string
  user_id: { wechat_openid: string }
  trace: { click_id: string }
  action_param?: { value: number }
}

const sandbox = async (url: string) => (await t.inject({ method: 'GET', url: `/sandbox/wechat${url}` })).json()
const acceptancesOf = (customerId: number) =>
  t.database.db.select().from(subscribeAcceptances).where(eq(subscribeAcceptances.customerId, customerId))

describe('subscribe messages', () => {
  it('lists the template of each event for requestSubscribeMessage', async () => {
    const answer = await t.call(subscribeTemplates)
    expect(answer.status).toBe(200)
    expect(answer.body.templates).toContainEqual({
      event: 'order_paid',
      templateId: SANDBOX_SUBSCRIBE_TEMPLATES.order_paid,
    })
  })

  it('an accepted template allows one message: order paid is sent once, the next payment is told in-site only', async () => {
    const me = await miniProgramShopper(t, 'subscriber')
    const saved = await t.call(saveSubscription, {
      token: me.token,
      body: {
        results: {
          [SANDBOX_SUBSCRIBE_TEMPLATES.order_paid]: 'accept',
          [SANDBOX_SUBSCRIBE_TEMPLATES.order_shipped]: 'reject',
          'unknown-template': 'accept',
        },
      },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.subscriptions).toEqual([{ event: 'order_paid', remaining: 1 }])

    const first = await paidOrder(t, me, [{ spec: { price: 9_900, stock: 5 }, quantity: 1 }])
    await paidOrder(t, me, [{ spec: { price: 5_000, stock: 5 }, quantity: 1 }])
    expect(await t.app.sweeps.subscribeMessages()).toBe(1)
    expect(await t.app.sweeps.subscribeMessages()).toBe(0)

    expect(await acceptancesOf(me.customerId)).toMatchObject([{ event: 'order_paid', remaining: 0 }])
    const openId = await openIdOf(t, me.customerId)
    const delivered = (await sandbox(`/control/subscribe-messages?openid=${openId}`)).list
    expect(delivered).toHaveLength(1)
    expect(delivered[0]).toMatchObject({
      templateId: SANDBOX_SUBSCRIBE_TEMPLATES.order_paid,
      page: `pages/order/detail?orderId=${first.orderId}`,
      data: { character_string1: first.orderNo, amount2: `¥${(first.total / 100).toFixed(2)}` },
    })
  })

  it('a customer of H5 only is told in-site (no openid: the queued message fails, logged)', async () => {
    const me = await shopper(t)
    await t.call(saveSubscription, {
      token: me.token,
      body: { results: { [SANDBOX_SUBSCRIBE_TEMPLATES.order_paid]: 'accept' } },
    })
    await paidOrder(t, me, [{ spec: { price: 1_000, stock: 5 }, quantity: 1 }])
    expect(await t.app.sweeps.subscribeMessages()).toBe(0)
    expect(await openIdOf(t, me.customerId)).toBeNull()
    expect(t.logs.some((line) => line.msg === 'subscribe message not sent')).toBe(true)
  })

  it('the sandbox checks each field as WeChat does', () => {
    expect(fieldProblem('thing1', '一二三四五六七八九十一二三四五六七八九十')).toBeNull()
    expect(fieldProblem('thing1', '一二三四五六七八九十一二三四五六七八九十一')).toMatch('does not fit')
    expect(fieldProblem('amount2', '¥99.00')).toBeNull()
    expect(fieldProblem('amount2', '九十九')).toMatch('does not fit')
    expect(fieldProblem('phrase2', '已通过')).toBeNull()
    expect(fieldProblem('time3', '2026-11-24 12:00')).toBeNull()
    expect(fieldProblem('character_string1', 'L2026 11')).toMatch('does not fit')
  })
})

describe('content security (checkMsg)', () => {
  it.each([
    ['nickname', '澜肌小仙女', 200],
    ['comment', '这里可以赌博哦', 400],
    ['review', '想刷单的私聊', 400],
    ['survey', '很好用，会回购', 200],
  ] as const)('%s %s → %i', async (kind, content, status) => {
    const me = await miniProgramShopper(t, `checker-${kind}`)
    const answer = await t.call(checkMessage, { token: me.token, params: { kind }, body: { content } })
    expect(answer.status).toBe(status)
    if (status === 400)
      expect(answer.body).toMatchObject({ code: 'contentRefused', message: '内容含有违规信息，请修改后重新提交' })
  })

  it('checks an H5 shopper’s text with the call’s first version', async () => {
    const me = await shopper(t)
    const refused = await t.call(checkMessage, {
      token: me.token,
      params: { kind: 'gift' },
      body: { content: '代开发票' },
    })
    expect(refused.body.code).toBe('contentRefused')
    const passed = await t.call(checkMessage, {
      token: me.token,
      params: { kind: 'gift' },
      body: { content: '生日快乐' },
    })
    expect(passed.status).toBe(200)
  })

  it('a refused nickname is not stored', async () => {
    const me = await miniProgramShopper(t, 'nick')
    const refused = await t.call(updateBasicInfo, { token: me.token, body: { nickName: '违禁词先生' } })
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('contentRefused')
  })
})

describe('ad conversions (ocpa)', () => {
  it('a new account from an ad reports its registration, first order and payment once each; a failure is swallowed', async () => {
    const me = await miniProgramShopper(t, 'from-ad')
    expect((await t.call(addUserActions, { token: me.token, body: { clickId: 'wx0ad-click-1' } })).status).toBe(200)
    await t.call(addUserActions, { token: me.token, body: { clickId: 'wx0ad-click-2' } })
    const first = await paidOrder(t, me, [{ spec: { price: 2_000, stock: 5 }, quantity: 1 }])
    await paidOrder(t, me, [{ spec: { price: 3_000, stock: 5 }, quantity: 1 }])
    await t.inject({ method: 'POST', url: '/sandbox/wechat/control/ads-outage', payload: { calls: 1 } })
    expect(await t.app.sweeps.adConversions()).toBe(3)
    const openId = await openIdOf(t, me.customerId)
    const mine = ((await sandbox('/control/user-actions')).list as ReportedAction[]).filter(
      (action) => action.user_id.wechat_openid === openId,
    )
    // The outage took the registration (reported first): swallowed, marked failed; the rest arrived once each.
    expect(mine.map((action) => action.action_type).sort()).toEqual(['COMPLETE_ORDER', 'PURCHASE', 'PURCHASE'])
    expect(mine.every((action) => action.trace.click_id === 'wx0ad-click-1')).toBe(true)
    expect(mine.find((action) => action.action_type === 'COMPLETE_ORDER')?.action_param?.value).toBe(first.total)
    expect(t.logs.some((line) => line.msg === 'ad conversion not reported')).toBe(true)
  })

  it('a customer who came from no ad reports nothing', async () => {
    const me = await miniProgramShopper(t, 'organic')
    await paidOrder(t, me, [{ spec: { price: 2_000, stock: 5 }, quantity: 1 }])
    expect(await t.app.sweeps.adConversions()).toBe(0)
  })
})

describe('messages inbox still gets every move', () => {
  it('a paid order writes no in-site message of its own', async () => {
    const me = await shopper(t)
    await paidOrder(t, me, [{ spec: { price: 1_000, stock: 5 }, quantity: 1 }])
    expect((await t.call(messageList, { token: me.token })).body.content).toEqual([])
  })
})
