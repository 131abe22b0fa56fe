import type { Clock } from '../../platform/clock'
import type { Fetch } from '../http'
import type { TrackingCache } from './kuaidi100.cache'

/** Where a parcel is, as the order pages show it. */
export interface Logistics {
  /**
   * The waybill's track, newest event first. Rejects with DomainError `logisticsNotFound` (no track yet),
   * `logisticsPhoneRequired` (the carrier wants the receiver's phone) or `logisticsUnavailable`.
   */
  track(request: TrackRequest): Promise<Tracking>
}

export interface TrackRequest {
  /** kuaidi100 company code, e.g. `shunfeng` (see LOGISTICS_CARRIERS). */
  carrier: string
  waybill: string
  /** Receiver's phone (or its last four digits): SF and ZTO answer only with it. */
  phone?: string
  /** Receiver's area as `省-市-区`, e.g. `上海市-上海市-静安区` (kuaidi100's `to`). */
  to?: string
}

export type TrackingState =
  'collected' | 'in_transit' | 'out_for_delivery' | 'signed' | 'problem' | 'refused' | 'returned' | 'unknown'

export interface TrackingEvent {
  /** ISO 8601 instant. */
  time: string
  context: string
  /** The city the event happened in, when the carrier says. */
  location?: string
}

export interface Tracking {
  carrier: string
  waybill: string
  state: TrackingState
  /** kuaidi100's own state code, kept for states this mapping does not name. */
  stateCode: number
  /** Newest first. */
  events: TrackingEvent[]
  /** When kuaidi100 was asked (ISO): answers are reused for a while, see queryIntervalMs. */
  queriedAt: string
}

export interface Kuaidi100ClientConfig {
  /** `https://poll.kuaidi100.com` live, the sandbox's prefix in sandbox mode. */
  baseUrl: string
  /** The company number kuaidi100 assigns (授权 customer). */
  customer: string
  /** The authorisation key (授权 key). */
  key: string
  fetch: Fetch
  clock?: Clock
  /** Where answers are kept between queries; in memory by default. */
  cache?: TrackingCache
  /**
   * How long an answer is reused before the waybill is asked about again. kuaidi100 locks a waybill queried more
   * than once in 30 minutes (the default); the sandbox demo can use less to watch a parcel move.
   */
  queryIntervalMs?: number
}
