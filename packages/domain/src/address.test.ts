import { describe, expect, it } from 'vitest'
import { addressText, regionText } from './address'

describe('printing an address', () => {
  it.each([
    [{ province: '浙江省', city: '杭州市', district: '西湖区' }, '浙江省 杭州市 西湖区'],
    [{ province: '上海市', city: '上海市', district: '浦东新区' }, '上海市 浦东新区'],
    [{ province: '北京市', city: '北京市' }, '北京市'],
    [{ province: '湖北省', city: '仙桃市', district: '仙桃市' }, '湖北省 仙桃市'],
    [{ province: '浙江省', city: '杭州市', district: '' }, '浙江省 杭州市'],
  ])('%j → %s', (region, text) => {
    expect(regionText(region)).toBe(text)
  })

  it('puts the detail after the region, a municipality not repeated', () => {
    expect(addressText({ province: '上海市', city: '上海市', district: '浦东新区', detail: '张江路 100 号' })).toBe(
      '上海市 浦东新区 张江路 100 号',
    )
  })
})
