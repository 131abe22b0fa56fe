import type { GoodsDetail, Sku } from '@shop/contracts'

/**
 * The goods fields a tracking event carries (spec §3 Tracking payload): id, code, name, sys id, price, marketing
 * price and main image, for the SPU and the SKU. The shop has one id space, so the sys id is the numeric id the
 * shop system knows the goods by: the SPU's own id, and for a SKU the SPU it belongs to.
 */
export function goodsTrackingProps(goods: GoodsDetail, sku: Sku | undefined): Record<string, unknown> {
  const cheapest = goods.skus.reduce<Sku | undefined>((low, s) => (!low || s.price < low.price ? s : low), undefined)
  return {
    spu: {
      id: goods.id,
      code: goods.code,
      name: goods.name,
      sysId: goods.id,
      price: cheapest?.price ?? 0,
      marketingPrice: cheapest?.marketingPrice ?? 0,
      mainImage: goods.mainImage,
    },
    sku: sku
      ? {
          id: sku.id,
          code: sku.skuCode,
          name: [goods.name, ...sku.specifications.map((s) => s.value)].join(' '),
          sysId: sku.goodsId,
          price: sku.price,
          marketingPrice: sku.marketingPrice,
          mainImage: sku.image ?? goods.mainImage,
        }
      : null,
  }
}
