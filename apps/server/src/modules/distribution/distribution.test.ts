import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { afterAll, describe, expect, it } from 'vitest'
import { lineCommission } from '@shop/domain'
import {
  distributionGoodsDayData,
  distributionShare,
  distributorApply,
  distributorBind,
  distributorBindingRoute,
  distributorCommission,
  distributorCommissionRecords,
  distributorCustomers,
  distributorInfo,
  distributorCheckWithdrawal,
  distributorWithdraw,
  distributorWithdrawals,
  distributorWorkArea,
  merchantApproveRefund,
  merchantApproveWithdrawal,
  merchantBindings,
  merchantDecideDistributor,
  merchantRebind,
  merchantRejectWithdrawal,
  merchantSaveDistributionSettings,
  merchantSaveGoodsCommissionRate,
  merchantWithdrawals,
  refundSubmit,
  sceneChange,
  shareLinkResolve,
  wechatShortLink,
  wechatUnlimit,
} from '@shop/contracts'
import { createTestApp } from '../../../test/harness'
import { goodsIdOf, makeSkus, shopper, type Shopper } from '../../../test/checkout.fixtures'
import {
  linesOf,
  merchantToken,
  orderOf,
  paidOrder,
  paidOrderOf,
  received,
  refundRow,
} from '../../../test/after-sale.fixtures'
import { customers } from '../customers/customers.tables'
import type { Db } from '../../platform/database'
import { createDistributionService, type DistributionDeps } from './distribution.service'
import { distributors } from './distribution.tables'

// Tokens outlive the clock moves past binding expiries and after-sale windows.
const t = await createTestApp({ env: { TOKEN_TTL: '90d' } })
afterAll(() => t.close())
const owner = await t.loginConsole('owner')
const merchant = await merchantToken(t)
const DAY = 86_400_000
const HOUR = 3_600_000

/** A shopper who applied as a recommender and was approved in the console. */
async function distributorOf(): Promise<Shopper & { distributorId: number }> {
  const who = await shopper(t)
  const applied = await t.call(distributorApply, {
    token: who.token,
    body: { realName: '林小满', mobile: '13800000000', agree: true },
  })
  expect(applied.status, JSON.stringify(applied.body)).toBe(200)
  expect(applied.body).toMatchObject({ channel: 'OUT', channelLabel: '推荐官', status: 'pending' })
  const approved = await t.call(merchantDecideDistributor, {
    token: owner,
    params: { id: applied.body.id },
    body: { approve: true },
  })
  expect(approved.body.status).toBe('approved')
  return { ...who, distributorId: applied.body.id }
}

const shareBy = async (who: Shopper, extra: { firstOrder?: boolean } = {}) => {
  const made = await t.call(distributionShare, {
    token: who.token,
    body: { page: 'pages/goods/detail', params: { goodsId: '1' }, source: 'card', ...extra },
  })
  expect(made.status, JSON.stringify(made.body)).toBe(200)
  return made.body
}
const bind = (who: Shopper, typeId: string, confirm = false, type: 'SCENE_ID' | 'FIRST_ORDER' = 'SCENE_ID') =>
  t.call(distributorBind, { token: who.token, body: { type, typeId, confirm } })
const setRule = (bindRule: object) =>
  t.call(merchantSaveDistributionSettings, {
    token: owner,
    body: { bindRule: bindRule as never, defaultRateBp: 500, settleDays: 7 },
  })

