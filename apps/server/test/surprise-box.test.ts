import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  activityProgrammes,
  goodsDetailRoute,
  merchantApproveRefund,
  merchantOrderDetailRoute,
  merchantSurpriseBoxPage,
  merchantUpdateSurpriseBox,
  orderCancel,
  refundSubmit,
  surpriseBoxDetail,
  surpriseBoxList,
  surpriseBoxLocate,
  surpriseBoxMine,
  surpriseBoxOfOrder,
} from '@shop/contracts'
import { createTestApp } from './harness'
import { makeSkus, orderEventsOf, orderLinesOf, shopper, stockOf } from './checkout.fixtures'
import { merchantToken, pay, refundRow, shipAll } from './after-sale.fixtures'
import { notify, transactionNotification } from './payment.fixtures'
import { boxInput, buyBox, makeBox } from './surprise-box.fixtures'
import { payments } from '../src/modules/payments/payments.tables'
import { skus } from '../src/modules/catalogue/catalogue.tables'
import {
  surpriseBoxBuyers,
  surpriseBoxes,
  surpriseBoxGoods,
  surpriseBoxOrders,
} from '../src/modules/surprise-boxes/surprise-boxes.tables'

/** Surprise boxes through app.inject (docs/members-programmes.md "Surprise box"). */
const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } })
afterAll(() => t.close())
const { db } = t.database
const owner = await t.loginConsole()
const merchant = await merchantToken(t)

const boxRow = async (id: number) => (await db.select().from(surpriseBoxes).where(eq(surpriseBoxes.id, id)))[0]!
const poolRows = async (boxId: number) =>
  db.select().from(surpriseBoxGoods).where(eq(surpriseBoxGoods.boxId, boxId)).orderBy(surpriseBoxGoods.position)
const boxOrder = async (orderId: number) =>
  (await db.select().from(surpriseBoxOrders).where(eq(surpriseBoxOrders.orderId, orderId)))[0]!
const bought = async (boxId: number, customerId: number) =>
  (
    await db
      .select()
      .from(surpriseBoxBuyers)
      .where(and(eq(surpriseBoxBuyers.boxId, boxId), eq(surpriseBoxBuyers.customerId, customerId)))
  )[0]?.bought ?? 0

/** Three goods (price 9 900, 19 900, 2 900) and a fallback goods, 50 units each. */
async function goods() {
  const [a, b, c, fallback] = (await makeSkus(t, [
    { price: 9_900, stock: 50 },
    { price: 19_900, stock: 50 },
    { price: 2_900, stock: 50 },
    { price: 1_900, stock: 50 },
  ])) as [number, number, number, number]
  return { a, b, c, fallback }
}

/** A SKU's stock as the shop's goods page shows it (the catalogue's read model, not the table). */
async function shownStock(skuId: number) {
  const [row] = await t.database.db.select({ goodsId: skus.goodsId }).from(skus).where(eq(skus.id, skuId))
  const page = await t.call(goodsDetailRoute, { params: { id: row!.goodsId } })
  return page.body.skus.find((sku) => sku.id === skuId)!.stock
}

async function waitRefunded(refundId: number) {
  for (let i = 0; i < 300; i++) {
    const row = await refundRow(t, refundId)
    if (row.status !== 'refunding') return row
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`refund ${refundId} is still refunding`)
}

