import type { GoodsDetail, Sku } from '@shop/contracts'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useSpecSelection } from '../hooks/use-spec-selection'
import { SpecSelector } from './spec-selector'

const sku = (id: number, value: string, over: Partial<Sku> = {}): Sku => ({
  id,
  skuCode: `S${id}`,
  goodsId: 1,
  specifications: [{ name: '容量', value, code: value, image: null }],
  price: 19900,
  marketingPrice: 25900,
  activityPrice: null,
  stock: 5,
  sellOut: false,
  hold: null,
  secSetting: null,
  limitPerCustomer: 2,
  image: null,
  ...over,
})

const goods: GoodsDetail = {
  id: 1,
  code: 'G1',
  name: '玻尿酸保湿精华',
  subtitle: null,
  mainImage: '/m.png',
  gallery: [],
  detailHtml: '',
  tags: [],
  specTags: ['限定'],
  categoryIds: [],
  specs: [{ name: '容量', values: ['30ml', '50ml'].map((v) => ({ value: v, code: v, image: null })) }],
  skus: [sku(1, '30ml'), sku(2, '50ml', { sellOut: true, stock: 0, hold: 1 })],
  activity: null,
  favoriteSkuIds: [],
  salesCount: 0,
  viewCount: 0,
}

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const state = useSpecSelection(goods)
  return <SpecSelector goods={goods} state={state} activityPrice={false} onClose={() => {}} onConfirm={onConfirm} />
}

describe('the spec selector', () => {
  it('disables the sold-out value, chooses the in-stock one, bounds the stepper by the limit', () => {
    const onConfirm = vi.fn()
    render(<Harness onConfirm={onConfirm} />)
    expect(screen.getByText('限定')).toBeTruthy()
    expect(screen.getByText('50ml').closest('[aria-disabled]')?.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(screen.getByText('50ml'))
    expect(screen.getByText('请选择 容量')).toBeTruthy()
    fireEvent.click(screen.getByText('确定'))
    expect(onConfirm).not.toHaveBeenCalled()

    fireEvent.click(screen.getByText('30ml'))
    expect(screen.getByText('已选：30ml')).toBeTruthy()
    expect(screen.getByText('库存 5 件 · 每人限购 2 件')).toBeTruthy()
    for (let i = 0; i < 4; i++) fireEvent.click(screen.getByLabelText('增加数量'))
    expect(screen.getByLabelText('购买数量').textContent).toBe('2')
    for (let i = 0; i < 4; i++) fireEvent.click(screen.getByLabelText('减少数量'))
    expect(screen.getByLabelText('购买数量').textContent).toBe('1')
    fireEvent.click(screen.getByText('确定'))
    expect(onConfirm).toHaveBeenCalledOnce()
  })
})
