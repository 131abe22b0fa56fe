/**
 * The console's coupon calls through `app.inject`: templates (list with usage counts, create, edit), issuing to
 * members once per issue key, with the races on the template's total and on a retried key.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  customerCoupons,
  merchantCouponTemplateDetail,
  merchantCouponTemplates,
  merchantCreateCouponTemplate,
  merchantIssueCoupons,
  merchantAuditLog,
  merchantUpdateCouponTemplate,
  type MerchantCouponTemplate,
} from '@shop/contracts'
import { createTestApp } from '../../../test/harness'
import { makeSkus, shoppers } from '../../../test/checkout.fixtures'
import { customerCoupons as couponRows } from './coupons.tables'
import { customers } from '../customers/customers.tables'

const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } })
afterAll(() => t.close())
const token = await t.loginConsole('operations')
const owner = await t.loginConsole('owner')
const DAY = 86_400_000

let made = 0
const fullReduction = (terms: object = {}) => ({
  code: `T-${++made}-${Date.now() % 100000}`,
  title: '满100减10',
  promotionType: 1,
  promotionValue: 1000,
  threshold: 10000,
  validDays: 7,
  ...terms,
})

const create = (body: object) => t.call(merchantCreateCouponTemplate, { token, body })
const created = async (body: object): Promise<MerchantCouponTemplate> => {
  const answer = await create(body)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}
const update = (templateId: number, body: object) =>
  t.call(merchantUpdateCouponTemplate, { token, params: { templateId }, body })
const issue = (templateId: number, body: object) =>
  t.call(merchantIssueCoupons, { token, params: { templateId }, body: { issueKey: randomUUID(), ...body } })
const detail = async (templateId: number) =>
  (await t.call(merchantCouponTemplateDetail, { token, params: { templateId } })).body

/** The problems a refused call lists, as `path: message`. */
const problems = (body: { details?: unknown }) =>
  (body.details as { path: string; message: string }[]).map((d) => `${d.path}: ${d.message}`)

describe('the template list', () => {
  it('pages the demo templates with their usage counts, filters by type, keyword and status, and sorts', async () => {
    const all = await t.call(merchantCouponTemplates, { token, query: { size: '2' } })
    expect(all.status).toBe(200)
    expect(all.body.content).toHaveLength(2)
    expect(all.body.totalElements).toBeGreaterThanOrEqual(6)
    const discount = await t.call(merchantCouponTemplates, { token, query: { promotionType: '2' } })
    expect(discount.body.content.map((c) => c.title)).toContain('满300享8.5折')
    expect(discount.body.content.every((c) => c.promotionType === 2 && c.tag === '满折券')).toBe(true)
    const byCode = await t.call(merchantCouponTemplates, { token, query: { keyword: 'shop-199' } })
    expect(byCode.body.content).toMatchObject([
      { code: 'SHOP-199-30', status: 'running', statusLabel: '发放中', issuedCount: 0, usedCount: 0 },
    ])
    const oldestFirst = await t.call(merchantCouponTemplates, { token, query: { sort: 'createdAt,asc', size: '1' } })
    expect(oldestFirst.body.content[0]!.code).toBe('SHOP-199-30')
    const none = await t.call(merchantCouponTemplates, { token, query: { keyword: '不存在的券' } })
    expect(none.body).toMatchObject({ content: [], totalElements: 0, totalPages: 0 })
  })

  it('refuses bad filters in Chinese, and callers who are not merchants', async () => {
    const bad = await t.call(merchantCouponTemplates, { token, query: { promotionType: '5' } })
    expect(bad.status).toBe(400)
    const shopper = (await t.loginCustomer()).jwtString
    expect((await t.call(merchantCouponTemplates, { token: shopper })).status).toBe(401)
    expect((await t.call(merchantCouponTemplates, { token: await t.loginConsole('warehouse') })).body).toMatchObject({
      code: 'forbidden',
      message: '您没有操作权限哦',
    })
  })

  it('lets customer service issue coupons but not make or change templates', async () => {
    const service = await t.loginConsole('customer_service')
    expect((await t.call(merchantCouponTemplates, { token: service })).status).toBe(200)
    expect((await t.call(merchantCreateCouponTemplate, { token: service, body: fullReduction() })).status).toBe(403)
    const template = await created(fullReduction())
    const [member] = await shoppers(t, 1)
    const issued = await t.call(merchantIssueCoupons, {
      token: service,
      params: { templateId: template.templateId },
      body: { issueKey: randomUUID(), customerIds: [member!.customerId] },
    })
    expect(issued.body).toMatchObject({ issued: 1 })
  })
})

