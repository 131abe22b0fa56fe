import Taro from '@tarojs/taro'
import { browser } from '../../platform/browser'
import { platformPay } from '../../platform/pay'
import { askAuthorization, handInAuthorizationCode } from './api/official-account'

/**
 * JSAPI pay inside the WeChat browser needs the payer's openid under the official account (docs/orders.md,
 * Payment): the first time, the page goes through WeChat's web authorization and comes back to `returnPath` with
 * `code` and `state`. The state is this page's own random value, kept until the page comes back, so that only an
 * authorization this page started is handed in.
 */
const STATE_KEY = 'wechatAuthorizationState'

/** 24 hex characters from the browser's cryptographic random source: nobody else can guess it. */
const randomState = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * Whether the payer can pay here now: true on every platform but the WeChat browser, and there once the server
 * knows the openid (or has no official account: `payment` then says why it cannot pay). False when the page is on
 * its way to WeChat's authorization.
 */
export async function authorizePayer(returnPath: string): Promise<boolean> {
  const { payType, inWeChatBrowser } = platformPay.channel()
  if (payType !== 'h5' || !inWeChatBrowser) return true
  const state = randomState()
  const answer = await askAuthorization(returnPath, state)
  if (answer.bound || !answer.url) return true
  Taro.setStorageSync(STATE_KEY, state)
  browser.open(answer.url)
  return false
}

/**
 * On the page WeChat's authorization came back to: hands the code in when the state is the one this page sent
 * (once: the state is forgotten). True when the payer is now authorized and the payment can go on.
 */
export async function finishPayerAuthorization(code: string, state: string): Promise<boolean> {
  const expected: unknown = Taro.getStorageSync(STATE_KEY)
  if (!code || !state || state !== expected) return false
  Taro.removeStorageSync(STATE_KEY)
  try {
    await handInAuthorizationCode(code)
    return true
  } catch {
    return false // the request layer has said why
  }
}
