import type { DayFigures, merchantDashboard, ResponseOf } from '@shop/contracts'
import { CHINA_OFFSET_MS, chinaDate } from '@shop/domain'
import type { FlowDeps } from './flow-deps'

const DAY_MS = 86_400_000
/** Goods the dashboard ranks. */
const TOP_GOODS = 10

const average = (sales: number, orders: number) => (orders === 0 ? 0 : Math.round(sales / orders))

/**
 * The console's dashboard (docs/members.md "Dashboard"): today and the days before it by China day, summed in SQL
 * from the facts: orders by the moment they were paid, refunds by the moment their money went back, customers by
 * the moment they came.
 */
export function createShowDashboard({ clock, orders, refunds, customers }: FlowDeps) {
  return {
    async show(days: number): Promise<ResponseOf<typeof merchantDashboard>> {
      const now = clock.now().getTime()
      // China midnight starting today, then the first day of the period.
      const todayStart = Math.floor((now + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS
      const from = new Date(todayStart - (days - 1) * DAY_MS)
      const to = new Date(todayStart + DAY_MS)
      const [paid, refunded, joined, top] = await Promise.all([
        orders.console.paidPerDay(from, to),
        refunds.refundedPerDay(from, to),
        customers.joinedPerDay(from, to),
        orders.console.topGoods(from, to, TOP_GOODS),
      ])
      const series: DayFigures[] = Array.from({ length: days }, (_, i) => {
        const date = chinaDate(from.getTime() + i * DAY_MS)
        const { sales, paidOrders } = paid.get(date) ?? { sales: 0, paidOrders: 0 }
        const { refunds: refundAmount, refundCount } = refunded.get(date) ?? { refunds: 0, refundCount: 0 }
        return {
          date,
          sales,
          paidOrders,
          averageOrderValue: average(sales, paidOrders),
          refunds: refundAmount,
          refundCount,
          newMembers: joined.get(date) ?? 0,
        }
      })
      const sum = (field: 'sales' | 'paidOrders' | 'refunds' | 'refundCount' | 'newMembers') =>
        series.reduce((total, day) => total + day[field], 0)
      const sales = sum('sales')
      const paidOrders = sum('paidOrders')
      return {
        today: series.at(-1)!,
        period: {
          from: series[0]!.date,
          to: series.at(-1)!.date,
          sales,
          paidOrders,
          averageOrderValue: average(sales, paidOrders),
          refunds: sum('refunds'),
          refundCount: sum('refundCount'),
          newMembers: sum('newMembers'),
        },
        days: series,
        topGoods: top.map((goods) => ({ ...goods, image: goods.image || null })),
      }
    },
  }
}
