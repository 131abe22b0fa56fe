import { afterAll, describe, expect, it } from 'vitest'
import {
  checkInvoice,
  createEvaluation,
  createInvoice,
  evaluationPage,
  merchantEvaluations,
  merchantHideEvaluation,
  merchantInvoices,
  merchantIssueInvoice,
  merchantRefunds,
  merchantRejectInvoice,
  merchantReplyEvaluation,
  orderDetailRoute,
  refundSubmit,
  saveCustomerInvoiceTitle,
} from '@shop/contracts'
import { createTestApp } from '../../test/harness'
import { shopper } from '../../test/checkout.fixtures'
import { paidOrder, received, twoLineOrder } from '../../test/after-sale.fixtures'

// The merchant's after-sales calls (the console's 售后): the refund list's filters, invoices to issue or refuse,
// evaluations to answer or hide.
const t = await createTestApp()
afterAll(() => t.close())

const owner = await t.loginConsole('owner')
const me = await shopper(t)

describe('the refund list', () => {
  it('filters by status, type, refund and order number, customer and date; sorts by amount', async () => {
    const small = await paidOrder(t, me, [{ spec: { price: 1_000, stock: 5 }, quantity: 1 }])
    const big = await twoLineOrder(t, me)
    const ask = async (orderId: number, lineId: number) => {
      const answer = await t.call(refundSubmit, {
        token: me.token,
        body: { orderId, type: 'REFUND_ONLY', lines: [{ lineId, quantity: 1 }], reason: 'no_longer_needed' },
      })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return answer.body
    }
    const a = await ask(small.orderId, small.lineIds[0]!)
    const b = await ask(big.orderId, big.lineIds[0]!)
    const list = (query: Record<string, string>) => t.call(merchantRefunds, { token: owner, query })

    expect((await list({ orderNo: big.orderNo })).body.content.map((r) => r.refundId)).toEqual([b.refundId])
    expect((await list({ refundNo: a.refundNo })).body.content.map((r) => r.refundId)).toEqual([a.refundId])
    expect((await list({ refundNo: a.refundNo.slice(1) })).body.content.map((r) => r.refundId)).toEqual([a.refundId])
    const mine = await list({ customerId: String(me.customerId), status: 'submitted', sort: 'totalAmount,desc' })
    expect(mine.body.content.map((r) => r.refundId)).toEqual([b.refundId, a.refundId])
    expect(mine.body.content[0]).toMatchObject({ reasonLabel: '不想要了', refundedAt: null })
    expect((await list({ type: 'RETURN_REFUND', customerId: String(me.customerId) })).body.totalElements).toBe(0)
    expect((await list({ orderNo: '99999999' })).body.totalElements).toBe(0)
    expect(
      (await list({ createdFrom: new Date(t.clock.now().getTime() + 1000).toISOString() })).body.totalElements,
    ).toBe(0)
    expect((await list({ refundNo: 'X1' })).body).toMatchObject({
      details: [expect.objectContaining({ message: '请输入正确的退款单号' })],
    })
  })
})

