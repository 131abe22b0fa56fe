/**
 * The console's promotion calls through `app.inject`: the registry's kinds as JSON Schema (the same codes as the
 * pricing engine's), promotions created from typed args that the cart then prices with, edits and ends, and
 * promotion codes with their usage limit.
 */
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  PROMOTION_KINDS,
  cartAppend,
  goodsPromotions,
  merchantAuditLog,
  merchantCreatePromotion,
  merchantCreatePromotionCode,
  merchantEndPromotion,
  merchantPromotionCodes,
  merchantPromotionDetail,
  merchantPromotionKinds,
  merchantPromotions,
  merchantUpdatePromotion,
  merchantUpdatePromotionCode,
  type MerchantPromotion,
} from '@shop/contracts'
import { PROMOTION_RULES } from '@shop/domain'
import { createTestApp } from '../../../test/harness'
import { goodsIdOf, locate, makeSkus, shopper } from '../../../test/checkout.fixtures'
import { promotionCodes, promotions } from './cart.tables'

const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } })
afterAll(() => t.close())
const token = await t.loginConsole('operations')
const owner = await t.loginConsole('owner')
const HOUR = 3_600_000
const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString()

const problems = (body: { details?: unknown }) =>
  (body.details as { path: string; message: string }[]).map((d) => `${d.path}: ${d.message}`)

const reduction = (args: object = { tiers: [{ threshold: 10_000, reduction: 1_500 }] }, extra: object = {}) => ({
  code: 'threshold_reduction',
  name: '测试满100减15',
  args,
  startAt: at(-HOUR),
  endAt: at(24 * HOUR),
  ...extra,
})
const create = (body: object) => t.call(merchantCreatePromotion, { token, body })
const created = async (body: object): Promise<MerchantPromotion> => {
  const answer = await create(body)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}

describe('the promotion kinds', () => {
  it('are the pricing engine’s registry, each with its args as JSON Schema', async () => {
    const kinds = await t.call(merchantPromotionKinds, { token })
    expect(kinds.status).toBe(200)
    expect(kinds.body.map((k) => k.code).toSorted()).toEqual(Object.keys(PROMOTION_RULES).toSorted())
    expect(Object.keys(PROMOTION_KINDS).toSorted()).toEqual(Object.keys(PROMOTION_RULES).toSorted())
    const byCode = new Map(kinds.body.map((k) => [k.code, k]))
    expect(byCode.get('threshold_reduction')).toMatchObject({
      name: '满减',
      takesLines: true,
      argsSchema: {
        type: 'object',
        required: ['tiers'],
        properties: {
          tiers: {
            type: 'array',
            title: '满减档位',
            items: { properties: { threshold: { type: 'integer', title: '满（元）', unit: 'fen' } } },
          },
          repeatable: { type: 'boolean', title: '每满叠加' },
        },
      },
    })
    expect(byCode.get('free_gift')!.argsSchema).toMatchObject({
      properties: { gifts: { items: { properties: { skuId: { ref: 'sku' } } } } },
    })
  })
})

