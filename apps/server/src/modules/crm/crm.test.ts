import {
  crmMemberBind,
  crmMemberCard,
  crmMemberChangeBinding,
  crmMemberCode,
  merchantCrmBindings,
  merchantCrmStatus,
  merchantCrmSync,
} from '@shop/contracts'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp, randomMobile, type TestApp } from '../../../test/harness'

const t = await createTestApp()
const down = await brokenCrmApp()
afterAll(() => Promise.all([t.close(), down.app.close(), down.peer.close()]))

/** What the sandbox CRM texted to a mobile. */
async function codeSentTo(app: TestApp, mobile: string): Promise<string> {
  const answer = await app.inject({ method: 'GET', url: `/sandbox/crm/last-code/${mobile}` })
  return answer.json<{ code: string }>().code
}

async function bound(app: TestApp = t) {
  const { jwtString: token } = await app.loginCustomer()
  const mobile = randomMobile()
  expect((await app.call(crmMemberCode, { token, body: { mobile } })).status).toBe(200)
  const card = await app.call(crmMemberBind, { token, body: { mobile, code: await codeSentTo(app, mobile) } })
  expect(card.status).toBe(200)
  return { token, mobile, card: card.body }
}

describe('the member card at the brand CRM', () => {
  it('binds by mobile and code, and reads level and points as the CRM has them', async () => {
    const { token, mobile, card } = await bound()
    expect(card).toMatchObject({ mobile, levelName: '银卡会员', points: 0, stale: false })
    expect(card.memberNo).toMatch(/^CRM\d{10}$/)

    // Points earned at a counter, outside the shop: the CRM is the truth.
    await t.inject({ method: 'POST', url: `/sandbox/crm/members/${card.memberNo}/points`, payload: { points: 2100 } })
    expect((await t.call(crmMemberCard, { token })).body).toMatchObject({ points: 2100, levelName: '金卡会员' })
  })

  it('refuses a wrong code, a second code within a minute and a second binding, changing nothing', async () => {
    const { jwtString: token } = await t.loginCustomer()
    const mobile = randomMobile()
    await t.call(crmMemberCode, { token, body: { mobile } })
    expect(await t.call(crmMemberCode, { token, body: { mobile } })).toMatchObject({
      status: 429,
      body: { code: 'smsTooFrequent', message: '验证码发送太频繁，请稍后再试' },
    })
    const right = await codeSentTo(t, mobile)
    const wrong = right === '000000' ? '111111' : '000000'
    expect(await t.call(crmMemberBind, { token, body: { mobile, code: wrong } })).toMatchObject({
      status: 400,
      body: { code: 'smsCodeInvalid', message: '验证码错误' },
    })
    expect(await t.call(crmMemberCard, { token })).toMatchObject({
      status: 404,
      body: { message: '您还未绑定品牌会员' },
    })

    const { token: already } = await bound()
    expect(await t.call(crmMemberBind, { token: already, body: { mobile, code: right } })).toMatchObject({
      status: 409,
      body: { message: '您已绑定品牌会员' },
    })
  })

  it('binds once when the same code is sent twice at once (a double tap)', async () => {
    const { jwtString: token } = await t.loginCustomer()
    const mobile = randomMobile()
    await t.call(crmMemberCode, { token, body: { mobile } })
    const code = await codeSentTo(t, mobile)
    const answers = await Promise.all([1, 2, 3].map(() => t.call(crmMemberBind, { token, body: { mobile, code } })))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect((await t.call(crmMemberCard, { token })).body.mobile).toBe(mobile)
  })

  it('moves the card to a new mobile proven by its code, never onto a mobile of another card', async () => {
    const { token, card } = await bound()
    const other = await bound()
    await t.call(crmMemberCode, { token, body: { mobile: other.mobile } })
    expect(
      await t.call(crmMemberChangeBinding, {
        token,
        body: { mobile: other.mobile, code: await codeSentTo(t, other.mobile) },
      }),
    ).toMatchObject({ status: 409, body: { code: 'memberMobileTaken' } })

    const fresh = randomMobile()
    await t.call(crmMemberCode, { token, body: { mobile: fresh } })
    const moved = await t.call(crmMemberChangeBinding, {
      token,
      body: { mobile: fresh, code: await codeSentTo(t, fresh) },
    })
    expect(moved.body).toMatchObject({ memberNo: card.memberNo, mobile: fresh })
    expect((await t.call(crmMemberCard, { token })).body.mobile).toBe(fresh)
  })

  it('refuses bad input in Chinese and asks for a signed-in customer', async () => {
    const { jwtString: token } = await t.loginCustomer()
    expect(await t.call(crmMemberBind, { token, body: { mobile: '123', code: 'abc' } })).toMatchObject({
      status: 400,
      body: { code: 'validationFailed' },
    })
    expect((await t.call(crmMemberCard, {})).status).toBe(401)
  })

  it('keeps the member data when the CRM answers badly: a bind writes nothing, the card shows the last figures', async () => {
    const { token, card } = await bound(down.app)
    down.mode = 'garbage'
    expect(await down.app.call(crmMemberCard, { token })).toMatchObject({
      status: 200,
      body: { memberNo: card.memberNo, points: card.points, stale: true },
    })
    down.mode = 'unreachable'
    expect((await down.app.call(crmMemberCard, { token })).body.stale).toBe(true)

    const { jwtString: newcomer } = await down.app.loginCustomer()
    down.mode = 'garbage'
    expect(
      await down.app.call(crmMemberBind, { token: newcomer, body: { mobile: randomMobile(), code: '123456' } }),
    ).toMatchObject({ status: 502, body: { code: 'crmUnavailable', message: '会员系统繁忙，请稍后再试' } })
    down.mode = 'ok'
    expect((await down.app.call(crmMemberCard, { token: newcomer })).status).toBe(404)
  })
})

