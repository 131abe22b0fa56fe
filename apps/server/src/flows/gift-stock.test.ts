import { afterAll, describe, expect, it } from 'vitest'
import {
  buyNowLocate,
  buyNowSubmit,
  merchantApproveRefund,
  multiBuyNowLocate,
  orderCancel,
  orderDetailRoute,
  refundSubmit,
} from '@shop/contracts'
import {
  buyNow,
  giftPromotion,
  key,
  makeSkus,
  orderEventsOf,
  setSku,
  shopper,
  shoppers,
  stockOf,
  type Shopper,
} from '../../test/checkout.fixtures'
import { linesOf, merchantToken, paidOrderOf, refundRow, shipAll } from '../../test/after-sale.fixtures'
import { orderRow, updateOrder } from '../../test/payment.fixtures'
import { createTestApp } from '../../test/harness'

const t = await createTestApp()
afterAll(() => t.close())

const GIFTS_OUT = '部分赠品已赠完，本单不再赠送'

/** Goods (¥100: under every demo threshold) whose purchase brings one unit of a gift SKU with `giftStock` units. */
async function giftOffer(giftStock: number, { goodsStock = 100, quantity = 1 } = {}) {
  const [goods, gift] = await makeSkus(t, [
    { price: 10_000, stock: goodsStock },
    { price: 2_900, stock: giftStock },
  ])
  await giftPromotion(t, { triggerSkuIds: [goods!], giftSkuId: gift!, quantity })
  return { goods: goods!, gift: gift! }
}

/** What the catalogue's read model says of a SKU (the stock a product page and the cart show). */
async function shownStock(who: Shopper, skuId: number) {
  const answer = await t.call(buyNowLocate, { token: who.token, body: { skuId, quantity: 1 } })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.goods[0]!.stock
}

const giftsOf = async (orderId: number) => {
  const row = await orderRow(t, orderId)
  return { gifts: row.gifts.map((g) => [Number(g.skuId), g.quantity]), giftTotalPrice: row.giftTotalPrice }
}

describe('placing an order takes its gifts from stock', () => {
  it('takes the gift with the goods; the order packs it and the read model shows the stock left', async () => {
    const { goods, gift } = await giftOffer(3)
    const me = await shopper(t)
    const shown = await t.call(buyNowLocate, { token: me.token, body: { skuId: goods, quantity: 1 } })
    expect(shown.body.gifts).toEqual([
      expect.objectContaining({ skuId: gift, quantity: 1, givenQuantity: 1, source: 'promotion' }),
    ])
    expect(shown.body.giftsReportList).toEqual([expect.objectContaining({ skuId: gift, quantity: 1 })])
    expect(shown.body.giftTotalPrice).toBe(1_500)
    expect(shown.body.cartNotices).not.toContain(GIFTS_OUT)

    const ordered = await buyNow(t, me, goods)
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200)
    expect(await giftsOf(ordered.body.orderId)).toEqual({ gifts: [[gift, 1]], giftTotalPrice: 1_500 })
    expect(await orderRow(t, ordered.body.orderId)).toMatchObject({ giftStockTaken: true })
    expect([await stockOf(t, goods), await stockOf(t, gift)]).toEqual([99, 2])
    expect(await shownStock(me, gift)).toBe(2)
    const detail = await t.call(orderDetailRoute, { token: me.token, params: { id: ordered.body.orderId } })
    expect(detail.body.gifts).toEqual([expect.objectContaining({ skuId: gift, quantity: 1 })])
  })

  it('tells the shopper a gift is out, and places the order without it', async () => {
    const { goods, gift } = await giftOffer(0)
    const me = await shopper(t)
    const shown = await t.call(buyNowLocate, { token: me.token, body: { skuId: goods, quantity: 1 } })
    expect(shown.body.gifts).toEqual([expect.objectContaining({ skuId: gift, quantity: 1, givenQuantity: 0 })])
    expect(shown.body).toMatchObject({ giftsReportList: [], giftTotalPrice: 0, showCartNotice: true })
    expect(shown.body.cartNotices).toContain(GIFTS_OUT)

    const ordered = await buyNow(t, me, goods)
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200)
    expect(await giftsOf(ordered.body.orderId)).toEqual({ gifts: [], giftTotalPrice: 0 })
    expect(await stockOf(t, gift)).toBe(0)
    const events = await orderEventsOf(t, ordered.body.orderId)
    expect(events.map((e) => e.type)).toEqual(['submit', 'gift_out_of_stock'])
    expect(events[1]!.details).toEqual({ gifts: [expect.objectContaining({ skuId: String(gift), quantity: 1 })] })
    const detail = await t.call(orderDetailRoute, { token: me.token, params: { id: ordered.body.orderId } })
    expect(detail.body.gifts).toEqual([])
    expect(detail.body.timeline.map((e) => e.label)).toContain('赠品已赠完，未随单赠送')
  })

  it('gives what is left when fewer units are left than the gift gives', async () => {
    const { goods, gift } = await giftOffer(2, { quantity: 3 })
    const me = await shopper(t)
    const shown = await t.call(buyNowLocate, { token: me.token, body: { skuId: goods, quantity: 1 } })
    expect(shown.body.gifts[0]).toMatchObject({ quantity: 3, givenQuantity: 2 })
    expect(shown.body.giftTotalPrice).toBe(2 * 1_500)
    const ordered = await buyNow(t, me, goods)
    expect(await giftsOf(ordered.body.orderId)).toEqual({ gifts: [[gift, 2]], giftTotalPrice: 3_000 })
    expect(await stockOf(t, gift)).toBe(0)
  })

  it('takes the goods bought first: a gift SKU also bought gives only what the purchase leaves', async () => {
    const { goods, gift } = await giftOffer(2)
    const me = await shopper(t)
    const items = [
      { skuId: goods, quantity: 1 },
      { skuId: gift, quantity: 2 },
    ]
    const shown = await t.call(multiBuyNowLocate, { token: me.token, body: { items } })
    expect(shown.body.gifts[0]).toMatchObject({ skuId: gift, givenQuantity: 0 })
    const ordered = await paidOrderOf(t, me, items)
    expect(await giftsOf(ordered.orderId)).toEqual({ gifts: [], giftTotalPrice: 0 })
    expect(await stockOf(t, gift)).toBe(0)
  })

  it('a gift running out after the confirm page drops the gift, not the order (the quote still holds)', async () => {
    const { goods, gift } = await giftOffer(1)
    const me = await shopper(t)
    const shown = await t.call(buyNowLocate, { token: me.token, body: { skuId: goods, quantity: 1 } })
    expect(shown.body.gifts[0]!.givenQuantity).toBe(1)
    await setSku(t, gift, { stock: 0 })
    const ordered = await t.call(buyNowSubmit, {
      token: me.token,
      body: { skuId: goods, quantity: 1, addressId: me.addressId, idempotencyKey: key(), quote: shown.body.quote },
    })
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200)
    expect(await giftsOf(ordered.body.orderId)).toEqual({ gifts: [], giftTotalPrice: 0 })
    expect(await stockOf(t, gift)).toBe(0)
  })
})

