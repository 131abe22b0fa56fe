import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  checkOldCustomer,
  giftAcquire,
  giftCancelGive,
  giftDetail,
  giftGive,
  giftGoodsList,
  giftLocate,
  giftLogistics,
  giftOrderSetting,
  giftsReceived,
  giftSubmit,
  merchantGiftDetail,
  merchantGifts,
  merchantOrderDetailRoute,
  merchantSaveGiftSettings,
  merchantShip,
  orderDetailRoute,
  refundSubmit,
  type BodyOf,
} from '@shop/contracts'
import { createTestApp } from '../../test/harness'
import { goodsIdOf, key, makeSkus, shopper, shoppers, type Shopper } from '../../test/checkout.fixtures'
import {
  merchantToken,
  pay,
  providerRefundCalls,
  refundsOfOrder,
  shipAll,
  waybill,
} from '../../test/after-sale.fixtures'
import { addressFor, firstShopTimeOf } from '../../test/gift.fixtures'

const t = await createTestApp()
afterAll(() => t.close())

const BOX = { id: 'rose', name: '玫瑰礼盒', image: null, description: '丝带礼盒，附贺卡' }
const CARD = { from: '小澜', content: '生日快乐，愿你被温柔以待', to: '阿青' }
/** The friend's own address: nothing of it may reach the buyer. */
const FRIEND_ADDRESS = {
  name: '周礼青',
  mobile: '13911112222',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  detail: '礼物路88号3幢',
}

let owner: string
let skuId: number

beforeAll(async () => {
  owner = await t.loginConsole()
  skuId = (await makeSkus(t, [{ price: 26_800, stock: 500 }]))[0]!
  const saved = await t.call(merchantSaveGiftSettings, {
    token: owner,
    body: {
      enabled: true,
      packages: [BOX],
      cards: [{ id: 'birthday', name: '生日', image: null, suggestedContent: '生日快乐' }],
      expiryHours: 24,
      goodsIds: [await goodsIdOf(t, skuId!)],
    },
  })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
})

/** Locates a gift with a box and a card, and submits what it showed. */
async function giftOrder(buyer: Shopper, extra: Partial<BodyOf<typeof giftSubmit>> = {}) {
  const choices = { skuId, quantity: 1, packageId: 'rose', customCard: CARD }
  const shown = await t.call(giftLocate, { token: buyer.token, body: choices })
  expect(shown.status, JSON.stringify(shown.body)).toBe(200)
  const submitted = await t.call(giftSubmit, {
    token: buyer.token,
    body: { ...choices, idempotencyKey: key(), quote: shown.body.quote, ...extra },
  })
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
  return submitted.body
}

async function paidGift(buyer: Shopper) {
  const order = await giftOrder(buyer)
  await pay(t, buyer, order.orderId)
  return order
}

async function give(buyer: Shopper, orderId: number) {
  const given = await t.call(giftGive, { token: buyer.token, body: { orderId } })
  expect(given.status, JSON.stringify(given.body)).toBe(200)
  return given.body
}

async function claim(friend: Shopper, code: string) {
  return t.call(giftAcquire, {
    token: friend.token,
    body: { code, addressId: await addressFor(t, friend.customerId, FRIEND_ADDRESS) },
  })
}

describe('the gift checkout', () => {
  it('offers the settings and the giftable goods', async () => {
    const settings = await t.call(giftOrderSetting)
    expect(settings.body).toMatchObject({ enabled: true, packages: [BOX], expiryHours: 24 })
    const goods = await t.call(giftGoodsList, { query: { page: 0, size: 10 } })
    expect(goods.body.content.map((card) => card.skuId)).toEqual([skuId])
  })

  it('prices the box and card for real, with no address, and places a give_gift order without one', async () => {
    const buyer = await shopper(t)
    const shown = await t.call(giftLocate, {
      token: buyer.token,
      body: { skuId, quantity: 1, packageId: 'rose', customCard: CARD },
    })
    expect(shown.body.giftPackages).toEqual([{ id: 'rose', name: '玫瑰礼盒', quantity: 1 }])
    expect(shown.body.customCard).toEqual(CARD)
    expect(shown.body.address).toBeNull()
    const order = await giftOrder(buyer)
    const detail = await t.call(orderDetailRoute, { token: buyer.token, params: { id: order.orderId } })
    expect(detail.body).toMatchObject({ orderType: 'give_gift', address: null, customCard: CARD })
    expect(detail.body.timeline.map((e) => e.type)).toContain('give_order')
  })

  it('refuses goods the shop does not offer as gifts, and an unknown box', async () => {
    const buyer = await shopper(t)
    const [other] = await makeSkus(t, [{ price: 1_000, stock: 5 }])
    const notGiftable = await t.call(giftLocate, { token: buyer.token, body: { skuId: other!, quantity: 1 } })
    expect(notGiftable.status).toBe(400)
    expect(notGiftable.body).toMatchObject({ code: 'giftGoodsNotAllowed', message: '该商品暂不支持送礼' })
    const noBox = await t.call(giftLocate, { token: buyer.token, body: { skuId, quantity: 1, packageId: 'nope' } })
    expect(noBox.body).toMatchObject({ code: 'giftPackageNotFound' })
  })
})

