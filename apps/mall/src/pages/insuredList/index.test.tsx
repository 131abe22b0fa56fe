import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ProtectedLine } from '@shop/contracts'
import { describe, expect, it, vi } from 'vitest'
import { serve } from '../../../test/fake-server'
import Taro from '../../../test/taro'
import InsuredListPage from './index'

vi.mock('../../features/session', () => ({ useRequireLogin: () => ({ status: 'customer' }) }))

const line = (over: Partial<ProtectedLine> = {}): ProtectedLine => ({
  orderId: 7,
  orderNo: '2026112500000007',
  orderLineId: 11,
  goodsId: 3,
  skuId: 5,
  name: '澜肌焕颜精华',
  image: '/assets/goods/ljblm01-main.png',
  specs: '30ml',
  quantity: 2,
  unitsLeft: 2,
  paidUnitPrice: 19_900,
  lowestPrice: null,
  amount: 0,
  paidAt: '2026-11-24T02:00:00Z',
  deadline: '2026-12-01T02:00:00Z',
  state: 'protected',
  claimedAt: null,
  refundId: null,
  ...over,
})

const claimable = line({ state: 'claimable', lowestPrice: 17_900, amount: 4_000 })
const claimed = line({
  state: 'claimed',
  lowestPrice: 17_900,
  amount: 4_000,
  claimedAt: '2026-11-25T03:00:00Z',
  refundId: 9,
})

describe('价格保护', () => {
  it('shows a protected line with its deadline in China time, and nothing to claim yet', async () => {
    serve({ price_protection: [[200, { days: 7, enabled: true, lines: [line()] }]] })
    render(<InsuredListPage />)
    await screen.findByText('澜肌焕颜精华')
    expect(screen.getByText('价保截止 2026.12.01 10:00 · 可保 2 件')).toBeTruthy()
    expect(screen.getByText('价保中，降价后可申请')).toBeTruthy()
    expect(screen.queryByText('申请价保')).toBeNull()
  })

  it('claims a lower price’s difference once, then shows it claimed', async () => {
    const calls = serve({
      // The first load and the page's show both read it; the claim's reload reads it claimed.
      price_protection: [
        [200, { days: 7, enabled: true, lines: [claimable] }],
        [200, { days: 7, enabled: true, lines: [claimable] }],
        [200, { days: 7, enabled: true, lines: [claimed] }],
      ],
      'POST price_protection/11/claim': [[200, claimed]],
    })
    render(<InsuredListPage />)
    await screen.findByText('可退差价 ¥40.00')
    expect(screen.getByText('实付单价 ¥199.00 · 降价后 ¥179.00')).toBeTruthy()
    fireEvent.click(screen.getByText('申请价保'))
    await screen.findByText('已价保 ¥40.00')
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['price_protection/11/claim'])
    await waitFor(() =>
      expect(Taro.showToast).toHaveBeenCalledWith({ title: '价保成功，¥40.00 将原路退回', icon: 'none' }),
    )
  })

  it('says so when nothing is protected, and when protection is off', async () => {
    serve({ price_protection: [[200, { days: 15, enabled: true, lines: [] }]] })
    const { unmount } = render(<InsuredListPage />)
    await screen.findByText('暂无价保中的商品')
    expect(screen.getByText('付款后15天内降价，可申请退还差价')).toBeTruthy()
    unmount()
    serve({ price_protection: [[200, { days: 7, enabled: false, lines: [] }]] })
    render(<InsuredListPage />)
    await screen.findByText('价格保护暂未开启')
  })
})
