import { describe, expect, it } from 'vitest'
import { ORDER_TIMELINE_LABELS, REFUND_TIMELINE_LABELS, timelineOf } from './timeline'

describe('timelineOf: the status history of an order or a refund', () => {
  it('labels each event, keeps its statuses and writes its time in ISO 8601', () => {
    const at = new Date('2026-11-21T02:00:00.000Z')
    expect(
      timelineOf(
        [
          { type: 'submit', fromStatus: null, toStatus: 'wait_pay', at },
          { type: 'pay', fromStatus: null, toStatus: null, at },
        ],
        ORDER_TIMELINE_LABELS,
      ),
    ).toEqual([
      { type: 'submit', label: '提交订单', fromStatus: null, toStatus: 'wait_pay', at: '2026-11-21T02:00:00.000Z' },
      { type: 'pay', label: '发起支付', fromStatus: null, toStatus: null, at: '2026-11-21T02:00:00.000Z' },
    ])
  })

  it('reads the same events with the refund labels, and shows an unknown type as it is', () => {
    const at = new Date(0)
    const entries = timelineOf(
      [
        { type: 'submit', fromStatus: null, toStatus: 'submitted', at },
        { type: 'approve', fromStatus: 'submitted', toStatus: 'approved', at },
        { type: 'something_new', fromStatus: 'approved', toStatus: 'approved', at },
      ],
      REFUND_TIMELINE_LABELS,
    )
    expect(entries.map((e) => e.label)).toEqual(['提交退款申请', '商家同意', 'something_new'])
  })
})
