import { randomInt } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import {
  CRM_CODES,
  CRM_HEADERS,
  CRM_MAX_SKEW_SECONDS,
  crmSignature,
  sameSignature,
  type CrmMember,
} from './crm.protocol'
import { crmSandboxCodes, crmSandboxMembers } from './crm.sandbox.tables'

export interface CrmSandboxOptions {
  appKey: string
  appSecret: string
  clock: Clock
  db: Db
}

const CODE_TTL_MS = 5 * 60_000
const RESEND_AFTER_MS = 60_000
const MAX_ATTEMPTS = 5
const mobile = z.string().regex(/^1[3-9]\d{9}$/)
const code = z.string().regex(/^\d{6}$/)

const answer = (code: number, message: string, data?: unknown) => ({
  code,
  message,
  ...(data !== undefined && { data }),
})

/**
 * A local brand CRM speaking the open API of crm.protocol.ts, mounted at `/sandbox/crm` in sandbox mode: it checks
 * the app key, the timestamp and the signature like the real one, texts codes (readable at
 * `GET /sandbox/crm/last-code/{mobile}`, as the SMS sandbox does), makes members on first binding and moves them to
 * a new mobile. `POST /sandbox/crm/members/{memberNo}/points` stands for a purchase at a counter (points earned
 * outside the shop), so a test or a demo sees the CRM's figures change.
 */
