import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { locate, refundableLine } from '../refund.fixtures'
import { RefundGoodsPicker } from './refund-goods-picker'

const amount = () => screen.getByLabelText('退款金额').textContent
const stepper = (name: string, which: '减少' | '增加') => screen.getByLabelText(`${which}${name}退款数量`)

describe('选择退款商品', () => {
  it('bounds each line’s units by what is left; the amount follows, with shipping only for everything', () => {
    const onConfirm = vi.fn()
    render(<RefundGoodsPicker scope={locate()} type="REFUND_ONLY" initial={{ 1: 3, 2: 1 }} onConfirm={onConfirm} />)
    expect(amount()).toBe('¥348.00') // 29000 + 4800 + shipping 1000
    expect(screen.getByText('含运费¥10.00')).toBeTruthy()
    expect(stepper('精华 1', '增加').getAttribute('aria-disabled')).toBe('true')

    fireEvent.click(stepper('精华 1', '减少'))
    expect(screen.getByLabelText('精华 1退款数量').textContent).toBe('2')
    expect(amount()).toBe('¥241.34') // 9667 + 9667 + 4800, no shipping
    expect(screen.queryByText('含运费¥10.00')).toBeNull()

    fireEvent.click(stepper('精华 1', '减少'))
    expect(amount()).toBe('¥144.67')
    expect(stepper('精华 1', '减少').getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(stepper('精华 1', '减少'))
    expect(screen.getByLabelText('精华 1退款数量').textContent).toBe('1')

    fireEvent.click(screen.getByText('确定(2)'))
    expect(onConfirm).toHaveBeenCalledWith({ 1: 1, 2: 1 })
  })

  it('ticks and 全选: unticked lines count nothing; 全选 takes every unit; again clears', () => {
    render(<RefundGoodsPicker scope={locate()} type="REFUND_ONLY" initial={{}} onConfirm={() => {}} />)
    expect(amount()).toBe('¥0.00')
    expect(screen.getByText('确定(0)').getAttribute('aria-disabled')).toBe('true')

    fireEvent.click(screen.getByLabelText('选择 精华 2'))
    expect(amount()).toBe('¥48.00')
    expect(screen.getByLabelText('全选').getAttribute('aria-checked')).toBe('mixed')

    fireEvent.click(screen.getByLabelText('全选'))
    expect(amount()).toBe('¥348.00')
    expect(screen.getByLabelText('全选').getAttribute('aria-checked')).toBe('true')
    fireEvent.click(screen.getByLabelText('全选'))
    expect(amount()).toBe('¥0.00')
  })

  it('a return takes only shipped units: an unshipped line cannot be chosen', () => {
    const scope = locate({
      lines: [refundableLine(1, { returnableQuantity: 1 }), refundableLine(2, { returnableQuantity: 0 })],
    })
    render(<RefundGoodsPicker scope={scope} type="RETURN_REFUND" initial={{ 1: 3, 2: 3 }} onConfirm={() => {}} />)
    expect(screen.getByLabelText('精华 1退款数量').textContent).toBe('1')
    expect(stepper('精华 1', '增加').getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByText('未发货，请选择仅退款')).toBeTruthy()
    expect(screen.getByLabelText('选择 精华 2').getAttribute('aria-disabled')).toBe('true')
    expect(amount()).toBe('¥96.67')
  })
})
