import type { MerchantWaterLight, ProgrammeCard, WaterLightItem } from '@shop/contracts'
import {
  addChinaDays,
  byProgrammeStatus,
  chinaDate,
  DomainError,
  programmeStatusAt,
  waterLightCount,
  waterLightDays,
  waterLightDue,
  waterLightStreak,
} from '@shop/domain'
import type { WaterLightInput, WaterLightRow } from '../modules/water-light'
import { toPage } from '../platform/paging'
import type { FlowDeps } from './flow-deps'
import { couponTitles, giveReward, saveAudited } from './member-programmes'

/** Days of check-ins per day the console shows (today and the 6 before). */
const DAILY_DAYS = 7

export type WaterLightFlow = ReturnType<typeof createWaterLightFlow>

/**
 * 水光打卡 (docs/members-programmes.md "Hydration check-in"): the activities with the member's days, the check-in
 * with the completion and its reward in one transaction (the day's row once, the completion once, the points and the
 * coupon through the ledger under `water-light:<activity>`), and the console's activities with their figures.
 */
export function createWaterLightFlow(deps: FlowDeps) {
  const { db, clock, waterLight, points, coupons } = deps

  const titleOf = (row: WaterLightRow, titles: Map<number, string>) =>
    row.couponTemplateId === null ? null : (titles.get(row.couponTemplateId) ?? '优惠券')

  const merchantView = async (rows: WaterLightRow[]): Promise<MerchantWaterLight[]> => {
    const now = clock.now()
    const today = chinaDate(now)
    const from = addChinaDays(today, -(DAILY_DAYS - 1))
    const [{ figures, daily }, titles] = await Promise.all([
      waterLight.figures(
        rows.map((r) => r.id),
        from,
        today,
      ),
      couponTitles(
        coupons,
        rows.map((r) => r.couponTemplateId),
      ),
    ])
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      banner: row.banner,
      rule: row.rule,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      windowDays: waterLightDays(row.startsAt, row.endsAt).days,
      daysRequired: row.daysRequired,
      points: row.points,
      couponTemplateId: row.couponTemplateId,
      couponTitle: titleOf(row, titles),
      active: row.active,
      status: programmeStatusAt(row, now),
      figures: figures.get(row.id) ?? { participants: 0, checkIns: 0, completions: 0, today: 0 },
      daily: Array.from({ length: DAILY_DAYS }, (_, i) => {
        const date = addChinaDays(from, i)
        return { date, checkIns: daily.get(row.id)?.get(date) ?? 0 }
      }),
    }))
  }

  return {
    /** waterLightActivity: the activities running, then to come, with the member's days and reward state. */
    async list(customerId: number | null): Promise<WaterLightItem[]> {
      const now = clock.now()
      const today = chinaDate(now)
      const rows = await waterLight.open(now)
      const [titles, progress] = await Promise.all([
        couponTitles(
          coupons,
          rows.map((r) => r.couponTemplateId),
        ),
        customerId === null
          ? null
          : waterLight.progressOf(
              customerId,
              rows.map((r) => r.id),
            ),
      ])
      const items = rows.map((row): WaterLightItem => {
        const { first, last, days: windowDays } = waterLightDays(row.startsAt, row.endsAt)
        const days = progress?.days.get(row.id) ?? []
        const dates = days.map((d) => d.date)
        return {
          id: row.id,
          name: row.name,
          banner: row.banner,
          rule: row.rule,
          status: programmeStatusAt(row, now),
          startsAt: row.startsAt.toISOString(),
          endsAt: row.endsAt.toISOString(),
          firstDay: first,
          lastDay: last,
          windowDays,
          daysRequired: row.daysRequired,
          points: row.points,
          couponTitle: titleOf(row, titles),
          today,
          checkedToday: dates.includes(today),
          counted: waterLightCount(dates, first, last),
          streak: waterLightStreak(dates, today),
          days,
          completed: progress?.done.has(row.id) ?? false,
        }
      })
      return items.sort(byProgrammeStatus)
    },

    /** The activities running or to come as activity/index cards, each opening the check-in page. */
    async programmeCards(): Promise<ProgrammeCard[]> {
      const now = clock.now()
      return (await waterLight.open(now)).map((row) => ({
        kind: 'waterLight',
        id: row.id,
        title: row.name,
        description: `活动期间累计打卡${row.daysRequired}天得奖励`,
        status: programmeStatusAt(row, now),
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        path: `/pages/waterLight/index?id=${row.id}`,
      }))
    },

    /**
     * Checks in for today's China date: running (waterLightNotStarted, waterLightEnded), then one transaction: the
     * day's row (once: waterLightCheckedIn), and when the days counted reach the days required, the completion (once
     * per member) with the coupon (issue key `water-light-<activity>-<customer>`) and the points, both in the ledger under
     * `water-light:<activity>`. A coupon template that cannot give leaves the reward at its points.
     */
    async checkIn(customerId: number, activityId: number, photo: string | null) {
      const now = clock.now()
      const activity = await waterLight.find(activityId)
      if (!activity) throw new DomainError('notFound')
      const status = programmeStatusAt(activity, now)
      if (status === 'upcoming') throw new DomainError('waterLightNotStarted', { id: activityId })
      if (status === 'ended') throw new DomainError('waterLightEnded', { id: activityId })
      const date = chinaDate(now)
      const { first, last } = waterLightDays(activity.startsAt, activity.endsAt)
      return db.transaction(async (tx) => {
        const { streak, dates } = await waterLight.checkIn(tx, { activity, customerId, date, photo })
        const counted = waterLightCount(dates, first, last)
        const outcome = { date, counted, daysRequired: activity.daysRequired, streak }
        const due =
          waterLightDue(counted, activity.daysRequired) &&
          (await waterLight.complete(tx, { activity, customerId, days: counted }))
        if (!due) {
          return {
            ...outcome,
            rewarded: false,
            points: 0,
            couponTitle: null,
            balance: await points.balance(customerId, tx),
          }
        }
        const { couponTitle, balance } = await giveReward(deps, tx, {
          customerId,
          reason: 'water_light',
          key: `water-light:${activity.id}`,
          couponKey: `water-light-${activity.id}-${customerId}`,
          couponTemplateId: activity.couponTemplateId,
          points: activity.points,
          remark: activity.name,
          couponRemark: activity.name,
        })
        return { ...outcome, rewarded: true, points: activity.points, couponTitle, balance }
      })
    },

    // ─── The console ───────────────────────────────────────────────────────────────────────────────

    async merchantPage(page: number, size: number) {
      const { rows, total } = await waterLight.page(page, size)
      return toPage(await merchantView(rows), total, page, size)
    },

    /** Creates (id null) or edits an activity, audited with the row before and after; the coupon must exist. */
    async save(staffUserid: string, id: number | null, input: WaterLightInput): Promise<MerchantWaterLight> {
      if (input.couponTemplateId !== null) {
        await coupons.merchantDetail(input.couponTemplateId).catch(() => {
          throw new DomainError('validationFailed', [{ path: 'body.couponTemplateId', message: '优惠券不存在' }])
        })
      }
      const saved = await saveAudited(deps, staffUserid, id, {
        create: (tx) => waterLight.create(tx, input),
        update: (tx, id) => waterLight.update(tx, id, input),
        targetType: 'water_light',
        summary: `水光打卡「${input.name}」（累计${input.daysRequired}天）`,
      })
      const [view] = await merchantView([saved])
      return view!
    },
  }
}
