import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import Taro from '../../../../test/taro'
import { refundDetail } from '../refund.fixtures'
import { RefundDetailView } from './refund-detail-view'

const RETURN_ADDRESS = { name: '澜肌售后组', mobile: '021-61230000', address: '上海市青浦区华志路1688号' }
const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent)
/** Every refund offers the chat (it carries the refund as its context) besides the actions of its status. */
const CHAT = '售后有疑问？联系客服 ›'

describe('售后详情 by status', () => {
  it.each([
    ['submitted', { actions: ['modify', 'cancel'] }, ['撤销申请', '修改申请'], '您的申请已提交，等待商家审核'],
    [
      'waiting_return',
      { type: 'RETURN_REFUND', actions: ['cancel', 'buyer_confirm'], returnAddress: RETURN_ADDRESS },
      ['复制地址', '撤销申请', '填写退货物流'],
      '商家已同意退货，请寄回商品并填写退货物流',
    ],
    [
      'returned',
      { type: 'RETURN_REFUND', actions: [], returnCarrierName: '顺丰速运', returnWaybillNo: 'SF1234567890' },
      [],
      '商品已寄回，等待商家收货',
    ],
    ['refunded', { actions: [], refundedAt: '2026-11-22T02:00:00.000Z' }, [], '退款已原路退回，请注意查收'],
    ['rejected', { actions: [], rejectReason: '商品已拆封使用' }, ['查看订单'], '商家拒绝：商品已拆封使用'],
    ['cancelled', { actions: [] }, ['查看订单'], '售后申请已撤销'],
  ] as const)('%s: buttons %j', (status, overrides, labels, hint) => {
    const refund = refundDetail({ status, ...overrides, actions: [...overrides.actions] })
    render(<RefundDetailView refund={refund} busy={false} onAction={() => {}} />)
    expect(buttons()).toContain(CHAT)
    expect(buttons().filter((text) => text !== CHAT)).toEqual(labels)
    expect(screen.getByText(hint)).toBeTruthy()
  })

  it('a price difference (价保退差) shows its line as 差价, not as units', () => {
    const refund = refundDetail({
      status: 'refunded',
      type: 'PRICE_PROTECTION',
      typeLabel: '价保退差',
      actions: [],
      totalAmount: 4000,
      goodsAmount: 4000,
      lines: [{ ...refundDetail().lines[0]!, quantity: 0, amount: 4000, points: 0 }],
    })
    render(<RefundDetailView refund={refund} busy={false} onAction={() => {}} />)
    expect(screen.getByText('差价')).toBeTruthy()
    expect(screen.queryByText('× 0')).toBeNull()
    expect(screen.getByText('价保退差')).toBeTruthy()
  })

  it('shows the return address, the waybill and when the money went back', () => {
    render(
      <RefundDetailView
        refund={refundDetail({
          status: 'refunded',
          actions: [],
          returnAddress: RETURN_ADDRESS,
          returnCarrierName: '顺丰速运',
          returnWaybillNo: 'SF1234567890',
          refundedAt: '2026-11-22T02:00:00.000Z',
        })}
        busy={false}
        onAction={() => {}}
      />,
    )
    expect(screen.getByText('上海市青浦区华志路1688号')).toBeTruthy()
    expect(screen.getByText('SF1234567890')).toBeTruthy()
    expect(screen.getByText('退款时间 2026.11.22 10:00')).toBeTruthy()
  })

  it('amounts and points: money, shipping, points back, points taken back and the balance after', () => {
    render(
      <RefundDetailView
        refund={refundDetail({ totalAmount: 34800, goodsAmount: 33800, shippingAmount: 1000, points: 1200 })}
        points={{
          refundId: 31,
          points: 1200,
          pointsTakenBack: 338,
          balance: 500,
          balanceAfter: 1362,
          sufficient: true,
        }}
        busy={false}
        onAction={() => {}}
      />,
    )
    expect(screen.getByLabelText('退款金额').textContent).toBe('¥348.00')
    expect(screen.getByText('¥338.00')).toBeTruthy()
    expect(screen.getByText('¥10.00')).toBeTruthy()
    expect(screen.getByText('1200')).toBeTruthy()
    expect(screen.getByText('338')).toBeTruthy()
    expect(screen.getByText('500 → 1362')).toBeTruthy()
  })

  it.each([
    [
      'rejected',
      { rejectReason: '商品已拆封使用' },
      '本次申请未通过，不会退款，积分也不会退回。如仍有问题，可回到订单重新申请售后。',
    ],
    ['cancelled', {}, '申请已撤销，不会退款，积分也不会退回。如仍需售后，可回到订单重新申请。'],
  ] as const)(
    '%s: nothing comes back, said so, and the way to the order to ask again',
    async (status, overrides, note) => {
      render(
        <RefundDetailView
          refund={refundDetail({ status, ...overrides, actions: [], totalAmount: 23094, points: 696 })}
          busy={false}
          onAction={() => {}}
        />,
      )
      expect(screen.getByText('¥230.94')).toBeTruthy() // what was asked for
      expect(screen.getByLabelText('实退金额').textContent).toBe('¥0.00')
      expect(screen.getByText(note)).toBeTruthy()
      expect(screen.queryByLabelText('退款金额')).toBeNull()
      expect(screen.queryByText('退回积分')).toBeNull()
      expect(screen.queryByText('退款将原路退回至您的支付账户')).toBeNull()
      fireEvent.click(screen.getByText('查看订单'))
      await waitFor(() => expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/order/detail?orderId=7' }))
    },
  )

  it('a tap names the action; none while busy', () => {
    const onAction = vi.fn()
    const { rerender } = render(<RefundDetailView refund={refundDetail()} busy={false} onAction={onAction} />)
    fireEvent.click(screen.getByText('撤销申请'))
    fireEvent.click(screen.getByText('修改申请'))
    expect(onAction.mock.calls).toEqual([['cancel'], ['modify']])
    rerender(<RefundDetailView refund={refundDetail()} busy onAction={onAction} />)
    fireEvent.click(screen.getByText('撤销申请'))
    expect(onAction).toHaveBeenCalledTimes(2)
  })
})
