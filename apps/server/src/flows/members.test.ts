import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import {
  merchantAdjustPoints,
  merchantMemberCoupons,
  merchantMemberDetail,
  merchantMemberLevels,
  merchantMemberMessages,
  merchantMemberPoints,
  merchantMembers,
  merchantSendMessage,
  pointsBalance,
  pointsRecords as pointsRecordsCall,
} from '@shop/contracts'
import {
  auditOf,
  balanceOf as balanceIn,
  ledgerOf as ledgerIn,
  makeMember,
  setNickName,
} from '../../test/members.fixtures'
import { merchantToken, paidOrder } from '../../test/after-sale.fixtures'
import { shopper } from '../../test/checkout.fixtures'
import { createTestApp, randomMobile } from '../../test/harness'

const t = await createTestApp()
afterAll(() => t.close())
const merchant = await merchantToken(t)

const adjust = (customerId: number, body: object, token = merchant) =>
  t.call(merchantAdjustPoints, { token, params: { customerId }, body })
const adjustment = (delta: number, reason = '客服补偿') => ({ requestId: randomUUID(), delta, reason })
const balanceOf = (customerId: number) => balanceIn(t, customerId)
const ledgerOf = (customerId: number) => ledgerIn(t, customerId)

describe('merchant/members', () => {
  it('finds a customer by mobile (whole or part), nickname or id, newest first by default', async () => {
    const mobile = randomMobile()
    const session = await t.loginCustomer(mobile)
    await setNickName(t, session.customerId, '澜澜测试')
    const byMobile = await t.call(merchantMembers, { token: merchant, query: { keyword: mobile } })
    expect(byMobile.status).toBe(200)
    expect(byMobile.body.content).toEqual([
      expect.objectContaining({
        customerId: session.customerId,
        mobile,
        nickName: '澜澜测试',
        points: 0,
        isMember: false,
      }),
    ])
    const byPart = await t.call(merchantMembers, { token: merchant, query: { keyword: mobile.slice(-6) } })
    expect(byPart.body.content.map((row) => row.customerId)).toContain(session.customerId)
    const byName = await t.call(merchantMembers, { token: merchant, query: { keyword: '澜澜测' } })
    expect(byName.body.content.map((row) => row.customerId)).toEqual([session.customerId])
    const byId = await t.call(merchantMembers, { token: merchant, query: { keyword: String(session.customerId) } })
    expect(byId.body.content.map((row) => row.customerId)).toContain(session.customerId)
    const nobody = await t.call(merchantMembers, { token: merchant, query: { keyword: '没有这个人' } })
    expect(nobody.body).toMatchObject({ content: [], totalElements: 0, totalPages: 0 })
  })

  it('pages and sorts on the server, filters by membership and level', async () => {
    const ids: number[] = []
    for (let i = 0; i < 3; i++) ids.push((await t.loginCustomer()).customerId)
    await makeMember(t, ids[0]!, '金卡会员')
    const page = await t.call(merchantMembers, { token: merchant, query: { size: '2', sort: 'customerId,desc' } })
    expect(page.body.content.map((row) => row.customerId)).toEqual([ids[2], ids[1]])
    expect(page.body.totalElements).toBeGreaterThanOrEqual(3)
    const ascending = await t.call(merchantMembers, { token: merchant, query: { sort: 'customerId,asc' } })
    const seen = ascending.body.content.map((row) => row.customerId)
    expect(seen).toEqual(seen.toSorted((a, b) => a - b))
    const gold = await t.call(merchantMembers, { token: merchant, query: { level: '金卡会员' } })
    expect(gold.body.content).toEqual([
      expect.objectContaining({ customerId: ids[0], isMember: true, level: '金卡会员' }),
    ])
    const notMembers = await t.call(merchantMembers, { token: merchant, query: { isMember: 'false', size: '1000' } })
    expect(notMembers.body.content.map((row) => row.customerId)).not.toContain(ids[0])
    expect((await t.call(merchantMemberLevels, { token: merchant })).body).toContain('金卡会员')
  })

  it('refuses bad filters with Chinese messages, and needs a staff token', async () => {
    const bad = await t.call(merchantMembers, { token: merchant, query: { sort: 'mobile,asc' } })
    expect(bad).toMatchObject({ status: 400, body: { code: 'validationFailed' } })
    expect(JSON.stringify(bad.body.details)).toContain('排序方式不正确')
    const badDate = await t.call(merchantMembers, { token: merchant, query: { from: '昨天' } })
    expect(JSON.stringify(badDate.body.details)).toContain('开始时间格式不正确')
    expect((await t.call(merchantMembers, {})).status).toBe(401)
    const customer = await t.loginCustomer()
    expect((await t.call(merchantMembers, { token: customer.jwtString })).status).toBe(401)
  })
})