describe('under concurrency', () => {
  it('30 buyers at once for a gift with 4 units: every order is placed, 4 carry the gift, stock ends at 0', async () => {
    const { goods, gift } = await giftOffer(4)
    const crowd = await shoppers(t, 30)
    const shown = await t.call(buyNowLocate, { token: crowd[0]!.token, body: { skuId: goods, quantity: 1 } })
    const answers = await Promise.all(
      crowd.map((who) =>
        t.call(buyNowSubmit, {
          token: who.token,
          body: { skuId: goods, quantity: 1, addressId: who.addressId, idempotencyKey: key(), quote: shown.body.quote },
        }),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual(crowd.map(() => 200))
    const given = await Promise.all(answers.map(async (a) => (await giftsOf(a.body.orderId)).gifts))
    expect(given.filter((g) => g.length > 0)).toEqual(Array.from({ length: 4 }, () => [[gift, 1]]))
    expect(await stockOf(t, gift)).toBe(0)
    expect(await stockOf(t, goods)).toBe(70)
    // The read model learned it: the next shopper is told the gift is out.
    expect(await shownStock(crowd[0]!, gift)).toBe(0)
    const next = await t.call(buyNowLocate, { token: crowd[1]!.token, body: { skuId: goods, quantity: 1 } })
    expect(next.body.gifts[0]!.givenQuantity).toBe(0)
  })
})

describe('the gift goes back once, with the goods', () => {
  it('cancelling returns it; a second cancel and the unpaid sweep give nothing back again', async () => {
    const { goods, gift } = await giftOffer(2)
    const me = await shopper(t)
    const ordered = await buyNow(t, me, goods)
    expect(await stockOf(t, gift)).toBe(1)

    const cancelled = await t.call(orderCancel, { token: me.token, params: { id: ordered.body.orderId } })
    expect(cancelled.body.status).toBe('cancelled')
    expect([await stockOf(t, goods), await stockOf(t, gift)]).toEqual([100, 2])
    expect(await shownStock(me, gift)).toBe(2)

    const again = await t.call(orderCancel, { token: me.token, params: { id: ordered.body.orderId } })
    expect(again).toMatchObject({ status: 409, body: { code: 'orderStatusInvalid' } })
    t.clock.advance(31 * 60_000)
    await t.app.sweeps.closeUnpaid()
    expect([await stockOf(t, goods), await stockOf(t, gift)]).toEqual([100, 2])
    expect(await shownStock(me, gift)).toBe(2)
  })

  it('the sweep closing an unpaid order returns it once; a cancel afterwards is refused', async () => {
    const { goods, gift } = await giftOffer(1)
    const me = await shopper(t)
    const ordered = await buyNow(t, me, goods)
    expect(await stockOf(t, gift)).toBe(0)
    t.clock.advance(31 * 60_000)
    await Promise.all([t.app.sweeps.closeUnpaid(), t.app.sweeps.closeUnpaid()])
    expect(await orderRow(t, ordered.body.orderId)).toMatchObject({ status: 'cancelled', closeReason: 'pay_timeout' })
    expect(await stockOf(t, gift)).toBe(1)
    const cancel = await t.call(orderCancel, { token: me.token, params: { id: ordered.body.orderId } })
    expect(cancel.body.code).toBe('orderStatusInvalid')
    await t.app.sweeps.closeUnpaid()
    expect(await stockOf(t, gift)).toBe(1)
    expect(await shownStock(me, gift)).toBe(1)
  })

  it('an order whose gift was out gives nothing of it back', async () => {
    const { goods, gift } = await giftOffer(0)
    const me = await shopper(t)
    const ordered = await buyNow(t, me, goods)
    await setSku(t, gift, { stock: 5 })
    await t.call(orderCancel, { token: me.token, params: { id: ordered.body.orderId } })
    expect(await stockOf(t, gift)).toBe(5)
  })

  it('an order placed before gifts were stock gives nothing of them back', async () => {
    const { goods, gift } = await giftOffer(3)
    const me = await shopper(t)
    const ordered = await buyNow(t, me, goods)
    // As such an order was: its gifts recorded, their units never taken.
    await updateOrder(t, ordered.body.orderId, { giftStockTaken: false })
    await setSku(t, gift, { stock: 3 })
    await t.call(orderCancel, { token: me.token, params: { id: ordered.body.orderId } })
    expect(await stockOf(t, gift)).toBe(3)
  })
})

describe('refunds', async () => {
  const merchant = await merchantToken(t)

  /** Refunds units of the order's line (仅退款), the merchant approves, and waits until the money is back. */
  async function refund(who: Shopper, orderId: number, quantity = 1) {
    const [line] = await linesOf(t, orderId)
    const submitted = await t.call(refundSubmit, {
      token: who.token,
      body: { orderId, type: 'REFUND_ONLY', reason: 'no_longer_needed', lines: [{ lineId: line!.id, quantity }] },
    })
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
    const approved = await t.call(merchantApproveRefund, {
      token: merchant,
      params: { refundId: submitted.body.refundId },
    })
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    for (let i = 0; i < 300; i++) {
      const row = await refundRow(t, submitted.body.refundId)
      if (row.status !== 'refunding') return expect(row.status).toBe('refunded')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error('the refund is still refunding')
  }

  it('a full refund before anything shipped returns the gift once; a partial one does not', async () => {
    const { goods, gift } = await giftOffer(3)
    const me = await shopper(t)
    const order = await paidOrderOf(t, me, [{ skuId: goods, quantity: 2 }])
    expect([await stockOf(t, goods), await stockOf(t, gift)]).toEqual([98, 2])

    await refund(me, order.orderId, 1)
    expect([await stockOf(t, goods), await stockOf(t, gift)]).toEqual([99, 2])
    await refund(me, order.orderId, 1)
    expect((await orderRow(t, order.orderId)).status).toBe('refunded')
    expect([await stockOf(t, goods), await stockOf(t, gift)]).toEqual([100, 3])
    // The read model catches up once the settlement has committed.
    await expect.poll(() => shownStock(me, gift)).toBe(3)
    await t.app.sweeps.refunds()
    expect(await stockOf(t, gift)).toBe(3)
  })

  it('a refund after the parcel left keeps the gift with the shopper', async () => {
    const { goods, gift } = await giftOffer(3)
    const me = await shopper(t)
    const order = await paidOrderOf(t, me, [{ skuId: goods, quantity: 1 }])
    await shipAll(t, merchant, order.orderId)
    await refund(me, order.orderId)
    expect((await orderRow(t, order.orderId)).status).toBe('refunded')
    expect([await stockOf(t, goods), await stockOf(t, gift)]).toEqual([99, 2])
  })
})
