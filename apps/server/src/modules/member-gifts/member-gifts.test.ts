/**
 * Member gifts through `app.inject`: who may claim (a new member, a birthday member of age in the birthday's month),
 * once per member and period whatever the taps, devices or retries, what the claim gives through the ledger, the
 * packs guarded, and the console's gifts with their figures. With TEST_DATABASE_URL the races run on PostgreSQL.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  memberGiftClaim,
  memberGiftList,
  merchantAuditLog,
  merchantCreateMemberGift,
  merchantMemberGifts,
  merchantUpdateMemberGift,
  type MerchantMemberGift,
} from '@shop/contracts'
import { shoppers, type Shopper } from '../../../test/checkout.fixtures'
import { createTestApp } from '../../../test/harness'
import { couponTemplateIdsByCode } from '../coupons'
import { customerCoupons } from '../coupons/coupons.tables'
import { customers } from '../customers/customers.tables'
import { pointsAccounts, pointsRecords } from '../points/points.tables'

const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } })
afterAll(() => t.close())
const owner = await t.loginConsole()
const HOUR = 3_600_000
const DAY = 24 * HOUR
const { db } = t.database
const coupon = (await couponTemplateIdsByCode(db, ['SHOP-199-30'])).get('SHOP-199-30')!

async function gift(edit: Record<string, unknown> = {}): Promise<MerchantMemberGift> {
  const now = t.clock.now().getTime()
  const made = await t.call(merchantCreateMemberGift, {
    token: owner,
    body: {
      title: '新人见面礼',
      kind: 'new_member',
      description: '注册即领',
      points: 200,
      couponTemplateId: coupon,
      newMemberDays: 30,
      minAge: 14,
      stock: 100,
      startsAt: new Date(now - HOUR).toISOString(),
      endsAt: new Date(now + 30 * DAY).toISOString(),
      active: true,
      ...edit,
    },
  })
  expect(made.status, JSON.stringify(made.body)).toBe(200)
  return made.body
}

/** Members whose accounts were made on the test clock's day (the database stamps its own time). */
async function members(count: number, values: Partial<typeof customers.$inferInsert> = {}): Promise<Shopper[]> {
  const made = await shoppers(t, count)
  for (const who of made)
    await db
      .update(customers)
      .set({ createdAt: t.clock.now(), ...values })
      .where(eq(customers.id, who.customerId))
  return made
}

const claim = (who: Shopper, id: number) => t.call(memberGiftClaim, { token: who.token, params: { id } })
const balanceOf = async (customerId: number) =>
  (await db.select().from(pointsAccounts).where(eq(pointsAccounts.customerId, customerId)))[0]?.balance ?? 0
const ledgerOf = (customerId: number) =>
  db
    .select()
    .from(pointsRecords)
    .where(and(eq(pointsRecords.customerId, customerId), eq(pointsRecords.reason, 'member_gift')))

describe('a new member’s gift', () => {
  it('gives its points and coupon once, through the ledger; the list shows it claimed', async () => {
    const pack = await gift()
    const [me] = await members(1)
    const before = await t.call(memberGiftList, { token: me!.token })
    expect(before.body.find((g) => g.id === pack.id)).toMatchObject({
      claimed: false,
      reason: null,
      couponTitle: expect.any(String),
      status: 'running',
      left: 100,
    })

    const first = await claim(me!, pack.id)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body).toMatchObject({ giftId: pack.id, points: 200, balance: 200, couponTitle: expect.any(String) })
    expect((await claim(me!, pack.id)).body).toMatchObject({ code: 'memberGiftClaimed', message: '您已领取过该礼包' })

    expect(await balanceOf(me!.customerId)).toBe(200)
    const rows = await ledgerOf(me!.customerId)
    expect(rows.map((r) => [r.asset, r.delta, r.businessKey]).toSorted()).toEqual([
      ['coupon', 0, `member-gift:${pack.id}:new`],
      ['points', 200, `member-gift:${pack.id}:new`],
    ])
    const held = await db.select().from(customerCoupons).where(eq(customerCoupons.customerId, me!.customerId))
    expect(held.filter((c) => c.templateId === coupon)).toHaveLength(1)
    const after = await t.call(memberGiftList, { token: me!.token })
    expect(after.body.find((g) => g.id === pack.id)).toMatchObject({ claimed: true, left: 99 })
  })

  it('gives every member who claims it a coupon of their own', async () => {
    const pack = await gift()
    const both = await members(2)
    for (const who of both) expect((await claim(who, pack.id)).body).toMatchObject({ couponTitle: expect.any(String) })
    for (const who of both) {
      const held = await db.select().from(customerCoupons).where(eq(customerCoupons.customerId, who.customerId))
      expect(held.filter((c) => c.templateId === coupon)).toHaveLength(1)
    }
  })

  it('is refused to an account older than the new-member days, and outside its window', async () => {
    const pack = await gift({ newMemberDays: 7 })
    const [old] = await members(1, { createdAt: new Date(t.clock.now().getTime() - 8 * DAY) })
    const listed = await t.call(memberGiftList, { token: old!.token })
    expect(listed.body.find((g) => g.id === pack.id)?.reason).toBe('新人礼包仅限新注册的会员领取')
    expect((await claim(old!, pack.id)).body.code).toBe('memberGiftNotNewMember')

    const later = await gift({ startsAt: new Date(t.clock.now().getTime() + HOUR).toISOString() })
    const [me] = await members(1)
    expect((await claim(me!, later.id)).body.code).toBe('memberGiftNotRunning')
    expect((await claim(me!, 999_999)).status).toBe(404)
    expect(await balanceOf(me!.customerId)).toBe(0)
  })

  it('race: 20 claims of one member at once → one claim, one reward', async () => {
    const pack = await gift()
    const [me] = await members(1)
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(me!, pack.id)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.code)).toEqual(
      Array.from({ length: 19 }, () => 'memberGiftClaimed'),
    )
    expect(await balanceOf(me!.customerId)).toBe(200)
    expect(await ledgerOf(me!.customerId)).toHaveLength(2)
    const [listed] = (
      await t.call(merchantMemberGifts, { token: owner, query: { page: '0', size: '50' } })
    ).body.content.filter((g) => g.id === pack.id)
    expect(listed).toMatchObject({ claimed: 1, figures: { claims: 1, customers: 1, points: 200, today: 1 } })
  })

  it('race: 30 members at once on 10 packs → 10 claims, never more', async () => {
    const pack = await gift({ stock: 10, couponTemplateId: null })
    const crowd = await members(30)
    const answers = await Promise.all(crowd.map((who) => claim(who, pack.id)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10)
    expect(new Set(answers.filter((a) => a.status !== 200).map((a) => a.body.code))).toEqual(
      new Set(['memberGiftSoldOut']),
    )
    const balances = await Promise.all(crowd.map((who) => balanceOf(who.customerId)))
    expect(balances.filter((b) => b === 200)).toHaveLength(10)
    expect(balances.filter((b) => b === 0)).toHaveLength(20)
  })
})

