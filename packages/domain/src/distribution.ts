/**
 * Distribution (分销) rules as pure functions: who a customer is bound to when they open a distributor's share, how
 * much commission a paid line earns, how much of it a refund takes back, and how a share travels inside a
 * mini-program code's 32-character scene (docs/distribution.md).
 */

/** IN: inside staff, shown as 分销员; OUT: outside recommenders, shown as 推荐官 (spec §1). */
export const DISTRIBUTOR_CHANNELS = ['IN', 'OUT'] as const
export type DistributorChannel = (typeof DISTRIBUTOR_CHANNELS)[number]
export const CHANNEL_LABELS: Record<DistributorChannel, string> = { IN: '分销员', OUT: '推荐官' }

/**
 * How a binding came about (spec §7 "Distributor binding"):
 * - FIRST_ORDER: a first-order link: binds a customer who has never ordered (the order they then place is attributed);
 * - SCENE_ID: a share card, H5 link or mini-program code, whose scene names a parameter-pool entry;
 * - TMC: transferred by the merchant console: an operator bound the customer by hand, with a reason.
 */
export const BINDING_TYPES = ['FIRST_ORDER', 'SCENE_ID', 'TMC'] as const
export type BindingType = (typeof BINDING_TYPES)[number]

/**
 * What happens when a customer bound in a channel opens another distributor's share of that channel:
 * - first_wins: the first binding stays for good;
 * - latest_wins: the customer is asked (showChangeBind) and, on yes, the new distributor replaces the old;
 * - expires: a binding lasts `days`; before then it stays, after it the next share binds anew.
 */
export type BindRule = { mode: 'first_wins' } | { mode: 'latest_wins' } | { mode: 'expires'; days: number }

export interface ActiveBinding {
  distributorId: number
  expiresAt: Date | null
}

export type BindDecision =
  | { kind: 'bind'; expiresAt: Date | null }
  | { kind: 'replace'; expiresAt: Date | null }
  | { kind: 'keep'; reason: 'same' | 'first_wins' | 'not_expired' }
  | { kind: 'ask' }
  | { kind: 'refuse'; code: 'bindSelf' | 'bindLoop' }

const DAY_MS = 86_400_000

export interface BindFacts {
  rule: BindRule
  now: Date
  /** The customer's current binding in the sharer's channel, if any. */
  current: ActiveBinding | null
  /** The distributor who shared. */
  candidateId: number
  /** The customer is that distributor themselves. */
  self: boolean
  /** The sharer is, up their own binding chain, bound to this customer (binding would make a loop). */
  loop: boolean
  /** The customer said yes to showChangeBind. */
  confirmed: boolean
}

/** Decides a share's effect on a customer's binding in one channel. */
export function decideBinding(f: BindFacts): BindDecision {
  if (f.self) return { kind: 'refuse', code: 'bindSelf' }
  if (f.loop) return { kind: 'refuse', code: 'bindLoop' }
  const expiresAt = f.rule.mode === 'expires' ? new Date(f.now.getTime() + f.rule.days * DAY_MS) : null
  const current = f.current && (f.current.expiresAt === null || f.current.expiresAt > f.now) ? f.current : null
  if (!current) return f.current ? { kind: 'replace', expiresAt } : { kind: 'bind', expiresAt }
  if (current.distributorId === f.candidateId) return { kind: 'keep', reason: 'same' }
  switch (f.rule.mode) {
    case 'first_wins':
      return { kind: 'keep', reason: 'first_wins' }
    case 'expires':
      return { kind: 'keep', reason: 'not_expired' }
    case 'latest_wins':
      return f.confirmed ? { kind: 'replace', expiresAt } : { kind: 'ask' }
  }
}

/** Rates are basis points of what the customer paid for a line (1000 = 10%). */
export const MAX_RATE_BP = 5_000

/** A line's commission: its paid amount × rate, rounded down to the fen (never more than the rate allows). */
export function lineCommission(base: number, rateBp: number): number {
  if (!Number.isInteger(base) || base < 0) throw new RangeError('lineCommission: base must be a whole fen ≥ 0')
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > MAX_RATE_BP) throw new RangeError('lineCommission: rate')
  return Math.floor((base * rateBp) / 10_000)
}

/**
 * How much of a line's commission a refund takes back, pro rata to the money refunded, counted on the running total
 * so the parts of several partial refunds add up exactly: a line refunded in full gives back all its commission.
 */
export function commissionReversal(
  commission: number,
  base: number,
  refundedBefore: number,
  refundedNow: number,
): number {
  if (base <= 0 || commission <= 0) return 0
  const before = Math.min(base, refundedBefore)
  const after = Math.min(base, refundedBefore + refundedNow)
  const taken = (refunded: number) => (refunded >= base ? commission : Math.floor((commission * refunded) / base))
  return taken(after) - taken(before)
}

/**
 * A mini-program code's scene holds at most 32 characters, so a share's parameters live in the parameter pool and
 * the scene carries the pool key behind this marker (spec §7 "the scene carries a separator marker"). A scene without
 * the marker is a plain page value.
 */
export const SCENE_MARKER = 'sp~'
/**
 * The page a share's mini-program code and short link open (the landing page, emptyPage/index): it resolves the
 * scene and opens the page the share names, so a code fits any page and its parameters (they stay in the pool).
 */
export const SHARE_LANDING_PAGE = 'pages/emptyPage/index'
export const SCENE_MAX_LENGTH = 32

export function sceneOf(poolKey: string): string {
  const scene = `${SCENE_MARKER}${poolKey}`
  if (scene.length > SCENE_MAX_LENGTH) throw new RangeError('scene longer than 32 characters')
  return scene
}

/** The pool key a scene (or an H5 share value) carries, or null when it carries none. */
export function poolKeyOf(scene: string): string | null {
  const decoded = scene.includes('%') ? safeDecode(scene) : scene
  const at = decoded.indexOf(SCENE_MARKER)
  if (at < 0) return null
  const key = decoded.slice(at + SCENE_MARKER.length)
  return /^[A-Za-z0-9]{6,24}$/.test(key) ? key : null
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** WeChat Pay's merchant-transfer bill states (商家转账, `GET …/transfer-bills/out-bill-no/{no}`). */
export type TransferBillState =
  'ACCEPTED' | 'PROCESSING' | 'WAIT_USER_CONFIRM' | 'TRANSFERING' | 'SUCCESS' | 'FAIL' | 'CANCELING' | 'CANCELLED'

/**
 * What a withdrawal becomes once WeChat Pay answers its transfer bill:
 * - `paid` (SUCCESS) and `failed` (FAIL, including a bill its payee left unconfirmed for a day, and CANCELLED) are
 *   final: the money is withdrawn, or goes back to available;
 * - `confirming`: the payee has to confirm receipt on WeChat's page (WAIT_USER_CONFIRM, or TRANSFERING: confirm again)
 *   and the shop holds what opens it (`canConfirm`: the create call answered the package);
 * - `waiting`: anything else (accepted, locking funds, being cancelled, or a confirmation without its package):
 *   asked again later with the same bill number, never a new one while the bill is open.
 */
export function withdrawalAfterTransfer(
  state: TransferBillState,
  canConfirm: boolean,
): 'paid' | 'failed' | 'confirming' | 'waiting' {
  if (state === 'SUCCESS') return 'paid'
  if (state === 'FAIL' || state === 'CANCELLED') return 'failed'
  if ((state === 'WAIT_USER_CONFIRM' || state === 'TRANSFERING') && canConfirm) return 'confirming'
  return 'waiting'
}