describe('merchant/members/:customerId', () => {
  it('shows the profile, points, order totals and latest orders, coupons and messages', async () => {
    const who = await shopper(t)
    const order = await paidOrder(t, who, [{ spec: { price: 12_300, stock: 5 }, quantity: 1 }])
    await adjust(who.customerId, adjustment(50))
    await t.call(merchantSendMessage, {
      token: merchant,
      body: { customerId: who.customerId, title: '您好', content: '欢迎' },
    })
    const detail = await t.call(merchantMemberDetail, { token: merchant, params: { customerId: who.customerId } })
    expect(detail.status).toBe(200)
    expect(detail.body).toMatchObject({
      customerId: who.customerId,
      points: 50,
      orders: { placed: 1, paid: 1, paidAmount: order.total },
      recentOrders: [{ orderId: order.orderId, orderNo: order.orderNo, statusLabel: '待发货', goodsNum: 1 }],
      unreadMessages: 1,
    })
    const coupons = await t.call(merchantMemberCoupons, {
      token: merchant,
      query: { customerId: String(who.customerId) },
    })
    expect(coupons).toMatchObject({ status: 200, body: { content: [], totalElements: 0 } })
    const messages = await t.call(merchantMemberMessages, {
      token: merchant,
      query: { customerId: String(who.customerId) },
    })
    expect(messages.body.content).toEqual([expect.objectContaining({ title: '您好', read: false })])
  })

  it('answers 会员不存在 for an id that is no one’s', async () => {
    const nobody = { code: 'memberNotFound', message: '会员不存在' }
    const detail = await t.call(merchantMemberDetail, { token: merchant, params: { customerId: 99_999_999 } })
    expect(detail).toMatchObject({ status: 404, body: nobody })
    for (const def of [merchantMemberCoupons, merchantMemberMessages, merchantMemberPoints]) {
      const answer = await t.call(def, { token: merchant, query: { customerId: '99999999' } })
      expect(answer, def.path).toMatchObject({ status: 404, body: nobody })
      expect((await t.call(def, { token: merchant, query: {} })).status, def.path).toBe(400)
    }
    expect((await adjust(99_999_999, adjustment(5))).body).toMatchObject({ code: 'memberNotFound' })
    expect((await t.call(merchantMemberDetail, { token: merchant, params: { customerId: 'x' } })).status).toBe(400)
  })
})

