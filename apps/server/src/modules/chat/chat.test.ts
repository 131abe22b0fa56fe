import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  apiPath,
  CHAT_SOCKET_PATH,
  chatLinks,
  chatMessages,
  chatOpen,
  chatRead,
  chatSend,
  helpCentre,
  merchantChatAgents,
  merchantChatAssign,
  merchantChatRead,
  merchantChatSend,
  merchantChatUpload,
  merchantConversationMessages,
  merchantConversations,
  merchantDeleteHelpCategory,
  merchantSaveFaq,
  merchantSaveHelpCategory,
  merchantUpdateChatSettings,
  merchantUploadImage,
  messageList,
} from '@shop/contracts'
import { createTestApp } from '../../../test/harness'
import { shopper, type Shopper } from '../../../test/checkout.fixtures'
import { merchantToken, paidOrder } from '../../../test/after-sale.fixtures'
import { chatSocket, type ChatSocket } from '../../../test/chat.client'
import { multipart } from '../../../test/multipart'
import { OFFLINE_NOTICE_AFTER_MS } from './chat.service'

const t = await createTestApp()
const sockets: ChatSocket[] = []
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()))
  await t.close()
})
const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
const wsBase = address.replace(/^http/, 'ws')
const customerSocketUrl = `${wsBase}${apiPath('ec-portal', t.config.storeCode, CHAT_SOCKET_PATH)}`
const staffSocketUrl = `${wsBase}${apiPath('counter-portal', t.config.storeCode, `merchant/${CHAT_SOCKET_PATH}`)}`

const operator = await merchantToken(t)
const clientId = () => randomUUID()

const open = async (who: Shopper, context?: { type: string; id?: number }) => {
  const answer = await t.call(chatOpen, { token: who.token, body: context ? { context } : {} })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}
const say = async (who: Shopper, content: string, id = clientId()) => {
  const answer = await t.call(chatSend, { token: who.token, body: { clientId: id, type: 'text', content } })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}
