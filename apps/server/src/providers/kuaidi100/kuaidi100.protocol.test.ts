import { describe, expect, it } from 'vitest'
import { queryForm, querySign, trackingState } from './kuaidi100.protocol'

const KEY = 'Xm9Qp2Lk7cRt'
const CUSTOMER = '0123456789ABCDEF0123456789ABCDEF'

describe('querySign: uppercase MD5 of param + key + customer', () => {
  // Expected values computed apart with coreutils: printf '%s' "$param$key$customer" | md5sum
  it.each([
    [
      "kuaidi100's demo param",
      '{"com":"yunda","num":"3950055201640","phone":"","from":"","to":"","resultv2":"1","show":"0","order":"desc"}',
      '9D8230F4AACD4EF50A8103D487DFB890',
    ],
    [
      'a param with Chinese cities (UTF-8 bytes)',
      '{"com":"shunfeng","num":"SF1234567890123","phone":"5678","from":"浙江省杭州市","to":"广东省深圳市","resultv2":"1"}',
      'E29BCAC67CBA9CDD6327C4919DC5C206',
    ],
  ])('%s', (_name, param, sign) => {
    expect(querySign(param, KEY, CUSTOMER)).toBe(sign)
  })
})

describe('queryForm', () => {
  it('urlencodes customer, sign and param in that order', () => {
    expect(queryForm('{"com":"ems","num":"E1"}', KEY, CUSTOMER)).toBe(
      `customer=${CUSTOMER}&sign=60EF4685FEBEB1484B413EF5BB8E3BE2&param=%7B%22com%22%3A%22ems%22%2C%22num%22%3A%22E1%22%7D`,
    )
  })

  it('gives back the exact param bytes when decoded, Chinese included', () => {
    const param = '{"com":"shunfeng","num":"SF1","to":"广东省深圳市 南山区"}'
    const form = new URLSearchParams(queryForm(param, KEY, CUSTOMER))
    expect(form.get('param')).toBe(param)
    expect(form.get('sign')).toBe(querySign(param, KEY, CUSTOMER))
  })
})

describe('trackingState', () => {
  it.each([
    [0, 'in_transit'],
    [1, 'collected'],
    [2, 'problem'],
    [3, 'signed'],
    [4, 'refused'],
    [5, 'out_for_delivery'],
    [6, 'returned'],
    [7, 'in_transit'],
    [8, 'in_transit'],
    [10, 'in_transit'],
    [11, 'in_transit'],
    [12, 'in_transit'],
    [13, 'problem'],
    [14, 'refused'],
    [9, 'unknown'],
    [301, 'unknown'],
  ] as const)('%i → %s', (code, state) => {
    expect(trackingState(code)).toBe(state)
  })
})
