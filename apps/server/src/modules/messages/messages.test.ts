import { afterAll, describe, expect, it } from 'vitest'
import {
  merchantApproveRefund,
  merchantRejectRefund,
  merchantSendMessage,
  merchantShip,
  messageList,
  readAllMessages,
  readMessage,
  refundSubmit,
  unreadMessageCount,
  type InboxMessage,
} from '@shop/contracts'
import { createTestApp } from '../../../test/harness'
import { shopper, type Shopper } from '../../../test/checkout.fixtures'
import { merchantToken, paidOrder, received, refundRow, waybill } from '../../../test/after-sale.fixtures'

const t = await createTestApp()
afterAll(() => t.close())

const merchant = await merchantToken(t)

const inbox = async (who: Shopper, query: Record<string, string> = {}) => {
  const answer = await t.call(messageList, { token: who.token, query })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}
const unread = async (who: Shopper) => (await t.call(unreadMessageCount, { token: who.token })).body.count
const newest = async (who: Shopper): Promise<InboxMessage> => (await inbox(who)).content[0]!
const notice = (customerId: number, title: string, content = '内容', token = merchant) =>
  t.call(merchantSendMessage, { token, body: { customerId, title, content } })

describe('in-site messages', () => {
  it('a shipment tells the shopper, with the waybill and a link to the order', async () => {
    const me = await shopper(t)
    const order = await paidOrder(t, me, [
      { spec: { price: 5_000, stock: 9 }, quantity: 2 },
      { spec: { price: 3_000, stock: 9 }, quantity: 1 },
    ])
    expect(await unread(me)).toBe(0)
    const first = waybill()
    const partly = await t.call(merchantShip, {
      token: merchant,
      params: { orderId: order.orderId },
      body: {
        shipments: [{ carrierCode: 'yuantong', waybillNo: first, lines: [{ lineId: order.lineIds[0]!, quantity: 2 }] }],
      },
    })
    expect(partly.status, JSON.stringify(partly.body)).toBe(200)
    expect(await newest(me)).toMatchObject({
      kind: 'order_shipped',
      title: '订单部分商品已发货',
      content: `您的订单 ${order.orderNo} 有商品已发货，运单：圆通速递 ${first}。点击查看物流。`,
      link: `/pages/order/detail?orderId=${order.orderId}`,
      read: false,
    })
    const rest = await t.call(merchantShip, {
      token: merchant,
      params: { orderId: order.orderId },
      body: { shipments: [{ carrierCode: 'shunfeng', waybillNo: waybill('SF') }] },
    })
    expect(rest.status).toBe(200)
    expect((await newest(me)).title).toBe('订单已发货')
    expect(await unread(me)).toBe(2)
  })

  it('a refused shipment writes nothing (the message lives in the move’s transaction)', async () => {
    const me = await shopper(t)
    const order = await paidOrder(t, me, [{ spec: { price: 5_000, stock: 9 }, quantity: 1 }])
    const refused = await t.call(merchantShip, {
      token: merchant,
      params: { orderId: order.orderId },
      body: {
        shipments: [
          { carrierCode: 'yuantong', waybillNo: waybill(), lines: [{ lineId: order.lineIds[0]!, quantity: 2 }] },
        ],
      },
    })
    expect(refused.body).toMatchObject({ code: 'shipmentQuantityExceeded' })
    expect((await inbox(me)).totalElements).toBe(0)
  })

  it('a refund: rejected says why; an approved return asks for the goods; the money back says how much', async () => {
    const me = await shopper(t)
    const order = await paidOrder(t, me, [{ spec: { price: 5_000, stock: 9 }, quantity: 2 }])
    await received(t, me, merchant, order.orderId)
    const ask = (type: string) =>
      t.call(refundSubmit, {
        token: me.token,
        body: {
          orderId: order.orderId,
          type,
          lines: [{ lineId: order.lineIds[0]!, quantity: 1 }],
          reason: 'no_longer_needed',
        },
      })

    const first = await ask('RETURN_REFUND')
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const rejected = await t.call(merchantRejectRefund, {
      token: merchant,
      params: { refundId: first.body.refundId },
      body: { reason: '商品已拆封' },
    })
    expect(rejected.status).toBe(200)
    const refundNo = (await refundRow(t, first.body.refundId)).refundNo
    expect(await newest(me)).toMatchObject({
      kind: 'refund_rejected',
      title: '退款申请未通过',
      content: `退款单 ${refundNo} 未通过审核，原因：商品已拆封`,
      link: `/pages/order/refundDetail?id=${first.body.refundId}`,
    })

    const second = await ask('RETURN_REFUND')
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    const approve = () => t.call(merchantApproveRefund, { token: merchant, params: { refundId: second.body.refundId } })
    expect((await approve()).body.status).toBe('waiting_return')
    expect(await newest(me)).toMatchObject({ kind: 'refund_approved', title: '退货申请已通过' })
    const before = (await inbox(me)).totalElements
    await approve() // asked again while the goods are on their way: no second message
    expect((await inbox(me)).totalElements).toBe(before)
  })

  it('a refund only: 退款成功 with the amount once the money is back', async () => {
    const me = await shopper(t)
    const order = await paidOrder(t, me, [{ spec: { price: 5_000, stock: 9 }, quantity: 1 }])
    const asked = await t.call(refundSubmit, {
      token: me.token,
      body: {
        orderId: order.orderId,
        type: 'REFUND_ONLY',
        lines: [{ lineId: order.lineIds[0]!, quantity: 1 }],
        reason: 'no_longer_needed',
      },
    })
    expect(asked.status, JSON.stringify(asked.body)).toBe(200)
    await t.call(merchantApproveRefund, { token: merchant, params: { refundId: asked.body.refundId } })
    await expect.poll(async () => (await newest(me))?.kind ?? null, { timeout: 10_000 }).toBe('refund_succeeded')
    const refund = await refundRow(t, asked.body.refundId)
    expect(refund.status).toBe('refunded')
    expect(refund.totalAmount).toBe(order.total) // the whole order, shipping included: ¥50 + ¥10
    expect((await newest(me)).content).toBe(`退款单 ${refund.refundNo} 已退款 ¥60.00，将原路退回您的支付账户。`)
    expect((await inbox(me)).content.filter((m) => m.kind === 'refund_succeeded')).toHaveLength(1)
  })

  it('lists newest first, paged; reads one (again: no change), then all', async () => {
    const me = await shopper(t)
    for (const title of ['一', '二', '三']) expect((await notice(me.customerId, title)).status).toBe(200)
    const page = await inbox(me, { page: '0', size: '2' })
    expect(page).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2 })
    expect(page.content.map((m) => m.title)).toEqual(['三', '二'])
    expect((await inbox(me, { page: '1', size: '2' })).content.map((m) => m.title)).toEqual(['一'])

    const [latest] = page.content
    const read = await t.call(readMessage, { token: me.token, params: { id: latest!.id } })
    expect(read.body).toEqual({ count: 2 })
    expect((await t.call(readMessage, { token: me.token, params: { id: latest!.id } })).body).toEqual({ count: 2 })
    expect((await newest(me)).read).toBe(true)

    expect((await t.call(readAllMessages, { token: me.token })).body).toEqual({ count: 0 })
    expect(await unread(me)).toBe(0)
    expect((await inbox(me)).content.every((m) => m.read)).toBe(true)
  })

  it('another shopper’s message is 消息不存在, and stays unread', async () => {
    const me = await shopper(t)
    const other = await shopper(t)
    await notice(me.customerId, '只给我')
    const mine = await newest(me)
    const foreign = await t.call(readMessage, { token: other.token, params: { id: mine.id } })
    expect(foreign).toMatchObject({ status: 404, body: { code: 'messageNotFound', message: '消息不存在' } })
    await t.call(readAllMessages, { token: other.token })
    expect(await unread(me)).toBe(1)
    expect((await inbox(other)).totalElements).toBe(0)
  })

  it.each([{ size: '0' }, { page: '-1' }, { size: '1001' }, { other: 'x' }])('the list refuses %o', async (query) => {
    const me = await shopper(t)
    expect((await t.call(messageList, { token: me.token, query })).status).toBe(400)
  })

  it('needs a customer token; a notice needs a merchant and a real customer, title and content', async () => {
    const me = await shopper(t)
    for (const def of [messageList, readAllMessages, unreadMessageCount]) {
      expect((await t.call(def, {})).status).toBe(401)
    }
    expect((await t.call(readMessage, { params: { id: 1 } })).status).toBe(401)
    expect((await notice(me.customerId, '标题', '内容', me.token)).status).toBe(401)
    expect((await notice(me.customerId, '标题', '内容', await t.loginStaff())).status).toBe(403)
    expect((await notice(2_000_000_000, '标题')).body).toMatchObject({ code: 'memberNotFound' })
    expect((await notice(me.customerId, '  ')).status).toBe(400)
    expect((await notice(me.customerId, '标'.repeat(65))).status).toBe(400)
    const badLink = await t.call(merchantSendMessage, {
      token: merchant,
      body: { customerId: me.customerId, title: '标题', content: '内容', link: 'https://evil.example.com' },
    })
    expect(badLink.status).toBe(400)
    const linked = await t.call(merchantSendMessage, {
      token: merchant,
      body: { customerId: me.customerId, title: '领券', content: '新券已到账', link: '/pages/coupon/index' },
    })
    expect(linked.body).toMatchObject({ customerId: me.customerId, kind: 'notice', link: '/pages/coupon/index' })
    expect((await inbox(me)).totalElements).toBe(1)
  })
})
