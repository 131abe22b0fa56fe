/**
 * Pre-sales (预售, order types advance_sale and pre_sale_order; docs/pre-sales.md). Two ways to sell goods before
 * they ship:
 * - **deposit** (定金预售, advance_sale): a deposit in the deposit window, the balance in the balance window later.
 *   The deposit may be worth more than it cost when the balance is paid (定金膨胀: pay ¥20, it counts ¥50), so the
 *   shopper pays `deposit + (price − depositValue)` for a unit in all.
 * - **full** (全款预售, pre_sale_order): the pre-sale price in the sale window; the goods ship from a date.
 * Windows are half-open `[start, end)`, epoch ms. Amounts are integer fen.
 */

export const PRESALE_MODES = ['deposit', 'full'] as const
export type PresaleMode = (typeof PRESALE_MODES)[number]

/** What happens to a paid deposit whose balance is not paid by the end of the balance window. */
export const PRESALE_UNPAID_RULES = ['keep', 'refund'] as const
export type PresaleUnpaidRule = (typeof PRESALE_UNPAID_RULES)[number]

export interface PresaleTerms {
  mode: PresaleMode
  /** The pre-sale price of a unit (what a unit costs in all, before the deposit's inflation). */
  price: number
  /** deposit mode: paid now, per unit. */
  deposit: number | null
  /** deposit mode: what a paid deposit counts for when the balance is paid (≥ deposit). */
  depositValue: number | null
  /** The deposit (or the sale) window. */
  startsAt: number
  endsAt: number
  /** deposit mode: the balance window. */
  balanceStartsAt: number | null
  balanceEndsAt: number | null
  /** The goods ship from here. */
  shipFrom: number
}

/**
 * The legal cap of a deposit (定金): at most 20% of the price (民法典 §586). A larger "deposit" would be a
 * prepayment, which the shopper gets back in full; the shop keeps a forfeited deposit only within this cap.
 */
export const DEPOSIT_MAX_PERCENT = 20

/** What is wrong with a pre-sale's terms, or null. The console's refusal lists the first problem. */
export function presaleTermsProblem(t: PresaleTerms): string | null {
  const money = (n: number | null) => n !== null && Number.isSafeInteger(n) && n >= 1
  if (!money(t.price)) return '预售价须至少0.01元'
  if (!(t.startsAt < t.endsAt)) return '开始时间须早于结束时间'
  if (t.mode === 'full') {
    if (t.shipFrom < t.startsAt) return '发货时间不能早于预售开始时间'
    return null
  }
  if (!money(t.deposit) || !money(t.depositValue)) return '定金须至少0.01元'
  if (t.deposit! * 100 > t.price * DEPOSIT_MAX_PERCENT) return `定金不能超过预售价的${DEPOSIT_MAX_PERCENT}%`
  if (t.depositValue! < t.deposit!) return '定金抵扣金额不能低于定金'
  if (t.depositValue! >= t.price) return '定金抵扣金额须低于预售价'
  if (t.balanceStartsAt === null || t.balanceEndsAt === null) return '请设置尾款时间'
  if (t.balanceStartsAt < t.endsAt) return '尾款开始时间不能早于定金结束时间'
  if (!(t.balanceStartsAt < t.balanceEndsAt)) return '尾款开始时间须早于结束时间'
  if (t.shipFrom < t.balanceStartsAt) return '发货时间不能早于尾款开始时间'
  return null
}

export interface PresaleAmounts {
  /** Paid now: the deposit (deposit mode) or the whole price (full mode), for the quantity. */
  now: number
  /** Paid in the balance window (0 in full mode). */
  balance: number
  /** now + balance. */
  total: number
  /** What the deposit's inflation saves against the price: (depositValue − deposit) × quantity. */
  saved: number
}

/** What a shopper pays for `quantity` units: now, later, in all. */
export function presaleAmounts(t: Pick<PresaleTerms, 'mode' | 'price' | 'deposit' | 'depositValue'>, quantity: number) {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError(`quantity must be ≥ 1, got ${quantity}`)
  if (t.mode === 'full') return { now: t.price * quantity, balance: 0, total: t.price * quantity, saved: 0 }
  const now = t.deposit! * quantity
  const balance = (t.price - t.depositValue!) * quantity
  return {
    now,
    balance,
    total: now + balance,
    saved: (t.depositValue! - t.deposit!) * quantity,
  } satisfies PresaleAmounts
}

export type PresalePhase = 'upcoming' | 'selling' | 'waiting_balance' | 'balance' | 'ended'

/**
 * Where a pre-sale is at `now`: before its window; selling (the deposit or the sale window); between the deposit
 * and the balance windows; in the balance window; ended (after the last window).
 */
export function presalePhase(t: PresaleTerms, now: number): PresalePhase {
  if (now < t.startsAt) return 'upcoming'
  if (now < t.endsAt) return 'selling'
  if (t.mode === 'full' || t.balanceStartsAt === null || t.balanceEndsAt === null) return 'ended'
  if (now < t.balanceStartsAt) return 'waiting_balance'
  if (now < t.balanceEndsAt) return 'balance'
  return 'ended'
}

export const PRESALE_PHASE_LABELS: Record<PresalePhase, string> = {
  upcoming: '未开始',
  selling: '进行中',
  waiting_balance: '待付尾款',
  balance: '尾款支付中',
  ended: '已结束',
}
