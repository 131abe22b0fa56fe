import { act, fireEvent, render, screen } from '@testing-library/react'
import type { Region } from '@shop/contracts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { serve } from '../../../../test/fake-server'
import Taro from '../../../../test/taro'
import { EMPTY_ADDRESS } from '../address-rules'
import { AddressForm } from './address-form'

const TREE: Region[] = [
  { name: '北京市', cities: [{ name: '北京市', districts: ['东城区', '朝阳区'] }] },
  { name: '上海市', cities: [{ name: '上海市', districts: ['徐汇区', '浦东新区'] }] },
  {
    name: '浙江省',
    cities: [
      { name: '杭州市', districts: ['上城区', '西湖区'] },
      { name: '宁波市', districts: ['海曙区'] },
    ],
  },
  { name: '湖北省', cities: [{ name: '仙桃市', districts: ['仙桃市'] }] },
]

beforeEach(() => {
  serve({ 'GET region/tree': [[200, TREE]] })
})

const type = (placeholder: string, value: string) => {
  const input = screen.getByPlaceholderText(placeholder)
  fireEvent.input(input, { target: { value } })
  fireEvent.blur(input)
}
/** Textarea is Taro's web component: its input event carries the value in `detail`. */
const paste = (value: string) =>
  fireEvent(
    screen.getByPlaceholderText('粘贴收货信息，自动识别姓名、手机号和地址'),
    new CustomEvent('input', { detail: { value }, bubbles: true }),
  )
const tap = async (text: string) => {
  await act(async () => {
    fireEvent.click(await screen.findByText(text))
  })
}

describe('the address form', () => {
  it('shows every error inline on 保存 and saves nothing', () => {
    const onSave = vi.fn()
    render(<AddressForm initial={EMPTY_ADDRESS} busy={false} onSave={onSave} />)
    fireEvent.click(screen.getByText('保存'))
    for (const error of ['请填写收货人', '请填写手机号码', '请选择所在地区', '请填写详细地址'])
      expect(screen.getByText(error)).toBeTruthy()
    expect(onSave).not.toHaveBeenCalled()
  })

  it('checks a field when it is left (the mobile rule)', () => {
    render(<AddressForm initial={EMPTY_ADDRESS} busy={false} onSave={vi.fn()} />)
    type('请填写收货人手机号', '1381234')
    expect(screen.getByText('请输入正确的手机号')).toBeTruthy()
    expect(screen.queryByText('请填写收货人')).toBeNull() // not touched yet
  })

  it('picks province, city and district from the region data, then saves the whole form', async () => {
    const onSave = vi.fn()
    render(<AddressForm initial={EMPTY_ADDRESS} busy={false} onSave={onSave} />)
    type('请填写收货人姓名', '林小澜')
    type('请填写收货人手机号', '13812345678')
    await tap('请选择省/市/区县')
    await tap('浙江省')
    await tap('杭州市')
    await tap('西湖区')
    expect(screen.getByText('浙江省 杭州市 西湖区')).toBeTruthy()
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

  it.each([
    ['a municipality is its own city: its districts come next', ['上海市', '浦东新区'], '上海市 浦东新区'],
    ['a county-level city that is its own district is taken whole', ['湖北省', '仙桃市'], '湖北省 仙桃市'],
  ])('%s, and printed once', async (_, taps, shown) => {
    render(<AddressForm initial={EMPTY_ADDRESS} busy={false} onSave={vi.fn()} />)
    await tap('请选择省/市/区县')
    for (const name of taps) await tap(name)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByText(shown)).toBeTruthy()
  })

  it('fills the fields a pasted address names', async () => {
    const found = {
      name: '张三',
      mobile: '13812345678',
      province: '上海市',
      city: '上海市',
      district: '浦东新区',
      detail: '张江路 100 号',
    }
    const calls = serve({ 'GET region/tree': [[200, TREE]], 'POST customer/address/recognise': [[200, found]] })
    const onSave = vi.fn()
    render(<AddressForm initial={EMPTY_ADDRESS} busy={false} onSave={onSave} />)
    const pasted = '张三 13812345678 上海市浦东新区张江路 100 号'
    paste(pasted)
    await tap('识别')
    expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { text: pasted } })
    expect(screen.getByText('上海市 浦东新区')).toBeTruthy()
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '已识别' }))
    fireEvent.click(screen.getByText('保存'))
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining(found))
  })

  it('says so when a paste names nothing', async () => {
    serve({
      'POST customer/address/recognise': [
        [200, { name: null, mobile: null, province: null, city: null, district: null, detail: null }],
      ],
    })
    render(<AddressForm initial={EMPTY_ADDRESS} busy={false} onSave={vi.fn()} />)
    paste('你好')
    await tap('识别')
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '未识别到地址信息' }))
  })
})
