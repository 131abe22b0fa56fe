/**
 * The kuaidi100 live query protocol (`POST /poll/query.do`), shared by the client and the sandbox peer so both
 * sides sign, encode and read answers by one definition.
 */
import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { TrackingState } from './kuaidi100.types'

export const KUAIDI100_BASE_URL = 'https://poll.kuaidi100.com'
export const QUERY_PATH = '/poll/query.do'
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded'

/** The `param` field. Serialised in this order; the sign covers the exact string. */
export const queryParamWire = z.object({
  com: z.string().min(1),
  num: z.string().min(1),
  /** Receiver's or sender's phone: SF and ZTO answer only with it. */
  phone: z.string().optional(),
  /**
   * The receiver's area, `省-市-区` (e.g. `上海市-上海市-静安区`). Optional in the protocol; kuaidi100 judges the
   * signature better with it, and the sandbox ends the parcel's trip there.
   */
  to: z.string().optional(),
  /** '1' asks for the administrative area of each event (areaName), which gives the event's location. */
  resultv2: z.string().optional(),
})
export type QueryParam = z.infer<typeof queryParamWire>

/** sign = uppercase hex MD5 of param + key + customer, over the UTF-8 bytes, with nothing in between. */
export function querySign(param: string, key: string, customer: string): string {
  return createHash('md5')
    .update(param + key + customer, 'utf8')
    .digest('hex')
    .toUpperCase()
}

/** The form body: customer, sign and param, urlencoded. */
export function queryForm(param: string, key: string, customer: string): string {
  return new URLSearchParams({ customer, sign: querySign(param, key, customer), param }).toString()
}

/** Every error answers HTTP 200 with this body; the returnCode says what went wrong. */
export const errorAnswerWire = z.object({
  result: z.literal(false),
  returnCode: z.string(),
  message: z.string(),
})
export type ErrorAnswer = z.infer<typeof errorAnswerWire>

/** The return codes the protocol documents, with the messages kuaidi100 sends. */
export const RETURN_CODES = {
  incomplete: { returnCode: '400', message: '提交的数据不完整，或者贵公司没授权' },
  unknownCompany: { returnCode: '400', message: '找不到对应公司' },
  /** The carrier wants the receiver's (or sender's) phone number, or the one given is wrong. */
  phoneMismatch: { returnCode: '408', message: '快递公司参数异常：验证码错误' },
  noResult: { returnCode: '500', message: '查询无结果，请隔段时间再查' },
  serverError: { returnCode: '501', message: '服务器错误' },
  serverBusy: { returnCode: '502', message: '服务器繁忙' },
  badSign: { returnCode: '503', message: '验证签名失败' },
} as const satisfies Record<string, Omit<ErrorAnswer, 'result'>>

export const eventWire = z.object({
  /** Beijing time, `YYYY-MM-DD HH:mm:ss` as the carrier reported it. */
  time: z.string(),
  context: z.string(),
  ftime: z.string().optional(),
  /** With resultv2: `省,市[,区]`, e.g. `浙江,杭州市`. */
  areaName: z.string().nullish(),
  areaCode: z.string().nullish(),
  status: z.string().optional(),
})
export type EventWire = z.infer<typeof eventWire>

export const trackAnswerWire = z.object({
  message: z.string(),
  nu: z.string(),
  ischeck: z.string(),
  condition: z.string().optional(),
  com: z.string(),
  status: z.string(),
  state: z.string().regex(/^\d+$/),
  data: z.array(eventWire),
})
export type TrackAnswer = z.infer<typeof trackAnswerWire>

/**
 * The answer's `state` codes: 0 在途, 1 揽收, 2 疑难, 3 签收, 4 退签, 5 派件, 6 退回, 7 转投, 8 清关,
 * 10 待清关, 11 清关中, 12 已清关, 13 清关异常, 14 拒签.
 */
const STATES: Record<number, TrackingState> = {
  0: 'in_transit',
  1: 'collected',
  2: 'problem',
  3: 'signed',
  4: 'refused',
  5: 'out_for_delivery',
  6: 'returned',
  7: 'in_transit',
  8: 'in_transit',
  10: 'in_transit',
  11: 'in_transit',
  12: 'in_transit',
  13: 'problem',
  14: 'refused',
}

export function trackingState(stateCode: number): TrackingState {
  return STATES[stateCode] ?? 'unknown'
}
