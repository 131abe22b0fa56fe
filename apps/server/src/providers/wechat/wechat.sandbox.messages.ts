import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import type { sandboxAccessTokens } from '../sandbox-token'
import { wechatSandboxState } from './wechat.sandbox.tables'

/**
 * The WeChat sandbox's messages, content security and ads conversions, mounted with the rest of the WeChat sandbox:
 * - `POST /cgi-bin/message/subscribe/send?access_token=…`: WeChat's body and errcodes. The template must be one of
 *   the sandbox's (40037 otherwise) and every field must fit the kind its key names, as WeChat checks them (47003):
 *   thing ≤ 20 characters, character_string ≤ 32 letters/digits/symbols, number ≤ 32 digits, amount a sum of money,
 *   time/date a date, phrase ≤ 5 Chinese characters. A user told `POST /control/subscribe-refusal {openid}` has no
 *   acceptance left (43101). Delivered messages are remembered per openid (`GET /control/subscribe-messages?openid=`).
 * - `POST /wxa/msg_sec_check?access_token=…`: version 2 (with openid and scene): a text with one of RISKY_WORDS is `risky` (label 20001
 *   时政 / 10001 广告 / 20006 违法犯罪 …), one with a REVIEW_WORDS entry `review`, anything else `pass`; the first version (content alone) answers 87014 for a risky text.
 * - `POST /marketing/user_actions/add?version=v1.0&access_token=…`: the sandbox's one ads data source
 *   (user_action_set_id 1100000001, else 40097 invalid args); every action needs an action_type it knows, an
 *   action_time and a user_id; accepted actions are remembered (`GET /control/user-actions`).
 *   `POST /control/ads-outage {calls}` makes the next calls answer -1 (系统繁忙), so a swallowed failure can be seen.
 * What it remembers is kept in the database (`wechat_sandbox_state`), so every server process sees the same.
 */
export interface MessagesSandboxOptions {
  db: Db
  clock: Clock
  tokens: ReturnType<typeof sandboxAccessTokens>
  templateIds: readonly string[]
  userActionSetId: string
}

type Answer = { errcode: number; errmsg: string } & Record<string, unknown>
const refuse = (errcode: number, errmsg: string): Answer => ({ errcode, errmsg })
const OK: Answer = { errcode: 0, errmsg: 'ok' }

/** Words the sandbox's content check calls risky, with the label WeChat gives them. */
export const RISKY_WORDS: Record<string, number> = {
  赌博: 20006,
  代开发票: 20006,
  色情: 20002,
  加微信领钱: 10001,
  违禁词: 20001,
}
/** Words the sandbox's content check wants reviewed. */
export const REVIEW_WORDS = ['刷单', '私聊']

const ACTION_TYPES = new Set(['REGISTER', 'COMPLETE_ORDER', 'PURCHASE'])
/** How many delivered messages / reported actions the sandbox keeps per key. */
const KEEP = 200

/** WeChat's rule for a subscribe-message field, by the kind its key starts with; null: it fits. */
export function fieldProblem(key: string, value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0) return `${key} is empty`
  const kind = key.replace(/\d+$/, '')
  const fits: Record<string, (v: string) => boolean> = {
    thing: (v) => [...v].length <= 20,
    character_string: (v) => v.length <= 32 && /^[\w\-.:/#@]+$/.test(v),
    number: (v) => v.length <= 32 && /^\d+(\.\d+)?$/.test(v),
    amount: (v) => /^¥?\d+(\.\d{1,2})?元?$/.test(v),
    time: (v) => /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(v),
    date: (v) => /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(v),
    phrase: (v) => /^[\u4e00-\u9fa5]{1,5}$/.test(v),
    name: (v) => [...v].length <= 10,
    phone_number: (v) => /^[\d+-]{1,17}$/.test(v),
  }
  const rule = fits[kind]
  if (!rule) return `${key} is no field kind`
  return rule(value) ? null : `${key} does not fit ${kind}`
}