describe('giving and claiming', () => {
  it('a paid gift is given by link; the friend claims it with their address; it ships to them and they track it', async () => {
    const [buyer, friend] = [await shopper(t), await shopper(t)]
    const order = await paidGift(buyer)
    const given = await give(buyer, order.orderId)
    expect(given.code).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(given.path).toBe(`pages/gift/receive?giftCode=${given.code}`)

    // Whoever opens the link sees the gift, the card and the sender, not the buyer's order.
    const seen = await t.call(giftDetail, { query: { code: given.code } })
    expect(seen.status, JSON.stringify(seen.body)).toBe(200)
    expect(seen.body).toMatchObject({ role: 'guest', status: 'given', customCard: CARD, orderId: null })

    // The merchant cannot ship it before it is claimed.
    const merchant = await merchantToken(t)
    const early = await t.call(merchantOrderDetailRoute, { token: merchant, params: { orderId: order.orderId } })
    expect(early.body.address).toBeNull()
    const tooEarly = await t.call(merchantShip, {
      token: merchant,
      params: { orderId: order.orderId },
      body: { shipments: [{ carrierCode: 'yuantong', waybillNo: waybill() }] },
    })
    expect(tooEarly.status).toBe(409)
    expect(tooEarly.body).toMatchObject({ code: 'giftNotClaimed' })

    const claimed = await claim(friend, given.code)
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200)
    expect(claimed.body).toMatchObject({ role: 'receiver', status: 'claimed', address: FRIEND_ADDRESS })

    // The link was single-use.
    const again = await claim(await shopper(t), given.code)
    expect(again.status).toBe(404)
    expect(again.body).toMatchObject({ code: 'giftLinkInvalid' })

    // The shop ships to the friend; the friend follows it.
    const shipped = await t.call(merchantOrderDetailRoute, { token: merchant, params: { orderId: order.orderId } })
    expect(shipped.body.address).toMatchObject(FRIEND_ADDRESS)
    await shipAll(t, merchant, order.orderId)
    const tracked = await t.call(giftDetail, { token: friend.token, query: { giftId: claimed.body.giftId } })
    expect(tracked.body.shipments).toHaveLength(1)
    expect(tracked.body.journey.map((e) => e.type)).toEqual(['gift_given', 'gift_claimed', 'ship'])
    const logistics = await t.call(giftLogistics, { token: friend.token, params: { giftId: claimed.body.giftId } })
    expect(logistics.status, JSON.stringify(logistics.body)).toBe(200)
    expect(logistics.body.shipments).toHaveLength(1)
    const received = await t.call(giftsReceived, { token: friend.token, query: { page: 0, size: 10 } })
    expect(received.body.content.map((g) => g.giftId)).toEqual([claimed.body.giftId])
  })

  it('never shows the receiver’s address to the buyer', async () => {
    const [buyer, friend] = [await shopper(t), await shopper(t)]
    const order = await paidGift(buyer)
    const { code } = await give(buyer, order.orderId)
    expect((await claim(friend, code)).status).toBe(200)
    const merchant = await merchantToken(t)
    await shipAll(t, merchant, order.orderId)

    const gift = await t.call(giftDetail, { token: buyer.token, query: { orderId: order.orderId } })
    const detail = await t.call(orderDetailRoute, { token: buyer.token, params: { id: order.orderId } })
    for (const answer of [gift, detail]) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      const text = JSON.stringify(answer.body)
      for (const part of [FRIEND_ADDRESS.name, FRIEND_ADDRESS.mobile, FRIEND_ADDRESS.city, FRIEND_ADDRESS.detail]) {
        expect(text).not.toContain(part)
      }
    }
    expect(gift.body).toMatchObject({ role: 'buyer', status: 'claimed', address: null })
    expect(gift.body.receiverNickName).toBeTruthy()
    expect(detail.body.timeline.map((e) => e.type)).toEqual(
      expect.arrayContaining(['give_order', 'payed', 'gift_given', 'gift_claimed', 'ship']),
    )
  })

  it('20 friends accepting the same link at once: one receiver, the rest told it is claimed', async () => {
    const buyer = await shopper(t)
    const order = await paidGift(buyer)
    const { code } = await give(buyer, order.orderId)
    const friends = await shoppers(t, 20)
    const answers = await Promise.all(
      friends.map((friend) =>
        t.call(giftAcquire, { token: friend.token, body: { code, addressId: friend.addressId } }),
      ),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    const refused = answers.filter((a) => a.status !== 200)
    expect(refused).toHaveLength(19)
    for (const answer of refused) expect(['giftAlreadyClaimed', 'giftLinkInvalid']).toContain(answer.body.code)
    const winner = friends[answers.findIndex((a) => a.status === 200)]!
    const gift = await t.call(giftDetail, { token: buyer.token, query: { orderId: order.orderId } })
    expect(gift.body.status).toBe('claimed')
    const mine = await t.call(giftsReceived, { token: winner.token, query: { page: 0, size: 10 } })
    expect(mine.body.totalElements).toBe(1)
  })

  it('gives on: a new link voids the last one; taking it back voids it too', async () => {
    const [buyer, friend] = [await shopper(t), await shopper(t)]
    const order = await paidGift(buyer)
    const first = await give(buyer, order.orderId)
    const second = await give(buyer, order.orderId)
    expect(second.code).not.toBe(first.code)
    expect((await claim(friend, first.code)).body).toMatchObject({ code: 'giftLinkInvalid' })
    const back = await t.call(giftCancelGive, { token: buyer.token, body: { orderId: order.orderId } })
    expect(back.body).toMatchObject({ status: 'ready' })
    expect((await claim(friend, second.code)).body).toMatchObject({ code: 'giftLinkInvalid' })
    const third = await give(buyer, order.orderId)
    expect((await claim(friend, third.code)).status).toBe(200)
    const timeline = await t.call(orderDetailRoute, { token: buyer.token, params: { id: order.orderId } })
    expect(timeline.body.timeline.map((e) => e.type)).toEqual(
      expect.arrayContaining(['gift_given', 'gift_given_on', 'gift_give_cancelled', 'gift_claimed']),
    )
  })

  it('refuses the buyer’s own claim, a gift not paid yet, and a refund after the friend claimed it', async () => {
    const [buyer, friend] = [await shopper(t), await shopper(t)]
    const unpaid = await giftOrder(buyer)
    const notYet = await t.call(giftGive, { token: buyer.token, body: { orderId: unpaid.orderId } })
    expect(notYet.status).toBe(409)
    const order = await paidGift(buyer)
    const { code } = await give(buyer, order.orderId)
    expect(
      (await t.call(giftAcquire, { token: buyer.token, body: { code, addressId: buyer.addressId } })).body,
    ).toMatchObject({ code: 'giftOwnClaim', message: '不能领取自己送出的礼物' })
    expect((await claim(friend, code)).status).toBe(200)
    const detail = await t.call(orderDetailRoute, { token: buyer.token, params: { id: order.orderId } })
    const refund = await t.call(refundSubmit, {
      token: buyer.token,
      body: {
        orderId: order.orderId,
        type: 'REFUND_ONLY',
        reason: 'other',
        lines: [{ lineId: detail.body.lines[0]!.lineId, quantity: 1 }],
      },
    })
    expect(refund.body).toMatchObject({ code: 'giftAlreadyClaimed' })
  })
})

