import type { FlowDeps } from './flow-deps'

export type RecommendGoods = ReturnType<typeof createRecommendGoods>

/** How many of each signal a customer's recommendations start from. */
const SIGNALS = 20

/**
 * `recommend/{type}/{id}` (docs/personal-centre.md "Recommendations"): the catalogue ranks, and for a signed-in customer it
 * is given what they looked at (catalogue), what is in their cart (cart) and what they ordered (orders).
 */
export function createRecommendGoods({ catalogue, cart, orders }: Pick<FlowDeps, 'catalogue' | 'cart' | 'orders'>) {
  return {
    recommend: (
      type: Parameters<typeof catalogue.recommendJson>[0],
      id: number,
      size: number,
      customerId: number | null,
    ) =>
      catalogue.recommendJson(
        type,
        id,
        size,
        customerId === null
          ? null
          : async () => {
              const [viewedGoodsIds, cartSkuIds, orderedSkuIds] = await Promise.all([
                catalogue.recentViews(customerId, SIGNALS),
                cart.skuIds(customerId),
                orders.recentSkus(customerId, SIGNALS),
              ])
              return { viewedGoodsIds, cartSkuIds, orderedSkuIds }
            },
      ),
  }
}
