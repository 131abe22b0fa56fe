import type { MemberGiftItem, MerchantMemberGift, ProgrammeCard } from '@shop/contracts'
import { byProgrammeStatus, chinaDate, DomainError, ERRORS, memberGiftCheck, programmeStatusAt } from '@shop/domain'
import type { MemberGiftInput, MemberGiftRow } from '../modules/member-gifts'
import { toPage } from '../platform/paging'
import type { FlowDeps } from './flow-deps'
import { couponTitles, giveReward, saveAudited } from './member-programmes'

const KIND_NAMES = { new_member: '新人礼包', birthday: '生日礼包' } as const
/** The start of the China day of `now` (for the console's 今日领取). */
const chinaDayStart = (now: Date) => new Date(`${chinaDate(now)}T00:00:00+08:00`)

export type MemberGiftFlow = ReturnType<typeof createMemberGiftFlow>

/**
 * Member gifts (docs/members-programmes.md "Member gifts"): who may claim which pack, the claim with what it gives
 * in one transaction (the claim row, a pack, the points and the coupon through the ledger, each once), and the
 * console's gifts with their figures.
 */
export function createMemberGiftFlow(deps: FlowDeps) {
  const { db, clock, memberGifts, customers, coupons } = deps

  const merchantView = async (rows: MemberGiftRow[]): Promise<MerchantMemberGift[]> => {
    const now = clock.now()
    const [figures, titles] = await Promise.all([
      memberGifts.figures(
        rows.map((r) => r.id),
        chinaDayStart(now),
      ),
      couponTitles(
        coupons,
        rows.map((r) => r.couponTemplateId),
      ),
    ])
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      kind: row.kind,
      description: row.description,
      points: row.points,
      couponTemplateId: row.couponTemplateId,
      couponTitle: row.couponTemplateId === null ? null : (titles.get(row.couponTemplateId) ?? '优惠券'),
      newMemberDays: row.newMemberDays,
      minAge: row.minAge,
      stock: row.stock,
      claimed: row.claimed,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      active: row.active,
      status: programmeStatusAt(row, now),
      figures: figures.get(row.id) ?? { claims: 0, customers: 0, points: 0, today: 0 },
    }))
  }

  return {
    /** member_gift/list: gifts running, then to come, with the member's claim in this period and why not. */
    async list(customerId: number | null): Promise<MemberGiftItem[]> {
      const now = clock.now()
      const today = chinaDate(now)
      const rows = await memberGifts.open(now)
      const [titles, facts, claims] = await Promise.all([
        couponTitles(
          coupons,
          rows.map((r) => r.couponTemplateId),
        ),
        customerId === null ? null : customers.giftFacts(customerId),
        customerId === null
          ? new Set<string>()
          : memberGifts.claimsOf(
              customerId,
              rows.map((r) => r.id),
            ),
      ])
      const items = rows.map((row): MemberGiftItem => {
        const check =
          facts && memberGiftCheck(row, { joined: chinaDate(facts.registeredAt), birthday: facts.birthday }, today)
        // A claim of this period; a new member's gift is once ever, a birthday gift once a year.
        const claimed = claims.has(`${row.id}:${row.kind === 'new_member' ? 'new' : today.slice(0, 4)}`)
        return {
          id: row.id,
          title: row.title,
          kind: row.kind,
          description: row.description,
          points: row.points,
          couponTitle: row.couponTemplateId === null ? null : (titles.get(row.couponTemplateId) ?? '优惠券'),
          status: programmeStatusAt(row, now),
          startsAt: row.startsAt.toISOString(),
          endsAt: row.endsAt.toISOString(),
          left: row.stock - row.claimed,
          claimed,
          reason: claimed || !check || check.ok ? null : ERRORS[check.code].message,
        }
      })
      return items.sort(byProgrammeStatus)
    },

    /** The gifts running or to come as activity/index cards, each opening the member gift page. */
    async programmeCards(): Promise<ProgrammeCard[]> {
      const now = clock.now()
      return (await memberGifts.open(now)).map((row) => ({
        kind: 'memberGift',
        id: row.id,
        title: row.title,
        description: row.description || KIND_NAMES[row.kind],
        status: programmeStatusAt(row, now),
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        path: '/pages/memberGift/index',
      }))
    },

    /**
     * Claims a gift: running, the member's rules met (memberGiftCheck), then one transaction: the claim (once per
     * member and period), a pack, the coupon (issue key `member-gift-<gift>-<period>-<customer>`: issue keys are the whole shop's) and the points (ledger key
     * `member-gift:<gift>:<period>`). A coupon template that cannot give now leaves the pack at its points.
     */
    async claim(customerId: number, giftId: number) {
      const now = clock.now()
      const gift = await memberGifts.find(giftId)
      if (!gift) throw new DomainError('notFound')
      if (programmeStatusAt(gift, now) !== 'running') throw new DomainError('memberGiftNotRunning', { id: giftId })
      const facts = await customers.giftFacts(customerId)
      const check = memberGiftCheck(
        gift,
        { joined: chinaDate(facts.registeredAt), birthday: facts.birthday },
        chinaDate(now),
      )
      if (!check.ok) throw new DomainError(check.code, { id: giftId })
      const { period } = check
      return db.transaction(async (tx) => {
        await memberGifts.claim(tx, { gift, customerId, period })
        const { couponTitle, balance } = await giveReward(deps, tx, {
          customerId,
          reason: 'member_gift',
          key: `member-gift:${gift.id}:${period}`,
          couponKey: `member-gift-${gift.id}-${period}-${customerId}`,
          couponTemplateId: gift.couponTemplateId,
          points: gift.points,
          remark: gift.title,
          couponRemark: gift.title,
        })
        return { giftId: gift.id, points: gift.points, couponTitle, balance }
      })
    },

    // ─── The console ───────────────────────────────────────────────────────────────────────────────

    async merchantPage(page: number, size: number) {
      const { rows, total } = await memberGifts.page(page, size)
      return toPage(await merchantView(rows), total, page, size)
    },

    /** Creates (id null) or edits a gift, audited with the row before and after; the coupon must exist. */
    async save(staffUserid: string, id: number | null, input: MemberGiftInput): Promise<MerchantMemberGift> {
      if (input.couponTemplateId !== null) {
        await coupons.merchantDetail(input.couponTemplateId).catch(() => {
          throw new DomainError('validationFailed', [{ path: 'body.couponTemplateId', message: '优惠券不存在' }])
        })
      }
      const saved = await saveAudited(deps, staffUserid, id, {
        create: (tx) => memberGifts.create(tx, input),
        update: (tx, id) => memberGifts.update(tx, id, input),
        targetType: 'member_gift',
        summary: `${KIND_NAMES[input.kind]}「${input.title}」×${input.stock}`,
      })
      const [view] = await merchantView([saved])
      return view!
    },
  }
}
