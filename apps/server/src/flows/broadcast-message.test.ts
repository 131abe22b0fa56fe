import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { merchantBroadcast, merchantBroadcastMessage, merchantBroadcasts, messageList } from '@shop/contracts'
import { merchantToken, paidOrder } from '../../test/after-sale.fixtures'
import { shopper, shoppers } from '../../test/checkout.fixtures'
import { goodsIdOfOrder, makeMember, messagesOfBroadcast } from '../../test/members.fixtures'
import { createTestApp } from '../../test/harness'
import { BROADCAST_BATCH } from './broadcast-message'

const t = await createTestApp()
afterAll(() => t.close())
const merchant = await merchantToken(t)

const send = (body: object) => t.call(merchantBroadcastMessage, { token: merchant, body })
const notice = (segment: object) => ({ requestId: randomUUID(), segment, title: '新品上市', content: '澜肌新品已上架' })
const messagesOf = (broadcastId: number) => messagesOfBroadcast(t, broadcastId)
/** Runs the sends to their end (the one the start kicked off included), then reads the send. */
const finished = async (id: number) => {
  await t.app.sweeps.broadcasts()
  return (await t.call(merchantBroadcast, { token: merchant, params: { id } })).body
}

describe('merchant/messages/broadcasts', () => {
  it('sends to every customer in batches, once each, and shows its progress', async () => {
    await shoppers(t, BROADCAST_BATCH + 20)
    const started = await send(notice({ kind: 'all' }))
    expect(started.status).toBe(200)
    expect(started.body).toMatchObject({ segmentLabel: '全部客户', status: 'sending' })
    expect(started.body.total).toBeGreaterThan(BROADCAST_BATCH)
    const done = await finished(started.body.id)
    expect(done).toMatchObject({ status: 'sent', sent: started.body.total, total: started.body.total })
    expect(done.finishTime).not.toBeNull()
    expect(await messagesOf(started.body.id)).toBe(started.body.total)
    const listed = await t.call(merchantBroadcasts, { token: merchant, query: { status: 'sent' } })
    expect(listed.body.content.map((row) => row.id)).toContain(started.body.id)
  })

  it('does not double on retry: the same request id answers the same send', async () => {
    const body = notice({ kind: 'all' })
    const answers = await Promise.all([send(body), send(body), send(body)])
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1)
    const done = await finished(answers[0]!.body.id)
    expect(await messagesOf(done.id)).toBe(done.sent)
    const again = await send(body)
    expect(again.body).toMatchObject({ id: done.id, status: 'sent', sent: done.sent })
    expect(await messagesOf(done.id)).toBe(done.sent)
  })

  it('two runs at once write each customer once (the batch is claimed by its cursor)', async () => {
    const started = await send(notice({ kind: 'all' }))
    await Promise.all([t.app.sweeps.broadcasts(), t.app.sweeps.broadcasts()])
    const done = await finished(started.body.id)
    expect(await messagesOf(started.body.id)).toBe(done.sent)
    expect(done.sent).toBe(done.total)
  })

  it('sends to the members of a level, and to who bought a goods; the shopper reads it in 消息通知', async () => {
    const gold = await t.loginCustomer()
    await makeMember(t, gold.customerId, '铂金会员')
    const levelSend = await send(notice({ kind: 'members', level: '铂金会员' }))
    expect(levelSend.body).toMatchObject({ total: 1, segmentLabel: '会员（铂金会员）' })
    expect(await finished(levelSend.body.id)).toMatchObject({ sent: 1, status: 'sent' })
    const inbox = await t.call(messageList, { token: gold.jwtString })
    expect(inbox.body.content[0]).toMatchObject({ kind: 'notice', title: '新品上市', read: false })

    const buyer = await shopper(t)
    const order = await paidOrder(t, buyer, [{ spec: { price: 9_900, stock: 3 }, quantity: 1 }])
    const goodsId = await goodsIdOfOrder(t, order.orderId)
    const boughtSend = await send(notice({ kind: 'bought', goodsId }))
    expect(boughtSend.body.total).toBe(1)
    expect(boughtSend.body.segmentLabel).toMatch(/^购买过「.+」的客户$/)
    expect(await finished(boughtSend.body.id)).toMatchObject({ sent: 1 })
    expect((await t.call(messageList, { token: buyer.token })).body.content[0]).toMatchObject({ title: '新品上市' })
  })

  it('refuses a bad send with Chinese messages', async () => {
    const cases: [object, string][] = [
      [{ ...notice({ kind: 'everyone' }) }, '请选择发送对象'],
      [{ ...notice({ kind: 'all' }), title: '' }, '请填写标题'],
      [{ ...notice({ kind: 'all' }), link: 'https://example.com' }, '链接须是商城页面'],
      [{ ...notice({ kind: 'all' }), requestId: '1' }, '请求编号不正确'],
    ]
    for (const [body, message] of cases) {
      const answer = await send(body)
      expect(answer.status, message).toBe(400)
      expect(JSON.stringify(answer.body.details), message).toContain(message)
    }
    expect((await t.call(merchantBroadcast, { token: merchant, params: { id: 99_999 } })).status).toBe(404)
  })
})
