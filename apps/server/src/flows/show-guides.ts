import type { counterGuideFigures, merchantGuides, ResponseOf } from '@shop/contracts'
import { CHINA_OFFSET_MS } from '@shop/domain'
import type { GuideRow, Period } from '../modules/guides'
import { toPage } from '../platform/paging'
import type { FlowDeps } from './flow-deps'

export type ShowGuides = ReturnType<typeof createShowGuides>

type Figures = ResponseOf<typeof counterGuideFigures>['today']

const NONE: Figures = { pushed: 0, ordered: 0, paid: 0, paidAmount: 0 }

/** The China calendar day and month the moment is in, as instants [from, to). */
export function chinaPeriods(now: Date): { today: { from: Date; to: Date }; month: Period } {
  const wall = new Date(now.getTime() + CHINA_OFFSET_MS)
  const at = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d) - CHINA_OFFSET_MS)
  const [y, m, d] = [wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()]
  return { today: { from: at(y, m, d), to: at(y, m, d + 1) }, month: { from: at(y, m, 1), to: at(y, m + 1, 1) } }
}

/**
 * A guide's figures (docs/guides-and-counters.md): push orders sent in the period, those ordered in the period,
 * and of these the ones paid with what was paid, net of what was refunded (an order refunded in full is not counted). The console's guide list and the counter portal's figures.
 */
export function createShowGuides(deps: FlowDeps) {
  const { clock, guides, orders, refunds } = deps

  async function figures(guideIds: readonly number[], period: Period): Promise<Map<number, Figures>> {
    const [sent, ordered] = await Promise.all([guides.sentCounts(guideIds, period), guides.ordered(guideIds, period)])
    const orderIds = ordered.map((row) => row.orderId!)
    const [standings, refunded] = await Promise.all([orders.standings(orderIds), refunds.refundedOf(orderIds)])
    // What the customer kept: a refund takes its money off, and an order refunded in full is no sale.
    const paid = new Map(
      standings
        .filter((s) => s.paidAt !== null)
        .map((s) => [s.id, s.totalRealPayAmount - (refunded.get(s.id) ?? 0)] as const)
        .filter(([, kept]) => kept > 0),
    )
    return new Map(
      guideIds.map((guideId) => {
        const mine = ordered.filter((row) => row.guideId === guideId)
        const amounts = mine.flatMap((row) => (paid.has(row.orderId!) ? [paid.get(row.orderId!)!] : []))
        return [
          guideId,
          {
            pushed: sent.get(guideId) ?? 0,
            ordered: mine.length,
            paid: amounts.length,
            paidAmount: amounts.reduce((a, b) => a + b, 0),
          },
        ]
      }),
    )
  }

  return {
    figures,

    /** The console's guides with their counter and figures (this month, all time). */
    async page(query: {
      page: number
      size: number
      keyword?: string | undefined
      outletId?: number | undefined
    }): Promise<ResponseOf<typeof merchantGuides>> {
      const { page, size, keyword, outletId } = query
      const { rows, total } = await guides.guidePage({ keyword, outletId }, page, size)
      const ids = rows.map((row) => row.id)
      const { month } = chinaPeriods(clock.now())
      const [thisMonth, allTime, names] = await Promise.all([
        figures(ids, month),
        figures(ids, { from: null, to: null }),
        guides.outletNames(),
      ])
      return toPage(
        rows.map((row) => ({
          ...guideRow(row, names),
          month: thisMonth.get(row.id) ?? NONE,
          total: allTime.get(row.id) ?? NONE,
        })),
        total,
        page,
        size,
      )
    },

    /** One guide as the console shows it after a save. */
    async one(row: GuideRow) {
      const { month } = chinaPeriods(clock.now())
      const [thisMonth, allTime, names] = await Promise.all([
        figures([row.id], month),
        figures([row.id], { from: null, to: null }),
        guides.outletNames(),
      ])
      return { ...guideRow(row, names), month: thisMonth.get(row.id)!, total: allTime.get(row.id)! }
    },

    /** The counter portal: the signed-in guide's figures today and this month. */
    async ofStaff(userid: string): Promise<ResponseOf<typeof counterGuideFigures>> {
      const guide = await guides.guideOfStaff(userid)
      const { today, month } = chinaPeriods(clock.now())
      const [byDay, byMonth, badge] = await Promise.all([
        figures([guide.id], today),
        figures([guide.id], month),
        guides.badgeOf(guide),
      ])
      return { guide: badge, today: byDay.get(guide.id)!, month: byMonth.get(guide.id)! }
    },
  }
}

const guideRow = (row: GuideRow, names: Map<number, string>) => ({
  id: row.id,
  name: row.name,
  mobile: row.mobile,
  active: row.active,
  outletId: row.outletId,
  outletName: row.outletId === null ? null : (names.get(row.outletId) ?? null),
  wecomUserId: row.wecomUserId,
})
