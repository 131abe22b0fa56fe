import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it, onTestFinished } from 'vitest'
import {
  apiPath,
  CHAT_SOCKET_PATH,
  chatOpen,
  chatSend,
  h5AppLogin,
  merchantChatSend,
  staffLogin,
} from '@shop/contracts'
import { chatSocket, type ChatSocket } from './chat.client'
import { httpClient, scratchDatabase, startTwoShops, type Child } from './processes'
import { TEST_OWNER_PASSWORD } from './harness'

// Customer service across two real server processes on one PostgreSQL (docs/customer-service.md): a message kept
// through one process reaches a socket held by the other, carried by the bus's LISTEN/NOTIFY. The embedded database
// allows one process only, so this runs on PostgreSQL (TEST_DATABASE_URL).
const STORE = 'lanji'
const children: Child[] = []
const sockets: ChatSocket[] = []
afterAll(() => {
  for (const child of children) child.process.kill('SIGKILL')
})

const serverUrl = process.env.TEST_DATABASE_URL

describe.runIf(serverUrl)('customer service on two server processes', () => {
  it(
    'a message sent through one process is delivered live by the other, in order, to the shopper and to the console',
    { timeout: 180_000 },
    async () => {
      const scratch = await scratchDatabase(serverUrl!, 'shop_chat')
      onTestFinished(async () => {
        await Promise.all(sockets.map((socket) => socket.close()))
        for (const child of children) child.process.kill('SIGKILL')
        await Promise.all(children.map((child) => child.exited))
        await scratch.drop()
      })
      const { origins } = await startTwoShops(children, scratch.url)
      const client = (origin: string) => ({ ...httpClient(origin, STORE), ws: origin.replace('http:', 'ws:') })
      const [a, b] = [client(origins[0]), client(origins[1])]

      const minted = (await (
        await fetch(`${a.base}/sandbox/app-shell/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mobile: '13912340003' }),
        })
      ).json()) as { token: string }
      const token = (await a.call(h5AppLogin, { body: { token: minted.token } })).body.jwtString
      const operator = (await a.call(staffLogin, { body: { username: 'owner', password: TEST_OWNER_PASSWORD } })).body
        .token
      const { id } = (await a.call(chatOpen, { token, body: {} })).body

      // The shopper's socket and the console's are on B; everything is sent through A.
      const shopperSide = await chatSocket(`${b.ws}${apiPath('ec-portal', STORE, CHAT_SOCKET_PATH)}`, { token })
      const consoleSide = await chatSocket(
        `${b.ws}${apiPath('counter-portal', STORE, `merchant/${CHAT_SOCKET_PATH}`)}`,
        {
          token: operator,
          conversationId: id,
        },
      )
      sockets.push(shopperSide, consoleSide)
      await shopperSide.waitFor((frame) => frame.type === 'ready')
      await consoleSide.waitFor((frame) => frame.type === 'ready')

      const sent = Date.now()
      const asked = await a.call(chatSend, {
        token,
        body: { clientId: randomUUID(), type: 'text', content: '请问有小样吗' },
      })
      expect(asked.status, JSON.stringify(asked.body)).toBe(200)
      await consoleSide.waitForSeq(1, 2_000)
      for (const content of ['有的', '下单即送', '两件']) {
        const answered = await a.call(merchantChatSend, {
          token: operator,
          params: { id },
          body: { clientId: randomUUID(), type: 'text', content },
        })
        expect(answered.status, JSON.stringify(answered.body)).toBe(200)
      }
      await shopperSide.waitForSeq(4, 2_000)
      expect(Date.now() - sent).toBeLessThan(2_000)
      expect(shopperSide.messages().map((m) => [m.seq, m.content])).toEqual([
        [1, '请问有小样吗'],
        [2, '有的'],
        [3, '下单即送'],
        [4, '两件'],
      ])
      expect(consoleSide.frames.some((frame) => frame.type === 'inbox' && frame.conversationId === id)).toBe(true)
    },
  )
})