describe('merchant/members/:customerId/points', () => {
  it('adds and takes points with a reason: a ledger row each, the balance follows, the shopper sees it', async () => {
    const session = await t.loginCustomer()
    const id = session.customerId
    const added = await adjust(id, adjustment(300, '活动奖励'))
    expect(added).toMatchObject({
      status: 200,
      body: {
        applied: true,
        balance: 300,
        record: { delta: 300, balanceAfter: 300, reason: 'adjust', remark: '活动奖励' },
      },
    })
    const taken = await adjust(id, adjustment(-120, '误发扣回'))
    expect(taken.body).toMatchObject({ applied: true, balance: 180 })
    const ledger = await t.call(merchantMemberPoints, { token: merchant, query: { customerId: String(id) } })
    expect(ledger.body).toMatchObject({ balance: 180, totalElements: 2 })
    expect(ledger.body.content.map((row) => [row.delta, row.remark])).toEqual([
      [-120, '误发扣回'],
      [300, '活动奖励'],
    ])
    expect((await t.call(pointsBalance, { token: session.jwtString })).body.balance).toBe(180)
    const audited = await auditOf(t, 'customer', String(id))
    expect(audited.map((row) => [row.action, row.targetType, row.before, row.summary])).toEqual([
      ['members.points', 'customer', { balance: 0 }, `增加会员 ${id} 积分 300（活动奖励），余额 0 → 300`],
      ['members.points', 'customer', { balance: 300 }, `扣减会员 ${id} 积分 120（误发扣回），余额 300 → 180`],
    ])
    expect((await t.call(pointsRecordsCall, { token: session.jwtString })).body.totalElements).toBe(2)
  })

  it('never goes below zero: 积分不足, nothing written', async () => {
    const { customerId } = await t.loginCustomer()
    await adjust(customerId, adjustment(10))
    const refused = await adjust(customerId, adjustment(-11))
    expect(refused).toMatchObject({ status: 409, body: { code: 'pointsInsufficient', message: '积分不足' } })
    expect(await balanceOf(customerId)).toBe(10)
    expect(await ledgerOf(customerId)).toHaveLength(1)
  })

  it('writes one row per request id: a retried request answers the same row and changes nothing', async () => {
    const { customerId } = await t.loginCustomer()
    const body = adjustment(40)
    const first = await adjust(customerId, body)
    const again = await adjust(customerId, body)
    expect(again.body).toMatchObject({ applied: false, balance: 40, record: first.body.record })
    expect(await ledgerOf(customerId)).toHaveLength(1)
    expect(await auditOf(t, 'customer', String(customerId))).toHaveLength(1)
  })

  it('is refused to a role without members.points (customer service), which may still read the ledger', async () => {
    const { customerId } = await t.loginCustomer()
    const service = await t.loginConsole('customer_service')
    expect(await adjust(customerId, adjustment(5), service)).toMatchObject({
      status: 403,
      body: { code: 'forbidden', message: '您没有操作权限哦' },
    })
    expect(
      (await t.call(merchantMemberPoints, { token: service, query: { customerId: String(customerId) } })).status,
    ).toBe(200)
    expect(await ledgerOf(customerId)).toHaveLength(0)
  })

  it('refuses bad adjustments with Chinese messages', async () => {
    const { customerId } = await t.loginCustomer()
    const cases: [object, string][] = [
      [{ ...adjustment(0) }, '调整积分不能为0'],
      [{ ...adjustment(1.5) }, '积分须为整数'],
      [{ ...adjustment(2_000_000) }, '一次最多增加1000000积分'],
      [{ ...adjustment(5, '  ') }, '请填写调整原因'],
      [{ ...adjustment(5), requestId: 'x' }, '请求编号不正确'],
      [{ requestId: randomUUID(), reason: '补偿' }, '请填写调整积分'],
    ]
    for (const [body, message] of cases) {
      const answer = await adjust(customerId, body)
      expect(answer.status, message).toBe(400)
      expect(JSON.stringify(answer.body.details), message).toContain(message)
    }
    expect((await adjust(customerId, { ...adjustment(5), extra: 1 })).status).toBe(400)
    expect(await ledgerOf(customerId)).toHaveLength(0)
  })

  it('holds under a race: many takes at once never overdraw, a repeated request id applies once', async () => {
    const { customerId } = await t.loginCustomer()
    await adjust(customerId, adjustment(100))
    const takes = await Promise.all(Array.from({ length: 8 }, () => adjust(customerId, adjustment(-30))))
    expect(takes.filter((answer) => answer.status === 200)).toHaveLength(3)
    expect(takes.filter((answer) => answer.body.code === 'pointsInsufficient')).toHaveLength(5)
    expect(await balanceOf(customerId)).toBe(10)

    const same = adjustment(25)
    const repeated = await Promise.all(Array.from({ length: 6 }, () => adjust(customerId, same)))
    expect(repeated.every((answer) => answer.status === 200)).toBe(true)
    expect(repeated.filter((answer) => answer.body.applied)).toHaveLength(1)
    expect(await balanceOf(customerId)).toBe(35)
    const ledger = await ledgerOf(customerId)
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(35)
    expect(ledger).toHaveLength(5)
  })
})
