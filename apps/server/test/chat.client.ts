import { WebSocket } from 'ws'
import type { ChatClientFrame, ChatMessage, ChatServerFrame } from '@shop/contracts'

/**
 * A chat socket as the shop and the console use it (docs/customer-service.md): says hello with a token and the last
 * seq it has, keeps every frame, and waits for messages by seq. For the server's tests and the processes test.
 */
export interface ChatSocket {
  frames: ChatServerFrame[]
  /** The messages received, in the order they arrived. */
  messages(): ChatMessage[]
  /** Resolves when a message with this seq (or more) arrived. */
  waitForSeq(seq: number, timeoutMs?: number): Promise<void>
  waitFor(check: (frame: ChatServerFrame) => boolean, timeoutMs?: number): Promise<ChatServerFrame>
  send(frame: ChatClientFrame): void
  close(): Promise<void>
  closed: Promise<{ code: number }>
}

export async function chatSocket(url: string, hello: Omit<Extract<ChatClientFrame, { type: 'hello' }>, 'type'>) {
  const socket = new WebSocket(url)
  const frames: ChatServerFrame[] = []
  const waiters = new Set<() => void>()
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as ChatServerFrame)
    for (const wake of waiters) wake()
  })
  const closed = new Promise<{ code: number }>((resolve) => socket.on('close', (code) => resolve({ code })))
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  socket.send(JSON.stringify({ type: 'hello', ...hello }))

  const waitFor = (check: (frame: ChatServerFrame) => boolean, timeoutMs = 5_000) =>
    new Promise<ChatServerFrame>((resolve, reject) => {
      const look = () => {
        const found = frames.find(check)
        if (!found) return
        clearTimeout(timer)
        waiters.delete(look)
        resolve(found)
      }
      const timer = setTimeout(() => {
        waiters.delete(look)
        reject(new Error(`no such frame within ${timeoutMs} ms; frames: ${JSON.stringify(frames)}`))
      }, timeoutMs)
      waiters.add(look)
      look()
    })

  const messages = () => frames.flatMap((frame) => (frame.type === 'message' ? [frame.message] : []))

  const chat: ChatSocket = {
    frames,
    messages,
    waitFor,
    async waitForSeq(seq, timeoutMs) {
      await waitFor((frame) => frame.type === 'message' && frame.message.seq >= seq, timeoutMs)
    },
    send: (frame) => socket.send(JSON.stringify(frame)),
    async close() {
      socket.close()
      await closed
    },
    closed,
  }
  return chat
}
