import type { GoodsEntry, Snapshot } from './catalogue.snapshot'

/**
 * What a customer's recommendations start from (each list newest first): the goods they looked at lately, the SKUs
 * in their cart and the SKUs of their latest orders.
 */
export interface Interest {
  viewedGoodsIds: readonly number[]
  cartSkuIds: readonly number[]
  orderedSkuIds: readonly number[]
}

/** A goods in the cart says most about what the shopper wants now, an order a little less, a look the least. */
const WEIGHTS = { cart: 3, ordered: 2, viewed: 1 } as const
/** How fast an older signal of a list fades: the tenth counts half as much as the first. */
const FADE = 0.1

/**
 * The sellable goods ranked for one customer (docs/personal-centre.md "Recommendations"): each scores the weight of every
 * signal it shares a category with (a signal's weight fading with its age), goods already in the cart and the
 * excluded one left out; ties, and goods that share nothing, follow the shop's best sellers. Null when the customer
 * has no signal at all (the caller answers the shop's list then).
 */
export function rankForCustomer(
  snapshot: Snapshot,
  interest: Interest,
  size: number,
  excludeGoodsId: number | null = null,
): GoodsEntry[] | null {
  const goodsOfSku = (skuId: number) => snapshot.skus.get(skuId)?.goodsId
  const signals = new Map<number, number>()
  const add = (goodsIds: readonly (number | undefined)[], weight: number) => {
    const seen = new Set<number>()
    for (const goodsId of goodsIds) {
      if (goodsId === undefined || seen.has(goodsId)) continue
      signals.set(goodsId, (signals.get(goodsId) ?? 0) + weight / (1 + FADE * seen.size))
      seen.add(goodsId)
    }
  }
  const inCart = interest.cartSkuIds.map(goodsOfSku)
  add(inCart, WEIGHTS.cart)
  add(interest.orderedSkuIds.map(goodsOfSku), WEIGHTS.ordered)
  add(interest.viewedGoodsIds, WEIGHTS.viewed)
  if (signals.size === 0) return null

  const seeds = [...signals].flatMap(([goodsId, weight]) => {
    const entry = snapshot.goods.get(goodsId)
    return entry ? [{ categories: new Set(entry.categoryIds), weight }] : []
  })
  const excluded = new Set<number | undefined>([...inCart, excludeGoodsId ?? undefined])
  const score = (entry: GoodsEntry) =>
    seeds.reduce((sum, seed) => sum + (entry.categoryIds.some((c) => seed.categories.has(c)) ? seed.weight : 0), 0)
  return snapshot.orders.sales
    .filter((entry) => !entry.card.sellOut && !excluded.has(entry.id))
    .map((entry, rank) => ({ entry, rank, score: score(entry) }))
    .sort((a, b) => b.score - a.score || a.rank - b.rank)
    .slice(0, size)
    .map(({ entry }) => entry)
}
