import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  createEvaluation,
  evaluationPage,
  merchantApproveRefund,
  orderDetailRoute,
  orderEvaluations,
  orderStatisticCount,
  refundSubmit,
  updateBasicInfo,
  type ResponseOf,
} from '@shop/contracts'
import { maskNickname } from '@shop/domain'
import { createTestApp } from '../../../test/harness'
import { makeSkus, shopper, type Shopper } from '../../../test/checkout.fixtures'
import {
  merchantToken,
  paidOrder,
  paidOrderOf,
  pointsRecordsOf,
  received,
  refundRow,
  type PaidOrder,
} from '../../../test/after-sale.fixtures'
import { skus } from '../catalogue/catalogue.tables'

const t = await createTestApp()
afterAll(() => t.close())

const me = await shopper(t)
const other = await shopper(t)
const merchant = await merchantToken(t)

/** 2 × A and 1 × B, received. */
async function receivedOrder(who: Shopper = me): Promise<PaidOrder> {
  const order = await paidOrder(t, who, [
    { spec: { price: 6_000, stock: 20 }, quantity: 2 },
    { spec: { price: 2_000, stock: 20 }, quantity: 1 },
  ])
  await received(t, who, merchant, order.orderId)
  return order
}

const evaluate = (who: Shopper, orderId: number, items: object[]) =>
  t.call(createEvaluation, { token: who.token, body: { orderId, items } })

