import { randomUUID, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { maskMobile } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { smsSandboxMessages } from './sms.sandbox.tables'
import { parseTc3Authorization, tc3Signature } from './tc3'

/**
 * A local Tencent Cloud SMS that speaks API 3.0 SendSms, mounted at `/sandbox/sms` in sandbox mode: it checks the
 * TC3-HMAC-SHA256 signature, the action, version and timestamp like the real one, answers in its format (errors in
 * `Response.Error`), logs each message at info level and keeps the last one per mobile in the database (every
 * process sees it) for `GET /sandbox/sms/last/{mobile}` (so browser tests can sign in).
 */
export interface SmsSandboxOptions {
  secretId: string
  secretKey: string
  sdkAppId: string
  templateId: string
  clock: Clock
  db: Db
}

export interface SandboxSms {
  mobile: string
  code: string
  text: string
  sentAt: string
}

const TEMPLATE = '您的验证码是 {1}，{2}分钟内有效，请勿泄露。'
const MAX_SKEW_SECONDS = 300

export async function smsSandbox(app: FastifyInstance, options: SmsSandboxOptions): Promise<void> {
  // The signature covers the exact bytes sent: keep the body as text.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body))

  app.post('/', async (request) => {
    const requestId = randomUUID()
    const fail = (code: string, message: string) => ({
      Response: { Error: { Code: code, Message: message }, RequestId: requestId },
    })
    const header = (name: string) => String(request.headers[name] ?? '')
    const payload = typeof request.body === 'string' ? request.body : ''

    const auth = parseTc3Authorization(header('authorization'))
    if (!auth) return fail('AuthFailure.InvalidAuthorization', 'Authorization header is not TC3-HMAC-SHA256')
    if (auth.secretId !== options.secretId) return fail('AuthFailure.SecretIdNotFound', 'SecretId not found')
    const timestamp = Number(header('x-tc-timestamp'))
    const now = options.clock.now().getTime() / 1000
    if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > MAX_SKEW_SECONDS) {
      return fail('AuthFailure.SignatureExpire', 'signature expired: X-TC-Timestamp is more than 5 minutes off')
    }
    const { signature, credentialScope } = tc3Signature({
      secretKey: options.secretKey,
      service: 'sms',
      host: header('host'),
      timestamp,
      payload,
      contentType: header('content-type'),
    })
    const given = Buffer.from(auth.signature)
    if (
      auth.scope !== credentialScope ||
      auth.signedHeaders !== 'content-type;host' ||
      !timingSafeEqual(given, Buffer.from(signature))
    ) {
      return fail('AuthFailure.SignatureFailure', 'the provided credentials could not be validated')
    }
    if (header('x-tc-action') !== 'SendSms') return fail('InvalidAction', `action ${header('x-tc-action')} not found`)
    if (header('x-tc-version') !== '2021-01-11') return fail('NoSuchVersion', 'the version is not supported')

    const body = parseBody(payload)
    if (!body) return fail('InvalidParameter', 'the body is not a JSON object')
    if (body.SmsSdkAppId !== options.sdkAppId)
      return fail('InvalidParameterValue.SdkAppIdNotExist', 'SdkAppId not found')
    if (!body.SignName)
      return fail('FailedOperation.SignatureIncorrectOrUnapproved', 'signature missing or not approved')
    if (body.TemplateId !== options.templateId)
      return fail('FailedOperation.TemplateIncorrectOrUnapproved', 'template not approved')
    const numbers = body.PhoneNumberSet ?? []
    if (numbers.length === 0 || !numbers.every((n) => /^\+861[3-9]\d{9}$/.test(n))) {
      return fail('InvalidParameterValue.IncorrectPhoneNumber', 'incorrect phone number')
    }

    const params = body.TemplateParamSet ?? []
    const text = `【${body.SignName}】${TEMPLATE.replace(/\{(\d)\}/g, (_, i: string) => params[Number(i) - 1] ?? '')}`
    const sentAt = options.clock.now()
    const code = (params[0] ?? '').slice(0, 16)
    for (const number of numbers) {
      const mobile = number.slice(3)
      await options.db
        .insert(smsSandboxMessages)
        .values({ mobile, code, text, sentAt })
        .onConflictDoUpdate({ target: smsSandboxMessages.mobile, set: { code, text, sentAt } })
      request.log.info(`SMS to ${maskMobile(mobile)}: ${text}`)
    }
    const statuses = numbers.map((number) => {
      return {
        SerialNo: randomUUID(),
        PhoneNumber: number,
        Fee: 1,
        SessionContext: '',
        Code: 'Ok',
        Message: 'send success',
        IsoCode: 'CN',
      }
    })
    return { Response: { SendStatusSet: statuses, RequestId: requestId } }
  })

  app.get('/last/:mobile', async (request, reply) => {
    const [last] = await options.db
      .select()
      .from(smsSandboxMessages)
      .where(eq(smsSandboxMessages.mobile, (request.params as { mobile: string }).mobile.slice(0, 11)))
    if (!last) return reply.status(404).send({ code: 'notFound', message: '没有发给这个手机号的短信' })
    return { ...last, sentAt: last.sentAt.toISOString() } satisfies SandboxSms
  })
}

interface SendSmsBody {
  PhoneNumberSet?: string[]
  SmsSdkAppId?: string
  SignName?: string
  TemplateId?: string
  TemplateParamSet?: string[]
}

function parseBody(payload: string): SendSmsBody | null {
  try {
    const body: unknown = JSON.parse(payload)
    return typeof body === 'object' && body !== null ? (body as SendSmsBody) : null
  } catch {
    return null
  }
}
