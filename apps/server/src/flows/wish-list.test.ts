import { afterAll, describe, expect, it } from 'vitest'
import {
  distributionOrderLocate,
  distributionOrderSubmit,
  distributionShare,
  distributorApply,
  distributorBind,
  distributorCommission,
  distributorWishDetail,
  distributorWishes,
  distributorWishPush,
  merchantDecideDistributor,
  merchantWishes,
  orderSimpleDetailRoute,
  pushOrderForCustomer,
  wishCancel,
  wishCreate,
  wishDetail,
  wishMine,
  type Wish,
} from '@shop/contracts'
import { createTestApp, randomMobile } from '../../test/harness'
import { DEMO_DISTRIBUTOR_MOBILE } from '../modules/customers'
import { key, makeSkus, shopper, stockOf, type Shopper } from '../../test/checkout.fixtures'
import { pay } from '../../test/after-sale.fixtures'

const t = await createTestApp()
afterAll(() => t.close())

const owner = await t.loginConsole()

/** An approved recommender signed in as a customer. */
async function distributor(): Promise<Shopper> {
  const who = await shopper(t)
  const applied = await t.call(distributorApply, {
    token: who.token,
    body: { realName: '心愿推荐官', mobile: randomMobile(), agree: true },
  })
  await t.call(merchantDecideDistributor, { token: owner, params: { id: applied.body.id }, body: { approve: true } })
  return who
}

/** A new customer bound to the distributor by opening their share. */
async function boundCustomer(to: Shopper): Promise<Shopper> {
  const share = await t.call(distributionShare, {
    token: to.token,
    body: { page: 'pages/index/index', params: {}, source: 'card' },
  })
  const who = await shopper(t)
  const bound = await t.call(distributorBind, {
    token: who.token,
    body: { type: 'SCENE_ID', typeId: share.body.key, confirm: false },
  })
  expect(bound.body.bound, JSON.stringify(bound.body)).toBe(true)
  return who
}

async function wishFor(who: Shopper, body: { skuId?: number; quantity?: number; text?: string }): Promise<Wish> {
  const made = await t.call(wishCreate, { token: who.token, body: { quantity: 1, ...body } })
  expect(made.status, JSON.stringify(made.body)).toBe(200)
  return made.body
}

const push = (by: Shopper, wish: Wish, items: { skuId: number; quantity: number }[], requestId = key()) =>
  t.call(distributorWishPush, { token: by.token, params: { id: wish.id }, body: { items, requestId } })