describe('invoices', () => {
  it('the merchant issues (the shop’s own, or the tax platform’s) or refuses, and the shopper may ask again', async () => {
    const title = await t.call(saveCustomerInvoiceTitle, {
      token: me.token,
      body: { type: 'personal', title: '林小澜' },
    })
    const request = async () => {
      const order = await paidOrder(t, me, [{ spec: { price: 8_800, stock: 5 }, quantity: 1 }])
      const asked = await t.call(createInvoice, {
        token: me.token,
        params: { orderId: order.orderId },
        body: { titleId: title.body.id },
      })
      expect(asked.status, JSON.stringify(asked.body)).toBe(200)
      return { order, invoiceId: asked.body.invoiceId }
    }
    const first = await request()
    const second = await request()
    const third = await request()

    const waiting = await t.call(merchantInvoices, { token: owner, query: { status: 'requested' } })
    expect(waiting.body.content.map((i) => i.id)).toEqual([first.invoiceId, second.invoiceId, third.invoiceId])

    const made = await t.call(merchantIssueInvoice, { token: owner, params: { invoiceId: first.invoiceId } })
    expect(made.body).toMatchObject({
      status: 'issued',
      fileUrl: expect.stringMatching(/^\/uploads\//),
      amount: first.order.total,
    })
    expect(made.body.handledBy).not.toBeNull()

    const issue = (body: unknown) =>
      t.call(merchantIssueInvoice, { token: owner, params: { invoiceId: second.invoiceId }, body })
    expect((await issue({ invoiceNo: '12', fileUrl: 'https://x.test/f.pdf' })).body).toMatchObject({
      details: [expect.objectContaining({ message: '发票号码为8-20位数字' })],
    })
    expect((await issue({ invoiceNo: '24312000000012345678', fileUrl: 'http://x.test/f.pdf' })).status).toBe(400)
    expect((await issue({ invoiceNo: made.body.invoiceNo, fileUrl: 'https://x.test/f.pdf' })).body).toMatchObject({
      code: 'invoiceNoTaken',
    })
    const uploaded = await issue({ invoiceNo: '24312000000012345678', fileUrl: 'https://tax.example.cn/inv/1.pdf' })
    expect(uploaded.body).toMatchObject({ status: 'issued', invoiceNo: '24312000000012345678' })
    expect((await issue(undefined)).body).toMatchObject({ code: 'invoiceStatusInvalid' })

    const reject = (body: unknown) =>
      t.call(merchantRejectInvoice, { token: owner, params: { invoiceId: third.invoiceId }, body })
    expect((await reject({ reason: '' })).body).toMatchObject({
      details: [expect.objectContaining({ message: '请填写拒绝原因' })],
    })
    expect((await reject({ reason: '抬头与付款人不符' })).body).toMatchObject({
      status: 'rejected',
      statusLabel: '未开具',
      rejectReason: '抬头与付款人不符',
    })
    const seen = await t.call(checkInvoice, { token: me.token, params: { orderId: third.order.orderId } })
    expect(seen.body).toMatchObject({ status: 'rejected', rejectReason: '抬头与付款人不符' })
    const detail = await t.call(orderDetailRoute, { token: me.token, params: { id: third.order.orderId } })
    expect(detail.body.actions.map((a) => a.action)).toContain('invoice')
    const again = await t.call(createInvoice, {
      token: me.token,
      params: { orderId: third.order.orderId },
      body: { titleId: title.body.id },
    })
    expect(again.body).toMatchObject({ invoiceId: third.invoiceId, status: 'requested', rejectReason: null })
    const finance = await t.loginConsole('finance')
    const warehouse = await t.loginConsole('warehouse')
    expect((await t.call(merchantInvoices, { token: finance, query: {} })).status).toBe(200)
    expect((await t.call(merchantInvoices, { token: warehouse, query: {} })).status).toBe(403)
  })
})

describe('evaluations', () => {
  it('the merchant replies (shown on the goods page) and hides one (left out of it)', async () => {
    const order = await twoLineOrder(t, me)
    await received(t, me, owner, order.orderId)
    const rated = await t.call(createEvaluation, {
      token: me.token,
      body: {
        orderId: order.orderId,
        items: [
          { lineId: order.lineIds[0], rating: 5, content: '好用，吸收快' },
          { lineId: order.lineIds[1], rating: 1, content: '广告链接 www.spam.test' },
        ],
      },
    })
    expect(rated.status, JSON.stringify(rated.body)).toBe(200)
    const [good, bad] = [rated.body.evaluations[0]!, rated.body.evaluations[1]!]

    const lowest = await t.call(merchantEvaluations, { token: owner, query: { rating: '1', replied: 'false' } })
    expect(lowest.body.content.map((e) => e.id)).toEqual([bad.id])
    expect(lowest.body.content[0]).toMatchObject({ orderNo: order.orderNo, hidden: false, reply: null })
    expect(
      (await t.call(merchantEvaluations, { token: owner, query: { keyword: '吸收' } })).body.content.map((e) => e.id),
    ).toEqual([good.id])

    const reply = await t.call(merchantReplyEvaluation, {
      token: owner,
      params: { evaluationId: good.id },
      body: { reply: '感谢您的喜爱！' },
    })
    expect(reply.body).toMatchObject({ reply: '感谢您的喜爱！', replyTime: expect.any(String) })
    const page = await t.call(evaluationPage, { query: { goodsId: String(good.goodsId) } })
    expect(page.body.content[0]).toMatchObject({ id: good.id, reply: '感谢您的喜爱！' })

    const hide = await t.call(merchantHideEvaluation, {
      token: owner,
      params: { evaluationId: bad.id },
      body: { hidden: true },
    })
    expect(hide.body.hidden).toBe(true)
    expect((await t.call(evaluationPage, { query: { goodsId: String(bad.goodsId) } })).body).toMatchObject({
      content: [],
      count: 0,
    })
    expect(
      (await t.call(merchantEvaluations, { token: owner, query: { hidden: 'true' } })).body.content.map((e) => e.id),
    ).toEqual([bad.id])
    expect(
      (
        await t.call(merchantHideEvaluation, {
          token: owner,
          params: { evaluationId: 2_000_000 },
          body: { hidden: true },
        })
      ).body,
    ).toMatchObject({ code: 'evaluationNotFound', message: '评价不存在' })
    expect((await t.call(merchantEvaluations, { token: owner, query: { rating: '6' } })).body).toMatchObject({
      details: [expect.objectContaining({ message: '评分为1-5' })],
    })
  })
})