describe('rating an order', () => {
  it('rates each line once; the last line completes the order, which earns its points', async () => {
    const order = await receivedOrder()
    const [a, b] = order.lineIds as [number, number]
    const first = await evaluate(me, order.orderId, [
      { lineId: a, rating: 5, content: '  很好用 ', images: ['/uploads/a.jpg'], anonymous: false },
    ])
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body).toMatchObject({ status: 'wait_estimate', statusLabel: '待评价' })
    expect(first.body.evaluations).toEqual([
      expect.objectContaining({
        lineId: a,
        rating: 5,
        content: '很好用',
        images: ['/uploads/a.jpg'],
        anonymous: false,
      }),
    ])
    expect(await evaluate(me, order.orderId, [{ lineId: a, rating: 4 }])).toMatchObject({
      status: 409,
      body: { code: 'evaluationExists' },
    })

    const last = await evaluate(me, order.orderId, [{ lineId: b, rating: 3, anonymous: true }])
    expect(last.body).toMatchObject({ status: 'completed', statusLabel: '已完成' })
    const earned = (await pointsRecordsOf(t, me.customerId)).filter((r) => r.orderId === String(order.orderId))
    expect(earned.map((r) => [r.reason, r.delta])).toEqual([['earn_order', 140]])
    const shown = await t.call(orderDetailRoute, { token: me.token, params: { id: order.orderId } })
    expect(shown.body.status).toBe('completed')

    const lines = await t.call(orderEvaluations, { token: me.token, params: { orderId: order.orderId } })
    expect(lines.body.lines.map((l) => [l.lineId, l.evaluation?.rating, l.evaluation?.nickName])).toEqual([
      [a, 5, expect.stringMatching(/^.\*\*\*.$/)],
      [b, 3, '匿名用户'],
    ])
    expect(await evaluate(me, order.orderId, [{ lineId: a, rating: 5 }])).toMatchObject({
      status: 409,
      body: { code: 'orderStatusInvalid' },
    })
  })

  it('counts the order 待评价 (wait_estimate) from its receipt until its last line is rated', async () => {
    const buyer = await shopper(t)
    const counts = async () => {
      const { body } = await t.call(orderStatisticCount, { token: buyer.token })
      return [body.wait_receive, body.wait_estimate, body.completed, body.success]
    }
    const order = await paidOrder(t, buyer, [
      { spec: { price: 6_000, stock: 20 }, quantity: 1 },
      { spec: { price: 2_000, stock: 20 }, quantity: 1 },
    ])
    expect(await counts()).toEqual([0, 0, 0, 0])
    await received(t, buyer, merchant, order.orderId)
    expect(await counts()).toEqual([0, 1, 0, 1])

    const [a, b] = order.lineIds as [number, number]
    expect((await evaluate(buyer, order.orderId, [{ lineId: a, rating: 5 }])).status).toBe(200)
    expect(await counts()).toEqual([0, 1, 0, 1])
    expect((await evaluate(buyer, order.orderId, [{ lineId: b, rating: 4 }])).body).toMatchObject({
      status: 'completed',
    })
    expect(await counts()).toEqual([0, 0, 1, 1])
  })

  it('rates every line in one call', async () => {
    const order = await receivedOrder()
    const all = await evaluate(
      me,
      order.orderId,
      order.lineIds.map((lineId) => ({ lineId, rating: 4 })),
    )
    expect(all.body).toMatchObject({ status: 'completed' })
    expect(all.body.evaluations).toHaveLength(2)
  })

  it('needs no rating of a line refunded in full', async () => {
    const order = await receivedOrder()
    const [a, b] = order.lineIds as [number, number]
    const refund = await t.call(refundSubmit, {
      token: me.token,
      body: {
        orderId: order.orderId,
        type: 'RECEIVE_REFUND',
        lines: [{ lineId: b, quantity: 1 }],
        reason: 'quality_issue',
      },
    })
    await t.call(merchantApproveRefund, { token: merchant, params: { refundId: refund.body.refundId } })
    for (let i = 0; i < 300 && (await refundRow(t, refund.body.refundId)).status !== 'refunded'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect((await evaluate(me, order.orderId, [{ lineId: a, rating: 2 }])).body).toMatchObject({ status: 'completed' })
  })

  it('refuses orders not received, other customers’ orders and other orders’ lines', async () => {
    const shipping = await paidOrder(t, me, [{ spec: { price: 1_000, stock: 5 }, quantity: 1 }])
    expect(await evaluate(me, shipping.orderId, [{ lineId: shipping.lineIds[0], rating: 5 }])).toMatchObject({
      status: 409,
      body: { code: 'orderStatusInvalid' },
    })
    const order = await receivedOrder()
    expect(await evaluate(other, order.orderId, [{ lineId: order.lineIds[0], rating: 5 }])).toMatchObject({
      status: 404,
      body: { code: 'orderNotFound' },
    })
    expect(await t.call(orderEvaluations, { token: other.token, params: { orderId: order.orderId } })).toMatchObject({
      status: 404,
      body: { code: 'orderNotFound' },
    })
    expect(await evaluate(me, order.orderId, [{ lineId: shipping.lineIds[0], rating: 5 }])).toMatchObject({
      status: 400,
      body: { code: 'validationFailed' },
    })
    expect((await t.call(orderEvaluations, { token: merchant, params: { orderId: order.orderId } })).status).toBe(401)
  })

  it.each([
    [[]],
    [[{ lineId: 1, rating: 0 }]],
    [[{ lineId: 1, rating: 6 }]],
    [[{ lineId: 1, rating: 4.5 }]],
    [[{ lineId: 1, rating: 5, content: 'x'.repeat(501) }]],
    [[{ lineId: 1, rating: 5, images: Array(10).fill('/uploads/a.jpg') }]],
    [[{ lineId: 1, rating: 5, images: ['http://elsewhere/a.jpg'] }]],
    [[{ lineId: 1, rating: 5, images: ['/uploads/../secret'] }]],
    [
      [
        { lineId: 1, rating: 5 },
        { lineId: 1, rating: 4 },
      ],
    ],
    [[{ lineId: 1, rating: 5, extra: 1 }]],
  ])('refuses the items %j', async (items) => {
    expect(await evaluate(me, 1, items)).toMatchObject({ status: 400, body: { code: 'validationFailed' } })
  })
})

