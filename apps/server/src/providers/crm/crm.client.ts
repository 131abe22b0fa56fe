import { randomUUID } from 'node:crypto'
import type { Clock } from '../../platform/clock'
import { fetchJson, ProviderError, type Fetch } from '../http'
import { CRM_CODES, CRM_HEADERS, crmAnswerSchema, crmMemberSchema, crmSignature, type CrmMember } from './crm.protocol'

/** What the shop asks of the brand's CRM. Every answer is checked; one that does not parse is a ProviderError. */
export interface CrmClient {
  /** The CRM texts a verification code to the mobile (binding, or changing the bound mobile). */
  sendCode(mobile: string): Promise<void>
  /** Checks the code and answers the member of that mobile, made a member at the CRM if it was none. */
  bind(input: { mobile: string; code: string; outerId: string }): Promise<CrmMember>
  /** Moves a member to a new mobile, proven by a code sent to the new one. */
  changeMobile(input: { memberNo: string; newMobile: string; code: string }): Promise<CrmMember>
  /** The member's level and points as the CRM has them now; null when the CRM has no such member. */
  member(memberNo: string): Promise<CrmMember | null>
}

/** A refusal the shopper can act on (wrong or expired code, a mobile bound elsewhere), by the CRM's code. */
export class CrmRefusal extends Error {
  constructor(readonly crmCode: number) {
    super(`crm refused (${crmCode})`)
    this.name = 'CrmRefusal'
  }
}

const REFUSALS = new Set<number>([
  CRM_CODES.codeWrong,
  CRM_CODES.codeExpired,
  CRM_CODES.tooManyCodes,
  CRM_CODES.mobileTaken,
])

export function createCrmClient(options: {
  appKey: string
  appSecret: string
  baseUrl: string
  fetch: Fetch
  clock: Clock
}): CrmClient {
  async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<unknown> {
    const text = body === undefined ? '' : JSON.stringify(body)
    const timestamp = String(Math.floor(options.clock.now().getTime() / 1000))
    const nonce = randomUUID()
    const answer = crmAnswerSchema.safeParse(
      await fetchJson('crm', options.fetch, options.baseUrl + path, {
        method,
        headers: {
          ...(body !== undefined && { 'content-type': 'application/json' }),
          [CRM_HEADERS.appKey]: options.appKey,
          [CRM_HEADERS.timestamp]: timestamp,
          [CRM_HEADERS.nonce]: nonce,
          [CRM_HEADERS.signature]: crmSignature(options.appSecret, { method, path, timestamp, nonce, body: text }),
        },
        ...(body !== undefined && { body: text }),
      }),
    )
    if (!answer.success) throw new ProviderError('crm', null, 'the answer is not { code, message, data }')
    const { code, message, data } = answer.data
    if (code === CRM_CODES.ok) return data
    if (code === CRM_CODES.memberNotFound) return null
    if (REFUSALS.has(code)) throw new CrmRefusal(code)
    throw new ProviderError('crm', code, message)
  }

  const asMember = (data: unknown): CrmMember => {
    const parsed = crmMemberSchema.safeParse(data)
    if (!parsed.success) throw new ProviderError('crm', null, 'the member in the answer is malformed')
    return parsed.data
  }

  return {
    async sendCode(mobile) {
      await call('POST', '/v2/member/code', { mobile })
    },
    bind: async (input) => asMember(await call('POST', '/v2/member/bind', input)),
    changeMobile: async (input) => asMember(await call('POST', '/v2/member/change-mobile', input)),
    async member(memberNo) {
      const data = await call('GET', `/v2/member/${encodeURIComponent(memberNo)}`)
      return data === null ? null : asMember(data)
    },
  }
}
