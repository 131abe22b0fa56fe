import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { EMPTY_ADDRESS } from '../address-rules'
import { AddressForm } from './address-form'

const type = (placeholder: string, value: string) => {
  const input = screen.getByPlaceholderText(placeholder)
  fireEvent.input(input, { target: { value } })
  fireEvent.blur(input)
}

describe('the address form', () => {
  it('shows every error inline on 保存 and saves nothing', () => {
    const onSave = vi.fn()
    render(<AddressForm initial={EMPTY_ADDRESS} busy={false} onSave={onSave} />)
    fireEvent.click(screen.getByText('保存'))
    for (const error of ['请填写收货人', '请填写手机号码', '请选择所在地区', '请填写区/县', '请填写详细地址'])
      expect(screen.getByText(error)).toBeTruthy()
    expect(onSave).not.toHaveBeenCalled()
  })

  it('checks a field when it is left (the mobile rule)', () => {
    render(<AddressForm initial={EMPTY_ADDRESS} busy={false} onSave={vi.fn()} />)
    type('请填写收货人手机号', '1381234')
    expect(screen.getByText('请输入正确的手机号')).toBeTruthy()
    expect(screen.queryByText('请填写收货人')).toBeNull() // not touched yet
  })

  it('picks the region in two steps, then saves the whole form', () => {
    const onSave = vi.fn()
    render(<AddressForm initial={EMPTY_ADDRESS} busy={false} onSave={onSave} />)
    type('请填写收货人姓名', '林小澜')
    type('请填写收货人手机号', '13812345678')
    fireEvent.click(screen.getByText('请选择省/市'))
    fireEvent.click(screen.getByText('浙江省'))
    fireEvent.click(screen.getByText('杭州市'))
    expect(screen.getByText('浙江省 杭州市')).toBeTruthy()
    type('请填写区/县', '西湖区')
    type('街道、楼牌号等', '文三路100号')
    fireEvent.click(screen.getByText('公司'))
    fireEvent.click(screen.getByRole('switch', { name: '设为默认地址' }))
    fireEvent.click(screen.getByText('保存'))
    expect(onSave).toHaveBeenCalledWith({
      name: '林小澜',
      mobile: '13812345678',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      detail: '文三路100号',
      tag: '公司',
      isDefault: true,
    })
  })

  it('a municipality picks its city at once', () => {
    render(<AddressForm initial={EMPTY_ADDRESS} busy={false} onSave={vi.fn()} />)
    fireEvent.click(screen.getByText('请选择省/市'))
    fireEvent.click(screen.getByText('北京市'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByText('北京市')).toBeTruthy()
  })
})
