import { describe, expect, it } from 'vitest'
import { recogniseAddress } from './address-recognition'
import { REGIONS, regionsOf } from './regions'

const read = (text: string) => recogniseAddress(text, REGIONS)

describe('the region data', () => {
  it('has the 31 mainland provinces with their cities and districts, names an address keeps (≤ 20 characters)', () => {
    expect(REGIONS).toHaveLength(31)
    for (const p of REGIONS) {
      expect(p.cities.length, p.name).toBeGreaterThan(0)
      for (const c of p.cities) {
        expect(c.districts.length, c.name).toBeGreaterThan(0)
        for (const name of [p.name, c.name, ...c.districts]) expect([...name].length, name).toBeLessThanOrEqual(20)
      }
    }
    const zhejiang = REGIONS.find((p) => p.name === '浙江省')!
    expect(zhejiang.cities.find((c) => c.name === '杭州市')?.districts).toContain('西湖区')
  })

  it('a municipality is its own city, with its districts and counties; a province-governed county-level city is its own district', () => {
    const chongqing = REGIONS.find((p) => p.name === '重庆市')!
    expect(chongqing.cities.map((c) => c.name)).toEqual(['重庆市'])
    expect(chongqing.cities[0]!.districts).toEqual(expect.arrayContaining(['渝中区', '巫山县']))
    const shanghai = REGIONS.find((p) => p.name === '上海市')!
    expect(shanghai.cities).toEqual([{ name: '上海市', districts: expect.arrayContaining(['浦东新区', '崇明区']) }])
    const hubei = REGIONS.find((p) => p.name === '湖北省')!
    expect(hubei.cities).toContainEqual({ name: '仙桃市', districts: ['仙桃市'] })
    expect(hubei.cities.map((c) => c.name)).not.toContain('省直辖县级行政区划')
    expect(regionsOf({ 北京市: { 市辖区: ['东城区'] } })).toEqual([
      { name: '北京市', cities: [{ name: '北京市', districts: ['东城区'] }] },
    ])
  })
})

describe('reading a pasted address', () => {
  it.each([
    [
      '林小澜 13812345678 浙江省杭州市西湖区文三路100号',
      {
        name: '林小澜',
        mobile: '13812345678',
        province: '浙江省',
        city: '杭州市',
        district: '西湖区',
        detail: '文三路100号',
      },
    ],
    [
      '收货人：张三\n手机号码：138-1234-5678\n所在地区：上海市上海市浦东新区\n详细地址：张江路 88 弄 5 号 301 室',
      {
        name: '张三',
        mobile: '13812345678',
        province: '上海市',
        city: '上海市',
        district: '浦东新区',
        detail: '张江路 88 弄 5 号 301 室',
      },
    ],
    [
      '上海浦东新区世纪大道1号，王小明，+86 139 0000 1111',
      {
        name: '王小明',
        mobile: '13900001111',
        province: '上海市',
        city: '上海市',
        district: '浦东新区',
        detail: '世纪大道1号',
      },
    ],
    [
      '广东 深圳 南山区 科技园南区 8 栋，李雷 15012345678',
      {
        name: '李雷',
        mobile: '15012345678',
        province: '广东省',
        city: '深圳市',
        district: '南山区',
        detail: '科技园南区 8 栋',
      },
    ],
    [
      '杭州市滨江区网商路699号 韩梅梅 18600001234',
      {
        name: '韩梅梅',
        mobile: '18600001234',
        province: '浙江省',
        city: '杭州市',
        district: '滨江区',
        detail: '网商路699号',
      },
    ],
    [
      '张吉林，13700001111，北京市朝阳区望京街道 10 号',
      {
        name: '张吉林',
        mobile: '13700001111',
        province: '北京市',
        city: '北京市',
        district: '朝阳区',
        detail: '望京街道 10 号',
      },
    ],
    [
      '湖北省仙桃市沔阳大道 1 号 赵六 13600000000',
      {
        name: '赵六',
        mobile: '13600000000',
        province: '湖北省',
        city: '仙桃市',
        district: '仙桃市',
        detail: '沔阳大道 1 号',
      },
    ],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected)
  })

  it('leaves what it cannot find empty', () => {
    // Neither a mobile nor a region: not an address.
    expect(read('火星基地 1 号')).toEqual({
      name: null,
      mobile: null,
      province: null,
      city: null,
      district: null,
      detail: null,
    })
    expect(read('浙江省杭州市 文三路 1 号')).toMatchObject({ province: '浙江省', city: '杭州市', district: null })
  })
})
