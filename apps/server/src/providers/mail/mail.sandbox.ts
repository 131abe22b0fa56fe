import type { AddressInfo } from 'node:net'
import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { mailSandboxMessages } from './mail.sandbox.tables'

/** The most mails `/sandbox/mail` lists. */
const SHOWN = 50
/** The largest mail the sandbox takes (the real servers' usual limit is far above an invoice mail). */
const MAX_BYTES = 5 * 1024 * 1024

export interface SandboxMail {
  id: number
  from: string
  to: string
  subject: string
  text: string
  receivedAt: string
}

/**
 * The sandbox's mail server: a real SMTP server (smtp-server) on 127.0.0.1 that every mail of the shop goes to in
 * sandbox mode, through the same nodemailer transport the live mode uses. Each process runs its own on a free port
 * (or MAIL_SANDBOX_PORT); what they receive goes into the database, so `/sandbox/mail` of any process shows it.
 * Answers the SMTP URL to send to and how to stop it.
 */
export async function startSandboxSmtp({
  db,
  clock,
  port,
}: {
  db: Db
  clock: Clock
  port: number
}): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_BYTES,
    logger: false,
    banner: 'shop mail sandbox',
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          await db.insert(mailSandboxMessages).values({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address).join(', '),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            receivedAt: clock.now(),
          })
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const { port: bound } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * `/sandbox/mail`: the mails the sandbox's SMTP server received, newest first, as a page (`/`) and as JSON
 * (`/messages?to=…`, for tests), read from the database.
 */
export async function mailSandbox(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const latest = (to?: string) =>
    db
      .select()
      .from(mailSandboxMessages)
      .where(to ? eq(mailSandboxMessages.envelopeTo, to) : undefined)
      .orderBy(desc(mailSandboxMessages.id))
      .limit(SHOWN)

  const view = (row: typeof mailSandboxMessages.$inferSelect): SandboxMail => ({
    id: row.id,
    from: row.envelopeFrom,
    to: row.envelopeTo,
    subject: row.subject,
    text: row.text,
    receivedAt: row.receivedAt.toISOString(),
  })

  app.get('/messages', async (request) => {
    const { to } = request.query as { to?: string }
    return (await latest(typeof to === 'string' ? to.slice(0, 254) : undefined)).map(view)
  })

  app.get('/', async (_request, reply) => {
    const mails = (await latest()).map(view)
    const items = mails
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">${escapeHtml(m.receivedAt)} · 发件人 ${escapeHtml(m.from)} · 收件人 ${escapeHtml(m.to)}</p>
<pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('\n')
    const page = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>邮件沙箱</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#2b2522}
article{border:1px solid #e8e2dd;border-radius:8px;padding:12px 16px;margin:12px 0}h2{font-size:17px;margin:0 0 4px}
.meta{color:#766e69;font-size:13px;margin:0 0 8px}pre{white-space:pre-wrap;font-family:inherit;margin:0}</style></head>
<body><h1>邮件沙箱</h1><p>本地 SMTP 服务收到的邮件（最新 ${SHOWN} 封）。</p>${items || '<p>还没有邮件。</p>'}</body></html>`
    return reply.type('text/html; charset=utf-8').send(page)
  })
}
