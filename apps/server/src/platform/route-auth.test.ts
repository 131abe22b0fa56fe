import { afterAll, describe, expect, it } from 'vitest'
import * as contracts from '@shop/contracts'
import type { RouteDef } from '@shop/contracts'
import { CONTRACT_ROUTES } from '../../test/contracts.fixtures'
import { createTestApp, testClock } from '../../test/harness'
import { routeUrl } from './register-route'
import { loadOrCreateSecret } from './secrets'
import { createTokens } from './tokens'

// Every registered contract, checked for its store code and its auth with every kind of wrong token.
const t = await createTestApp()
afterAll(() => t.close())
await t.app.ready()

const routes = CONTRACT_ROUTES.filter((def) => t.app.hasRoute({ method: def.method, url: routeUrl(def) }))

const customer = await t.loginCustomer()
const staff = await t.loginStaff()
const lastWeek = createTokens({
  secret: loadOrCreateSecret(t.config.dataDir, 'jwt'),
  ttlSeconds: 3600,
  issuer: t.config.storeCode,
  clock: testClock(new Date(t.clock.now().getTime() - 7 * 86_400_000)),
})
const expiredCustomer = (await lastWeek.issue({ kind: 'customer', customerId: customer.customerId })).token
const expiredStaff = (await lastWeek.issue({ kind: 'staff', userid: 'BA001' })).token
const anyParams = (def: RouteDef) => Object.fromEntries([...def.path.matchAll(/:(\w+)/g)].map((m) => [m[1]!, 'x']))

describe('every registered contract', () => {
  it('includes all the calls of sign-in, identity and content', () => {
    const { wechatLogin, sendLoginVerificationCode, h5Login, h5AppLogin, h5RefreshToken, decodeWeChatPhone } = contracts
    const { createMember, appendMember, queryMember, unbindMember, basicInfo, updateBasicInfo } = contracts
    const { unreadMessageCount, guideInfo, enterpriseLogin, counterMember } = contracts
    const { navigateBarAll, navigateBar, kvdataFindType, uploadFile } = contracts
    const expected: RouteDef[] = [
      ...[wechatLogin, sendLoginVerificationCode, h5Login, h5AppLogin, h5RefreshToken, decodeWeChatPhone],
      ...[createMember, appendMember, queryMember, unbindMember, basicInfo, updateBasicInfo],
      ...[
        unreadMessageCount,
        guideInfo,
        enterpriseLogin,
        counterMember,
        navigateBarAll,
        navigateBar,
        kvdataFindType,
        uploadFile,
      ],
    ]
    expect(routes).toEqual(expect.arrayContaining(expected))
  })

  it.each(routes.map((def) => [`${def.method} ${def.service} ${def.path}`, def] as const))(
    '%s refuses another store code',
    async (_, def) => {
      const token = def.auth === 'staff' ? staff : customer.jwtString
      const answer = await t.call(def, { params: anyParams(def), token, storeCode: 'elsewhere' })
      expect(answer).toMatchObject({ status: 404, body: { code: 'storeNotFound' } })
    },
  )

  const guarded = routes.filter((def) => def.auth !== 'none' && def.auth !== 'optional')
  it.each(guarded.map((def) => [`${def.method} ${def.service} ${def.path}`, def] as const))(
    '%s answers 401 "401" without its kind of valid token',
    async (_, def) => {
      const forStaff = def.auth === 'staff' || def.auth === 'merchant'
      const wrongKind = forStaff ? customer.jwtString : staff
      const expired = forStaff ? expiredStaff : expiredCustomer
      const attempts: Record<string, string>[] = [
        {},
        { authorization: 'Bearer garbage' },
        { authorization: `Bearer ${wrongKind}` },
        { authorization: `Bearer ${expired}` },
      ]
      for (const headers of attempts) {
        const answer = await t.call(def, { params: anyParams(def), headers })
        expect(answer, JSON.stringify(headers).slice(0, 40)).toMatchObject({ status: 401, body: { code: '401' } })
      }
    },
  )
})