describe('becoming a recommender', () => {
  it('applies once, is approved once in the console, and a customer who is none sees null', async () => {
    const who = await shopper(t)
    expect((await t.call(distributorInfo, { token: who.token })).body).toEqual({ distributor: null })
    const body = { realName: '王一', mobile: '13800000001', agree: true as const }
    await t.call(distributorApply, { token: who.token, body })
    const again = await t.call(distributorApply, { token: who.token, body })
    expect(again.body).toMatchObject({ code: 'distributorApplied', message: '您已提交过申请，请勿重复提交' })
    const mine = (await t.call(distributorInfo, { token: who.token })).body.distributor!
    const decide = (approve: boolean) =>
      t.call(merchantDecideDistributor, {
        token: owner,
        params: { id: mine.id },
        body: { approve, reason: '资料不全' },
      })
    const [first, second] = await Promise.all([decide(true), decide(false)])
    expect([first.status, second.status].sort()).toEqual([200, 409])
    // Without the agreement: the spec's Chinese message, never a 5xx.
    const refused = await t.call(distributorApply, {
      token: (await shopper(t)).token,
      body: { realName: '王一', mobile: '13800000001' } as never,
    })
    expect(refused.status).toBe(400)
  })

  it('keeps the distributor pages to distributors', async () => {
    const who = await shopper(t)
    const area = await t.call(distributorWorkArea, { token: who.token })
    expect(area.body).toMatchObject({ code: 'distributorNotActive', message: '您还不是分销员或推荐官' })
    expect(
      (await t.call(distributionShare, { token: who.token, body: { page: 'pages/index/index', source: 'h5' } })).status,
    ).toBe(403)
  })
})