export function messagesSandbox(app: FastifyInstance, options: MessagesSandboxOptions): void {
  const { db, clock, tokens } = options

  const tokenProblem = (query: unknown): Answer | null => {
    const state = tokens.check((query as Record<string, unknown>).access_token)
    if (state === 'forged') return refuse(40001, 'invalid credential, access_token is invalid or not latest')
    if (state === 'expired') return refuse(42001, 'access_token expired')
    return null
  }

  const read = async (key: string) =>
    (await db.select().from(wechatSandboxState).where(eq(wechatSandboxState.key, key)))[0]?.value ?? null

  /** Changes one remembered value under its row lock (every process sees one order of changes). */
  const change = <T>(
    key: string,
    next: (value: Record<string, unknown> | null) => { value: Record<string, unknown>; answer: T },
  ) =>
    db.transaction(async (tx) => {
      const now = clock.now()
      await tx.insert(wechatSandboxState).values({ key, value: {}, updatedAt: now }).onConflictDoNothing()
      const [row] = await tx.select().from(wechatSandboxState).where(eq(wechatSandboxState.key, key)).for('update')
      const { value, answer } = next(row?.value ?? null)
      await tx.update(wechatSandboxState).set({ value, updatedAt: now }).where(eq(wechatSandboxState.key, key))
      return answer
    })

  const append = (key: string, entry: Record<string, unknown>) =>
    change(key, (value) => ({
      value: { list: [...((value?.list as unknown[]) ?? []), entry].slice(-KEEP) },
      answer: undefined,
    }))

  app.post('/cgi-bin/message/subscribe/send', async (request) => {
    const problem = tokenProblem(request.query)
    if (problem) return problem
    const body = (request.body ?? {}) as Record<string, unknown>
    if (typeof body.touser !== 'string' || !body.touser) return refuse(40003, 'invalid openid')
    if (typeof body.template_id !== 'string' || !options.templateIds.includes(body.template_id))
      return refuse(40037, 'invalid template_id')
    const data = body.data as Record<string, { value?: unknown }> | undefined
    if (!data || typeof data !== 'object' || Object.keys(data).length === 0)
      return refuse(47003, 'argument invalid! data is empty')
    for (const [key, field] of Object.entries(data)) {
      const wrong = fieldProblem(key, field?.value)
      if (wrong) return refuse(47003, `argument invalid! data.${wrong}`)
    }
    if ((await read(`subscribe-refusal:${body.touser}`)) !== null) return refuse(43101, 'user refuse to accept the msg')
    await append(`subscribe:${body.touser}`, {
      templateId: body.template_id,
      page: body.page ?? null,
      data: Object.fromEntries(Object.entries(data).map(([key, field]) => [key, field.value])),
      at: clock.now().toISOString(),
    })
    return OK
  })

  app.post('/wxa/msg_sec_check', async (request) => {
    const problem = tokenProblem(request.query)
    if (problem) return problem
    const body = (request.body ?? {}) as Record<string, unknown>
    if (typeof body.content !== 'string' || body.content.length > 2500) return refuse(40097, 'invalid args: content')
    const content = body.content
    const risky = Object.entries(RISKY_WORDS).find(([word]) => content.includes(word))
    const review = REVIEW_WORDS.some((word) => content.includes(word))
    // The first version: the content alone, a risky one answered with errcode 87014.
    if (body.version === undefined) return risky ? refuse(87014, 'risky content') : OK
    if (body.version !== 2) return refuse(40097, 'invalid args: version')
    if (typeof body.openid !== 'string' || !body.openid) return refuse(40003, 'invalid openid')
    if (![1, 2, 3, 4].includes(Number(body.scene))) return refuse(40097, 'invalid args: scene')
    const suggest = risky ? 'risky' : review ? 'review' : 'pass'
    const label = risky ? risky[1] : review ? 21000 : 100
    return {
      ...OK,
      result: { suggest, label },
      detail: [{ strategy: 'content_model', errcode: 0, suggest, label, prob: risky ? 90 : 0 }],
      trace_id: `sandbox-${clock.now().getTime()}`,
    }
  })

  app.post('/marketing/user_actions/add', async (request) => {
    const problem = tokenProblem(request.query)
    if (problem) return problem
    const query = request.query as Record<string, unknown>
    if (query.version !== 'v1.0') return refuse(40097, 'invalid args: version')
    const outage = await change('ads-outage', (value) => {
      const calls = Number(value?.calls ?? 0)
      return { value: { calls: Math.max(calls - 1, 0) }, answer: calls > 0 }
    })
    if (outage) return refuse(-1, 'system error')
    const body = (request.body ?? {}) as { user_action_set_id?: unknown; actions?: unknown }
    if (String(body.user_action_set_id) !== options.userActionSetId)
      return refuse(40097, 'invalid args: user_action_set_id')
    if (!Array.isArray(body.actions) || body.actions.length === 0 || body.actions.length > 50)
      return refuse(40097, 'invalid args: actions')
    for (const action of body.actions as Record<string, unknown>[]) {
      const user = action.user_id as Record<string, unknown> | undefined
      if (!ACTION_TYPES.has(String(action.action_type))) return refuse(40097, 'invalid args: action_type')
      if (!Number.isInteger(action.action_time)) return refuse(40097, 'invalid args: action_time')
      if (typeof user?.wechat_openid !== 'string' || typeof user.wechat_app_id !== 'string')
        return refuse(40097, 'invalid args: user_id')
    }
    for (const action of body.actions as Record<string, unknown>[]) await append('user-actions', action)
    return OK
  })

  // The sandbox's own controls (not WeChat's): what tests and the demo use to look inside.
  app.post('/control/subscribe-refusal', async (request) => {
    const openid = String((request.body as { openid?: unknown } | undefined)?.openid ?? '')
    await change(`subscribe-refusal:${openid}`, () => ({ value: { refused: true }, answer: undefined }))
    return OK
  })
  app.get('/control/subscribe-messages', async (request) => {
    const openid = String((request.query as { openid?: unknown }).openid ?? '')
    return { ...OK, list: ((await read(`subscribe:${openid}`))?.list as unknown[]) ?? [] }
  })
  app.get('/control/user-actions', async () => ({
    ...OK,
    list: ((await read('user-actions'))?.list as unknown[]) ?? [],
  }))
  app.post('/control/ads-outage', async (request) => {
    const calls = Number((request.body as { calls?: unknown } | undefined)?.calls ?? 0)
    await change('ads-outage', () => ({ value: { calls }, answer: undefined }))
    return OK
  })
}
