import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  baPushOrders,
  baSubmit,
  counterGuideFigures,
  counterGuidePushOrders,
  counterMember,
  counterMemberOrders,
  counterRegisterMember,
  counterViewRecords,
  enterpriseAuthorize,
  enterpriseLogin,
  guideInfo,
  lbsStores,
  merchantCreateGuide,
  merchantCreateOutlet,
  merchantGuides,
  merchantOutlets,
  merchantUpdateGuide,
  merchantUpdateOutlet,
  pushOrderLocate,
  pushOrderSubmit,
  viewGoods,
} from '@shop/contracts'
import { createTestApp, randomMobile } from '../../../test/harness'
import { goodsIdOf, key, makeSkus, shopper } from '../../../test/checkout.fixtures'
import { auditLog } from '../audit/audit.tables'
import { staffRoles } from '../staff/staff.tables'
import { DEMO_GUIDE_MOBILE, DEMO_GUIDE_WECOM } from './guides.seed'
import { distanceMetres } from '@shop/domain'

const t = await createTestApp()
afterAll(() => t.close())
const owner = await t.loginConsole()

const outletBody = (code: string, latitude: number, longitude: number) => ({
  code,
  name: `测试专柜${code}`,
  kind: 'counter' as const,
  city: '测试市',
  address: '测试路1号',
  latitude,
  longitude,
  phone: '021-12345678',
  hours: '10:00-22:00',
  active: true,
})

describe('stores and counters (LBSStore)', () => {
  it('lists the active ones nearest first from the shopper, with hours, phone and guides; by city without a location', async () => {
    const near = await t.call(merchantCreateOutlet, { token: owner, body: outletBody('T-NEAR', 31.23, 121.47) })
    const far = await t.call(merchantCreateOutlet, { token: owner, body: outletBody('T-FAR', 31.3, 121.6) })
    await t.call(merchantCreateOutlet, {
      token: owner,
      body: { ...outletBody('T-SHUT', 31.2301, 121.4701), active: false },
    })
    expect(near.status, JSON.stringify(near.body)).toBe(200)
    const made = await t.call(merchantCreateGuide, {
      token: owner,
      body: { name: '近处导购', mobile: randomMobile(), active: true, outletId: near.body.id, wecomUserId: null },
    })
    expect(made.body).toMatchObject({ outletName: '测试专柜T-NEAR' })

    const list = await t.call(lbsStores, { query: { latitude: '31.2301', longitude: '121.4701', city: '测试市' } })
    expect(list.status).toBe(200)
    expect(list.body.map((o) => o.code)).toEqual(['T-NEAR', 'T-FAR'])
    expect(list.body[0]).toMatchObject({ hours: '10:00-22:00', phone: '021-12345678', guides: [{ name: '近处导购' }] })
    expect(list.body[0]!.distance).toBeLessThan(50)
    expect(list.body[1]!.distance).toBe(
      Math.round(distanceMetres({ latitude: 31.2301, longitude: 121.4701 }, { latitude: 31.3, longitude: 121.6 })),
    )
    expect(far.body.id).toBe(list.body[1]!.id)

    const noLocation = await t.call(lbsStores, { query: { city: '测试市' } })
    expect(noLocation.body.every((o) => o.distance === null)).toBe(true)

    const half = await t.call(lbsStores, { query: { latitude: '31.2' } })
    expect(half.status).toBe(400)
    expect(half.body.message).toContain('请同时提供经纬度')
  })

  it('the console edits an outlet (audited) and refuses a code another has', async () => {
    const made = await t.call(merchantCreateOutlet, { token: owner, body: outletBody('T-EDIT', 30, 120) })
    const changed = await t.call(merchantUpdateOutlet, {
      token: owner,
      params: { outletId: made.body.id },
      body: { ...outletBody('T-EDIT', 30, 120), hours: '09:00-21:00' },
    })
    expect(changed.body).toMatchObject({ hours: '09:00-21:00' })
    const taken = await t.call(merchantCreateOutlet, { token: owner, body: outletBody('T-EDIT', 30, 120) })
    expect(taken.body).toMatchObject({ code: 'outletCodeTaken', message: '门店编码已被使用' })
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(made.body.id)))
    expect(rows.filter((r) => r.targetType === 'outlet')).toHaveLength(2)
    expect((await t.call(merchantOutlets, { token: owner })).body.map((o) => o.code)).toContain('T-EDIT')
  })
})