describe('promotions', () => {
  it('creates one from typed args; the cart prices with it at once; it edits and ends', async () => {
    const [sku] = await makeSkus(t, [{ price: 12_000, stock: 50 }])
    const who = await shopper(t)
    await t.call(cartAppend, { token: who.token, body: { skuId: sku, quantity: 1 } })
    const promotion = await created(reduction(undefined, { scope: { goodsIds: [], skuIds: [sku] } }))
    expect(promotion).toMatchObject({ kindName: '满减', status: 'running', statusLabel: '进行中' })
    const priced = await locate(t, who)
    expect(priced.promotions.find((p) => p.id === promotion.promotionId)).toMatchObject({
      applied: true,
      discountAmount: 1_500,
    })

    const edited = await t.call(merchantUpdatePromotion, {
      token,
      params: { promotionId: promotion.promotionId },
      body: reduction(
        { tiers: [{ threshold: 10_000, reduction: 2_000 }], repeatable: true },
        {
          scope: { goodsIds: [], skuIds: [sku] },
        },
      ),
    })
    expect(edited.body.args).toEqual({ tiers: [{ threshold: 10_000, reduction: 2_000 }], repeatable: true })
    expect((await locate(t, who)).promotions.find((p) => p.id === promotion.promotionId)?.discountAmount).toBe(2_000)

    const ended = await t.call(merchantEndPromotion, { token, params: { promotionId: promotion.promotionId } })
    expect(ended.body).toMatchObject({ status: 'ended', statusLabel: '已结束', endAt: t.clock.now().toISOString() })
    expect((await locate(t, who)).promotions.map((p) => p.id)).not.toContain(promotion.promotionId)
    const again = await t.call(merchantEndPromotion, { token, params: { promotionId: promotion.promotionId } })
    expect(again.body).toMatchObject({ code: 'promotionEnded', message: '活动已结束，不能修改' })
    const log = await t.call(merchantAuditLog, {
      token: owner,
      query: { targetType: 'promotion', targetId: String(promotion.promotionId) },
    })
    expect(log.body.content.map((e) => e.summary)).toEqual([
      '结束促销「测试满100减15」',
      '修改促销「测试满100减15」',
      '新建促销「测试满100减15」（满减）',
    ])
  })

  it('is refused to roles without coupons.edit', async () => {
    const service = await t.loginConsole('customer_service')
    expect((await t.call(merchantPromotionKinds, { token: service })).status).toBe(200)
    expect(await create({ ...reduction() })).toMatchObject({ status: 200 })
    expect((await t.call(merchantCreatePromotion, { token: service, body: reduction() })).body).toMatchObject({
      code: 'forbidden',
    })
  })

  it('stops one not started; keeps its kind', async () => {
    const later = await created(reduction(undefined, { startAt: at(HOUR), endAt: at(2 * HOUR) }))
    expect(later.status).toBe('upcoming')
    const asDiscount = await t.call(merchantUpdatePromotion, {
      token,
      params: { promotionId: later.promotionId },
      body: { ...reduction(), code: 'discount', args: { tiers: [{ threshold: 0, rate: 0.9 }] } },
    })
    expect(asDiscount.body).toMatchObject({ code: 'promotionKindFixed' })
    const stopped = await t.call(merchantEndPromotion, { token, params: { promotionId: later.promotionId } })
    expect(stopped.body).toMatchObject({ status: 'stopped', statusLabel: '已停止', active: false })
  })

  it('names gift SKUs from the catalogue and keeps the engine’s args; gives them back as typed', async () => {
    const [gift] = await makeSkus(t, [{ price: 1_000, stock: 5 }])
    const promotion = await created({
      code: 'free_gift',
      name: '满199赠小样',
      args: { threshold: 19_900, gifts: [{ skuId: gift, quantity: 1, costPrice: 300 }] },
      startAt: at(-HOUR),
      endAt: at(HOUR),
    })
    expect(promotion.args).toEqual({ threshold: 19_900, gifts: [{ skuId: gift, quantity: 1, costPrice: 300 }] })
    const [row] = await t.database.db.select().from(promotions).where(eq(promotions.id, promotion.promotionId))
    expect(row!.args).toEqual({
      threshold: 19_900,
      gifts: [
        {
          skuId: String(gift),
          goodsId: expect.any(String),
          name: expect.stringMatching(/^测试商品/),
          quantity: 1,
          costPrice: 300,
        },
      ],
    })
    expect(PROMOTION_RULES.free_gift!.argsSchema(row!.args)).toBe(true)
  })

  it('accepts a sample of every kind, each passing its rule', async () => {
    const [sku] = await makeSkus(t, [{ price: 1_000, stock: 5 }])
    const gifts = [{ skuId: sku, quantity: 1, costPrice: 100 }]
    const items = [{ skuId: sku, swapPrice: 100, maxQuantity: 1 }]
    const samples: Record<string, object> = {
      threshold_reduction: { tiers: [{ threshold: 100, reduction: 10 }] },
      discount: { tiers: [{ threshold: 0, rate: 0.85 }] },
      free_gift: { threshold: 100, gifts },
      gift: { gifts, perUnit: true },
      order_amount_swap: { threshold: 100, items },
      amount_swap: { threshold: 0, items },
      one_more_item: { threshold: 0, items },
    }
    expect(Object.keys(samples).toSorted()).toEqual(Object.keys(PROMOTION_RULES).toSorted())
    for (const [code, args] of Object.entries(samples)) {
      const promotion = await created({
        code,
        name: `样例${code}`.slice(0, 40),
        args,
        startAt: at(-HOUR),
        endAt: at(HOUR),
      })
      const [row] = await t.database.db.select().from(promotions).where(eq(promotions.id, promotion.promotionId))
      expect(PROMOTION_RULES[code]!.argsSchema(row!.args), code).toBe(true)
    }
  })

  it('puts each problem of the args on its field, in Chinese', async () => {
    const cases: [object, string][] = [
      [reduction({ tiers: [] }), 'body.args.tiers: 请至少设置一个档位'],
      [reduction({ tiers: [{ threshold: 100, reduction: 200 }] }), 'body.args.tiers.0.reduction: 减免金额不能大于门槛'],
      [reduction({ tiers: [{ threshold: 100 }] }), 'body.args.tiers.0.reduction: 请填写减（元）'],
      [reduction({ tiers: [{ threshold: 100, reduction: 10 }], extra: 1 }), 'body.args: 出现未知的键(key): "extra"'],
      [
        { ...reduction(), code: 'discount', args: { tiers: [{ threshold: 0, rate: 1.2 }] } },
        'body.args.tiers.0.rate: 折扣率须小于1',
      ],
      [{ ...reduction(), code: 'nope' }, 'body.code: 请选择促销类型'],
      [reduction(undefined, { endAt: at(-2 * HOUR) }), 'body.endAt: 结束时间须晚于开始时间'],
      [reduction(undefined, { name: '' }), 'body.name: 请填写活动名称'],
    ]
    for (const [body, problem] of cases) {
      const answer = await create(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(problems(answer.body)).toContain(problem)
    }
    const unknownSku = await create({
      code: 'one_more_item',
      name: '随手带',
      args: { threshold: 0, items: [{ skuId: 99_999_999, swapPrice: 100, maxQuantity: 1 }] },
      startAt: at(0),
      endAt: at(HOUR),
    })
    expect(unknownSku.status).toBe(404)
    expect(problems(unknownSku.body)).toEqual(['body.args.items.0.skuId: 商品规格不存在或已下架'])
  })

  it('lists with filters by kind, status and name, sorted, with an empty page', async () => {
    const list = await t.call(merchantPromotions, { token, query: { code: 'free_gift', status: 'running' } })
    expect(list.status).toBe(200)
    expect(list.body.content.length).toBeGreaterThan(0)
    expect(list.body.content.every((p) => p.code === 'free_gift' && p.status === 'running')).toBe(true)
    const named = await t.call(merchantPromotions, { token, query: { keyword: '护肤满299' } })
    expect(named.body.content.map((p) => p.key)).toEqual(['SKINCARE-299-30'])
    const byStart = await t.call(merchantPromotions, { token, query: { sort: 'startAt,asc', size: '1' } })
    expect(byStart.body.content).toHaveLength(1)
    const none = await t.call(merchantPromotions, { token, query: { keyword: '没有这个活动' } })
    expect(none.body).toMatchObject({ content: [], totalElements: 0 })
    expect((await t.call(merchantPromotions, { token, query: { status: 'x' } })).status).toBe(400)
    expect((await t.call(merchantPromotionDetail, { token, params: { promotionId: 999_999 } })).status).toBe(404)
  })
})

describe('promotion codes', () => {
  const code = (extra: object = {}) => ({
    code: `SAVE${Date.now() % 100000}`,
    promotionType: 1,
    promotionValue: 500,
    threshold: 5_000,
    validFrom: at(-HOUR),
    validTo: at(24 * HOUR),
    usageLimit: 10,
    ...extra,
  })

  it('creates (upper case), lists with uses, refuses a taken code, and keeps the limit above the uses', async () => {
    const body = code({ code: 'spring26' })
    const made = await t.call(merchantCreatePromotionCode, { token, body })
    expect(made.body).toMatchObject({ code: 'SPRING26', status: 'running', usedCount: 0, usageLimit: 10 })
    expect((await t.call(merchantCreatePromotionCode, { token, body })).body).toMatchObject({
      code: 'promotionCodeTaken',
      message: '优惠码已存在',
    })
    await t.database.db.update(promotionCodes).set({ usedCount: 3 }).where(eq(promotionCodes.code, 'SPRING26'))
    const { code: _, ...terms } = body
    const below = await t.call(merchantUpdatePromotionCode, {
      token,
      params: { code: 'spring26' },
      body: { ...terms, usageLimit: 2 },
    })
    expect(below.status).toBe(400)
    expect(problems(below.body)).toEqual(['body.usageLimit: 已使用3次，可用次数不能少于此数'])
    const paused = await t.call(merchantUpdatePromotionCode, {
      token,
      params: { code: 'SPRING26' },
      body: { ...terms, usageLimit: 3, active: false },
    })
    expect(paused.body).toMatchObject({ usageLimit: 3, usedCount: 3, status: 'stopped' })
    const log = await t.call(merchantAuditLog, {
      token: owner,
      query: { targetType: 'promotion_code', targetId: 'SPRING26' },
    })
    expect(log.body.content.map((e) => e.summary)).toEqual(['修改优惠码 SPRING26', '新建优惠码 SPRING26'])
    const list = await t.call(merchantPromotionCodes, { token, query: { keyword: 'spring' } })
    expect(list.body.content).toMatchObject([{ code: 'SPRING26', usedCount: 3 }])
    const byUse = await t.call(merchantPromotionCodes, { token, query: { sort: 'usedCount,desc' } })
    expect(byUse.body.content[0]!.code).toBe('SPRING26')
  })

  it('refuses bad terms in Chinese', async () => {
    const cases: [object, string][] = [
      [code({ promotionValue: 0 }), 'body.promotionValue: 请填写减免金额（至少0.01元）'],
      [code({ promotionType: 2, promotionValue: 2 }), 'body.promotionValue: 请填写0到1之间的折扣率，最多4位小数'],
      [code({ validTo: at(-2 * HOUR) }), 'body.validTo: 结束时间须晚于开始时间'],
      [code({ code: 'a b' }), 'body.code: 优惠码为3-32位字母或数字'],
      [code({ usageLimit: 0 }), 'body.usageLimit: 可用次数至少为1'],
    ]
    for (const [body, problem] of cases) {
      const answer = await t.call(merchantCreatePromotionCode, { token, body })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(problems(answer.body)).toContain(problem)
    }
    const { code: _, ...terms } = code()
    expect(
      (await t.call(merchantUpdatePromotionCode, { token, params: { code: 'NOPE999' }, body: terms })).status,
    ).toBe(404)
  })
})

describe('goods_promotion: what a goods takes part in', () => {
  it('answers the running promotions covering the asked SKUs, by goods or by SKU, with their one-line offer', async () => {
    const [a, b, c] = await makeSkus(t, [
      { price: 12_000, stock: 5 },
      { price: 8_000, stock: 5 },
      { price: 5_000, stock: 5 },
    ])
    const goodsA = await goodsIdOf(t, a!)
    const byGoods = await created(reduction(undefined, { scope: { goodsIds: [goodsA], skuIds: [] } }))
    const bySku = await created({
      code: 'discount',
      name: '测试满折',
      scope: { goodsIds: [], skuIds: [b] },
      args: { tiers: [{ threshold: 19_900, rate: 0.85 }] },
      startAt: at(-HOUR),
      endAt: at(HOUR),
    })
    const later = await created(reduction(undefined, { scope: { goodsIds: [], skuIds: [c] }, startAt: at(HOUR) }))

    const answer = await t.call(goodsPromotions, { query: { skuIds: `${a},${b},${c},999999` } })
    expect(answer.status).toBe(200)
    const mine = answer.body.filter((p) => [byGoods, bySku, later].some((m) => m.promotionId === p.promotionId))
    expect(mine).toEqual([
      expect.objectContaining({
        promotionId: byGoods.promotionId,
        tag: '满减',
        name: '测试满100减15',
        summary: '满¥100减¥15',
        skuIds: [a],
      }),
      expect.objectContaining({ promotionId: bySku.promotionId, tag: '满折', summary: '满¥199享8.5折', skuIds: [b] }),
    ])
    // A promotion for the whole shop covers every SKU asked.
    for (const p of answer.body.filter((p) => !mine.includes(p))) expect(p.skuIds).toEqual([a, b, c])

    await t.call(merchantEndPromotion, { token, params: { promotionId: bySku.promotionId } })
    const after = await t.call(goodsPromotions, { query: { skuIds: String(b) } })
    expect(after.body.map((p) => p.promotionId)).not.toContain(bySku.promotionId)
  })

  it('refuses a malformed list with a stable code, never 5xx', async () => {
    for (const skuIds of ['', 'a,b', '1,,2']) {
      const answer = await t.call(goodsPromotions, { query: { skuIds } })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ code: 'validationFailed' })
    }
  })
})
