import { describe, expect, it } from 'vitest'
import { EMPTY_ADDRESS, addressErrors, addressInputOf, type AddressForm } from './address-rules'

const valid: AddressForm = {
  name: '林小澜',
  mobile: '13812345678',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  detail: '文三路100号',
  tag: '家',
  isDefault: false,
}

describe('address form rules', () => {
  it('a complete form has no errors', () => {
    expect(addressErrors(valid)).toEqual({})
  })

  it('an empty form names every required field', () => {
    expect(addressErrors(EMPTY_ADDRESS)).toEqual({
      name: '请填写收货人',
      mobile: '请填写手机号码',
      region: '请选择所在地区',
      detail: '请填写详细地址',
    })
  })

  it.each([
    ['name', { name: '   ' }, '请填写收货人'],
    ['name', { name: '澜'.repeat(21) }, '收货人最多20个字'],
    ['mobile', { mobile: '1381234567' }, '请输入正确的手机号'], // 10 digits
    ['mobile', { mobile: '12812345678' }, '请输入正确的手机号'], // 1 then 2: not 3–9 (spec §5)
    ['mobile', { mobile: '138123456789' }, '请输入正确的手机号'],
    ['region', { city: '' }, '请选择所在地区'],
    ['region', { district: '' }, '请选择所在地区'], // the district is the picker's third step
    ['detail', { detail: '路'.repeat(121) }, '详细地址最多120个字'],
    ['tag', { tag: '我的第二个家' + '啊' }, '标签最多6个字'],
  ] as const)('%s: %j → %s', (field, patch, message) => {
    expect(addressErrors({ ...valid, ...patch })).toEqual({ [field]: message })
  })

  it.each(['13012345678', '19999999999', '15000000000'])('%s is a mobile', (mobile) => {
    expect(addressErrors({ ...valid, mobile }).mobile).toBeUndefined()
  })

  it('sends trimmed texts, and no tag for an empty one', () => {
    expect(addressInputOf({ ...valid, name: ' 林小澜 ', detail: ' 文三路100号 ', tag: ' ' })).toEqual({
      name: '林小澜',
      mobile: '13812345678',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      detail: '文三路100号',
      tag: null,
      isDefault: false,
    })
  })
})
