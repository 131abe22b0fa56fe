import { chinaPeriods } from './show-guides'
import type { FlowDeps } from './flow-deps'

export type ShowDistribution = ReturnType<typeof createShowDistribution>

/** Distribution figures that need the orders beside the commission rows (docs/distribution.md "Goods day data"). */
export function createShowDistribution({ clock, distribution, orders }: FlowDeps) {
  /** Each order line's goods, for these orders. */
  const lineGoods = async (orderIds: number[]) =>
    new Map((await orders.linesOfOrders(orderIds)).map((line) => [line.id, line.goodsId]))

  return {
    /** distribution goods day data: the signed-in distributor's shares, orders and commission of a goods today. */
    goodsDay: (customerId: number, goodsId: number) =>
      distribution.goodsDay(customerId, goodsId, chinaPeriods(clock.now()).today, lineGoods),
  }
}