describe('creating a template', () => {
  it('creates each of the four types', async () => {
    const [sku] = await makeSkus(t, [{ price: 5_000, stock: 10 }])
    expect(await created(fullReduction())).toMatchObject({
      tag: '满减券',
      displayValue: '10',
      condition: '满100元可用',
      status: 'running',
      termsLocked: false,
    })
    const now = t.clock.now().getTime()
    expect(
      await created(
        fullReduction({
          promotionType: 2,
          promotionValue: 0.85,
          validDays: null,
          validFrom: new Date(now + DAY).toISOString(),
          validTo: new Date(now + 30 * DAY).toISOString(),
        }),
      ),
    ).toMatchObject({ tag: '满折券', displayValue: '8.5', status: 'upcoming', statusLabel: '未开始' })
    const gift = await created(
      fullReduction({ promotionType: 3, promotionValue: 0, gifts: [{ skuId: sku, quantity: 1, costPrice: 800 }] }),
    )
    expect(gift.gifts).toEqual([
      {
        skuId: sku,
        goodsId: expect.any(Number),
        name: expect.stringMatching(/^测试商品/),
        quantity: 1,
        costPrice: 800,
      },
    ])
    expect(
      await created(fullReduction({ promotionType: 4, promotionValue: 0, goodsIds: [gift.gifts[0]!.goodsId] })),
    ).toMatchObject({
      tag: '礼品券',
    })
  })

  it('puts each problem on its field, in Chinese', async () => {
    const cases: [object, string][] = [
      [{ promotionValue: 0 }, 'body.promotionValue: 满减券请填写减免金额（至少0.01元）'],
      [
        { promotionType: 2, promotionValue: 1.2 },
        'body.promotionValue: 满折券请填写0到1之间的折扣率（如0.85为8.5折），最多4位小数',
      ],
      [{ promotionType: 3, promotionValue: 0 }, 'body.gifts: 赠品券请至少设置一种赠品'],
      [{ promotionType: 4, promotionValue: 0 }, 'body.goodsIds: 礼品券请选择适用商品'],
      [{ validDays: null }, 'body.validDays: 请设置有效期'],
      [{ validFrom: '2026-12-01T00:00:00+08:00' }, 'body.validDays: 固定有效期与领取后天数只能选一种'],
      [
        { validDays: null, validFrom: '2026-12-02T00:00:00+08:00', validTo: '2026-12-01T00:00:00+08:00' },
        'body.validTo: 结束时间须晚于开始时间',
      ],
      [{ title: '' }, 'body.title: 请填写优惠券名称'],
      [{ code: '中文' }, 'body.code: 编码为2-32位字母、数字或 -'],
      [{ perCustomerLimit: 0 }, 'body.perCustomerLimit: 每人限领至少1张'],
    ]
    for (const [terms, problem] of cases) {
      const answer = await create(fullReduction(terms))
      expect(answer.status, JSON.stringify(terms)).toBe(400)
      expect(problems(answer.body)).toContain(problem)
    }
  })

  it('refuses a code already taken, and a gift SKU the catalogue does not have', async () => {
    const first = await created(fullReduction())
    expect((await create(fullReduction({ code: first.code.toLowerCase() }))).body).toMatchObject({
      code: 'couponCodeTaken',
      message: '优惠券编码已存在',
    })
    const noSku = await create(
      fullReduction({ promotionType: 3, promotionValue: 0, gifts: [{ skuId: 99_999_999, quantity: 1, costPrice: 0 }] }),
    )
    expect(noSku.status).toBe(404)
    expect(problems(noSku.body)).toEqual(['body.gifts.0.skuId: 商品规格不存在或已下架'])
  })
})

