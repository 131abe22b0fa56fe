/**
 * A local kuaidi100 that speaks the live query protocol, mounted at `/sandbox/kuaidi100` in sandbox mode. It checks
 * the form and the sign with its own credentials, wants the phone where SF and ZTO want it, and answers in
 * kuaidi100's format: a waybill's track moves on with time from the first query about it, from collected to
 * signed in `journeyMs`, ending in the receiver's city when the query names it (`to`), as a real parcel does.
 * Waybills starting with `0000` have no track, so the unhappy path can be seen.
 */
import { timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import { chinaDateTime } from '@shop/domain'
import { systemClock, type Clock } from '../../platform/clock'
import { findCarrier } from './kuaidi100.carriers'
import {
  FORM_CONTENT_TYPE,
  QUERY_PATH,
  querySign,
  RETURN_CODES,
  queryParamWire,
  type ErrorAnswer,
  type EventWire,
  type QueryParam,
  type TrackAnswer,
} from './kuaidi100.protocol'
import { planJourney } from './kuaidi100.sandbox-journey'

export interface Kuaidi100SandboxOptions {
  customer: string
  key: string
  clock?: Clock
  /** From collected to signed; 2 minutes by default, so a person can watch a parcel move. */
  journeyMs?: number
}

export const DEFAULT_JOURNEY_MS = 2 * 60_000
export const NO_RESULT_PREFIX = '0000'

/** The state code's word in each event's `status` (with resultv2). */
const STATUS_WORDS: Record<number, string> = { 0: '在途', 1: '揽收', 3: '签收', 5: '派件' }

export const kuaidi100Sandbox: FastifyPluginAsync<Kuaidi100SandboxOptions> = async (app, options) => {
  const clock = options.clock ?? systemClock
  const journeyMs = options.journeyMs ?? DEFAULT_JOURNEY_MS
  const firstSeen = new Map<string, number>()

  // The sign covers param exactly as sent: read the form by hand, whatever parsers the app has.
  if (app.hasContentTypeParser(FORM_CONTENT_TYPE)) app.removeContentTypeParser(FORM_CONTENT_TYPE)
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string' }, (_request, body, done) => done(null, body))

  const refuse = (code: Omit<ErrorAnswer, 'result'>): ErrorAnswer => ({ result: false, ...code })

  app.post(QUERY_PATH, async (request): Promise<TrackAnswer | ErrorAnswer> => {
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '')
    const customer = form.get('customer')
    const sign = form.get('sign')
    const paramText = form.get('param')
    if (!customer || !sign || !paramText) return refuse(RETURN_CODES.incomplete)
    if (customer !== options.customer || !sameText(sign, querySign(paramText, options.key, options.customer))) {
      return refuse(RETURN_CODES.badSign)
    }

    const param = parseParam(paramText)
    if (!param) return refuse(RETURN_CODES.incomplete)
    const carrier = findCarrier(param.com)
    if (!carrier) return refuse(RETURN_CODES.unknownCompany)
    if (carrier.needsPhone && !/^\d[\d-]{3,19}$/.test(param.phone ?? '')) return refuse(RETURN_CODES.phoneMismatch)
    if (param.num.startsWith(NO_RESULT_PREFIX)) return refuse(RETURN_CODES.noResult)

    const now = clock.now().getTime()
    const start = firstSeen.get(param.num) ?? now
    firstSeen.set(param.num, start)
    const reached = planJourney(param.num, carrier.name, param.to).filter((step) => start + step.at * journeyMs <= now)
    const withArea = param.resultv2 !== undefined && param.resultv2 !== '0'
    const latest = reached.at(-1)?.stateCode ?? 0
    const data = reached.toReversed().map((step): EventWire => {
      const time = chinaDateTime(new Date(start + step.at * journeyMs))
      return {
        time,
        ftime: time,
        context: step.context,
        ...(withArea && {
          ...(step.city.adcode && { areaCode: `CN${step.city.adcode}000000` }),
          areaName: `${step.city.province},${step.city.name}`,
          status: STATUS_WORDS[step.stateCode],
        }),
      }
    })
    return {
      message: 'ok',
      nu: param.num,
      ischeck: latest === 3 ? '1' : '0',
      condition: '00',
      com: carrier.code,
      status: '200',
      state: String(latest),
      data,
    }
  })
}

function parseParam(text: string): QueryParam | null {
  try {
    const param = queryParamWire.safeParse(JSON.parse(text))
    return param.success ? param.data : null
  } catch {
    return null
  }
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
