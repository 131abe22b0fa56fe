/**
 * What goes wrong before a handler runs — a body that is not JSON, a multipart body without its boundary or cut
 * short, a token naming an impossible customer, a path Node's parser refuses, an upload refused before its body
 * arrived — still answers a 4xx with a stable code and Chinese, never a 5xx or the framework's English.
 */
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { cartAppend, uploadFile } from '@shop/contracts'
import { createTestApp } from './harness'

const t = await createTestApp()
afterAll(() => t.close())
const customer = (await t.loginCustomer()).jwtString
await t.app.listen({ port: 0, host: '127.0.0.1' })
const { port } = t.app.server.address() as AddressInfo

/** Sends raw bytes; answers the status line, the headers and body text, and whether the server closed the socket. */
function raw(bytes: string): Promise<{ head: string; body: string; ms: number }> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes))
    let text = ''
    socket.on('data', (chunk) => (text += chunk.toString()))
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n')
      resolve({ head, body, ms: Date.now() - started })
    })
    socket.on('error', reject)
    socket.setTimeout(10_000, () => socket.destroy())
  })
}

const upload = (contentType: string, payload: string, token = customer) =>
  t.inject({
    method: 'POST',
    url: t.url(uploadFile),
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  })

describe('errors before the handler', () => {
  it('a body that is not JSON', async () => {
    const answer = await t.inject({
      method: 'POST',
      url: t.url(cartAppend),
      headers: { authorization: `Bearer ${customer}`, 'content-type': 'application/json' },
      payload: '{bad',
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toMatchObject({ code: 'validationFailed', details: [{ message: '请求内容不是有效的 JSON' }] })
  })

  it('a multipart body without its boundary, or cut short', async () => {
    for (const answer of [
      await upload('multipart/form-data', 'xx'),
      await upload(
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nPNG',
      ),
    ]) {
      expect(answer.statusCode).toBe(400)
      expect(answer.json()).toMatchObject({
        code: 'uploadMalformed',
        message: '上传内容不完整或格式有误，请重新选择图片',
      })
    }
  })

  it('a token naming a customer id beyond any row', async () => {
    const { token } = await t.app.tokens.issue({ kind: 'customer', customerId: 99_999_999_999 })
    const answer = await upload('multipart/form-data; boundary=abc', '--abc--', token)
    expect(answer.statusCode).toBe(401)
    expect(answer.json()).toMatchObject({ code: '401' })
  })

  it.each([
    ['a space', 'GET /api/ec-portal/store/lanji/a b HTTP/1.1'],
    ['raw Chinese', 'GET /api/商品 HTTP/1.1'],
  ])('a path with %s, refused by the HTTP parser', async (_, line) => {
    const answer = await raw(`${line}\r\nHost: x\r\n\r\n`)
    expect(answer.head).toMatch(/^HTTP\/1.1 400/)
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'validationFailed', message: '请求参数有误' })
    expect(answer.body).not.toMatch(/Client Error|Bad Request/)
  })

  it('an upload without a token is refused at once, without waiting for its body', async () => {
    const answer = await raw(
      `POST ${t.url(uploadFile)} HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=abc\r\n` +
        'Content-Length: 5000000\r\n\r\n--abc\r\n',
    )
    expect(answer.head).toMatch(/^HTTP\/1.1 401/)
    expect(answer.head.toLowerCase()).toContain('connection: close')
    expect(answer.ms).toBeLessThan(5_000)
  })
})