describe('the console’s guides', () => {
  it('makes a mobile a guide (isEbc), refuses a mobile or WeCom account another guide has, and turns a guide off', async () => {
    const mobile = randomMobile()
    const wecom = `W${Date.now()}`
    const made = await t.call(merchantCreateGuide, {
      token: owner,
      body: { name: '新导购', mobile, active: true, outletId: null, wecomUserId: wecom },
    })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    const session = await t.loginCustomer(mobile)
    expect(session.isEbc).toBe(true)

    const sameMobile = await t.call(merchantCreateGuide, {
      token: owner,
      body: { name: '重复', mobile, active: true, outletId: null, wecomUserId: null },
    })
    expect(sameMobile.body).toMatchObject({ code: 'guideMobileTaken' })
    const other = await t.call(merchantCreateGuide, {
      token: owner,
      body: { name: '另一个', mobile: randomMobile(), active: true, outletId: null, wecomUserId: null },
    })
    const sameWecom = await t.call(merchantUpdateGuide, {
      token: owner,
      params: { guideId: other.body.id },
      body: { name: '另一个', mobile: other.body.mobile, active: true, outletId: null, wecomUserId: wecom },
    })
    expect(sameWecom.body).toMatchObject({ code: 'guideWecomTaken', message: '该企业微信账号已绑定其他导购' })
    const noOutlet = await t.call(merchantCreateGuide, {
      token: owner,
      body: { name: '无柜台', mobile: randomMobile(), active: true, outletId: 999_999, wecomUserId: null },
    })
    expect(noOutlet.body).toMatchObject({ code: 'outletNotFound' })

    await t.call(merchantUpdateGuide, {
      token: owner,
      params: { guideId: made.body.id },
      body: { name: '新导购', mobile, active: false, outletId: null, wecomUserId: wecom },
    })
    expect((await t.call(guideInfo, { token: session.jwtString })).body).toEqual({ active: false, id: made.body.id })
    expect((await t.call(baPushOrders, { token: session.jwtString })).status).toBe(403)
  })

  it('the built-in roles hold the guides permissions (also on databases seeded before them)', async () => {
    const [operations] = await t.database.db.select().from(staffRoles).where(eq(staffRoles.code, 'operations'))
    expect(operations!.permissions).toEqual(expect.arrayContaining(['guides.view', 'guides.edit']))
    const [counter] = await t.database.db.select().from(staffRoles).where(eq(staffRoles.code, 'counter'))
    expect(counter!.permissions).not.toContain('guides.edit')
  })

  it('the demo guide works at the Kerry Centre counter and signs in to the counter portal as BA002', async () => {
    const page = await t.call(merchantGuides, { token: owner, query: { keyword: DEMO_GUIDE_MOBILE } })
    expect(page.body.content).toEqual([
      expect.objectContaining({ name: '林澜', outletName: '上海静安嘉里中心专柜', wecomUserId: DEMO_GUIDE_WECOM }),
    ])
  })
})

