/**
 * The real kuaidi100 live query client: signs the form as the protocol says, reads the answer, maps the state codes
 * and turns error answers into DomainErrors. Answers are kept per waybill for the query interval, and concurrent
 * views of one waybill share one query, so page views never get a waybill locked. Pointed at the sandbox it runs
 * unchanged; only the base URL and the credentials differ.
 */
import { DomainError, parseChinaDateTime } from '@shop/domain'
import { systemClock } from '../../platform/clock'
import { fetchJson } from '../http'
import { memoryTrackingCache, type CachedAnswer } from './kuaidi100.cache'
import {
  errorAnswerWire,
  FORM_CONTENT_TYPE,
  QUERY_PATH,
  queryForm,
  RETURN_CODES,
  trackAnswerWire,
  trackingState,
  type ErrorAnswer,
  type EventWire,
  type QueryParam,
  type TrackAnswer,
} from './kuaidi100.protocol'
import type { Kuaidi100ClientConfig, Logistics, TrackRequest, Tracking, TrackingEvent } from './kuaidi100.types'

/** kuaidi100 locks a waybill that is queried more than once in this time. */
export const QUERY_INTERVAL_MS = 30 * 60_000

export function createKuaidi100Client(config: Kuaidi100ClientConfig): Logistics {
  const clock = config.clock ?? systemClock
  const cache = config.cache ?? memoryTrackingCache(clock)
  const intervalMs = config.queryIntervalMs ?? QUERY_INTERVAL_MS
  const url = config.baseUrl.replace(/\/+$/, '') + QUERY_PATH
  const pending = new Map<string, Promise<CachedAnswer>>()

  async function query(carrier: string, waybill: string, phone?: string, to?: string): Promise<CachedAnswer> {
    const param: QueryParam = { com: carrier, num: waybill, ...(phone && { phone }), ...(to && { to }), resultv2: '1' }
    let answer: Record<string, unknown>
    try {
      answer = await fetchJson('kuaidi100', config.fetch, url, {
        method: 'POST',
        headers: { 'content-type': FORM_CONTENT_TYPE },
        body: queryForm(JSON.stringify(param), config.key, config.customer),
      })
    } catch (error) {
      throw new DomainError('logisticsUnavailable', { reason: (error as Error).message })
    }
    const queriedAt = clock.now().toISOString()

    const refusal = errorAnswerWire.safeParse(answer)
    if (refusal.success) {
      if (refusal.data.returnCode === RETURN_CODES.noResult.returnCode) return { found: false, queriedAt }
      throw errorFor(refusal.data)
    }
    const track = trackAnswerWire.safeParse(answer)
    if (!track.success) throw new DomainError('logisticsUnavailable', { reason: 'malformed_answer' })
    return { found: true, tracking: toTracking(carrier, waybill, track.data, queriedAt) }
  }

  return {
    async track(request: TrackRequest): Promise<Tracking> {
      const carrier = request.carrier.trim().toLowerCase()
      const waybill = request.waybill.trim()
      const key = `${carrier}:${waybill}`
      let answer = await cache.get(key)
      if (!answer) {
        let asking = pending.get(key)
        if (!asking) {
          asking = query(carrier, waybill, request.phone?.trim(), request.to?.trim())
            .then(async (fresh) => {
              await cache.set(key, fresh, intervalMs)
              return fresh
            })
            .finally(() => pending.delete(key))
          pending.set(key, asking)
        }
        answer = await asking
      }
      if (!answer.found) throw new DomainError('logisticsNotFound', { carrier, waybill, queriedAt: answer.queriedAt })
      return answer.tracking
    },
  }
}

function errorFor(answer: ErrorAnswer): DomainError {
  const details = { returnCode: answer.returnCode, providerMessage: answer.message }
  return answer.returnCode === RETURN_CODES.phoneMismatch.returnCode
    ? new DomainError('logisticsPhoneRequired', details)
    : new DomainError('logisticsUnavailable', details)
}

function toTracking(carrier: string, waybill: string, answer: TrackAnswer, queriedAt: string): Tracking {
  const stateCode = Number.parseInt(answer.state, 10)
  const events = answer.data.map(toEvent).sort((a, b) => b.time.localeCompare(a.time))
  return { carrier, waybill, state: trackingState(stateCode), stateCode, events, queriedAt }
}

function toEvent(event: EventWire): TrackingEvent {
  const moment = parseChinaDateTime(event.time) ?? parseChinaDateTime(event.ftime ?? '')
  if (!moment) throw new DomainError('logisticsUnavailable', { reason: 'malformed_event_time', time: event.time })
  // areaName is `省,市[,区]`: the city is what a shopper recognises.
  const [province, city] = (event.areaName ?? '').split(',')
  const location = city || province
  return { time: moment.toISOString(), context: event.context, ...(location && { location }) }
}
