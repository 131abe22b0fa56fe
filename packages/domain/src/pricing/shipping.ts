import type { ShippingRule } from './types'

/**
 * Shipping is charged on an order with goods, and waived once the goods payable amount (after every discount,
 * before points, which are a way to pay) reaches the free-shipping threshold.
 */
export function shippingFor(
  goodsPayable: number,
  hasGoods: boolean,
  rule: ShippingRule,
): { origin: number; actual: number } {
  if (!hasGoods) return { origin: 0, actual: 0 }
  return { origin: rule.baseFee, actual: goodsPayable >= rule.freeThreshold ? 0 : rule.baseFee }
}
