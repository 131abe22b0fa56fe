import { afterAll, describe, expect, it } from 'vitest'
import {
  merchantOrderDetailRoute,
  messageList,
  multiBuyNowLocate,
  multiBuyNowSubmit,
  refundBuyerConfirm,
  refundSubmit,
} from '@shop/contracts'
import { runShop } from '../scripts/shop-cli'
import { sandboxFetch } from '../src/providers/http'
import { merchantToken, orderOf, paidOrder, pay, refundRow, waybill } from './after-sale.fixtures'
import { giftPromotion, key, makeSkus, shopper } from './checkout.fixtures'
import { createTestApp, TEST_OWNER_PASSWORD } from './harness'

const t = await createTestApp()
afterAll(() => t.close())

/** Runs the command line against the test app (its HTTP answered in-process); answers the exit code and the lines. */
async function shop(...argv: string[]) {
  return shopWith({}, ...argv)
}
async function shopWith(env: Record<string, string>, ...argv: string[]) {
  const lines: string[] = []
  const code = await runShop(['--base-url', 'http://shop.test', '--store', t.config.storeCode, ...argv], {
    fetch: sandboxFetch(t.app),
    out: (line) => lines.push(line),
    env,
  })
  return { code, text: lines.join('\n') }
}

describe('npm run shop', async () => {
  const me = await shopper(t)
  const order = await paidOrder(t, me, [
    { spec: { price: 4_900, stock: 10 }, quantity: 2 },
    { spec: { price: 1_900, stock: 10 }, quantity: 1 },
  ])
  const [a] = order.lineIds as [number]

  it('lists orders by status and shows one, signed in as the sandbox merchant', async () => {
    const listed = await shop('orders', 'wait_shipment')
    expect(listed.code).toBe(0)
    expect(listed.text).toContain(`#${order.orderId}  ${order.orderNo}  待发货`)
    const shown = await shop('order', String(order.orderId))
    expect(shown.text).toContain(`line ${a}`)
    expect(shown.text).toContain('shipped 0  refund 0  to ship 2')
  })

  it('shows the packer who ordered, the remark and the gifts given with the order', async () => {
    const buyer = await shopper(t)
    const [goods, gift] = (await makeSkus(t, [
      { price: 10_000, stock: 10 },
      { price: 2_900, stock: 5 },
    ])) as [number, number]
    await giftPromotion(t, { triggerSkuIds: [goods], giftSkuId: gift })
    const items = [{ skuId: goods, quantity: 1 }]
    const shown = await t.call(multiBuyNowLocate, { token: buyer.token, body: { items } })
    const submitted = await t.call(multiBuyNowSubmit, {
      token: buyer.token,
      body: { items, addressId: buyer.addressId, idempotencyKey: key(), quote: shown.body.quote, remark: '请放门卫室' },
    })
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
    const { orderId } = submitted.body
    await pay(t, buyer, orderId)

    const detail = await t.call(merchantOrderDetailRoute, { token: await merchantToken(t), params: { orderId } })
    expect(detail.body).toMatchObject({
      customerId: buyer.customerId,
      remark: '请放门卫室',
      gifts: [{ skuId: gift, name: `赠品${gift}`, quantity: 1 }],
    })
    const printed = (await shop('order', String(orderId))).text
    expect(printed).toContain(`customer #${buyer.customerId}`)
    expect(printed).toContain('remark: 请放门卫室')
    expect(printed).toContain(`gift  赠品${gift}  ×1`)
  })

  it('ships part of an order, then the rest', async () => {
    const part = await shop('ship', String(order.orderId), 'yuantong', waybill(), `${a}:1`)
    expect(part.code).toBe(0)
    expect(part.text).toMatch(/shipped parcel \d+ \(圆通速递 YT\d+\): 测试商品\d+ ×1/)
    expect(part.text).toContain('is now 部分发货 (partially_shipped)')
    const rest = await shop('ship', String(order.orderId), 'jd', waybill('JD'))
    expect(rest.text).toContain('is now 待收货 (wait_receive)')
    expect((await orderOf(t, order.orderId)).status).toBe('wait_receive')
  })

  it('refuses what the server refuses (exit 1) and bad usage (exit 2)', async () => {
    const again = await shop('ship', String(order.orderId), 'yuantong', waybill())
    expect(again).toEqual({ code: 1, text: expect.stringContaining('refused: orderStatusInvalid') })
    expect((await shop('ship', String(order.orderId), 'nosuch', waybill())).text).toContain('logisticsCarrierUnknown')
    expect((await shop('ship', 'x', 'yuantong', waybill())).code).toBe(2)
    expect((await shop('ship', String(order.orderId))).code).toBe(2)
    expect((await shop('dance')).code).toBe(2)
    expect((await shop('reject', '1')).code).toBe(2)
    expect(await shop('orders', '--code', 'ba-BA001')).toEqual({ code: 1, text: 'refused: forbidden 您没有操作权限哦' })
    expect((await shop('orders', '--token', 'garbage')).text).toContain('refused: 401')
  })

  it('signs in with a console account (password from SHOP_PASSWORD) and can do what its role may', async () => {
    const login = await shopWith({ SHOP_PASSWORD: TEST_OWNER_PASSWORD }, 'login', '--user', 'owner')
    expect(login.code).toBe(0)
    expect((await shop('orders', '--token', login.text)).code).toBe(0)
    expect((await shopWith({ SHOP_PASSWORD: 'Wrong-pass-1' }, 'orders', '--user', 'owner')).text).toBe(
      'refused: staffLoginFailed 用户名或密码错误 {"attemptsLeft":4}',
    )
    expect((await shop('orders', '--user', 'owner')).code).toBe(2)
    const warehouse = await t.loginConsole('warehouse')
    expect((await shop('message', '1', '标题', '内容', '--token', warehouse)).text).toBe(
      'refused: forbidden 您没有操作权限哦',
    )
  })

  it('takes a return through approve, received and approve', async () => {
    const submitted = await t.call(refundSubmit, {
      token: me.token,
      body: { orderId: order.orderId, type: 'RETURN_REFUND', lines: [{ lineId: a, quantity: 1 }], reason: 'damaged' },
    })
    const refundId = String(submitted.body.refundId)
    expect((await shop('refunds', 'submitted')).text).toContain(`#${refundId}  ${submitted.body.refundNo}`)
    expect((await shop('approve', refundId)).text).toContain('待退货 (waiting_return)')
    await t.call(refundBuyerConfirm, {
      token: me.token,
      params: { id: submitted.body.refundId },
      body: { carrierCode: 'yuantong', waybillNo: 'YT9876543210' },
    })
    const arrived = await shop('received', refundId)
    expect(arrived.text).toContain('商家已收货 (received)')
    expect(arrived.text).toContain('returned with 圆通速递 YT9876543210')
    expect((await shop('approve', refundId)).text).toContain('(refunding)')
    // WeChat Pay's sandbox settles it a moment later.
    for (let i = 0; i < 300 && (await refundRow(t, submitted.body.refundId)).status === 'refunding'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect((await shop('refund', refundId)).text).toContain('退款成功 (refunded)')
  })

  it('rejects with a reason', async () => {
    const submitted = await t.call(refundSubmit, {
      token: me.token,
      body: {
        orderId: order.orderId,
        type: 'REFUND_ONLY',
        lines: [{ lineId: order.lineIds[1]!, quantity: 1 }],
        reason: 'other',
      },
    })
    const refused = await shop('reject', String(submitted.body.refundId), '已发货', '请拒收')
    expect(refused.text).toContain('已拒绝 (rejected)')
    expect(refused.text).toContain('refused: 已发货 请拒收')
  })

  it('sends a notice to one customer, linked to a page when asked', async () => {
    const sent = await shop(
      'message',
      String(me.customerId),
      '新券到账',
      '满199减30',
      '已放入您的卡包',
      '--link',
      '/pages/coupon/index',
    )
    expect(sent.code).toBe(0)
    expect(sent.text).toMatch(new RegExp(`^sent message \\d+ to customer #${me.customerId}: 新券到账$`))
    const newest = (await t.call(messageList, { token: me.token })).body.content[0]
    expect(newest).toMatchObject({ kind: 'notice', content: '满199减30 已放入您的卡包', link: '/pages/coupon/index' })
    expect((await shop('message', String(me.customerId), '只有标题')).code).toBe(2)
    expect((await shop('message', '2000000000', '标题', '内容')).text).toContain('refused: memberNotFound 会员不存在')
  })
})
