import {
  couponTermsProblems,
  type CouponTemplateInput,
  type CustomerCoupon,
  type CustomerCouponStatus,
  type MerchantCouponTemplate,
  type ParsedBodyOf,
  type ReceivableCoupon,
  type ResponseOf,
  type merchantUpdateCouponTemplate,
  type registerReceive,
} from '@shop/contracts'
import { DomainError, type CouponInput, type ErrorCode } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import {
  couponsRepository,
  type CouponsRepository,
  type CoverageFilter,
  type TemplateFilter,
  type TemplateRow,
} from './coupons.repository'
import type { TemplateGift } from './coupons.tables'
import {
  templateStatusAt,
  terms,
  toCouponInput,
  toCustomerCoupon,
  toMerchantTemplate,
  toReceivableCoupon,
} from './coupons.view'
import { toPage } from '../../platform/paging'

export interface CouponsDeps {
  db: Db
  clock: Clock
}

export type CouponsService = ReturnType<typeof createCouponsService>

const DAY_MS = 86_400_000

/** A template's terms a coupon reads when used: fixed once one is out (couponTermsLocked). */
const VALUE_TERMS = ['promotionType', 'promotionValue', 'threshold', 'goodsIds', 'skuIds', 'gifts'] as const

export type TemplateEdit = Omit<ParsedBodyOf<typeof merchantUpdateCouponTemplate>, 'gifts'> & { gifts?: TemplateGift[] }

/** A console write's outcome: the template before and after, for the audit row and the answer. */
export interface TemplateChange {
  before: MerchantCouponTemplate
  after: MerchantCouponTemplate
}

