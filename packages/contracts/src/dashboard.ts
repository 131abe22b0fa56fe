import { z } from 'zod'
import { defineRoute } from './route'

/**
 * The console's dashboard (docs/members.md "Dashboard"): today and the days before it, computed from the orders,
 * their payments and the refunds paid out, by China day.
 */

const dayFigures = z.object({
  /** China date, YYYY-MM-DD. */
  date: z.string(),
  /** Money paid for orders paid that day (fen). */
  sales: z.number().int(),
  paidOrders: z.number().int(),
  /** sales ÷ paid orders, rounded to the fen (0 when none). */
  averageOrderValue: z.number().int(),
  /** Money refunded that day (fen) and the refunds that paid it. */
  refunds: z.number().int(),
  refundCount: z.number().int(),
  /** Customers who first came to the shop that day. */
  newMembers: z.number().int(),
})
export type DayFigures = z.infer<typeof dayFigures>

export const DASHBOARD_DAYS = [7, 30, 90] as const

export const merchantDashboard = defineRoute({
  service: 'counter-portal',
  auth: 'merchant',
  permission: 'dashboard.view',
  method: 'GET',
  path: 'merchant/dashboard',
  summary:
    'Today and the last days (30 unless asked): sales, paid orders, average order value, refunds, new members, top goods',
  query: z.strictObject({
    days: z.coerce
      .number()
      .int()
      .refine((n) => (DASHBOARD_DAYS as readonly number[]).includes(n), '统计天数只能是7、30或90')
      .default(30),
  }),
  response: z.object({
    today: dayFigures,
    /** The period's totals (the days below, today included). */
    period: dayFigures.omit({ date: true }).extend({ from: z.string(), to: z.string() }),
    /** One entry per day, oldest first, today last; days with nothing are zeros. */
    days: z.array(dayFigures),
    /** The goods that sold most in the period (paid orders), by money. */
    topGoods: z.array(
      z.object({
        goodsId: z.number().int(),
        name: z.string(),
        image: z.string().nullable(),
        quantity: z.number().int(),
        sales: z.number().int(),
      }),
    ),
  }),
})
