import { afterAll, describe, expect, it } from 'vitest'
import {
  appendMember,
  basicInfo,
  counterMember,
  createMember,
  decodeWeChatPhone,
  guideInfo,
  queryMember,
  unbindMember,
  unreadMessageCount,
  updateBasicInfo,
  wechatLogin,
} from '@shop/contracts'
import { createTestApp, randomMobile } from '../../../test/harness'
import { innerMessages } from '../../schema'
import { DEMO_GUIDE_MOBILE } from '../guides'

const t = await createTestApp()
afterAll(() => t.close())

const wechatCustomer = async (name: string) => (await t.call(wechatLogin, { params: { code: `${name}-1` } })).body

describe('customer/basic_info', () => {
  it('answers the profile with the default nickname rule', async () => {
    const session = await t.loginCustomer('13800001234')
    const info = await t.call(basicInfo, { token: session.jwtString })
    expect(info.status).toBe(200)
    expect(info.body).toMatchObject({
      customerId: session.customerId,
      customerBasicInfo: { nickName: '澜肌1234', mobile: '13800001234', gender: 0, avatarUrl: null, birthday: null },
      isMember: false,
      isEbc: false,
      old: false,
    })
  })

  it('keeps edits of nickname, gender, avatar and birthday', async () => {
    const { jwtString } = await t.loginCustomer()
    const edited = await t.call(updateBasicInfo, {
      token: jwtString,
      body: { nickName: '  小澜  ', gender: 2, avatarUrl: '/uploads/abc.png', birthday: '1995/3/8' },
    })
    expect(edited.status).toBe(200)
    expect(edited.body.customerBasicInfo).toMatchObject({
      nickName: '小澜',
      gender: 2,
      avatarUrl: '/uploads/abc.png',
      birthday: '1995-03-08',
    })
    const reread = await t.call(basicInfo, { token: jwtString })
    expect(reread.body.customerBasicInfo).toEqual(edited.body.customerBasicInfo)

    const onlyGender = await t.call(updateBasicInfo, { token: jwtString, body: { gender: 1 } })
    expect(onlyGender.body.customerBasicInfo).toMatchObject({ nickName: '小澜', gender: 1 })
  })

  it.each([
    ['an empty change', {}, 'body'],
    ['an empty nickname', { nickName: '   ' }, 'body.nickName'],
    ['a nickname of 21 characters', { nickName: '澜'.repeat(21) }, 'body.nickName'],
    ['a control character', { nickName: 'a\u0007b' }, 'body.nickName'],
    ['gender 3', { gender: 3 }, 'body.gender'],
    ['gender as text', { gender: '1' }, 'body.gender'],
    ['an http avatar', { avatarUrl: 'http://evil.example/a.png' }, 'body.avatarUrl'],
    ['30 February', { birthday: '1990-02-30' }, 'body.birthday'],
    ['an unknown field', { mobile: '13812345678' }, 'body'],
  ])('refuses %s', async (_, body, path) => {
    const { jwtString } = await t.loginCustomer()
    const answer = await t.call(updateBasicInfo, { token: jwtString, body })
    expect(answer.status).toBe(400)
    expect(answer.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]))
  })

  it('refuses a body that is not JSON', async () => {
    const { jwtString } = await t.loginCustomer()
    const answer = await t.inject({
      method: 'PUT',
      url: t.url(updateBasicInfo),
      headers: { authorization: `Bearer ${jwtString}`, 'content-type': 'application/json' },
      payload: '{"nickName":',
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toMatchObject({ code: 'validationFailed' })
  })
})

