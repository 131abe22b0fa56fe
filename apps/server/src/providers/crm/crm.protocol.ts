import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

/**
 * The brand CRM's open API (docs/member-crm.md): JSON over HTTPS, every request signed with the shop's app secret.
 *   X-Crm-App-Key, X-Crm-Timestamp (unix seconds), X-Crm-Nonce and
 *   X-Crm-Signature = hex HMAC-SHA256(secret, `${method}\n${path}\n${timestamp}\n${nonce}\n${body}`)
 * Answers are `{ code, message, data }`; code 0 is success. The client and the sandbox peer share this file.
 */
export const CRM_HEADERS = {
  appKey: 'x-crm-app-key',
  timestamp: 'x-crm-timestamp',
  nonce: 'x-crm-nonce',
  signature: 'x-crm-signature',
} as const

/** A request older or newer than this is refused (replay). */
export const CRM_MAX_SKEW_SECONDS = 300

export function crmSignature(
  secret: string,
  parts: { method: string; path: string; timestamp: string; nonce: string; body: string },
): string {
  return createHmac('sha256', secret)
    .update(`${parts.method}\n${parts.path}\n${parts.timestamp}\n${parts.nonce}\n${parts.body}`)
    .digest('hex')
}

export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** The CRM's error codes the shop tells apart (anything else: the CRM is unavailable). */
export const CRM_CODES = {
  ok: 0,
  badSignature: 40_001,
  badRequest: 40_002,
  codeWrong: 40_101,
  codeExpired: 40_102,
  tooManyCodes: 40_103,
  mobileTaken: 40_901,
  memberNotFound: 40_401,
} as const

/** A member as the CRM keeps it: the card number, the mobile it is bound to, the level and the points balance. */
export const crmMemberSchema = z.object({
  memberNo: z.string().min(1).max(32),
  mobile: z.string().regex(/^1[3-9]\d{9}$/),
  levelCode: z.string().min(1).max(16),
  levelName: z.string().min(1).max(32),
  points: z.number().int().min(0),
  joinedAt: z.string().datetime({ offset: true }),
})
export type CrmMember = z.infer<typeof crmMemberSchema>

export const crmAnswerSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.unknown().optional(),
})