describe('a goods’ evaluations', async () => {
  const [skuId] = await makeSkus(t, [{ price: 3_000, stock: 50 }])
  const [{ goodsId }] = (await t.database.db
    .select({ goodsId: skus.goodsId })
    .from(skus)
    .where(eq(skus.id, skuId!))) as [{ goodsId: number }]
  const rate = async (who: Shopper, rating: number, anonymous = false) => {
    const order = await paidOrderOf(t, who, [{ skuId: skuId!, quantity: 1 }])
    await received(t, who, merchant, order.orderId)
    const answer = await evaluate(who, order.orderId, [{ lineId: order.lineIds[0], rating, anonymous }])
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  }
  await rate(other, 5)
  await rate(me, 4, true)
  await rate(other, 4)
  const page = (query: Record<string, string>, token?: string) =>
    t.call(evaluationPage, { query: { goodsId: String(goodsId), ...query }, ...(token && { token }) })

  it('lists them newest first with the mean rating (one decimal) and count, paged', async () => {
    const first = await page({ size: '2' })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ count: 3, averageRating: 4.3, totalElements: 3, totalPages: 2 })
    expect(first.body.content.map((e) => e.rating)).toEqual([4, 4])
    const second = await page({ page: '1', size: '2' })
    expect(second.body.content.map((e) => e.rating)).toEqual([5])
  })

  it('hides the author of an anonymous one, masks the others’ names, and marks the viewer’s own', async () => {
    const [newest, anonymous, oldest] = (await page({}, me.token)).body.content
    expect(newest).toMatchObject({ anonymous: false, mine: false })
    expect(newest!.nickName).toMatch(/^.\*\*\*.$/)
    expect(anonymous).toMatchObject({ nickName: '匿名用户', avatarUrl: null, mine: true })
    expect(oldest).toMatchObject({ rating: 5, mine: false })
    expect((await page({})).body.content.every((e) => !e.mine)).toBe(true)
    expect(maskNickname('澜肌5678')).toBe('澜***8')
    expect(maskNickname('A')).toBe('A***')
  })

  it('answers an empty page for goods nobody rated, and refuses bad queries', async () => {
    const none = await t.call(evaluationPage, { query: { goodsId: '999999' } })
    expect(none.body).toMatchObject({ content: [], count: 0, averageRating: null })
    for (const query of [{}, { goodsId: 'x' }, { goodsId: '1', size: '0' }] as Record<string, string>[]) {
      expect((await t.call(evaluationPage, { query })).status).toBe(400)
    }
  })
})

describe('a reviewer whose nickname ends in an emoji', async () => {
  const fan = await shopper(t)
  const renamed = await t.call(updateBasicInfo, { token: fan.token, body: { nickName: '小澜的粉丝🌸' } })
  expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
  const [skuId] = await makeSkus(t, [{ price: 2_500, stock: 5 }])
  const order = await paidOrderOf(t, fan, [{ skuId: skuId!, quantity: 1 }])
  await received(t, fan, merchant, order.orderId)
  expect((await evaluate(fan, order.orderId, [{ lineId: order.lineIds[0], rating: 5 }])).status).toBe(200)
  const [{ goodsId }] = (await t.database.db
    .select({ goodsId: skus.goodsId })
    .from(skus)
    .where(eq(skus.id, skuId!))) as [{ goodsId: number }]

  it('shows the name masked around whole characters, never half an emoji', async () => {
    const answer = await t.inject({ method: 'GET', url: `${t.url(evaluationPage)}?goodsId=${goodsId}` })
    expect(answer.statusCode).toBe(200)
    // Was 小***\udf38: the flower's second half alone, which no UTF-8 text can hold.
    expect(answer.payload).not.toMatch(/\\ud[89a-f][0-9a-f]{2}/i)
    expect((answer.json() as ResponseOf<typeof evaluationPage>).content.map((e) => e.nickName)).toEqual(['小***🌸'])
  })
})