describe('shares, the parameter pool and mini-program codes', () => {
  it('keeps a share’s parameters under a key its 32-character scene carries, and decodes it back', async () => {
    const d = await distributorOf()
    const share = await shareBy(d)
    expect(share.scene).toBe(`sp~${share.key}`)
    expect(share.scene.length).toBeLessThanOrEqual(32)
    const resolved = await t.call(shareLinkResolve, { params: { key: share.key } })
    expect(resolved.body).toMatchObject({ params: { goodsId: '1' }, distributorId: d.distributorId, source: 'card' })
    const changed = await t.call(sceneChange, { body: { scene: encodeURIComponent(share.scene) } })
    expect(changed.body).toMatchObject({ source: 'card', share: { key: share.key } })
    expect((await t.call(sceneChange, { body: { scene: '1047' } })).body).toEqual({ source: null, share: null })
    expect((await t.call(shareLinkResolve, { params: { key: 'NoSuchKey1' } })).body.code).toBe('shareNotFound')
  })

  it('draws a real, scannable mini-program code in the sandbox, and makes a short link', async () => {
    const d = await distributorOf()
    const code = await t.call(wechatUnlimit, {
      token: d.token,
      body: { page: 'pages/goods/detail', params: { goodsId: '7' }, width: 430 },
    })
    expect(code.status, JSON.stringify(code.body)).toBe(200)
    expect(code.body.source).toBe('qrcode')
    const png = PNG.sync.read(Buffer.from(code.body.image.replace(/^data:image\/png;base64,/, ''), 'base64'))
    const read = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
    // The landing page opens the shared page (the share keeps it with its parameters).
    expect(read?.data).toBe(
      `${t.config.publicBaseUrl}/pages/emptyPage/index?scene=${encodeURIComponent(code.body.scene)}`,
    )
    expect(code.body).toMatchObject({ page: 'pages/goods/detail', params: { goodsId: '7' } })

    const link = await t.call(wechatShortLink, {
      token: d.token,
      body: { page: 'pages/goods/detail', params: { goodsId: '7' }, title: '修护精华' },
    })
    expect(link.body.link).toMatch(/^#小程序:\/\/修护精华\//)
  })
})

describe('binding', () => {
  it('binds once by the first-wins rule, refuses self and loop bindings, and keeps the history', async () => {
    await setRule({ mode: 'first_wins' })
    const a = await distributorOf()
    const b = await distributorOf()
    const customer = await shopper(t)
    expect((await bind(customer, (await shareBy(a)).scene)).body).toMatchObject({ bound: true, showChangeBind: false })
    expect((await bind(customer, (await shareBy(b)).scene)).body).toMatchObject({ bound: false, showChangeBind: false })
    const mine = await t.call(distributorBindingRoute, { token: customer.token })
    expect(mine.body.map((x) => x.distributorId)).toEqual([a.distributorId])

    expect((await bind(a, (await shareBy(a)).key)).body).toMatchObject({ code: 'bindSelf', message: '不能绑定自己' })
    // b is bound to a; a opening b's share would make a loop.
    await bind(b, (await shareBy(a)).key)
    expect((await bind(a, (await shareBy(b)).key)).body.code).toBe('bindLoop')
  })

  it('latest wins: asks the customer (showChangeBind), and on yes ends the old binding', async () => {
    await setRule({ mode: 'latest_wins' })
    const a = await distributorOf()
    const b = await distributorOf()
    const customer = await shopper(t)
    await bind(customer, (await shareBy(a)).key)
    const shareB = await shareBy(b)
    expect((await bind(customer, shareB.key)).body).toMatchObject({ bound: false, showChangeBind: true })
    expect((await bind(customer, shareB.key, true)).body).toMatchObject({ bound: true })
    const history = await t.call(merchantBindings, { token: owner, query: { customerId: customer.customerId } })
    expect(history.body.content.map((x) => [x.distributorId, x.endReason])).toEqual([
      [b.distributorId, null],
      [a.distributorId, 'replaced'],
    ])
    await setRule({ mode: 'first_wins' })
  })

  it('expires: a binding lasts N days, then the next share binds anew', async () => {
    await setRule({ mode: 'expires', days: 30 })
    const a = await distributorOf()
    const b = await distributorOf()
    const customer = await shopper(t)
    await bind(customer, (await shareBy(a)).key)
    expect((await bind(customer, (await shareBy(b)).key)).body.bound).toBe(false)
    t.clock.advance(31 * DAY)
    expect((await bind(customer, (await shareBy(b)).key)).body.bound).toBe(true)
    t.clock.advance(-31 * DAY)
    await setRule({ mode: 'first_wins' })
  })

  it('two shares opened at once bind once', async () => {
    const sharers = await Promise.all(Array.from({ length: 6 }, () => distributorOf()))
    const customer = await shopper(t)
    const shares = await Promise.all(sharers.map((d) => shareBy(d)))
    const answers = await Promise.all(shares.map((s) => bind(customer, s.key)))
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(answers.filter((a) => a.body.bound)).toHaveLength(1)
    const open = await t.call(merchantBindings, { token: owner, query: { customerId: customer.customerId } })
    expect(open.body.content.filter((x) => x.endedAt === null)).toHaveLength(1)
  })

  it('a first-order link binds a new customer; an unknown or expired one sends them home', async () => {
    const d = await distributorOf()
    const customer = await shopper(t)
    expect((await bind(customer, 'NoSuchKey1', false, 'FIRST_ORDER')).body.code).toBe('firstOrderNoExist')
    const link = await shareBy(d, { firstOrder: true })
    t.clock.advance(8 * DAY)
    expect((await bind(customer, link.key, false, 'FIRST_ORDER')).body.code).toBe('firstOrderExpired')
    t.clock.advance(-8 * DAY)
    expect((await bind(customer, link.key, false, 'FIRST_ORDER')).body.bound).toBe(true)
  })

  it('an operator moves a customer by hand (TMC) with a reason', async () => {
    const a = await distributorOf()
    const b = await distributorOf()
    const customer = await shopper(t)
    await bind(customer, (await shareBy(a)).key)
    const moved = await t.call(merchantRebind, {
      token: owner,
      body: { customerId: customer.customerId, distributorId: b.distributorId, reason: '顾客要求' },
    })
    expect(moved.body).toMatchObject({ type: 'TMC', distributorId: b.distributorId, reason: '顾客要求' })
  })
})

describe('commission', () => {
  it('is frozen per line when an attributed order is paid, available after receipt and the window, reversed on refund', async () => {
    const d = await distributorOf()
    const customer = await shopper(t)
    await bind(customer, (await shareBy(d)).key)
    const order = await paidOrder(t, customer, [
      { spec: { price: 9_999, stock: 10 }, quantity: 2 },
      { spec: { price: 3_333, stock: 10 }, quantity: 1 },
    ])
    // Rates are snapshotted when the order is paid: a goods' own rate set later changes nothing accrued.
    await t.call(merchantSaveGoodsCommissionRate, {
      token: owner,
      params: { goodsId: await goodsIdOf(t, order.skuIds[1]!) },
      body: { rateBp: 2_000 },
    })
    const records = (await t.call(distributorCommissionRecords, { token: d.token })).body.content
    expect(records.map((r) => [r.base, r.rateBp, r.amount, r.status]).sort()).toEqual(
      [
        [19_998, 500, 999, 'frozen'],
        [3_333, 500, 166, 'frozen'],
      ].sort(),
    )
    expect((await t.call(distributorCommission, { token: d.token })).body).toMatchObject({
      frozen: 1_165,
      available: 0,
    })
    const area = await t.call(distributorWorkArea, { token: d.token })
    expect(area.body).toMatchObject({ today: { commission: 1_165, orders: 1 }, boundCustomers: 1, frozen: 1_165 })
    const mine = await t.call(distributorCustomers, { token: d.token })
    expect(mine.body.content.map((c) => c.customerId)).toEqual([customer.customerId])

    // A partial refund of the second line's only unit: its commission goes back while still frozen.
    const refund = await t.call(refundSubmit, {
      token: customer.token,
      body: {
        orderId: order.orderId,
        type: 'REFUND_ONLY',
        lines: [{ lineId: order.lineIds[1]!, quantity: 1 }],
        reason: 'no_longer_needed',
      },
    })
    expect(refund.status, JSON.stringify(refund.body)).toBe(200)
    await t.call(merchantApproveRefund, { token: merchant, params: { refundId: refund.body.refundId } })
    for (let i = 0; i < 300 && (await refundRow(t, refund.body.refundId)).status === 'refunding'; i++)
      await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await t.call(distributorCommission, { token: d.token })).body).toMatchObject({ frozen: 999 })

    await received(t, customer, merchant, order.orderId)
    expect(await t.app.sweeps.commission()).toBe(0)
    // The refund window (30 days after payment) is what closes last: the job added at payment releases it then.
    t.clock.advance(31 * DAY)
    await t.app.jobs.runDue()
    expect((await t.call(distributorCommission, { token: d.token })).body).toMatchObject({ frozen: 0, available: 999 })
    const released = await t.call(distributorCommissionRecords, { token: d.token })
    expect(released.body.content.every((r) => r.status === 'available')).toBe(true)
    // The sweep, the job's safety net, finds nothing left: released once.
    expect(await t.app.sweeps.commission()).toBe(0)
    t.clock.advance(-31 * DAY)
    expect((await orderOf(t, order.orderId)).status).toBe('wait_estimate')
  })

  it('goods day data: the distributor’s own shares, orders and commission of a goods today', async () => {
    const d = await distributorOf()
    const customer = await shopper(t)
    await bind(customer, (await shareBy(d)).key)
    const order = await paidOrder(t, customer, [{ spec: { price: 8_000, stock: 5 }, quantity: 1 }])
    const goodsId = await goodsIdOf(t, order.skuIds[0]!)
    const shared = await t.call(distributionShare, {
      token: d.token,
      body: { page: 'pages/goods/detail', params: { goodsId: String(goodsId) }, source: 'card' },
    })
    expect(shared.status).toBe(200)
    const day = await t.call(distributionGoodsDayData, { token: d.token, body: { goodsId } })
    expect(day.body).toMatchObject({
      goodsId,
      rateBp: 500,
      shares: 1,
      opens: 0,
      orders: 1,
      sales: 8_000,
      commission: 400,
    })
    const someone = await shopper(t)
    const refused = await t.call(distributionGoodsDayData, { token: someone.token, body: { goodsId } })
    expect(refused.body).toMatchObject({ code: 'distributorNotActive' })
  })

  it('no commission for an order nobody shared', async () => {
    const customer = await shopper(t)
    const order = await paidOrder(t, customer, [{ spec: { price: 5_000, stock: 5 }, quantity: 1 }])
    const page = await t.call(merchantBindings, { token: owner, query: { customerId: customer.customerId } })
    expect(page.body.content).toEqual([])
    expect(order.total).toBeGreaterThan(0)
  })
})