describe('a birthday gift', () => {
  // The test clock's China date is 2026-11-21.
  const birthdayPack = () =>
    gift({
      title: '生日月礼包',
      kind: 'birthday',
      points: 500,
      couponTemplateId: null,
      minAge: 14,
      endsAt: new Date(t.clock.now().getTime() + 800 * DAY).toISOString(),
    })

  it.each([
    ['born in November, 26 years old', '2000-11-30', 200, null],
    ['turns 14 on the day', '2012-11-21', 200, null],
    ['turns 14 tomorrow', '2012-11-22', 409, 'memberGiftTooYoung'],
    ['born in another month', '2000-12-01', 409, 'memberGiftNotBirthdayMonth'],
    ['no birthday given', null, 409, 'memberGiftNoBirthday'],
  ] as const)('%s → %i', async (_, birthday, status, code) => {
    const pack = await birthdayPack()
    const [me] = await members(1, { birthday })
    const answer = await claim(me!, pack.id)
    expect(answer.status).toBe(status)
    if (code) expect(answer.body.code).toBe(code)
  })

  it('once a calendar year: changing the birthday does not claim it again; next year’s birthday month does', async () => {
    const pack = await birthdayPack()
    const [me] = await members(1, { birthday: '1995-11-02' })
    expect((await claim(me!, pack.id)).status).toBe(200)
    await db.update(customers).set({ birthday: '1995-11-20' }).where(eq(customers.id, me!.customerId))
    expect((await claim(me!, pack.id)).body.code).toBe('memberGiftClaimed')
    t.clock.advance(365 * DAY)
    try {
      const token = (await t.app.tokens.issue({ kind: 'customer', customerId: me!.customerId })).token
      const again = await claim({ ...me!, token }, pack.id)
      expect(again.status, JSON.stringify(again.body)).toBe(200)
      expect(await balanceOf(me!.customerId)).toBe(1000)
      expect((await ledgerOf(me!.customerId)).map((r) => r.businessKey).toSorted()).toEqual([
        `member-gift:${pack.id}:2026`,
        `member-gift:${pack.id}:2027`,
      ])
    } finally {
      t.clock.advance(-365 * DAY)
    }
  })
})

describe('the console', () => {
  it('validates, keeps the kind and the packs above those claimed, and audits', async () => {
    const bad = await t.call(merchantCreateMemberGift, {
      token: owner,
      body: {
        title: '',
        kind: 'vip',
        points: 0,
        couponTemplateId: null,
        stock: -1,
        startsAt: t.clock.now().toISOString(),
        endsAt: t.clock.now().toISOString(),
      },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe('validationFailed')
    const missing = await t.call(merchantCreateMemberGift, {
      token: owner,
      body: {
        title: '礼',
        kind: 'new_member',
        points: 0,
        couponTemplateId: 999_999,
        stock: 1,
        startsAt: t.clock.now().toISOString(),
        endsAt: new Date(t.clock.now().getTime() + DAY).toISOString(),
      },
    })
    expect(missing.status).toBe(400)

    const pack = await gift({ stock: 5 })
    const [me] = await members(1)
    await claim(me!, pack.id)
    const body = {
      title: '新人见面礼',
      kind: 'new_member' as const,
      points: 300,
      couponTemplateId: null,
      stock: 0,
      startsAt: pack.startsAt,
      endsAt: pack.endsAt,
    }
    const below = await t.call(merchantUpdateMemberGift, { token: owner, params: { id: pack.id }, body })
    expect(below.body.code).toBe('memberGiftStockBelowClaimed')
    const kind = await t.call(merchantUpdateMemberGift, {
      token: owner,
      params: { id: pack.id },
      body: { ...body, kind: 'birthday', stock: 5 },
    })
    expect(kind.status).toBe(400)
    const edited = await t.call(merchantUpdateMemberGift, {
      token: owner,
      params: { id: pack.id },
      body: { ...body, stock: 8 },
    })
    expect(edited.body).toMatchObject({ points: 300, stock: 8, claimed: 1, couponTitle: null })
    const log = await t.call(merchantAuditLog, {
      token: owner,
      query: { targetType: 'member_gift', targetId: String(pack.id) },
    })
    expect(log.body.content.map((e) => e.summary)).toEqual([
      '编辑新人礼包「新人见面礼」×8',
      '新建新人礼包「新人见面礼」×5',
    ])
  })
})
