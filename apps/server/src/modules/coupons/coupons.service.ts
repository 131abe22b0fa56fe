import type {
  CustomerCoupon,
  CustomerCouponStatus,
  ReceivableCoupon,
  ResponseOf,
  registerReceive,
} from '@shop/contracts'
import { DomainError, type CouponInput, type ErrorCode } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { couponsRepository, type CouponsRepository, type CoverageFilter, type TemplateRow } from './coupons.repository'
import { toCouponInput, toCustomerCoupon, toReceivableCoupon } from './coupons.view'

export interface CouponsDeps {
  db: Db
  clock: Clock
}

export type CouponsService = ReturnType<typeof createCouponsService>

const DAY_MS = 86_400_000

/** What an order's cancellation or refund gave back: the coupon, usable again or already expired. */
export interface ReleasedCoupon {
  couponId: string
  status: Extract<CustomerCouponStatus, 'usable' | 'expired'>
}

/**
 * Coupon templates and the coupons customers hold: receiving (one template, or a campaign by its advertising
 * param), the wallet, and what the checkout needs (the candidates for the pricing engine, consuming one coupon
 * inside the order's transaction, giving it back on cancel or refund).
 */
export function createCouponsService({ db, clock }: CouponsDeps) {
  const reader = couponsRepository(db)

  /** Why this customer cannot receive one more of this (locked) template now; null when they can. */
  const refusal = (template: TemplateRow, held: number, now: Date): ErrorCode | null => {
    if (!template.active || (template.validTo !== null && template.validTo <= now)) return 'couponNotReceivable'
    if (template.totalQuantity !== null && template.issuedCount >= template.totalQuantity) return 'couponSoldOut'
    if (held >= template.perCustomerLimit) return 'couponLimitReached'
    return null
  }

  /** The window of a coupon received now: the template's fixed one, or validDays days from now. */
  const windowOf = (template: TemplateRow, now: Date): [Date, Date] =>
    template.validFrom && template.validTo
      ? [template.validFrom, template.validTo]
      : [now, new Date(now.getTime() + template.validDays! * DAY_MS)]

  const issue = async (
    repo: CouponsRepository,
    template: TemplateRow,
    customerId: number,
    now: Date,
  ): Promise<CustomerCoupon> => {
    const [validFrom, validTo] = windowOf(template, now)
    const coupon = await repo.issue(template, customerId, validFrom, validTo, now)
    return toCustomerCoupon({ coupon, template }, now)
  }

  return {
    /**
     * Receives one coupon of a template. Decided under a lock on the template row, so the total and per-customer
     * limits hold however many receive at once. Campaign templates are not receivable this way (notFound).
     */
    receive: (customerId: number, templateId: number): Promise<CustomerCoupon> =>
      db.transaction(async (tx) => {
        const repo = couponsRepository(tx)
        const now = clock.now()
        const template = await repo.lockTemplate(templateId)
        if (!template || template.campaign !== null) throw new DomainError('notFound')
        const refused = refusal(template, await repo.countHeld(customerId, templateId), now)
        if (refused) throw new DomainError(refused)
        return issue(repo, template, customerId, now)
      }),

    /**
     * Gives the customer every coupon of the campaign the advertising param names, once per customer and campaign.
     * Coupons sold out or over their limit are skipped; when none is left to give, nothing is recorded
     * (couponSoldOut), so nothing is lost either.
     */
    registerReceive: (customerId: number, param: string): Promise<ResponseOf<typeof registerReceive>> =>
      db.transaction(async (tx) => {
        const repo = couponsRepository(tx)
        const now = clock.now()
        const templates = await repo.lockCampaignTemplates(param)
        const running = templates.filter((t) => refusal(t, 0, now) !== 'couponNotReceivable')
        if (running.length === 0) throw new DomainError('couponCampaignNotFound')
        if (!(await repo.recordCampaignReceipt(customerId, param, now))) {
          return { received: false, coupons: [], message: '您已领取过本活动的优惠券' }
        }
        const coupons: CustomerCoupon[] = []
        for (const template of running) {
          if (refusal(template, await repo.countHeld(customerId, template.id), now) === null) {
            coupons.push(await issue(repo, template, customerId, now))
          }
        }
        if (coupons.length === 0) throw new DomainError('couponSoldOut')
        return { received: true, coupons, message: `已领取${coupons.length}张优惠券` }
      }),

    async wallet(customerId: number, status: CustomerCouponStatus, page: number, size: number) {
      const now = clock.now()
      const { rows, total } = await reader.wallet(customerId, status, now, page, size)
      return {
        content: rows.map((row) => toCustomerCoupon(row, now)),
        page,
        size,
        totalElements: total,
        totalPages: Math.ceil(total / size),
      }
    },

    /** One coupon of the customer; another customer's id answers notFound, as if it did not exist. */
    async detail(customerId: number, id: number): Promise<CustomerCoupon> {
      const row = await reader.findHeld(customerId, id)
      if (!row) throw new DomainError('notFound')
      return toCustomerCoupon(row, clock.now())
    },

    /** Templates on offer (for the whole shop or a goods), with what the customer, if signed in, holds of each. */
    async available(customerId: number | null, filter: CoverageFilter): Promise<ReceivableCoupon[]> {
      const templates = await reader.receivable(clock.now(), filter)
      const held =
        customerId === null
          ? new Map<number, number>()
          : await reader.heldCounts(
              customerId,
              templates.map((t) => t.id),
            )
      return templates.map((t) => toReceivableCoupon(t, held.get(t.id) ?? 0))
    },

    /**
     * The customer's coupons the pricing engine may consider at `now`: unused and not expired. A coupon whose
     * window has not opened yet is included; the engine reports it as 不在有效期内. Inside a transaction, pass it
     * (`tx`): on PGlite a query outside the open transaction waits for it to end.
     */
    candidatesFor: async (customerId: number, now: Date, tx: Db = db): Promise<CouponInput[]> =>
      (await couponsRepository(tx).usable(customerId, now)).map(toCouponInput),

    /**
     * Uses the coupon for the order, inside the order's transaction: one guarded update, so a coupon submitted by
     * two orders at once is used by one of them; the other gets couponUnavailable (also when the coupon is not the
     * customer's, already used, expired or not yet valid). The update locks the coupon's row: after the SKU rows,
     * before the points account (docs/orders.md "Lock order"), as in `release`.
     */
    async consume(
      tx: Db,
      { customerId, couponId, orderId }: { customerId: number; couponId: string; orderId: string },
    ): Promise<void> {
      const id = Number(couponId)
      const used =
        Number.isSafeInteger(id) &&
        id > 0 &&
        (await couponsRepository(tx).consume(customerId, id, orderId, clock.now()))
      if (!used) throw new DomainError('couponUnavailable', { couponId })
    },

    /**
     * Gives back the coupon a cancelled or refunded order used, exactly once (a second call finds nothing). The
     * coupon keeps its window: inside it, it is usable again; past it, it comes back expired. Locks the coupon's row
     * after the SKU rows, before the points account (docs/orders.md "Lock order").
     */
    async release(tx: Db, { orderId }: { orderId: string }): Promise<ReleasedCoupon | null> {
      const coupon = await couponsRepository(tx).release(orderId)
      if (!coupon) return null
      return { couponId: String(coupon.id), status: coupon.validTo <= clock.now() ? 'expired' : 'usable' }
    },
  }
}
