// @vitest-environment jsdom
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { launchApp, type SimulatedPage } from './support/weapp/simulate-app'

// One page of the mini-program build (made by the global setup) rendered by WeChat's template compiler in
// miniprogram-simulate: the built JavaScript, Taro's runtime and base.wxml together put the page's own words on
// screen, and a tap reaches the React handlers. Offline: every wx.request answers 401, as for a visitor.
const out = join(__dirname, '..', 'apps/mall/dist/weapp')
const requests: string[] = []
const errors = vi.spyOn(console, 'error')

interface RequestOptions {
  url: string
  success?: (res: { statusCode: number; data: unknown; header: Record<string, string> }) => void
  complete?: () => void
}

function request({ url, success, complete }: RequestOptions) {
  requests.push(url)
  setTimeout(() => {
    success?.({ statusCode: 401, data: {}, header: {} })
    complete?.()
  })
  return { abort() {}, onHeadersReceived() {}, offHeadersReceived() {} }
}

/** Each the whole text of one element; 微信手机号快捷登录 is the weapp-only button, so this is the weapp build. */
const pageWords = [
  '手机号登录',
  '未注册的手机号验证后将自动创建账号',
  '+86',
  '获取验证码',
  '我已阅读并同意',
  '《用户协议》',
  '《隐私政策》',
  '登录',
  '微信手机号快捷登录',
]

let page: SimulatedPage
beforeAll(() => {
  const app = launchApp(out, { request }, { path: 'pages/login/index', query: {}, scene: 1001 })
  page = app.openPage('pages/login/index')
})
afterAll(() => {
  errors.mockRestore()
})

describe('the login page of the weapp build in miniprogram-simulate', () => {
  it('renders its own words', async () => {
    await vi.waitFor(() => expect(page.text()).toContain('手机号登录'))
    for (const words of pageWords) expect(page.byText(words), words).toBeTruthy()
    expect(page.text()).not.toContain('请输入正确的手机号')
  })

  it('shows the inline error, and sends nothing, when 获取验证码 is tapped with no phone number', async () => {
    page.tap('获取验证码')
    await vi.waitFor(() => expect(page.byText('请输入正确的手机号')).toBeTruthy())
    expect(requests.filter((url) => url.includes('sendLoginVerificationCode'))).toEqual([])
  })

  it('logs no errors along the way', () => {
    expect(errors).not.toHaveBeenCalled()
  })
})
