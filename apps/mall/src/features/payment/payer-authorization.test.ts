import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serve } from '../../../test/fake-server'
import Taro from '../../../test/taro'
import { browser } from '../../platform/browser'
import { platformPay } from '../../platform/pay'
import { authorizePayer, finishPayerAuthorization } from './payer-authorization'

vi.mock('../../platform/pay', () => ({ platformPay: { channel: vi.fn(), launch: vi.fn() } }))
const channel = vi.mocked(platformPay.channel)
const open = vi.spyOn(browser, 'open').mockImplementation(() => undefined)

const AUTHORIZE = 'POST wechat/officialAccount/authorize'
const OPENID = 'POST wechat/officialAccount/openid'
const RETURN = '/pages/pay/result/index?orderId=7'

beforeEach(() => channel.mockReturnValue({ payType: 'h5', inWeChatBrowser: true }))
afterEach(() => {
  open.mockClear()
  Taro.removeStorageSync('wechatAuthorizationState')
})

describe('authorizePayer', () => {
  it.each([
    ['the mini-program', { payType: 'wm', inWeChatBrowser: false }],
    ['a browser', { payType: 'h5', inWeChatBrowser: false }],
    ['the app shell', { payType: 'app', inWeChatBrowser: false }],
  ] as const)('%s pays at once: nothing is asked', async (_where, where) => {
    channel.mockReturnValue(where)
    const calls = serve({})
    await expect(authorizePayer(RETURN)).resolves.toBe(true)
    expect(calls).toEqual([])
  })

  it('the WeChat browser, openid known: pays at once', async () => {
    const calls = serve({ [AUTHORIZE]: [[200, { bound: true, url: null }]] })
    await expect(authorizePayer(RETURN)).resolves.toBe(true)
    expect(calls[0]!.body).toMatchObject({ returnPath: RETURN, state: expect.stringMatching(/^[a-z0-9]{24}$/) })
    expect(open).not.toHaveBeenCalled()
  })

  it('the WeChat browser, first payment: leaves for the authorize page with a state it keeps', async () => {
    const calls = serve({ [AUTHORIZE]: [[200, { bound: false, url: 'https://open.weixin.qq.com/connect/x' }]] })
    await expect(authorizePayer(RETURN)).resolves.toBe(false)
    expect(open).toHaveBeenCalledWith('https://open.weixin.qq.com/connect/x')
    expect(Taro.getStorageSync('wechatAuthorizationState')).toBe((calls[0]!.body as { state: string }).state)
  })

  it('a shop without an official account: goes on (payment says why it cannot pay)', async () => {
    serve({ [AUTHORIZE]: [[200, { bound: false, url: null }]] })
    await expect(authorizePayer(RETURN)).resolves.toBe(true)
    expect(open).not.toHaveBeenCalled()
  })
})

describe('finishPayerAuthorization', () => {
  it('hands the code in once, for the state this page sent', async () => {
    Taro.setStorageSync('wechatAuthorizationState', 'state-of-this-page')
    const calls = serve({ [OPENID]: [[200, { success: true }]] })
    await expect(finishPayerAuthorization('c0de', 'state-of-this-page')).resolves.toBe(true)
    expect(calls.map((c) => c.body)).toEqual([{ code: 'c0de' }])
    // A reload of the same address hands nothing in again.
    await expect(finishPayerAuthorization('c0de', 'state-of-this-page')).resolves.toBe(false)
    expect(calls).toHaveLength(1)
  })

  it('ignores an authorization this page did not start', async () => {
    Taro.setStorageSync('wechatAuthorizationState', 'state-of-this-page')
    const calls = serve({ [OPENID]: [[200, { success: true }]] })
    await expect(finishPayerAuthorization('c0de', 'someone-else')).resolves.toBe(false)
    expect(calls).toEqual([])
  })

  it('a code WeChat refused: false', async () => {
    Taro.setStorageSync('wechatAuthorizationState', 'state-of-this-page')
    serve({ [OPENID]: [[400, { code: 'wechatAuthorizeFailed', message: '微信授权失败，请重试' }]] })
    await expect(finishPayerAuthorization('c0de', 'state-of-this-page')).resolves.toBe(false)
  })
})
