import type { GoodsPromotion } from '@shop/contracts'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import Taro from '../../../test/taro'
import { GoodsPromotions, promotionTagsOf } from './components/goods-promotions'

const promotion = (promotionId: number, over: Partial<GoodsPromotion> = {}): GoodsPromotion => ({
  promotionId,
  code: 'threshold_reduction',
  tag: '满减',
  name: `护肤节-${promotionId}`,
  summary: '满¥299减¥30',
  startAt: '2026-11-01T00:00:00.000Z',
  endAt: '2026-11-30T16:00:00.000Z',
  skuIds: [1],
  ...over,
})

/** goods_promotion answers these (or a failure); what was asked is kept. */
function serve(answer: [number, unknown]) {
  const asked: string[] = []
  Taro.request.mockImplementation(async ({ url }) => {
    asked.push(url)
    return { statusCode: answer[0], data: answer[1], header: {}, errMsg: 'ok' }
  })
  return asked
}

describe('goods promotions', () => {
  it.each([
    ['none answered yet', undefined, 1, []],
    [
      'covering the SKU, each tag once',
      [promotion(1), promotion(2), promotion(3, { tag: '满赠' })],
      1,
      ['满减', '满赠'],
    ],
    ['covering another SKU only', [promotion(1, { skuIds: [2] })], 1, []],
  ] as const)('the tags of a cart line: %s', (_, promotions, skuId, tags) => {
    expect(promotionTagsOf(promotions, skuId)).toEqual(tags)
  })

  it('the product page row shows the first two offers and a sheet with every one and its end', async () => {
    const asked = serve([
      200,
      [
        promotion(1),
        promotion(2, { tag: '满折', summary: '满¥199享8.5折' }),
        promotion(3, { tag: '赠品', summary: '购买即赠小样×1' }),
      ],
    ])
    render(<GoodsPromotions skuIds={[1, 2, 1]} />)
    expect(await screen.findByText('满¥199享8.5折')).toBeTruthy()
    expect(screen.queryByText('购买即赠小样×1')).toBeNull()
    expect(asked[0]).toContain('goods_promotion?skuIds=1%2C2')
    fireEvent.click(screen.getByRole('button', { name: '查看促销' }))
    expect(screen.getByText('购买即赠小样×1')).toBeTruthy()
    expect(screen.getByText('护肤节-3 · 2026.12.01 结束')).toBeTruthy() // China date
  })

  it.each([
    ['none running', [200, []]],
    ['the call failed', [500, {}]],
  ] as const)('no row when %s', async (_, answer) => {
    serve(answer as [number, unknown])
    const { container } = render(<GoodsPromotions skuIds={[1]} />)
    await new Promise((r) => setTimeout(r, 0))
    expect(container.textContent).toBe('')
  })
})