describe('the counter portal', () => {
  it('counter staff register a member by mobile, then see their orders and what they viewed', async () => {
    const staff = await t.loginStaff()
    const mobile = randomMobile()
    const registered = await t.call(counterRegisterMember, { token: staff, body: { mobile } })
    expect(registered.status, JSON.stringify(registered.body)).toBe(200)
    expect(registered.body).toMatchObject({ mobile, isMember: true })
    expect((await t.call(counterRegisterMember, { token: staff, body: { mobile } })).body).toEqual(registered.body)
    expect((await t.call(counterMember, { token: staff, params: { mobile } })).body.memberNo).toBe(
      registered.body.memberNo,
    )

    // The member signs in with that mobile later: the same customer, a member.
    const session = await t.loginCustomer(mobile)
    expect(session).toMatchObject({ customerId: registered.body.customerId, isMember: true })
    const [skuId] = await makeSkus(t, [{ price: 9_900, stock: 5 }])
    await t.call(viewGoods, { token: session.jwtString, params: { id: await goodsIdOf(t, skuId!) } })

    const viewed = await t.call(counterViewRecords, { token: staff, params: { mobile } })
    expect(viewed.body.content.map((g) => g.id)).toEqual([await goodsIdOf(t, skuId!)])
    const orders = await t.call(counterMemberOrders, { token: staff, params: { mobile } })
    expect(orders.body.totalElements).toBe(0)

    const unknown = await t.call(counterMemberOrders, { token: staff, params: { mobile: randomMobile() } })
    expect(unknown.body).toMatchObject({ code: 'memberNotFound', message: '会员不存在' })
    const bad = await t.call(counterRegisterMember, { token: staff, body: { mobile: '12345' } })
    expect(bad.status).toBe(400)
  })

  it('inside WeCom: the sign-in page goes through WeCom’s web authorization and comes back with a code to sign in with', async () => {
    const returnPath = '/pages/counter/login/index'
    const asked = await t.call(enterpriseAuthorize, { body: { returnPath, state: 'counter-1' } })
    expect(asked.status).toBe(200)
    const link = new URL(asked.body.url)
    expect(link.origin + link.pathname).toBe(`${t.config.publicBaseUrl}/sandbox/wecom/connect/oauth2/authorize`)
    const chosen = await t.inject({
      method: 'POST',
      url: link.pathname + link.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `userid=${DEMO_GUIDE_WECOM}`,
    })
    const back = new URL(chosen.headers.location as string)
    expect(back.pathname).toBe(returnPath)
    const login = await t.call(enterpriseLogin, { params: { code: back.searchParams.get('code')! } })
    expect(login.body.user.userid).toBe(DEMO_GUIDE_WECOM)
    const bad = await t.call(enterpriseAuthorize, { body: { returnPath: 'https://evil.example/', state: 'counter-1' } })
    expect(bad.status).toBe(400)
  })

  it('takes counter tokens only: a customer token is refused there, and a counter token everywhere else', async () => {
    const staff = await t.loginStaff()
    const customer = await t.loginCustomer()
    const mobile = randomMobile()
    for (const def of [counterRegisterMember, counterGuideFigures, counterGuidePushOrders]) {
      const refused = await t.call(def, { token: customer.jwtString, body: { mobile } })
      expect(refused.status, def.path).toBe(401)
    }
    expect((await t.call(counterMemberOrders, { token: customer.jwtString, params: { mobile } })).status).toBe(401)
    expect((await t.call(baPushOrders, { token: staff })).status).toBe(401)
    expect((await t.call(guideInfo, { token: staff })).status).toBe(401)
  })

  it('a guide signed in with WeCom sees their own push orders and figures; other staff are told they are no guide', async () => {
    const mobile = randomMobile()
    const wecom = `G${Date.now()}`
    await t.call(merchantCreateGuide, {
      token: owner,
      body: { name: '企微导购', mobile, active: true, outletId: null, wecomUserId: wecom },
    })
    const asCustomer = (await t.loginCustomer(mobile)).jwtString
    const [skuId] = await makeSkus(t, [{ price: 15_000, stock: 5 }])
    const sent = await t.call(baSubmit, {
      token: asCustomer,
      body: { items: [{ skuId: skuId!, quantity: 1 }], requestId: key() },
    })
    await t.call(baSubmit, { token: asCustomer, body: { items: [{ skuId: skuId!, quantity: 2 }], requestId: key() } })
    const buyer = await shopper(t)
    const shown = await t.call(pushOrderLocate, {
      token: buyer.token,
      body: { code: sent.body.code, addressId: buyer.addressId },
    })
    const ordered = await t.call(pushOrderSubmit, {
      token: buyer.token,
      body: { code: sent.body.code, addressId: buyer.addressId, idempotencyKey: key(), quote: shown.body.cart.quote },
    })
    expect(ordered.status).toBe(200)

    const staff = await t.loginStaff(wecom)
    const pushed = await t.call(counterGuidePushOrders, { token: staff })
    expect(pushed.body.totalElements).toBe(2)
    const figures = await t.call(counterGuideFigures, { token: staff })
    expect(figures.body).toMatchObject({
      guide: { name: '企微导购' },
      today: { pushed: 2, ordered: 1, paid: 0, paidAmount: 0 },
      month: { pushed: 2, ordered: 1 },
    })

    const page = await t.call(merchantGuides, { token: owner, query: { keyword: mobile } })
    expect(page.body.content[0]).toMatchObject({ total: { pushed: 2, ordered: 1 } })

    const notGuide = await t.call(counterGuideFigures, { token: await t.loginStaff(`X${Date.now()}`) })
    expect(notGuide.body).toMatchObject({ code: 'counterStaffNotGuide', message: '当前企业微信账号未绑定导购' })
  })
})
