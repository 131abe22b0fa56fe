import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Timeline } from './timeline'

describe('a status history', () => {
  it('shows the newest first, marks it, and dates each entry in China time', () => {
    render(
      <Timeline
        entries={[
          { label: '提交订单', at: '2026-03-01T02:00:00.000Z' },
          { label: '支付成功', at: '2026-03-01T02:05:00.000Z' },
          { label: '商家发货', at: '2026-03-01T16:30:00.000Z' },
        ]}
      />,
    )
    const items = screen.getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      '商家发货2026.03.02 00:30',
      '支付成功2026.03.01 10:05',
      '提交订单2026.03.01 10:00',
    ])
    expect(items[0]!.className).toMatch(/latest/)
    expect(items[1]!.className).not.toMatch(/latest/)
  })
})