describe('members', () => {
  it('makes a WeChat customer a member with a phone code, then adds details', async () => {
    const session = await wechatCustomer('member-a')
    const mobile = randomMobile()
    const created = await t.call(createMember, { token: session.jwtString, body: { phoneCode: `phone-${mobile}` } })
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({
      isMember: true,
      customerBasicInfo: { mobile, isMember: true, nickName: `澜肌${mobile.slice(-4)}` },
    })

    const queried = await t.call(queryMember, { token: session.jwtString })
    expect(queried.body).toMatchObject({ isMember: true, member: { mobile, level: '普通会员' } })
    expect(queried.body.member?.memberNo).toMatch(/^M\d{9}$/)

    const appended = await t.call(appendMember, {
      token: session.jwtString,
      body: { realName: '林小澜', gender: 2, birthday: '1992-10-01' },
    })
    expect(appended.body.customerBasicInfo).toMatchObject({ realName: '林小澜', gender: 2, birthday: '1992-10-01' })

    // Creating again changes nothing.
    const again = await t.call(createMember, { token: session.jwtString, body: {} })
    expect(again.body.customerBasicInfo.mobile).toBe(mobile)
  })

  it('uses the verified mobile of an SMS customer', async () => {
    const session = await t.loginCustomer()
    const created = await t.call(createMember, { token: session.jwtString, body: {} })
    expect(created.body.isMember).toBe(true)
  })

  it('asks for a mobile when the customer has none', async () => {
    const session = await wechatCustomer('member-b')
    const answer = await t.call(createMember, { token: session.jwtString, body: {} })
    expect(answer).toMatchObject({ status: 400, body: { code: 'mobileRequired' } })
  })

  it('refuses a mobile bound to another customer; unbinding keeps the record for a later rebind', async () => {
    const owner = await t.loginCustomer()
    const mobile = owner.customerBasicInfo.mobile!
    await t.call(createMember, { token: owner.jwtString, body: {} })
    const other = await wechatCustomer('member-c')
    const taken = await t.call(createMember, { token: other.jwtString, body: { phoneCode: `phone-${mobile}` } })
    expect(taken).toMatchObject({ status: 409, body: { code: 'memberMobileTaken' } })

    expect(await t.call(unbindMember, { token: owner.jwtString })).toMatchObject({
      status: 200,
      body: { success: true },
    })
    expect((await t.call(queryMember, { token: owner.jwtString })).body).toEqual({ isMember: false, member: null })
    expect((await t.call(unbindMember, { token: owner.jwtString })).body.code).toBe('memberNotFound')

    const rebound = await t.call(createMember, { token: owner.jwtString, body: {} })
    expect(rebound.body.isMember).toBe(true)
  })

  it.each([
    ['gender 0', { gender: 0 }],
    ['an impossible birthday', { birthday: '2001-13-01' }],
    ['a real name of 33 characters', { realName: '澜'.repeat(33) }],
    ['an unknown field', { level: 'VIP' }],
  ])('refuses member details with %s', async (_, body) => {
    const session = await t.loginCustomer()
    await t.call(createMember, { token: session.jwtString, body: {} })
    expect(await t.call(appendMember, { token: session.jwtString, body })).toMatchObject({
      status: 400,
      body: { code: 'validationFailed' },
    })
  })

  it('refuses details for a customer who is not a member', async () => {
    const session = await t.loginCustomer()
    const answer = await t.call(appendMember, { token: session.jwtString, body: { realName: '张三' } })
    expect(answer).toMatchObject({ status: 404, body: { code: 'memberNotFound' } })
  })

  it('answers wechatPhoneFailed for a phone code WeChat refuses', async () => {
    const session = await wechatCustomer('member-d')
    const answer = await t.call(createMember, { token: session.jwtString, body: { phoneCode: 'bad-code' } })
    expect(answer).toMatchObject({ status: 400, body: { code: 'wechatPhoneFailed', details: { errcode: 40029 } } })
  })
})

describe('wechat/decodeWeChatPhone', () => {
  it('answers the phone number and keeps it as the verified mobile of a customer without one', async () => {
    const session = await wechatCustomer('phone-a')
    const mobile = randomMobile()
    const decoded = await t.call(decodeWeChatPhone, { token: session.jwtString, body: { code: `phone-${mobile}` } })
    expect(decoded).toMatchObject({
      status: 200,
      body: { phoneNumber: mobile, purePhoneNumber: mobile, countryCode: '86' },
    })
    const info = await t.call(basicInfo, { token: session.jwtString })
    expect(info.body.customerBasicInfo.mobile).toBe(mobile)
  })

  it('answers wechatPhoneFailed for a code WeChat refuses, validationFailed for a malformed one', async () => {
    const session = await wechatCustomer('phone-b')
    expect(await t.call(decodeWeChatPhone, { token: session.jwtString, body: { code: 'expired-code' } })).toMatchObject(
      {
        status: 400,
        body: { code: 'wechatPhoneFailed', message: '获取手机号失败，请重试' },
      },
    )
    expect((await t.call(decodeWeChatPhone, { token: session.jwtString, body: { code: 'a b' } })).body.code).toBe(
      'validationFailed',
    )
    expect((await t.call(decodeWeChatPhone, { token: session.jwtString, body: {} })).body.code).toBe('validationFailed')
  })

  it('needs a customer token', async () => {
    expect((await t.call(decodeWeChatPhone, { body: { code: 'phone-13812345678' } })).status).toBe(401)
  })
})

describe('guide info, unread messages, counter lookup', () => {
  it('marks the customer with an active guide record as a guide', async () => {
    const guide = await t.loginCustomer(DEMO_GUIDE_MOBILE)
    expect(guide.isEbc).toBe(true)
    const info = await t.call(guideInfo, { token: guide.jwtString })
    expect(info.body).toMatchObject({ active: true, id: expect.any(Number) })

    const shopper = await t.loginCustomer()
    expect((await t.call(guideInfo, { token: shopper.jwtString })).body).toEqual({ active: false, id: null })
  })

  it('counts unread in-site messages, in the session too', async () => {
    const session = await t.loginCustomer()
    await t.database.db.insert(innerMessages).values([
      { customerId: session.customerId, kind: 'notice', title: '欢迎', content: '欢迎来到澜肌官方商城' },
      { customerId: session.customerId, kind: 'notice', title: '已读', content: '……', readAt: t.clock.now() },
    ])
    expect((await t.call(unreadMessageCount, { token: session.jwtString })).body).toEqual({ count: 1 })
    expect((await t.call(basicInfo, { token: session.jwtString })).body.innerMessageNum).toBe(1)
  })

  it('lets staff look a member up by mobile', async () => {
    const customer = await t.loginCustomer()
    await t.call(createMember, { token: customer.jwtString, body: {} })
    const staffToken = await t.loginStaff()
    const found = await t.call(counterMember, {
      token: staffToken,
      params: { mobile: customer.customerBasicInfo.mobile! },
    })
    expect(found.body).toMatchObject({
      customerId: customer.customerId,
      isMember: true,
      memberNo: expect.stringMatching(/^M\d{9}$/),
    })
    const missing = await t.call(counterMember, { token: staffToken, params: { mobile: randomMobile() } })
    expect(missing).toMatchObject({ status: 404, body: { code: 'memberNotFound' } })
  })
})
