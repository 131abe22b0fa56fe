import { describe, expect, it } from 'vitest'
import { apiPath, fillPath } from './route'

describe('call paths', () => {
  it('fills each parameter, URL-encoded', () => {
    expect(fillPath('wechat/login/:code', { code: 'x' })).toBe('wechat/login/x')
    expect(fillPath('orders/:orderId/shipments/:shipmentId', { orderId: 42, shipmentId: 7 })).toBe(
      'orders/42/shipments/7',
    )
    expect(fillPath('member/:mobile', { mobile: 'a/b c' })).toBe('member/a%2Fb%20c')
    expect(fillPath('customer/basic_info')).toBe('customer/basic_info')
  })

  it.each([{}, { code: '' }, { code: null }])('refuses a missing parameter: %j', (params) => {
    expect(() => fillPath('wechat/login/:code', params)).toThrow('missing path parameter "code"')
  })

  it('leaves bad paths as they are when asked to, for tests of bad input', () => {
    expect(fillPath('orders/:orderId/shipments/:shipmentId', { orderId: '' }, { strict: false })).toBe(
      'orders//shipments/:shipmentId',
    )
  })

  it('puts the service and the store code before the path (spec §7)', () => {
    expect(apiPath('ec-portal', 'lanji', 'customer/basic_info')).toBe('/api/ec-portal/store/lanji/customer/basic_info')
    expect(apiPath('sp-pay', ':storeCode', 'payment/notify/wechat')).toBe(
      '/api/sp-pay/store/:storeCode/payment/notify/wechat',
    )
  })
})