describe('expiry', () => {
  it('an unclaimed gift expires by its job at its deadline and is refunded once; the sweep finds nothing more', async () => {
    const buyer = await shopper(t)
    const order = await paidGift(buyer)
    const { code } = await give(buyer, order.orderId)
    const callsBefore = providerRefundCalls(t)
    await t.app.jobs.runDue()
    expect(await refundsOfOrder(t, order.orderId)).toHaveLength(0)
    t.clock.advance(24 * 3_600_000 + 1_000)
    try {
      await Promise.all([t.app.jobs.runDue(), t.app.jobs.runDue()])
      expect(await t.app.sweeps.giftsExpired()).toBe(0)
      const refunds = await refundsOfOrder(t, order.orderId)
      expect(refunds).toHaveLength(1)
      expect(refunds[0]!.totalAmount).toBe(order.totalRealPayAmount)
      expect(providerRefundCalls(t)).toBe(callsBefore + 1)
      const friend = await shopper(t)
      expect((await claim(friend, code)).status).toBe(404)
      const gift = await t.call(giftDetail, { token: buyer.token, query: { orderId: order.orderId } })
      expect(gift.body).toMatchObject({ status: 'expired' })
      const detail = await t.call(orderDetailRoute, { token: buyer.token, params: { id: order.orderId } })
      expect(detail.body.timeline.map((e) => e.type)).toContain('gift_expired')
    } finally {
      t.clock.advance(-(24 * 3_600_000 + 1_000))
    }
  })

  it('the sweep expires a gift whose job was lost, once, however often it runs at once', async () => {
    const buyer = await shopper(t)
    const order = await paidGift(buyer)
    t.clock.advance(24 * 3_600_000 + 1_000)
    try {
      const runs = await Promise.all([t.app.sweeps.giftsExpired(), t.app.sweeps.giftsExpired()])
      expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1)
      expect(await refundsOfOrder(t, order.orderId)).toHaveLength(1)
      await t.app.jobs.runDue()
      expect(await refundsOfOrder(t, order.orderId)).toHaveLength(1)
    } finally {
      t.clock.advance(-(24 * 3_600_000 + 1_000))
    }
  })
})