describe('editing a template', () => {
  it('changes the terms while no coupon is out, then only what coupons do not read', async () => {
    const template = await created(fullReduction())
    const edited = await update(template.templateId, { promotionValue: 1500, title: '满100减15' })
    expect(edited.body).toMatchObject({ promotionValue: 1500, displayValue: '15', title: '满100减15' })
    const [member] = await shoppers(t, 1)
    expect((await issue(template.templateId, { customerIds: [member!.customerId] })).status).toBe(200)
    const locked = await update(template.templateId, { promotionValue: 2000 })
    expect(locked.status).toBe(409)
    expect(locked.body).toMatchObject({ code: 'couponTermsLocked', message: '已有优惠券发出，优惠内容不能再修改' })
    const renamed = await update(template.templateId, { title: '会员专享满100减15', totalQuantity: 10, validDays: 30 })
    expect(renamed.body).toMatchObject({
      title: '会员专享满100减15',
      totalQuantity: 10,
      termsLocked: true,
      validDays: 30,
    })
    expect((await update(template.templateId, { totalQuantity: 0 })).status).toBe(400)
    const below = await update(template.templateId, { totalQuantity: 1, perCustomerLimit: 1 })
    expect(below.status).toBe(200)
    const stopped = await update(template.templateId, { active: false })
    expect(stopped.body).toMatchObject({ status: 'stopped', statusLabel: '已停止' })
    expect((await issue(template.templateId, { customerIds: [member!.customerId] })).body).toMatchObject({
      code: 'couponNotIssuable',
    })
    const log = await t.call(merchantAuditLog, {
      token: owner,
      query: { targetType: 'coupon_template', targetId: String(template.templateId) },
    })
    expect(log.body.content.map((e) => [e.action, e.summary])).toEqual([
      ['coupons.edit', '停止发放优惠券「会员专享满100减15」'],
      ['coupons.edit', '修改优惠券「会员专享满100减15」'],
      ['coupons.edit', '修改优惠券「会员专享满100减15」'],
      ['coupons.issue', '向1位会员发放优惠券「满100减15」'],
      ['coupons.edit', '修改优惠券「满100减15」'],
      ['coupons.edit', '新建优惠券「满100减10」（满减券）'],
    ])
    expect(log.body.content[4]).toMatchObject({ before: { promotionValue: 1000 }, after: { promotionValue: 1500 } })
  })

  it('checks the edited terms as a whole, and refuses a total below what is out', async () => {
    const template = await created(fullReduction({ totalQuantity: 5 }))
    const asDiscount = await update(template.templateId, { promotionType: 2 })
    expect(asDiscount.status).toBe(400)
    expect(problems(asDiscount.body)).toEqual([
      'body.promotionValue: 满折券请填写0到1之间的折扣率（如0.85为8.5折），最多4位小数',
    ])
    const members = await shoppers(t, 3)
    await issue(template.templateId, { customerIds: members.map((m) => m.customerId) })
    const below = await update(template.templateId, { totalQuantity: 2 })
    expect(below.body).toMatchObject({ code: 'couponQuantityBelowIssued' })
    expect(problems(below.body)).toEqual(['body.totalQuantity: 已发放3张，发放总量不能少于此数'])
    expect((await update(999_999, { title: '无' })).status).toBe(404)
  })
})