describe('the console’s view of the CRM', () => {
  it('lists the bound members with the CRM’s last figures, searched by mobile, and syncs one on demand', async () => {
    const owner = await t.loginConsole()
    const { card } = await bound()
    const found = await t.call(merchantCrmBindings, { token: owner, query: { mobile: card.mobile.slice(0, 7) } })
    expect(found.status).toBe(200)
    const row = found.body.content.find((r) => r.memberNo === card.memberNo)!
    expect(row).toMatchObject({ mobile: card.mobile, levelName: '银卡会员', points: 0 })
    expect(row.nickName).not.toBe('')

    await t.inject({ method: 'POST', url: `/sandbox/crm/members/${card.memberNo}/points`, payload: { points: 2100 } })
    const synced = await t.call(merchantCrmSync, { token: owner, params: { customerId: row.customerId } })
    expect(synced.body).toMatchObject({ points: 2100, levelName: '金卡会员', stale: false })
    const byCard = await t.call(merchantCrmBindings, { token: owner, query: { memberNo: card.memberNo } })
    expect(byCard.body.content.map((r) => r.points)).toEqual([2100])

    const status = await t.call(merchantCrmStatus, { token: owner })
    expect(status.body).toMatchObject({ mode: 'sandbox', apiBase: null, reachable: true })
    expect(status.body.boundMembers).toBe(status.body.levels.reduce((sum, level) => sum + level.members, 0))
    expect(status.body.levels.map((level) => level.levelName)).toContain('金卡会员')
  })

  it('says the CRM is unreachable, and a sync keeps the last figures marked stale', async () => {
    const { card } = await bound(down.app)
    const owner = await down.app.loginConsole()
    const row = (await down.app.call(merchantCrmBindings, { token: owner, query: { memberNo: card.memberNo } })).body
      .content[0]!
    down.mode = 'unreachable'
    try {
      expect((await down.app.call(merchantCrmStatus, { token: owner })).body).toMatchObject({
        mode: 'live',
        apiBase: 'http://crm.test',
        reachable: false,
      })
      const synced = await down.app.call(merchantCrmSync, { token: owner, params: { customerId: row.customerId } })
      expect(synced.body).toMatchObject({ memberNo: card.memberNo, stale: true })
    } finally {
      down.mode = 'ok'
    }
  })
})

/**
 * A shop whose CRM is "live" at an address this test answers: well (by passing the call to the shop's own sandbox
 * peer, mounted in a second app), with a body that is not the protocol, or not at all.
 */
async function brokenCrmApp() {
  const peer = await createTestApp()
  const state = { mode: 'ok' as 'ok' | 'garbage' | 'unreachable' }
  const app = await createTestApp({
    env: {
      CRM_MODE: 'live',
      CRM_APP_KEY: 'sandbox-crm',
      CRM_APP_SECRET: 'sandbox-crm-app-secret',
      CRM_API_BASE: 'http://crm.test',
    },
    fetch: async (url, init = {}) => {
      if (state.mode === 'unreachable') throw new TypeError('fetch failed')
      if (state.mode === 'garbage') return new Response('{"code":0,"data":{"memberNo":42}}', { status: 200 })
      const target = new URL(url)
      const answer = await peer.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: `/sandbox/crm${target.pathname}`,
        headers: init.headers ?? {},
        ...(init.body !== undefined && { payload: init.body }),
      })
      return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': 'application/json' } })
    },
  })
  return {
    peer,
    app: Object.assign(app, {
      // The bound customer's code comes from the peer that plays the CRM.
      inject: (options: Parameters<TestApp['inject']>[0]) =>
        typeof options === 'object' && String(options.url).startsWith('/sandbox/crm')
          ? peer.inject(options)
          : app.inject(options),
    }),
    get mode() {
      return state.mode
    },
    set mode(value) {
      state.mode = value
    },
  }
}