describe('the wish list', () => {
  it('a customer wishes, their distributor pushes it, the customer orders it as wish_list attributed to them', async () => {
    const d = await distributor()
    const customer = await boundCustomer(d)
    const [skuId] = await makeSkus(t, [{ price: 30_000, stock: 5 }])

    const wish = await wishFor(customer, { skuId: skuId!, quantity: 2, text: '想要送妈妈' })
    expect(wish).toMatchObject({ status: 'open', quantity: 2, text: '想要送妈妈', customer: null, pushOrder: null })
    expect(wish.goods).toMatchObject({ skuId, price: 30_000 })
    const custom = await wishFor(customer, { text: '适合干皮的冬季面霜' })
    expect(custom).toMatchObject({ goods: null, text: '适合干皮的冬季面霜' })

    const seen = await t.call(distributorWishes, { token: d.token, query: { status: 'open' } })
    expect(seen.body.content.map((w) => w.id)).toEqual([custom.id, wish.id])
    expect(seen.body.content[1]!.customer?.mobile).toMatch(/^\d{3}\*{4}\d{4}$/)

    const sent = await push(d, wish, [{ skuId: skuId!, quantity: 2 }])
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(sent.body).toMatchObject({ status: 'pushed', pushOrder: { wishId: wish.id, status: 'draft' } })
    const code = sent.body.pushOrder!.code
    expect(await stockOf(t, skuId!)).toBe(5)

    const mine = await t.call(wishDetail, { token: customer.token, params: { id: wish.id } })
    expect(mine.body).toMatchObject({ status: 'pushed', pushOrder: { code } })
    const opened = await t.call(pushOrderForCustomer, { token: customer.token, params: { code } })
    expect(opened.body).toMatchObject({ wishId: wish.id, kind: 'distribution_order' })
    const shown = await t.call(distributionOrderLocate, {
      token: customer.token,
      body: { code, addressId: customer.addressId },
    })
    const ordered = await t.call(distributionOrderSubmit, {
      token: customer.token,
      body: { code, addressId: customer.addressId, idempotencyKey: key(), quote: shown.body.cart.quote },
    })
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200)
    const order = await t.call(orderSimpleDetailRoute, { token: customer.token, params: { id: ordered.body.orderId } })
    expect(order.body).toMatchObject({ orderType: 'wish_list' })
    await pay(t, customer, ordered.body.orderId)
    expect((await t.call(distributorCommission, { token: d.token })).body).toMatchObject({ frozen: 3_000 })

    const after = await t.call(wishMine, { token: customer.token, query: {} })
    expect(after.body.content.find((w) => w.id === wish.id)).toMatchObject({ status: 'ordered', statusLabel: '已下单' })
    const again = await push(d, wish, [{ skuId: skuId!, quantity: 1 }])
    expect(again.body).toMatchObject({ code: 'wishNotOpen' })
    const console = await t.call(merchantWishes, { token: owner, query: { customerId: customer.customerId } })
    expect(console.body.content.map((w) => w.status)).toEqual(['open', 'ordered'])
  })

  it('one open wish per goods; a custom wish needs words; a cancelled wish can be wished again', async () => {
    const customer = await shopper(t)
    const [skuId] = await makeSkus(t, [{ price: 1_000, stock: 5 }])
    const wish = await wishFor(customer, { skuId: skuId! })
    const twice = await t.call(wishCreate, { token: customer.token, body: { skuId: skuId!, quantity: 1 } })
    expect(twice.body).toMatchObject({ code: 'wishExists', message: '该商品已在心愿单中' })
    const empty = await t.call(wishCreate, { token: customer.token, body: { quantity: 1, text: '  ' } })
    expect(empty.status).toBe(400)
    const gone = await t.call(wishCreate, { token: customer.token, body: { skuId: 2_000_000_000, quantity: 1 } })
    expect(gone.body).toMatchObject({ code: 'skuNotFound' })

    const cancelled = await t.call(wishCancel, { token: customer.token, params: { id: wish.id } })
    expect(cancelled.body).toMatchObject({ status: 'cancelled' })
    const twiceCancelled = await t.call(wishCancel, { token: customer.token, params: { id: wish.id } })
    expect(twiceCancelled.body).toMatchObject({ code: 'wishNotOpen' })
    await wishFor(customer, { skuId: skuId! })
  })

  it('is seen only by the distributor the customer is bound to; another customer’s wish is not found', async () => {
    const d = await distributor()
    const other = await distributor()
    const customer = await boundCustomer(d)
    const stranger = await shopper(t)
    const [skuId] = await makeSkus(t, [{ price: 1_000, stock: 5 }])
    const wish = await wishFor(customer, { skuId: skuId! })
    const unbound = await wishFor(stranger, { text: '一支口红' })

    const theirs = await t.call(distributorWishes, { token: other.token, query: {} })
    expect(theirs.body.content).toEqual([])
    for (const [who, id] of [
      [other, wish.id],
      [d, unbound.id],
    ] as const) {
      const detail = await t.call(distributorWishDetail, { token: who.token, params: { id } })
      expect(detail.body).toMatchObject({ code: 'wishNotFound' })
      const pushed = await push(who, { ...wish, id }, [{ skuId: skuId!, quantity: 1 }])
      expect(pushed.body).toMatchObject({ code: 'wishNotFound' })
    }
    const notADistributor = await t.call(distributorWishes, { token: stranger.token, query: {} })
    expect(notADistributor.body).toMatchObject({ code: 'distributorNotActive' })
    const stolen = await t.call(wishDetail, { token: stranger.token, params: { id: wish.id } })
    expect(stolen.body).toMatchObject({ code: 'wishNotFound' })
    const cancelled = await t.call(wishCancel, { token: stranger.token, params: { id: wish.id } })
    expect(cancelled.body).toMatchObject({ code: 'wishNotFound' })
  })

  it('a wish pushed twice at once is one push order, and ordered twice at once is one order', async () => {
    const d = await distributor()
    const customer = await boundCustomer(d)
    const [skuId] = await makeSkus(t, [{ price: 5_000, stock: 10 }])
    const wish = await wishFor(customer, { skuId: skuId! })
    const items = [{ skuId: skuId!, quantity: 1 }]

    const pushes = await Promise.all(Array.from({ length: 6 }, () => push(d, wish, items)))
    expect(pushes.filter((p) => p.status === 200)).toHaveLength(1)
    for (const lost of pushes.filter((p) => p.status !== 200)) expect(lost.body).toMatchObject({ code: 'wishNotOpen' })
    const code = pushes.find((p) => p.status === 200)!.body.pushOrder!.code

    const shown = await t.call(distributionOrderLocate, {
      token: customer.token,
      body: { code, addressId: customer.addressId },
    })
    const submits = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.call(distributionOrderSubmit, {
          token: customer.token,
          body: { code, addressId: customer.addressId, idempotencyKey: key(), quote: shown.body.cart.quote },
        }),
      ),
    )
    expect(submits.filter((s) => s.status === 200)).toHaveLength(1)
    expect(await stockOf(t, skuId!)).toBe(9)
  })

  it('the demo distributor 周宁 sees the demo customer’s wishes on a fresh shop', async () => {
    const zhou = (await t.loginCustomer(DEMO_DISTRIBUTOR_MOBILE)).jwtString
    const seen = await t.call(distributorWishes, { token: zhou, query: { status: 'open' } })
    expect(seen.body.content.map((w) => w.customer?.nickName)).toContain('林小溪')
    expect(seen.body.content.some((w) => w.goods === null && w.text?.includes('面霜'))).toBe(true)
  })
})