/** What an issue handed out (or, replayed, had handed out). */
export interface IssueOutcome {
  issueKey: string
  templateId: number
  issued: number
  notFound: string[]
  replayed: boolean
  template: MerchantCouponTemplate
}

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
      return toPage(
        rows.map((row) => toCustomerCoupon(row, now)),
        total,
        page,
        size,
      )
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

    /**
     * Takes back the coupon an issue gave the customer, while unused (a refunded buy-with-gift order: docs/gifts.md
     * "买赠"): revoked, used (it stays with the order that spent it) or null (none was given). Once: a second call
     * finds it revoked. Locks the coupon's row, as `release` does.
     */
    takeBack: (tx: Db, { issueKey, customerId }: { issueKey: string; customerId: number }) =>
      couponsRepository(tx).revoke(issueKey, customerId),

    /** Templates' terms by id (title, tag, figure…), without their usage counts: a programme naming its coupon. */
    async termsOf(templateIds: readonly number[]) {
      const rows = await Promise.all([...new Set(templateIds)].map((id) => reader.findTemplate(id)))
      return new Map(rows.filter((row) => row !== null).map((row) => [row.id, terms(row)]))
    },

    // ─── The console (docs/marketing.md) ───

    async merchantPage(filter: TemplateFilter, page: number, size: number) {
      const now = clock.now()
      const { rows, total } = await reader.templatePage(filter, now, page, size)
      const usage = await reader.usage(
        rows.map((r) => r.id),
        now,
      )
      return toPage(
        rows.map((row) => toMerchantTemplate(row, usage.get(row.id), now)),
        total,
        page,
        size,
      )
    },

    async merchantDetail(templateId: number, tx: Db = db): Promise<MerchantCouponTemplate> {
      const repo = couponsRepository(tx)
      const row = await repo.findTemplate(templateId)
      if (!row) throw new DomainError('notFound')
      const now = clock.now()
      return toMerchantTemplate(row, (await repo.usage([row.id], now)).get(row.id), now)
    },

    /** Creates a template inside the caller's transaction (gifts already named from the catalogue). */
    async createTemplate(
      tx: Db,
      input: Omit<CouponTemplateInput, 'gifts'> & { gifts: TemplateGift[] },
    ): Promise<MerchantCouponTemplate> {
      const row = await couponsRepository(tx).insertTemplate({
        ...input,
        validFrom: input.validFrom === null ? null : new Date(input.validFrom),
        validTo: input.validTo === null ? null : new Date(input.validTo),
      })
      if (!row) throw new DomainError('couponCodeTaken', { path: 'body.code' })
      return toMerchantTemplate(row, undefined, clock.now())
    },

    /**
     * Edits a template inside the caller's transaction, under a lock on its row. Its value terms are fixed once a
     * coupon of it is out (each coupon reads them when used); its window applies to coupons handed out from now on.
     */
    async updateTemplate(tx: Db, templateId: number, edit: TemplateEdit): Promise<TemplateChange> {
      const repo = couponsRepository(tx)
      const row = await repo.lockTemplate(templateId)
      if (!row) throw new DomainError('notFound')
      const now = clock.now()
      const usage = (await repo.usage([row.id], now)).get(row.id)
      const before = toMerchantTemplate(row, usage, now)
      const changed = VALUE_TERMS.filter(
        (key) => edit[key] !== undefined && JSON.stringify(edit[key]) !== JSON.stringify(before[key]),
      )
      if (row.issuedCount > 0 && changed.length > 0)
        throw new DomainError(
          'couponTermsLocked',
          changed.map((key) => ({ path: `body.${key}`, message: '已有优惠券发出，不能修改' })),
        )
      if (edit.totalQuantity != null && edit.totalQuantity < row.issuedCount)
        throw new DomainError('couponQuantityBelowIssued', [
          { path: 'body.totalQuantity', message: `已发放${row.issuedCount}张，发放总量不能少于此数` },
        ])
      const merged = { ...before, ...edit }
      const problems = couponTermsProblems(merged)
      if (problems.length > 0)
        throw new DomainError(
          'validationFailed',
          problems.map((p) => ({ path: `body.${p.path}`, message: p.message })),
          `请求参数有误：${problems[0]!.message}`,
        )
      const { validFrom, validTo, ...rest } = edit
      const updated = await repo.updateTemplate(row.id, {
        ...rest,
        ...(validFrom !== undefined && { validFrom: validFrom === null ? null : new Date(validFrom) }),
        ...(validTo !== undefined && { validTo: validTo === null ? null : new Date(validTo) }),
      })
      return { before, after: toMerchantTemplate(updated, usage, now) }
    },

    /**
     * Gives one coupon of the template to each customer, inside the caller's transaction, once per issue key: under
     * a lock on the template, a key already recorded answers what it gave (replayed) and gives nothing; a new one
     * hands out the coupons (at most one per customer and key), counts them within the template's total (all or
     * none: couponStockShort) and records the key. A stopped or ended template gives nothing (couponNotIssuable).
     */
    async issue(
      tx: Db,
      {
        templateId,
        issueKey,
        customerIds,
        notFound,
        staffUserid,
        buyGiftActivityId = null,
      }: {
        templateId: number
        issueKey: string
        customerIds: readonly number[]
        notFound: string[]
        staffUserid: string
        /** A buy-with-gift activity's coupon: the activity it came from (docs/gifts.md "买赠"). */
        buyGiftActivityId?: number | null
      },
    ): Promise<IssueOutcome> {
      const repo = couponsRepository(tx)
      const template = await repo.lockTemplate(templateId)
      if (!template) throw new DomainError('notFound')
      const now = clock.now()
      const answer = async (issued: number, missing: string[], replayed: boolean): Promise<IssueOutcome> => {
        const row = (await repo.findTemplate(templateId))!
        const usage = (await repo.usage([templateId], now)).get(templateId)
        return {
          issueKey,
          templateId,
          issued,
          notFound: missing,
          replayed,
          template: toMerchantTemplate(row, usage, now),
        }
      }
      const earlier = await repo.findIssue(issueKey)
      if (earlier) {
        if (earlier.templateId !== templateId) throw new DomainError('couponIssueKeyTaken')
        return answer(earlier.issued, earlier.notFound, true)
      }
      const status = templateStatusAt(template, now)
      if (status === 'stopped' || status === 'ended') throw new DomainError('couponNotIssuable')
      // Refused before anything is written, so a caller that goes on without the coupon keeps nothing half done.
      const left = template.totalQuantity === null ? null : template.totalQuantity - template.issuedCount
      if (left !== null && customerIds.length > left) {
        throw new DomainError('couponStockShort', { remaining: left }, `优惠券剩余数量不足，还可发放${left}张`)
      }
      const issued = await repo.issueMany(
        template,
        customerIds,
        issueKey,
        windowOf(template, now),
        now,
        buyGiftActivityId,
      )
      if (issued === null) throw new DomainError('couponStockShort', { remaining: left })
      if (!(await repo.recordIssue({ issueKey, templateId, staffUserid, issued, notFound, issuedAt: now })))
        throw new DomainError('couponIssueKeyTaken')
      return answer(issued, notFound, false)
    },
  }
}
