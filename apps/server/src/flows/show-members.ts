import { type MemberRow, type merchantMemberDetail, type merchantMembers, type ResponseOf } from '@shop/contracts'
import { DomainError, ORDER_STATUS_LABELS } from '@shop/domain'
import type { MemberFilters } from '../modules/customers'
import type { FlowDeps } from './flow-deps'
import { toPage } from '../platform/paging'

export type ShowMembers = ReturnType<typeof createShowMembers>

/** The newest orders a member's page shows. */
const RECENT_ORDERS = 10

/** The console's members (docs/members.md): customers with their member record, points and order totals. */
export function createShowMembers({ customers, points, orders, messages }: FlowDeps) {
  const withPoints = async (rows: Omit<MemberRow, 'points'>[]): Promise<MemberRow[]> => {
    const balances = await points.balances(rows.map((row) => row.customerId))
    return rows.map((row) => ({ ...row, points: balances.get(row.customerId) ?? 0 }))
  }

  return {
    async list(filters: MemberFilters, page: number, size: number): Promise<ResponseOf<typeof merchantMembers>> {
      const { rows, total } = await customers.consolePage(filters, page, size)
      return toPage(await withPoints(rows), total, page, size)
    },

    async detail(customerId: number): Promise<ResponseOf<typeof merchantMemberDetail>> {
      const profile = await customers.consoleDetail(customerId)
      const [[withBalance], totals, newest, unreadMessages] = await Promise.all([
        withPoints([profile]),
        orders.console.customerTotals(customerId),
        orders.console.newestOf(customerId, RECENT_ORDERS),
        messages.unreadCount(customerId),
      ])
      return {
        ...profile,
        points: withBalance!.points,
        orders: {
          placed: totals.placed,
          paid: totals.paid,
          paidAmount: totals.paidAmount,
          lastOrderTime: totals.lastOrderTime?.toISOString() ?? null,
        },
        recentOrders: newest.map(({ order, goodsNum }) => ({
          orderId: order.id,
          orderNo: order.orderNo,
          status: order.status,
          statusLabel: ORDER_STATUS_LABELS[order.status],
          totalRealPayAmount: order.totalRealPayAmount,
          goodsNum,
          createTime: order.createdAt.toISOString(),
        })),
        unreadMessages,
      }
    },

    /** memberNotFound for a customer id that is no one's. */
    async mustExist(customerId: number): Promise<void> {
      if (!(await customers.exists(customerId))) throw new DomainError('memberNotFound', { customerId })
    },
  }
}