describe('surprise boxes', () => {
  it('shows the odds (weight / total), the price and what is left, and sits on the activity page', async () => {
    const { a, b, c, fallback } = await goods()
    const box = await makeBox(
      t,
      owner,
      boxInput(t, fallback, [
        { skuId: a, weight: 50, allotment: 5 },
        { skuId: b, weight: 30, allotment: 5 },
        { skuId: c, weight: 20, allotment: 5 },
      ]),
    )
    const detail = await t.call(surpriseBoxDetail, { params: { id: box.id } })
    expect(detail.status, JSON.stringify(detail.body)).toBe(200)
    expect(detail.body).toMatchObject({ price: 4_900, left: 10, status: 'running', fallback: { skuId: fallback } })
    expect(detail.body.pool.map((g) => [g.skuId, g.odds])).toEqual([
      [a, 0.5],
      [b, 0.3],
      [c, 0.2],
    ])
    const list = await t.call(surpriseBoxList, {})
    expect(list.body.items.map((i) => i.id)).toContain(box.id)
    const cards = await t.call(activityProgrammes, {})
    expect(cards.body.find((card) => card.kind === 'surpriseBox' && card.id === box.id)).toMatchObject({
      path: `/pages/surpriseBox/index?id=${box.id}`,
    })
  })

  it('buy, pay: the goods is revealed once (a repeated notification draws nothing) and is the line that ships', async () => {
    const { a, fallback } = await goods()
    const box = await makeBox(t, owner, boxInput(t, fallback, [{ skuId: a, weight: 1, allotment: 3 }]))
    const me = await shopper(t)
    const shown = await t.call(surpriseBoxLocate, { token: me.token, body: { boxId: box.id } })
    expect(shown.body).toMatchObject({ totalRealPayAmount: 4_900, actualShippingPrice: 0 })
    expect(shown.body.goods[0]!.name).toBe('【盲盒】测试盲盒')

    const placed = await buyBox(t, me, box.id)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const orderId = placed.body.orderId
    expect(placed.body.totalRealPayAmount).toBe(4_900)
    // The submit holds one unit of the fallback goods: a paid box always holds a goods.
    expect(await stockOf(t, fallback)).toBe(49)
    expect((await boxRow(box.id)).sold).toBe(1)
    expect((await t.call(surpriseBoxOfOrder, { token: me.token, params: { orderId } })).body.state).toBe('waiting')
    expect(await shownStock(a)).toBe(50)

    await pay(t, me, orderId)
    const [line] = await orderLinesOf(t, orderId)
    expect(line).toMatchObject({ skuId: a, price: 4_900, realPayAmount: 4_900, quantity: 1 })
    expect(line!.name).toMatch(/^【盲盒】/)
    expect(await stockOf(t, a)).toBe(49)
    expect(await stockOf(t, fallback)).toBe(50)
    // The goods pages show it at once: the payment's commit refreshed both SKUs in the catalogue.
    expect([await shownStock(a), await shownStock(fallback)]).toEqual([49, 50])
    expect((await poolRows(box.id))[0]!.revealed).toBe(1)
    const drawn = await boxOrder(orderId)
    expect(drawn).toMatchObject({ revealedSkuId: a, landedSkuId: a, fallback: false, roll: 0, totalWeight: 1 })

    // WeChat Pay tells it again: already paid, nothing drawn again.
    const [paid] = await db.select().from(payments).where(eq(payments.orderId, orderId))
    const again = await notify(t, transactionNotification(t, { outTradeNo: paid!.outTradeNo, amount: 4_900 }))
    expect(again.statusCode).toBeLessThan(300)
    expect((await poolRows(box.id))[0]!.revealed).toBe(1)
    expect((await orderEventsOf(t, orderId)).filter((e) => e.type === 'box_revealed')).toHaveLength(1)

    const opened = await t.call(surpriseBoxOfOrder, { token: me.token, params: { orderId } })
    expect(opened.body).toMatchObject({ state: 'opened', goods: { skuId: a } })
    const mine = await t.call(surpriseBoxMine, { token: me.token })
    expect(mine.body[0]).toMatchObject({ orderId, boxName: '测试盲盒', state: 'opened' })
    // Another shopper cannot read it.
    const other = await shopper(t)
    expect((await t.call(surpriseBoxOfOrder, { token: other.token, params: { orderId } })).status).toBe(404)
    // The merchant's order shows the revealed goods.
    const seen = await t.call(merchantOrderDetailRoute, { token: owner, params: { orderId } })
    expect(JSON.stringify(seen.body)).toContain(`"skuId":${a}`)
  })

  it('a goods with nothing left of its allotment reveals the fallback (the odds are not re-weighted)', async () => {
    const { a, fallback } = await goods()
    const box = await makeBox(t, owner, boxInput(t, fallback, [{ skuId: a, weight: 1, allotment: 0 }]))
    const me = await shopper(t)
    const placed = await buyBox(t, me, box.id)
    await pay(t, me, placed.body.orderId)
    expect(await boxOrder(placed.body.orderId)).toMatchObject({
      landedSkuId: a,
      revealedSkuId: fallback,
      fallback: true,
    })
    expect((await orderLinesOf(t, placed.body.orderId))[0]!.skuId).toBe(fallback)
    expect(await stockOf(t, fallback)).toBe(49)
    expect(await stockOf(t, a)).toBe(50)
  })

  it('the limit: a second box is refused; a cancel gives the box and the limit back once', async () => {
    const { a, fallback } = await goods()
    const box = await makeBox(t, owner, boxInput(t, fallback, [{ skuId: a, weight: 1, allotment: 3 }]))
    const me = await shopper(t)
    const first = await buyBox(t, me, box.id)
    expect(first.status).toBe(200)
    const second = await buyBox(t, me, box.id)
    expect(second.body).toMatchObject({ code: 'surpriseBoxLimitExceeded', message: '超出每人限购数量' })
    const cancels = await Promise.all(
      [1, 2].map(() => t.call(orderCancel, { token: me.token, params: { id: first.body.orderId } })),
    )
    expect(cancels.map((c) => c.status)).toContain(200)
    expect((await boxRow(box.id)).sold).toBe(0)
    expect(await bought(box.id, me.customerId)).toBe(0)
    expect(await stockOf(t, fallback)).toBe(50)
    expect((await buyBox(t, me, box.id)).status).toBe(200)
  })

  it('sold out: the last box is one order; the next is refused and nothing of it stays', async () => {
    const { a, fallback } = await goods()
    const box = await makeBox(t, owner, boxInput(t, fallback, [{ skuId: a, weight: 1, allotment: 3 }], { stock: 1 }))
    const [me, you] = [await shopper(t), await shopper(t)]
    expect((await buyBox(t, me, box.id)).status).toBe(200)
    const refused = await buyBox(t, you, box.id)
    expect(refused.body).toMatchObject({ code: 'surpriseBoxSoldOut', message: '盲盒已售罄' })
    expect(await stockOf(t, fallback)).toBe(49)
    expect(await bought(box.id, you.customerId)).toBe(0)
  })

  it('a refund before shipping gives the box back once (stock, limit, allotment); after shipping it is goods', async () => {
    const { a, fallback } = await goods()
    const box = await makeBox(
      t,
      owner,
      boxInput(t, fallback, [{ skuId: a, weight: 1, allotment: 3 }], { limitPerCustomer: 2 }),
    )
    const me = await shopper(t)
    const refundOf = async (orderId: number) => {
      const [line] = await orderLinesOf(t, orderId)
      const asked = await t.call(refundSubmit, {
        token: me.token,
        body: { orderId, type: 'REFUND_ONLY', lines: [{ lineId: line!.id, quantity: 1 }], reason: 'no_longer_needed' },
      })
      expect(asked.status, JSON.stringify(asked.body)).toBe(200)
      const approved = await t.call(merchantApproveRefund, {
        token: merchant,
        params: { refundId: asked.body.refundId },
      })
      expect(approved.status, JSON.stringify(approved.body)).toBe(200)
      expect((await waitRefunded(asked.body.refundId)).status).toBe('refunded')
    }

    const before = await buyBox(t, me, box.id)
    await pay(t, me, before.body.orderId)
    expect((await poolRows(box.id))[0]!.revealed).toBe(1)
    await refundOf(before.body.orderId)
    expect((await boxRow(box.id)).sold).toBe(0)
    expect(await bought(box.id, me.customerId)).toBe(0)
    expect((await poolRows(box.id))[0]!.revealed).toBe(0)
    expect(await stockOf(t, a)).toBe(50)
    expect((await boxOrder(before.body.orderId)).releasedAt).not.toBeNull()
    expect((await orderEventsOf(t, before.body.orderId)).filter((e) => e.type === 'box_returned')).toHaveLength(1)

    const after = await buyBox(t, me, box.id)
    await pay(t, me, after.body.orderId)
    await shipAll(t, merchant, after.body.orderId)
    const shipped = await t.call(refundSubmit, {
      token: me.token,
      body: {
        orderId: after.body.orderId,
        type: 'REFUND_ONLY',
        lines: [{ lineId: (await orderLinesOf(t, after.body.orderId))[0]!.id, quantity: 1 }],
        reason: 'no_longer_needed',
      },
    })
    // Shipped goods: normal after-sales (here a refund of money only is not what a shipped order takes, or it is
    // taken as goods): either way the box is not given back.
    if (shipped.status === 200) {
      await t.call(merchantApproveRefund, { token: merchant, params: { refundId: shipped.body.refundId } })
      await waitRefunded(shipped.body.refundId).catch(() => null)
    }
    expect((await boxOrder(after.body.orderId)).releasedAt).toBeNull()
    expect((await boxRow(box.id)).sold).toBe(1)
  })

  it('the console: pools, figures, stock never below sold, a bad pool refused, permissions', async () => {
    const { a, b, fallback } = await goods()
    const input = boxInput(t, fallback, [
      { skuId: a, weight: 3, allotment: 2 },
      { skuId: b, weight: 1, allotment: 2 },
    ])
    const box = await makeBox(t, owner, input)
    const me = await shopper(t)
    const placed = await buyBox(t, me, box.id)
    await pay(t, me, placed.body.orderId)

    const page = await t.call(merchantSurpriseBoxPage, { token: owner, query: { page: 0, size: 100 } })
    const row = page.body.content.find((r) => r.id === box.id)!
    expect(row).toMatchObject({
      sold: 1,
      status: 'running',
      figures: { orders: 1, customers: 1, revealed: 1, fallbacks: 0 },
    })
    expect(row.pool.map((p) => p.odds)).toEqual([0.75, 0.25])
    expect(row.pool.reduce((n, p) => n + p.revealed, 0)).toBe(1)

    const update = (body: typeof input, token = owner) =>
      t.call(merchantUpdateSurpriseBox, { token, params: { id: box.id }, body })
    expect((await update({ ...input, stock: 0 })).body).toMatchObject({
      code: 'surpriseBoxStockBelowSold',
      message: '库存不能少于已售数量',
    })
    expect((await update({ ...input, pool: [{ skuId: a, weight: 0, allotment: 1 }] })).body.code).toBe(
      'surpriseBoxPoolInvalid',
    )
    const revealedSku = (await boxOrder(placed.body.orderId)).revealedSkuId!
    const withoutRevealed = input.pool.filter((p) => p.skuId !== revealedSku)
    expect((await update({ ...input, pool: withoutRevealed })).body.code).toBe('surpriseBoxPoolInvalid')
    const edited = await update({ ...input, name: '改名盲盒', stock: 20 })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(edited.body).toMatchObject({ name: '改名盲盒', stock: 20, sold: 1 })

    const warehouse = await t.loginConsole('warehouse')
    expect((await update(input, warehouse)).status).toBe(403)
    const ops = await t.loginConsole('operations')
    expect((await update({ ...input, stock: 20 }, ops)).status).toBe(200)
  })
})