describe('ownership: every id-taking gift call answers only its own customer', () => {
  it('refuses another customer’s order and gift', async () => {
    const [buyer, stranger, friend] = [await shopper(t), await shopper(t), await shopper(t)]
    const order = await paidGift(buyer)
    const { code } = await give(buyer, order.orderId)
    const claimed = await claim(friend, code)
    const giftId = claimed.body.giftId
    const asStranger = [
      await t.call(giftGive, { token: stranger.token, body: { orderId: order.orderId } }),
      await t.call(giftCancelGive, { token: stranger.token, body: { orderId: order.orderId } }),
      await t.call(giftDetail, { token: stranger.token, query: { orderId: order.orderId } }),
      await t.call(giftDetail, { token: stranger.token, query: { giftId } }),
      await t.call(giftLogistics, { token: stranger.token, params: { giftId } }),
      await t.call(giftLogistics, { token: buyer.token, params: { giftId } }),
    ]
    for (const answer of asStranger) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(404)
      expect(['orderNotFound', 'giftNotFound']).toContain(answer.body.code)
    }
    const anonymous = await t.call(giftDetail, { query: { giftId } })
    expect(anonymous.status).toBe(401)
  })
})

describe('the returning customer', () => {
  it('the first paid order sets firstShopTime once', async () => {
    const buyer = await shopper(t)
    const firstShop = () => firstShopTimeOf(t, buyer.customerId)
    const check = () => t.call(checkOldCustomer, { token: buyer.token })
    expect(await firstShop()).toBeNull()
    expect((await check()).body).toEqual({ old: false, label: '新客', firstShopTime: null })
    await paidGift(buyer)
    const first = await firstShop()
    expect(first).not.toBeNull()
    expect((await check()).body).toEqual({ old: true, label: '老客', firstShopTime: first!.toISOString() })
    t.clock.advance(60_000)
    await paidGift(buyer)
    expect(await firstShop()).toEqual(first)
  })
})

describe('the console', () => {
  it('lists gift orders by status and shows one with its receiver and journey', async () => {
    const [buyer, friend] = [await shopper(t), await shopper(t)]
    const order = await paidGift(buyer)
    const { code } = await give(buyer, order.orderId)
    await claim(friend, code)
    const list = await t.call(merchantGifts, {
      token: owner,
      query: { page: 0, size: 20, status: 'claimed', orderNo: order.orderNo },
    })
    expect(list.status, JSON.stringify(list.body)).toBe(200)
    expect(list.body.content).toHaveLength(1)
    const [row] = list.body.content
    expect(row).toMatchObject({
      orderId: order.orderId,
      status: 'claimed',
      statusLabel: '好友已领取',
      packageName: '玫瑰礼盒',
    })
    const detail = await t.call(merchantGiftDetail, { token: owner, params: { giftId: row!.giftId } })
    expect(detail.body).toMatchObject({ address: FRIEND_ADDRESS, customCard: CARD })
    expect(detail.body.journey.map((e) => e.type)).toEqual(['give_order', 'gift_given', 'gift_claimed'])
  })

  it('refuses unknown goods in the settings', async () => {
    const refused = await t.call(merchantSaveGiftSettings, {
      token: owner,
      body: { enabled: true, packages: [], cards: [], expiryHours: 24, goodsIds: [987_654] },
    })
    expect(refused.status).toBe(404)
    expect(refused.body).toMatchObject({ code: 'goodsNotFound' })
  })
})