const reply = async (conversationId: number, content: string, token = operator) => {
  const answer = await t.call(merchantChatSend, {
    token,
    params: { id: conversationId },
    body: { clientId: clientId(), type: 'text', content },
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}
const connect = async (url: string, hello: Parameters<typeof chatSocket>[1]) => {
  const socket = await chatSocket(url, hello)
  sockets.push(socket)
  return socket
}

describe('customer service chat', () => {
  it('opened from an order, it shows the order once; another customer’s order is not found', async () => {
    const me = await shopper(t)
    const order = await paidOrder(t, me, [{ spec: { price: 12_900, stock: 5 }, quantity: 1 }])
    const opened = await open(me, { type: 'order', id: order.orderId })
    expect(opened).toMatchObject({ lastSeq: 1, unread: 0, staffName: null })
    const again = await open(me, { type: 'order', id: order.orderId })
    expect(again.id).toBe(opened.id)
    expect(again.lastSeq).toBe(1)
    const { body } = await t.call(chatMessages, { token: me.token, query: {} })
    expect(body.messages).toHaveLength(1)
    expect(body.messages[0]).toMatchObject({
      seq: 1,
      sender: 'customer',
      type: 'context',
      context: { type: 'order', id: order.orderId, title: `订单 ${order.orderNo}` },
    })

    const other = await shopper(t)
    const refused = await t.call(chatOpen, {
      token: other.token,
      body: { context: { type: 'order', id: order.orderId } },
    })
    expect(refused.status).toBe(404)
    expect(refused.body).toMatchObject({ code: 'orderNotFound', message: '订单不存在' })
    const refusedRefund = await t.call(chatOpen, { token: other.token, body: { context: { type: 'refund', id: 1 } } })
    expect(refusedRefund.body.code).toBe('refundNotFound')
    expect((await t.call(chatMessages, { token: other.token, query: {} })).body.messages).toEqual([])
  })

  it('refuses bad input with the catalogue’s Chinese messages', async () => {
    const me = await shopper(t)
    const empty = await t.call(chatSend, {
      token: me.token,
      body: { clientId: clientId(), type: 'text', content: ' ' },
    })
    expect(empty.status).toBe(400)
    expect(JSON.stringify(empty.body)).toContain('请输入消息内容')
    const badImage = await t.call(chatSend, {
      token: me.token,
      body: { clientId: clientId(), type: 'image', imageUrl: 'http://evil.example/x.png' },
    })
    expect(badImage.status).toBe(400)
    expect(JSON.stringify(badImage.body)).toContain('图片地址不正确')
    const badContext = await t.call(chatOpen, { token: me.token, body: { context: { type: 'wallet', id: 1 } } })
    expect(JSON.stringify(badContext.body)).toContain('咨询来源不正确')
  })

  it('delivers live in order, and after a reconnect sends exactly what was missed', async () => {
    const me = await shopper(t)
    const { id } = await open(me)
    const socket = await connect(customerSocketUrl, { token: me.token, after: 0 })
    await socket.waitFor((frame) => frame.type === 'ready')
    await say(me, '你好，请问精华适合敏感肌吗？')
    await reply(id, '您好，适合的')
    await reply(id, '建议先在耳后试用')
    await socket.waitForSeq(3)
    expect(socket.messages().map((m) => [m.seq, m.sender, m.content])).toEqual([
      [1, 'customer', '你好，请问精华适合敏感肌吗？'],
      [2, 'staff', '您好，适合的'],
      [3, 'staff', '建议先在耳后试用'],
    ])
    await socket.close()

    // Offline: two more replies and one of the customer's own (from another device).
    await reply(id, '有问题随时找我')
    await say(me, '好的谢谢')
    await reply(id, '不客气')
    const back = await connect(customerSocketUrl, { token: me.token, after: 3 })
    await back.waitForSeq(6)
    await reply(id, '祝您愉快')
    await back.waitForSeq(7)
    expect(back.messages().map((m) => m.seq)).toEqual([4, 5, 6, 7])
  })

  it('keeps one order under concurrent senders: seqs without gaps, every socket sees them in order, a retry is one message', async () => {
    const me = await shopper(t)
    const { id } = await open(me)
    const watching = await connect(customerSocketUrl, { token: me.token, after: 0 })
    const staffSide = await connect(staffSocketUrl, { token: operator, conversationId: id, after: 0 })
    await staffSide.waitFor((frame) => frame.type === 'ready')
    const retried = clientId()
    await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => say(me, `顾客 ${i}`)),
      ...Array.from({ length: 10 }, (_, i) => reply(id, `客服 ${i}`)),
      say(me, '重发的消息', retried),
      say(me, '重发的消息', retried),
    ])
    await watching.waitForSeq(21)
    await staffSide.waitForSeq(21)
    const seqs = Array.from({ length: 21 }, (_, i) => i + 1)
    expect(watching.messages().map((m) => m.seq)).toEqual(seqs)
    expect(staffSide.messages().map((m) => m.seq)).toEqual(seqs)
    expect(watching.messages().filter((m) => m.clientId === retried)).toHaveLength(1)
    expect((await t.call(chatMessages, { token: me.token, query: { size: '200' } })).body.lastSeq).toBe(21)
  })

  it('the inbox counts unread, assigns on the first answer, transfers, and staff without the permission are refused', async () => {
    const me = await shopper(t)
    const { id } = await open(me)
    const inboxSocket = await connect(staffSocketUrl, { token: operator })
    await inboxSocket.waitFor((frame) => frame.type === 'ready')
    await say(me, '在吗')
    await say(me, '想问下快递')
    await inboxSocket.waitFor((frame) => frame.type === 'inbox' && frame.conversationId === id)
    const latest = (await t.call(merchantConversations, { token: operator, query: {} })).body.content[0]!
    expect(latest).toMatchObject({ id, customer: { mobile: expect.stringMatching(/^1\d{10}$/) } })
    const list = await t.call(merchantConversations, { token: operator, query: { keyword: latest.customer.mobile! } })
    expect(list.status, JSON.stringify(list.body)).toBe(200)
    expect(list.body.size).toBe(10)
    expect(list.body.content.find((row) => row.id === id)).toMatchObject({ unread: 2, assignee: null })
    const read = await t.call(merchantChatRead, { token: operator, params: { id }, body: { seq: 2 } })
    expect(read.body.unread).toBe(0)

    await reply(id, '在的')
    const after = await t.call(merchantConversationMessages, { token: operator, params: { id }, query: {} })
    expect(after.body.conversation.assignee?.name).toBe('商城运营')
    expect((await open(me)).unread).toBe(1)
    expect((await t.call(chatRead, { token: me.token, body: { seq: 3 } })).body.unread).toBe(0)

    const service = await t.loginConsole('customer_service')
    const agents = await t.call(merchantChatAgents, { token: service })
    expect(agents.status, JSON.stringify(agents.body)).toBe(200)
    const colleague = agents.body.find((agent) => agent.userid.startsWith('u-'))!
    const moved = await t.call(merchantChatAssign, {
      token: operator,
      params: { id },
      body: { userid: colleague.userid },
    })
    expect(moved.body.assignee?.userid).toBe(colleague.userid)
    const { body } = await t.call(chatMessages, { token: me.token, query: { after: '3' } })
    expect(body.messages[0]).toMatchObject({
      sender: 'system',
      content: `商城运营 已将会话转接给客服 ${colleague.name}`,
    })

    const warehouse = await t.loginConsole('warehouse')
    const notAgent = await t.call(merchantChatAssign, { token: operator, params: { id }, body: { userid: 'nobody' } })
    expect(notAgent.body.code).toBe('chatAgentInvalid')
    expect((await t.call(merchantConversations, { token: warehouse, query: {} })).status).toBe(403)
    const refusedSocket = await connect(staffSocketUrl, { token: warehouse })
    await refusedSocket.waitFor((frame) => frame.type === 'error' && frame.code === 'forbidden')
    const customerOnStaff = await connect(staffSocketUrl, { token: me.token })
    await customerOnStaff.waitFor((frame) => frame.type === 'error' && frame.code === '401')
    const badToken = await connect(customerSocketUrl, { token: 'not-a-token' })
    expect((await badToken.closed).code).toBe(4401)
    const missing = await t.call(merchantConversationMessages, { token: operator, params: { id: 999_999 }, query: {} })
    expect(missing.body).toMatchObject({ code: 'conversationNotFound', message: '会话不存在' })
  })

  it('staff send a picture through the chat’s own upload (customer service holds no goods.edit); the shopper sees it', async () => {
    const me = await shopper(t)
    const { id } = await open(me)
    const service = await t.loginConsole('customer_service')
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('a picture')])
    const body = multipart([{ field: 'file', filename: 'photo.png', type: 'image/png', data: png }])
    const upload = (route: typeof merchantChatUpload | typeof merchantUploadImage) =>
      t.inject({
        method: 'POST',
        url: t.url(route),
        headers: { 'content-type': body.contentType, authorization: `Bearer ${service}` },
        payload: body.payload,
      })
    expect((await upload(merchantUploadImage)).statusCode).toBe(403)
    const uploaded = await upload(merchantChatUpload)
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    const { url } = uploaded.json<{ url: string }>()
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/)
    const sent = await t.call(merchantChatSend, {
      token: service,
      params: { id },
      body: { clientId: clientId(), type: 'image', imageUrl: url },
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const { body: seen } = await t.call(chatMessages, { token: me.token, query: {} })
    expect(seen.messages.at(-1)).toMatchObject({ sender: 'staff', type: 'image', imageUrl: url })
  })

  it('a reply the customer has not seen within a minute arrives once as an in-site message (a job; the sweep as safety net)', async () => {
    const me = await shopper(t)
    const { id } = await open(me)
    await say(me, '请问什么时候发货')
    await reply(id, '今天下午')
    await reply(id, '今天下午发出')
    const inbox = async () =>
      (await t.call(messageList, { token: me.token })).body.content.filter((m) => m.kind === 'customer_service')
    await t.app.jobs.runDue()
    await t.app.sweeps.chatOfflineReplies()
    expect(await inbox()).toEqual([])
    t.clock.advance(OFFLINE_NOTICE_AFTER_MS)
    // The second reply moved the conversation's one waiting job: it tells once, of the latest reply.
    await t.app.jobs.runDue()
    await t.app.sweeps.chatOfflineReplies()
    const told = await inbox()
    expect(told).toHaveLength(1)
    expect(told[0]).toMatchObject({ title: '客服回复了您', link: '/pages/clientServer/index' })
    expect(told[0]!.content).toContain('今天下午发出')

    // A reply read in time is not told.
    await reply(id, '已经发出了')
    await t.call(chatRead, { token: me.token, body: { seq: 4 } })
    t.clock.advance(OFFLINE_NOTICE_AFTER_MS)
    await t.app.jobs.runDue()
    expect(await inbox()).toHaveLength(1)

    // The sweep tells what a lost job would have, once, however many processes sweep at once.
    await reply(id, '还有其他问题吗')
    await t.database.db.execute(sql`delete from jobs where key = ${`chat-offline:${id}`}`)
    t.clock.advance(OFFLINE_NOTICE_AFTER_MS)
    await Promise.all([t.app.sweeps.chatOfflineReplies(), t.app.sweeps.chatOfflineReplies()])
    expect(await inbox()).toHaveLength(2)
  })
})

