import type { GoodsScope } from './types'

export function inScope(scope: GoodsScope, line: { skuId: string; goodsId: string }): boolean {
  if (scope === 'all') return true
  return Boolean(scope.goodsIds?.includes(line.goodsId) || scope.skuIds?.includes(line.skuId))
}
