/**
 * The error catalogue of spec §8 as data: what the app does with a failed call. Pure (no Taro), so the whole
 * table is tested on its own; request.ts carries the outcome out.
 */

export const NETWORK_ERROR_TEXT = '网络异常，请稍后重试'
export const SERVER_BUSY_TEXT = '系统繁忙,请稍后再试'
/** Toasts for network and server failures stay 5 s (spec §9). */
export const ERROR_TOAST_MS = 5000

/** Status used for a call that got no HTTP answer at all (offline, DNS, timeout). */
export const NETWORK_FAILURE = -1

/** Codes the caller handles itself: no modal, the call just rejects. */
export const SILENT_CODES: readonly string[] = [
  'validateInventoryDeductionMethodError',
  'statusNotInterrupt',
  '400001014',
  '400001016',
]

/** Distributor binding failures: the shopper is simply taken home. */
export const GO_HOME_CODES: readonly string[] = ['firstOrderNoExist', 'firstOrderExpired']

/** After the modal of this code is confirmed the cart tab opens (the cart changed under the shopper). */
export const GO_TO_CART_CODE = '400009'

/** Server codes whose modal text the app words itself. */
export const CODE_TRANSLATIONS: Readonly<Record<string, string>> = {
  canNotRefundWhenRefunding: '有部分退单正在处理中',
}

/**
 * Server messages the app words itself (compared without case, spaces or punctuation). The spec's
 * "select goods before submitting the order" really means some selected goods ran out of stock.
 */
export const MESSAGE_TRANSLATIONS: Readonly<Record<string, string>> = {
  'select goods before submitting the order': '部分商品库存不足',
  'please select goods before submitting the order': '部分商品库存不足',
  请选择商品后再提交订单: '部分商品库存不足',
  请先选择商品再提交订单: '部分商品库存不足',
}

export type ErrorOutcome =
  /** The code is on the tolerated list: the call resolves with the body as if it had succeeded. */
  | { kind: 'tolerated' }
  /** Missing, expired or invalid token: clear it and send the shopper to log in (once). */
  | { kind: 'login' }
  | { kind: 'toast'; text: string }
  | { kind: 'modal'; text: string; afterConfirm?: 'cart' }
  | { kind: 'home' }
  /** Nothing shown: the caller handles it (silent codes, or the call asked to hide the modal). */
  | { kind: 'silent' }

export interface ErrorPolicy {
  /** The call handles 4xx itself (spec: "unless the call hides the modal"). */
  hideModal?: boolean
  /** 4xx codes treated as success (configurable; empty by default). */
  toleratedCodes?: readonly string[]
}

/** The `code` and `message` of an error body `{ code, message, details }`, whatever shape arrived. */
export function errorFields(body: unknown): { code: string; message: string } {
  const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const code = typeof b.code === 'string' || typeof b.code === 'number' ? String(b.code) : ''
  const message = typeof b.message === 'string' ? b.message : ''
  return { code, message }
}

const normalize = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s.,!?;:。，！？；：]+/g, ' ')
    .trim()

const normalizedMessages = new Map(Object.entries(MESSAGE_TRANSLATIONS).map(([k, v]) => [normalize(k), v]))

/** The text the shopper reads for a 4xx: the app's wording when it has one, else the server's message. */
export function translate(code: string, message: string): string {
  return CODE_TRANSLATIONS[code] ?? normalizedMessages.get(normalize(message)) ?? (message || SERVER_BUSY_TEXT)
}

/** Decides what a failed call leads to. `status` is the HTTP status, or NETWORK_FAILURE. */
export function decideErrorOutcome(status: number, body: unknown, policy: ErrorPolicy = {}): ErrorOutcome {
  if (status === NETWORK_FAILURE) return { kind: 'toast', text: NETWORK_ERROR_TEXT }
  const { code, message } = errorFields(body)
  if (status === 401 || (status === 400 && code === '401')) return { kind: 'login' }
  if (status < 400 || status > 499) return { kind: 'toast', text: SERVER_BUSY_TEXT }
  if (policy.toleratedCodes?.includes(code)) return { kind: 'tolerated' }
  if (GO_HOME_CODES.includes(code)) return { kind: 'home' }
  if (SILENT_CODES.includes(code) || policy.hideModal) return { kind: 'silent' }
  const text = translate(code, message)
  return code === GO_TO_CART_CODE ? { kind: 'modal', text, afterConfirm: 'cart' } : { kind: 'modal', text }
}