describe('commission through refunds (property)', () => {
  const plan = fc
    .record({
      lines: fc.array(
        fc.record({
          price: fc.integer({ min: 1, max: 30_000 }),
          quantity: fc.integer({ min: 1, max: 3 }),
          rateBp: fc.integer({ min: 0, max: 5_000 }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
      refunds: fc.array(fc.record({ line: fc.nat(), quantity: fc.integer({ min: 1, max: 3 }) }), { maxLength: 3 }),
      refundAll: fc.boolean(),
    })
    .map(({ lines, refunds, refundAll }) => {
      // Refunds that fit what is left of each line; with refundAll the rest of every line goes last.
      const left = lines.map((l) => l.quantity)
      const asked = refunds.flatMap(({ line, quantity }) => {
        const i = line % lines.length
        const q = Math.min(quantity, left[i]!)
        left[i]! -= q
        return q > 0 ? [{ line: i, quantity: q }] : []
      })
      const rest = left.flatMap((q, line) => (q > 0 ? [{ line, quantity: q }] : []))
      return { lines, refunds: refundAll && rest.length > 0 ? [...asked, ...rest] : asked }
    })

  it('per-line sums are the order’s commission; refunds take it back pro rata, all of it in full; balances never go below zero', async () => {
    await fc.assert(
      fc.asyncProperty(plan, async ({ lines, refunds }) => {
        const d = await distributorOf()
        const customer = await shopper(t)
        await bind(customer, (await shareBy(d)).key)
        const skuIds = await makeSkus(
          t,
          lines.map((l) => ({ price: l.price, stock: 10 })),
        )
        for (const [i, skuId] of skuIds.entries())
          await t.call(merchantSaveGoodsCommissionRate, {
            token: owner,
            params: { goodsId: await goodsIdOf(t, skuId) },
            body: { rateBp: lines[i]!.rateBp },
          })
        const order = await paidOrderOf(
          t,
          customer,
          skuIds.map((skuId, i) => ({ skuId, quantity: lines[i]!.quantity })),
        )
        const paidLines = await linesOf(t, order.orderId)
        const entries = async () =>
          (await t.call(distributorCommissionRecords, { token: d.token, query: { size: 100 } })).body.content
        const accrued = (await entries()).filter((e) => e.kind === 'accrue')
        // One row per line, on what the customer paid for it, at the goods' rate; the order's commission is their sum.
        expect(accrued).toHaveLength(lines.length)
        for (const line of paidLines) {
          const row = accrued.find((e) => e.orderLineId === line.id)!
          const rateBp = lines[skuIds.indexOf(line.skuId)]!.rateBp
          expect(row).toMatchObject({
            base: line.realPayAmount,
            rateBp,
            amount: lineCommission(line.realPayAmount, rateBp),
          })
        }
        const commission = accrued.reduce((sum, e) => sum + e.amount, 0)
        expect((await t.call(distributorCommission, { token: d.token })).body).toMatchObject({ frozen: commission })

        for (const refund of refunds) {
          const asked = await t.call(refundSubmit, {
            token: customer.token,
            body: {
              orderId: order.orderId,
              type: 'REFUND_ONLY',
              lines: [{ lineId: order.lineIds[refund.line]!, quantity: refund.quantity }],
              reason: 'no_longer_needed',
            },
          })
          expect(asked.status, JSON.stringify(asked.body)).toBe(200)
          await t.call(merchantApproveRefund, { token: merchant, params: { refundId: asked.body.refundId } })
          for (let i = 0; i < 500 && (await refundRow(t, asked.body.refundId)).status === 'refunding'; i++)
            await new Promise((resolve) => setTimeout(resolve, 20))
          expect((await refundRow(t, asked.body.refundId)).status).toBe('refunded')
        }

        const after = await entries()
        const balance = (await t.call(distributorCommission, { token: d.token })).body
        const net = after.reduce((sum, e) => sum + e.amount, 0)
        expect(balance.frozen).toBe(net)
        expect(
          [balance.frozen, balance.available, balance.withdrawing, balance.withdrawn, balance.owed].every(
            (v) => v >= 0,
          ),
        ).toBe(true)
        for (const [i, line] of order.lineIds.entries()) {
          const earned = accrued.find((e) => e.orderLineId === line)!
          const back = after.filter((e) => e.kind === 'reverse' && e.orderLineId === line)
          const refunded = back.reduce((sum, e) => sum + e.base, 0)
          const taken = back.reduce((sum, e) => sum - e.amount, 0)
          const units = refunds.filter((r) => r.line === i).reduce((sum, r) => sum + r.quantity, 0)
          expect(back.every((e) => e.amount <= 0)).toBe(true)
          // Pro rata to the money refunded, rounded so the parts add up; a line refunded in full gives all of it back.
          if (units === lines[i]!.quantity) expect(taken).toBe(earned.amount)
          else expect(taken).toBe(earned.amount - Math.ceil((earned.amount * (earned.base - refunded)) / earned.base))
        }
      }),
      { numRuns: Number(process.env.COMMISSION_PROPERTY_RUNS ?? 5), endOnFailure: true },
    )
  })
})

describe('a refund settled while the order’s commission is released', () => {
  // The two verbs as the flows call them, each in its own transaction (the refund's settle, the settling job).
  const service = createDistributionService({
    db: t.database.db,
    clock: t.clock,
    transferSandboxUrl: null,
    shopName: '',
    ...({} as Pick<DistributionDeps, 'audit' | 'wechat' | 'wechatPay' | 'people'>),
  })

  it('happens once in either order: the reversal is released with the rest, or taken from available', async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 150))
    for (const releaseFirst of [true, false]) {
      const d = await distributorOf()
      const customer = await shopper(t)
      await bind(customer, (await shareBy(d)).key)
      const order = await paidOrder(t, customer, [{ spec: { price: 10_000, stock: 5 }, quantity: 1 }])
      const [line] = await linesOf(t, order.orderId)
      const release = (tx: Db) => service.release(tx, order.orderId)
      const reverse = (tx: Db) =>
        service.reverse(tx, order.orderId, releaseFirst ? 900_001 : 900_002, [{ orderLineId: line!.id, amount: 4_000 }])
      // The first one's transaction stays open while the second one starts (on PostgreSQL: on another connection).
      let letGo!: () => void
      const held = new Promise<void>((resolve) => (letGo = resolve))
      const first = t.database.db.transaction(async (tx) => {
        await (releaseFirst ? release(tx) : reverse(tx))
        await held
      })
      await pause()
      const second = t.database.db.transaction((tx) => (releaseFirst ? reverse(tx) : release(tx)))
      await pause()
      letGo()
      await Promise.all([first, second])
      // Either way: 500 accrued, 200 taken back, 300 left, and all of it available.
      const rows = (await t.call(distributorCommissionRecords, { token: d.token })).body.content
      expect(rows.map((r) => [r.amount, r.status]).sort()).toEqual(
        [
          [-200, 'available'],
          [500, 'available'],
        ].sort(),
      )
      expect((await t.call(distributorCommission, { token: d.token })).body).toMatchObject({
        frozen: 0,
        available: 300,
        owed: 0,
      })
    }
  })
})

describe('a distributor sees only their own', () => {
  it('customers, orders and commission: another distributor’s customer and order never show', async () => {
    const [a, b] = [await distributorOf(), await distributorOf()]
    const [ofA, ofB] = [await shopper(t), await shopper(t)]
    await bind(ofA, (await shareBy(a)).key)
    await bind(ofB, (await shareBy(b)).key)
    const orderA = await paidOrder(t, ofA, [{ spec: { price: 4_000, stock: 5 }, quantity: 1 }])
    const orderB = await paidOrder(t, ofB, [{ spec: { price: 6_000, stock: 5 }, quantity: 1 }])
    for (const [who, customer, order] of [
      [a, ofA, orderA],
      [b, ofB, orderB],
    ] as const) {
      const customers = await t.call(distributorCustomers, { token: who.token })
      expect(customers.body.content.map((c) => c.customerId)).toEqual([customer.customerId])
      const records = await t.call(distributorCommissionRecords, { token: who.token })
      expect(records.body.content.map((r) => [r.orderId, r.distributorId])).toEqual([
        [order.orderId, who.distributorId],
      ])
      const area = await t.call(distributorWorkArea, { token: who.token })
      expect(area.body).toMatchObject({ boundCustomers: 1, today: { orders: 1 } })
    }
    // A customer who is no distributor sees none of it.
    const nobody = await shopper(t)
    for (const call of [distributorCustomers, distributorCommissionRecords, distributorWithdrawals])
      expect((await t.call(call, { token: nobody.token })).body).toMatchObject({ code: 'distributorNotActive' })
  })
})

describe('withdrawals', () => {
  /** A distributor with this much available commission and a mini-program openid. */
  async function withBalance(available: number, openId = `o-${randomUUID().slice(0, 20)}`) {
    const d = await distributorOf()
    await t.database.db.update(distributors).set({ available }).where(eq(distributors.id, d.distributorId))
    await t.database.db.update(customers).set({ openId }).where(eq(customers.id, d.customerId))
    return d
  }
  const withdraw = (d: Shopper, amount: number, requestId = randomUUID()) =>
    t.call(distributorWithdraw, { token: d.token, body: { amount, requestId } })
  /** The distributor's own latest withdrawal. */
  const mine = async (d: Shopper) => (await t.call(distributorWithdrawals, { token: d.token })).body.content[0]!
  /** The payee confirms receipt on the sandbox's stand-in for WeChat's confirmation page. */
  const confirmReceipt = async (packageInfo: string, status = 200) => {
    const answer = await t.inject({
      method: 'POST',
      url: '/sandbox/wechatpay/transfer/confirm',
      payload: { package: packageInfo },
    })
    expect(answer.statusCode, answer.body).toBe(status)
    return answer
  }

  it('20 withdrawals of one balance at once: one is taken, the others are refused, available never below zero', async () => {
    const d = await withBalance(5_000)
    const asked = await Promise.all(Array.from({ length: 20 }, () => withdraw(d, 5_000)))
    expect(asked.filter((a) => a.status === 200)).toHaveLength(1)
    expect(new Set(asked.filter((a) => a.status !== 200).map((a) => a.body.code))).toEqual(
      new Set(['commissionInsufficient']),
    )
    expect((await t.call(distributorCommission, { token: d.token })).body).toMatchObject({
      available: 0,
      withdrawing: 5_000,
    })

    // Approved 20 times at once: one transfer bill, waiting for the payee to confirm receipt (WAIT_USER_CONFIRM).
    const id = asked.find((a) => a.status === 200)!.body.id
    const approvals = await Promise.all(
      Array.from({ length: 20 }, () => t.call(merchantApproveWithdrawal, { token: owner, params: { id } })),
    )
    expect(approvals.filter((a) => a.status === 200)).toHaveLength(1)
    expect(approvals.find((a) => a.status === 200)!.body).toMatchObject({ status: 'confirming', paidAt: null })
    // The sweep asks again and again while the payee has not confirmed: still confirming, nothing moves.
    expect(await t.app.sweeps.withdrawals()).toBe(0)
    const waiting = await mine(d)
    expect(waiting).toMatchObject({ status: 'confirming', confirm: { package: expect.any(String) } })
    expect(waiting.confirm!.sandboxConfirmUrl).toMatch(/\/sandbox\/wechatpay\/transfer\/confirm$/)
    // The console never sees what opens the payee's page.
    const listed = await t.call(merchantWithdrawals, { token: owner, query: { distributorId: d.distributorId } })
    expect(listed.body.content[0]).not.toHaveProperty('confirm')

    await confirmReceipt(waiting.confirm!.package)
    // Checked 20 times at once (the app after the page closes): paid once.
    const checks = await Promise.all(
      Array.from({ length: 20 }, () => t.call(distributorCheckWithdrawal, { token: d.token, params: { id } })),
    )
    expect(checks.every((c) => c.status === 200 && c.body.status === 'paid' && c.body.confirm === null)).toBe(true)
    expect((await t.call(distributorCommission, { token: d.token })).body).toMatchObject({
      available: 0,
      withdrawing: 0,
      withdrawn: 5_000,
    })
    // The same page cannot be confirmed twice.
    expect((await confirmReceipt(waiting.confirm!.package, 400)).body).toContain('package')
  })

  it('a transfer its payee never confirms is closed by WeChat Pay after a day: the money goes back to available', async () => {
    const d = await withBalance(1_500)
    const asked = await withdraw(d, 1_500)
    await t.call(merchantApproveWithdrawal, { token: owner, params: { id: asked.body.id } })
    t.clock.advance(23 * HOUR)
    expect(await t.app.sweeps.withdrawals()).toBe(0)
    expect((await mine(d)).status).toBe('confirming')
    t.clock.advance(2 * HOUR)
    expect(await t.app.sweeps.withdrawals()).toBe(1)
    t.clock.advance(-25 * HOUR)
    expect(await mine(d)).toMatchObject({
      status: 'failed',
      reason: '超过24小时未确认收款，已退回（OVERDUE_CLOSE）',
      confirm: null,
    })
    expect((await t.call(distributorCommission, { token: d.token })).body).toMatchObject({
      available: 1_500,
      withdrawing: 0,
      withdrawn: 0,
    })
    // Another distributor cannot look at it: the same answer as for a withdrawal that does not exist.
    const other = await withBalance(0)
    const refused = await t.call(distributorCheckWithdrawal, { token: other.token, params: { id: asked.body.id } })
    expect(refused.body).toMatchObject({ code: 'withdrawalNotFound', message: '提现记录不存在' })
  })

  it('the same request id is one withdrawal; a rejected one gives the money back; a failed transfer too', async () => {
    const d = await withBalance(3_000)
    const requestId = randomUUID()
    const [a, b] = await Promise.all([withdraw(d, 1_000, requestId), withdraw(d, 1_000, requestId)])
    expect(a.body.id).toBe(b.body.id)
    const rejected = await t.call(merchantRejectWithdrawal, {
      token: owner,
      params: { id: a.body.id },
      body: { reason: '信息不符' },
    })
    expect(rejected.body.status).toBe('rejected')
    expect((await t.call(distributorCommission, { token: d.token })).body).toMatchObject({
      available: 3_000,
      withdrawing: 0,
    })
    expect((await withdraw(d, 50)).body.code).toBe('withdrawalTooSmall')

    const failing = await withBalance(2_000, 'fail-openid')
    const asked = await withdraw(failing, 2_000)
    const paid = await t.call(merchantApproveWithdrawal, { token: owner, params: { id: asked.body.id } })
    expect(paid.body).toMatchObject({ status: 'failed', reason: '收款账户异常（PAYEE_ACCOUNT_ABNORMAL）' })
    expect((await t.call(distributorCommission, { token: failing.token })).body).toMatchObject({ available: 2_000 })
  })
})