describe('the help centre', () => {
  it('shows the seeded questions by category, searches them, and follows the console’s edits', async () => {
    const centre = await t.call(helpCentre, {})
    expect(centre.status).toBe(200)
    expect(centre.body.categories.map((c) => c.name)).toEqual(['订单与配送', '退款与售后', '商品与会员'])
    const found = await t.call(helpCentre, { query: { keyword: '退款' } })
    expect(found.body.categories.flatMap((c) => c.faqs.map((f) => f.question))).toContain('如何申请退款？')

    const editor = await t.loginConsole('customer_service')
    const category = await t.call(merchantSaveHelpCategory, { token: editor, body: { name: '发票', sort: 9 } })
    expect(category.status, JSON.stringify(category.body)).toBe(200)
    const faq = await t.call(merchantSaveFaq, {
      token: editor,
      body: { categoryId: category.body.id, question: '可以开专票吗？', answer: '可以，请在订单详情申请发票。' },
    })
    expect(faq.status, JSON.stringify(faq.body)).toBe(200)
    const shown = await t.call(helpCentre, { query: { keyword: '专票' } })
    expect(shown.body.categories).toEqual([
      expect.objectContaining({ name: '发票', faqs: [expect.objectContaining({ question: '可以开专票吗？' })] }),
    ])
    const full = await t.call(merchantDeleteHelpCategory, { token: editor, params: { id: category.body.id } })
    expect(full.body).toMatchObject({ code: 'helpCategoryNotEmpty', message: '分类下还有问题，不能删除' })
    const hidden = await t.call(merchantSaveFaq, {
      token: editor,
      body: {
        id: faq.body.id,
        categoryId: category.body.id,
        question: '可以开专票吗？',
        answer: '可以。',
        enabled: false,
      },
    })
    expect(hidden.body.enabled).toBe(false)
    expect((await t.call(helpCentre, { query: { keyword: '专票' } })).body.categories).toEqual([])
  })

  it('links to the chat, and to the outside customer-service URL once the shop sets one', async () => {
    expect((await t.call(chatLinks, {})).body).toEqual({
      chatPage: '/pages/clientServer/index',
      outsideUrl: null,
      helpPage: '/pages/serviceSystem/index',
    })
    const editor = await t.loginConsole('customer_service')
    const bad = await t.call(merchantUpdateChatSettings, { token: editor, body: { outsideUrl: 'http://x.cn' } })
    expect(JSON.stringify(bad.body)).toContain('请填写 https 开头的客服链接')
    await t.call(merchantUpdateChatSettings, { token: editor, body: { outsideUrl: 'https://kf.example.cn/chat' } })
    expect((await t.call(chatLinks, {})).body.outsideUrl).toBe('https://kf.example.cn/chat')
  })
})
