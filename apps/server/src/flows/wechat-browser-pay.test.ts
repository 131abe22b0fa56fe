import { createPublicKey } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { officialAccountAuthorize, officialAccountOpenId, payment } from '@shop/contracts'
import { createTestApp } from '../../test/harness'
import { shopper, type Shopper } from '../../test/checkout.fixtures'
import { confirmPayment, paidSoon, placeOrder } from '../../test/payment.fixtures'
import { loadOrCreateSandboxKeys } from '../providers/wechat-pay'
import { miniProgramPaySignMessage, verifySha256WithRsa } from '../providers/wechat-pay/wechat-pay.signing'

// JSAPI pay inside the WeChat browser: the official account's web authorization gives the payer's openid.
const t = await createTestApp()
afterAll(() => t.close())
const merchantPublicKey = createPublicKey(loadOrCreateSandboxKeys(t.config.dataDir).merchant.merchantPrivateKey)

const authorize = (who: Shopper, body: { returnPath: string; state: string }) =>
  t.call(officialAccountAuthorize, { token: who.token, body })

/** The browser's trip through WeChat's authorize page: where it comes back to, with code and state. */
async function visit(url: string, cookie?: string): Promise<URL> {
  const answer = await t.inject({
    method: 'GET',
    url: url.replace(t.config.publicBaseUrl, '').split('#')[0]!,
    headers: cookie ? { cookie } : {},
  })
  expect(answer.statusCode, answer.body).toBe(302)
  return new URL(answer.headers.location as string)
}

describe('paying in the WeChat browser', () => {
  it('authorizes once, then pays with JSAPI signed for the official account', async () => {
    const me = await shopper(t)
    const order = await placeOrder(t, me)
    const payInWeChat = () =>
      t.call(payment, { token: me.token, body: { orderId: order.orderId, payType: 'h5', inWeChatBrowser: true } })
    expect((await payInWeChat()).body).toMatchObject({ code: 'paymentOpenidRequired' })

    const returnPath = `/pages/pay/result/index?orderId=${order.orderId}`
    const asked = await authorize(me, { returnPath, state: 'state-0001' })
    expect(asked.status, JSON.stringify(asked.body)).toBe(200)
    expect(asked.body.bound).toBe(false)
    const url = new URL(asked.body.url!)
    expect(url.origin + url.pathname).toBe(`${t.config.publicBaseUrl}/sandbox/wechat/connect/oauth2/authorize`)
    expect(url.searchParams.get('appid')).toBe(t.config.wechatPay.appIds.officialAccount)
    expect(url.searchParams.get('scope')).toBe('snsapi_base')
    expect(url.hash).toBe('#wechat_redirect')

    const back = await visit(asked.body.url!)
    expect(back.href.startsWith(`${t.config.publicBaseUrl}${returnPath}&code=`)).toBe(true)
    expect(back.searchParams.get('state')).toBe('state-0001')
    const code = back.searchParams.get('code')!
    expect((await t.call(officialAccountOpenId, { token: me.token, body: { code } })).body).toEqual({ success: true })
    // A code works once.
    expect((await t.call(officialAccountOpenId, { token: me.token, body: { code } })).body).toMatchObject({
      code: 'wechatAuthorizeFailed',
    })
    expect((await authorize(me, { returnPath, state: 'state-0002' })).body).toEqual({ bound: true, url: null })

    const started = await payInWeChat()
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const fields = started.body.payment!
    expect(fields).toMatchObject({ product: 'jsapi', appId: t.config.wechatPay.appIds.officialAccount })
    const message = miniProgramPaySignMessage(fields.appId!, fields.timeStamp!, fields.nonceStr!, fields.package!)
    expect(verifySha256WithRsa(message, fields.paySign!, merchantPublicKey)).toBe(true)
    await confirmPayment(t, fields.prepayId!)
    expect(await paidSoon(t, me, order.orderId)).toBe('wait_shipment')
  })

  it.each([
    ['another site', { returnPath: 'https://evil.example/pages/x', state: 'state-0001' }],
    ['a path outside the pages', { returnPath: '/api/sp-portal/x', state: 'state-0001' }],
    ['a short state', { returnPath: '/pages/pay/result/index', state: 'x' }],
  ])('refuses to send the browser back to %s', async (_kind, body) => {
    const me = await shopper(t)
    expect((await authorize(me, body)).status).toBe(400)
  })

  it('needs a signed-in customer, and refuses a code WeChat does not know', async () => {
    const body = { returnPath: '/pages/pay/result/index', state: 'state-0001' }
    expect((await t.call(officialAccountAuthorize, { body })).status).toBe(401)
    const me = await shopper(t)
    const refused = await t.call(officialAccountOpenId, { token: me.token, body: { code: 'made-up' } })
    expect(refused).toMatchObject({ status: 400, body: { code: 'wechatAuthorizeFailed' } })
  })
})