export async function crmSandbox(app: FastifyInstance, options: CrmSandboxOptions): Promise<void> {
  const { db, clock } = options
  // The signature covers the exact bytes sent: keep the body as text.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body))

  function signedBody(request: FastifyRequest): { ok: true; body: unknown } | { ok: false; refusal: object } {
    const header = (name: string) => String(request.headers[name] ?? '')
    const text = typeof request.body === 'string' ? request.body : ''
    const timestamp = header(CRM_HEADERS.timestamp)
    const skew = Math.abs(clock.now().getTime() / 1000 - Number(timestamp))
    const expected = crmSignature(options.appSecret, {
      method: request.method,
      path: request.url.replace(/^\/sandbox\/crm/, ''),
      timestamp,
      nonce: header(CRM_HEADERS.nonce),
      body: text,
    })
    if (
      header(CRM_HEADERS.appKey) !== options.appKey ||
      !(skew <= CRM_MAX_SKEW_SECONDS) ||
      !sameSignature(header(CRM_HEADERS.signature), expected)
    ) {
      return { ok: false, refusal: answer(CRM_CODES.badSignature, 'signature invalid') }
    }
    try {
      return { ok: true, body: text ? JSON.parse(text) : {} }
    } catch {
      return { ok: false, refusal: answer(CRM_CODES.badRequest, 'body is not JSON') }
    }
  }

  const view = (row: typeof crmSandboxMembers.$inferSelect): CrmMember => ({
    memberNo: row.memberNo,
    mobile: row.mobile,
    levelCode: row.levelCode,
    levelName: row.levelName,
    points: row.points,
    joinedAt: row.joinedAt.toISOString(),
  })

  /** Checks and uses up the mobile's code: one attempt counted per call, in one guarded update. */
  async function useCode(tx: Db, to: string, given: string): Promise<number | null> {
    const [row] = await tx
      .update(crmSandboxCodes)
      .set({ attempts: sql`${crmSandboxCodes.attempts} + 1` })
      .where(eq(crmSandboxCodes.mobile, to))
      .returning()
    if (!row || row.attempts > MAX_ATTEMPTS) return CRM_CODES.codeWrong
    if (row.expiresAt <= clock.now()) return CRM_CODES.codeExpired
    if (row.code !== given) return CRM_CODES.codeWrong
    await tx.delete(crmSandboxCodes).where(eq(crmSandboxCodes.mobile, to))
    return null
  }

  app.post('/v2/member/code', async (request) => {
    const signed = signedBody(request)
    if (!signed.ok) return signed.refusal
    const body = z.object({ mobile }).safeParse(signed.body)
    if (!body.success) return answer(CRM_CODES.badRequest, 'mobile invalid')
    const now = clock.now()
    const [earlier] = await db.select().from(crmSandboxCodes).where(eq(crmSandboxCodes.mobile, body.data.mobile))
    if (earlier && now.getTime() - earlier.sentAt.getTime() < RESEND_AFTER_MS) {
      return answer(CRM_CODES.tooManyCodes, 'a code was sent less than a minute ago')
    }
    const values = {
      mobile: body.data.mobile,
      code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
      attempts: 0,
      sentAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    }
    await db.insert(crmSandboxCodes).values(values).onConflictDoUpdate({ target: crmSandboxCodes.mobile, set: values })
    request.log.info({ mobile: body.data.mobile.slice(-4) }, 'crm sandbox: code sent')
    return answer(CRM_CODES.ok, 'ok')
  })

  app.post('/v2/member/bind', async (request) => {
    const signed = signedBody(request)
    if (!signed.ok) return signed.refusal
    const body = z.object({ mobile, code, outerId: z.string().min(1).max(64) }).safeParse(signed.body)
    if (!body.success) return answer(CRM_CODES.badRequest, 'mobile, code or outerId invalid')
    return db.transaction(async (tx) => {
      const refused = await useCode(tx, body.data.mobile, body.data.code)
      if (refused !== null) return answer(refused, 'code refused')
      const [existing] = await tx.select().from(crmSandboxMembers).where(eq(crmSandboxMembers.mobile, body.data.mobile))
      if (existing) return answer(CRM_CODES.ok, 'ok', view(existing))
      const [made] = await tx
        .insert(crmSandboxMembers)
        .values({
          memberNo: `CRM${String(randomInt(0, 10 ** 10)).padStart(10, '0')}`,
          mobile: body.data.mobile,
          levelCode: 'V1',
          levelName: '银卡会员',
          points: 0,
          outerId: body.data.outerId,
          joinedAt: clock.now(),
        })
        .returning()
      return answer(CRM_CODES.ok, 'ok', view(made!))
    })
  })

  app.post('/v2/member/change-mobile', async (request) => {
    const signed = signedBody(request)
    if (!signed.ok) return signed.refusal
    const body = z.object({ memberNo: z.string().min(1).max(32), newMobile: mobile, code }).safeParse(signed.body)
    if (!body.success) return answer(CRM_CODES.badRequest, 'memberNo, newMobile or code invalid')
    return db.transaction(async (tx) => {
      const refused = await useCode(tx, body.data.newMobile, body.data.code)
      if (refused !== null) return answer(refused, 'code refused')
      const [taken] = await tx.select().from(crmSandboxMembers).where(eq(crmSandboxMembers.mobile, body.data.newMobile))
      if (taken && taken.memberNo !== body.data.memberNo)
        return answer(CRM_CODES.mobileTaken, 'mobile bound to another member')
      const [moved] = await tx
        .update(crmSandboxMembers)
        .set({ mobile: body.data.newMobile })
        .where(eq(crmSandboxMembers.memberNo, body.data.memberNo))
        .returning()
      return moved ? answer(CRM_CODES.ok, 'ok', view(moved)) : answer(CRM_CODES.memberNotFound, 'no such member')
    })
  })

  app.get<{ Params: { memberNo: string } }>('/v2/member/:memberNo', async (request) => {
    const signed = signedBody(request)
    if (!signed.ok) return signed.refusal
    const [row] = await db
      .select()
      .from(crmSandboxMembers)
      .where(eq(crmSandboxMembers.memberNo, request.params.memberNo))
    return row ? answer(CRM_CODES.ok, 'ok', view(row)) : answer(CRM_CODES.memberNotFound, 'no such member')
  })

  // The sandbox's own doors (not the CRM's protocol): what a phone would have received, and a counter purchase.
  app.get<{ Params: { mobile: string } }>('/last-code/:mobile', async (request, reply) => {
    const [row] = await db.select().from(crmSandboxCodes).where(eq(crmSandboxCodes.mobile, request.params.mobile))
    return row ? { mobile: row.mobile, code: row.code } : reply.code(404).send({ message: 'no code sent' })
  })

  app.post<{ Params: { memberNo: string }; Body: string }>('/members/:memberNo/points', async (request, reply) => {
    const earned = z
      .object({ points: z.number().int().min(1).max(1_000_000) })
      .safeParse(JSON.parse(request.body || '{}'))
    if (!earned.success) return reply.code(400).send({ message: 'points must be a positive integer' })
    const [row] = await db
      .update(crmSandboxMembers)
      .set({
        points: sql`${crmSandboxMembers.points} + ${earned.data.points}`,
        // The sandbox's level rule: 金卡 from 2,000 points.
        levelCode: sql`case when ${crmSandboxMembers.points} + ${earned.data.points} >= 2000 then 'V2' else ${crmSandboxMembers.levelCode} end`,
        levelName: sql`case when ${crmSandboxMembers.points} + ${earned.data.points} >= 2000 then '金卡会员' else ${crmSandboxMembers.levelName} end`,
      })
      .where(eq(crmSandboxMembers.memberNo, request.params.memberNo))
      .returning()
    return row ? view(row) : reply.code(404).send({ message: 'no such member' })
  })
}