describe('issuing coupons', () => {
  it('gives one coupon to each member named by id or mobile, lists who was not found, and counts usage', async () => {
    const template = await created(fullReduction())
    const [byId, byMobile] = await shoppers(t, 2)
    const [{ mobile }] = (await t.database.db
      .select({ mobile: customers.mobile })
      .from(customers)
      .where(eq(customers.id, byMobile!.customerId))) as [{ mobile: string }]
    const answer = await issue(template.templateId, {
      customerIds: [byId!.customerId, byId!.customerId, 99_999_999],
      mobiles: [mobile, '13900000000'],
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body).toMatchObject({ issued: 2, replayed: false, notFound: ['99999999', '13900000000'] })
    expect(answer.body.template).toMatchObject({ issuedCount: 2, usableCount: 2, usedCount: 0, expiredCount: 0 })
    const wallet = await t.call(customerCoupons, { token: byMobile!.token, query: { status: 'usable' } })
    expect(wallet.body.content.map((c) => c.templateId)).toEqual([template.templateId])

    // One used by an order, the other left to expire.
    await t.database.db
      .update(couponRows)
      .set({ status: 'used', orderId: 'O-TEST', usedAt: t.clock.now() })
      .where(eq(couponRows.customerId, byId!.customerId))
    await t.database.db
      .update(couponRows)
      .set({ validFrom: new Date(t.clock.now().getTime() - 2 * DAY), validTo: new Date(t.clock.now().getTime() - DAY) })
      .where(eq(couponRows.customerId, byMobile!.customerId))
    expect(await detail(template.templateId)).toMatchObject({
      issuedCount: 2,
      usedCount: 1,
      expiredCount: 1,
      usableCount: 0,
    })
  })

  it('answers a retried key with what it gave, giving nothing twice; a key is one issue', async () => {
    const template = await created(fullReduction())
    const other = await created(fullReduction())
    const members = await shoppers(t, 3)
    const body = { issueKey: randomUUID(), customerIds: members.map((m) => m.customerId) }
    const first = await t.call(merchantIssueCoupons, { token, params: { templateId: template.templateId }, body })
    const again = await t.call(merchantIssueCoupons, { token, params: { templateId: template.templateId }, body })
    expect(first.body).toMatchObject({ issued: 3, replayed: false })
    expect(again.body).toMatchObject({ issued: 3, replayed: true, template: { issuedCount: 3 } })
    const elsewhere = await t.call(merchantIssueCoupons, { token, params: { templateId: other.templateId }, body })
    expect(elsewhere.body).toMatchObject({ code: 'couponIssueKeyTaken' })
    const log = await t.call(merchantAuditLog, {
      token: owner,
      query: { action: 'coupons.issue', targetId: String(template.templateId) },
    })
    expect(log.body.content).toHaveLength(1)
    expect(log.body.content[0]!.after).toMatchObject({ issuedCount: 3, issueKey: body.issueKey })
  })

  it('gives all or nothing within the template total', async () => {
    const template = await created(fullReduction({ totalQuantity: 2 }))
    const members = await shoppers(t, 3)
    const over = await issue(template.templateId, { customerIds: members.map((m) => m.customerId) })
    expect(over.status).toBe(409)
    expect(over.body).toMatchObject({ code: 'couponStockShort', message: '优惠券剩余数量不足，还可发放2张' })
    expect(await detail(template.templateId)).toMatchObject({ issuedCount: 0 })
  })

  it('refuses bad bodies in Chinese', async () => {
    const template = await created(fullReduction())
    const cases: [object, string][] = [
      [{ customerIds: [], mobiles: [] }, 'body.mobiles: 请填写发放对象'],
      [{ mobiles: ['123'] }, 'body.mobiles.0: 请输入正确的手机号'],
      [{ issueKey: 'x', customerIds: [1] }, 'body.issueKey: 发放编号不正确'],
      [{ customerIds: Array.from({ length: 1001 }, (_, i) => i + 1) }, 'body.customerIds: 一次最多发放1000人'],
    ]
    for (const [body, problem] of cases) {
      const answer = await issue(template.templateId, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(problems(answer.body)).toContain(problem)
    }
    expect((await issue(999_999, { customerIds: [1] })).status).toBe(404)
  })
})

describe('races', () => {
  it('one key sent many times at once issues once', async () => {
    const template = await created(fullReduction())
    const members = await shoppers(t, 5)
    const body = { issueKey: randomUUID(), customerIds: members.map((m) => m.customerId) }
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.call(merchantIssueCoupons, { token, params: { templateId: template.templateId }, body }),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200))
    expect(answers.filter((a) => !a.body.replayed)).toHaveLength(1)
    expect(await detail(template.templateId)).toMatchObject({ issuedCount: 5, usableCount: 5 })
    const rows = await t.database.db.select().from(couponRows).where(eq(couponRows.templateId, template.templateId))
    expect(rows).toHaveLength(5)
  })

  it('issues with different keys at once never pass the total', async () => {
    const template = await created(fullReduction({ totalQuantity: 4 }))
    const members = await shoppers(t, 10)
    const answers = await Promise.all(members.map((m) => issue(template.templateId, { customerIds: [m.customerId] })))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(4)
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.code)).toEqual(Array(6).fill('couponStockShort'))
    const rows = await t.database.db.select().from(couponRows).where(eq(couponRows.templateId, template.templateId))
    expect(rows).toHaveLength(4)
    expect(await detail(template.templateId)).toMatchObject({ issuedCount: 4 })
  })
})
