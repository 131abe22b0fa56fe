import { afterAll, describe, expect, it } from 'vitest'
import {
  groupBuyActivities,
  groupBuyOfGoods,
  orderDetailRoute,
  participationGroup,
  participationMine,
  participationOfOrder,
} from '@shop/contracts'
import { merchantToken, shipAll, shipParcels, waybill } from '../../test/after-sale.fixtures'
import { shopper, shoppers } from '../../test/checkout.fixtures'
import {
  confirm,
  groupRow,
  makeGroupBuy,
  memberOf,
  placed,
  prepay,
  refundsOf,
  settled,
  takePart,
} from '../../test/group-buy.fixtures'
import { createTestApp } from '../../test/harness'
import { eventTypes, orderRow } from '../../test/payment.fixtures'

// On PostgreSQL + Redis with TEST_DATABASE_URL / TEST_REDIS_URL (the harness's database), else PGlite.
const t = await createTestApp({ env: { ...(process.env.TEST_REDIS_URL && { REDIS_URL: process.env.TEST_REDIS_URL }) } })
afterAll(() => t.close())

const HOUR = 3_600_000

/** The shopper opens a group and pays: answers the group and the order. */
async function opened(
  buy: { activityId: number; skuId: number },
  who = undefined as Awaited<ReturnType<typeof shopper>> | undefined,
) {
  const leader = who ?? (await shopper(t))
  const orderId = await placed(takePart(t, leader, buy))
  await confirm(t, await prepay(t, leader, orderId))
  const member = await settled(t, orderId)
  expect(member.status).toBe('seated')
  return { leader, orderId, groupId: member.groupId! }
}

describe('the demo group buy', () => {
  it('runs with open groups to join on its goods’ page', async () => {
    const { body } = await t.call(groupBuyActivities, {})
    const demo = body.content.find((card) => card.name === '好友拼团')!
    expect(demo).toMatchObject({ status: 2, groupSize: 2 })
    const ofGoods = await t.call(groupBuyOfGoods, { params: { goodsId: demo.goodsId } })
    expect(ofGoods.body.activity!.groups.length).toBeGreaterThanOrEqual(2)
  })
})

describe('a group opened by one shopper and completed by a second through the shared link', () => {
  it('holds the paid orders 待成团 (not shippable) until the group is full, then releases them', async () => {
    const buy = await makeGroupBuy(t, { size: 2 })
    const { leader, orderId, groupId } = await opened(buy)
    const merchant = await merchantToken(t)

    const held = await t.call(orderDetailRoute, { token: leader.token, params: { id: orderId } })
    expect(held.body.statusLabel).toBe('待成团')
    // The order page links its group, so the leader can invite friends from it.
    const ofOrder = await t.call(participationOfOrder, { token: leader.token, params: { orderId } })
    expect(ofOrder.body.group).toMatchObject({ groupId, mine: true, seatsLeft: 1, status: 'open' })
    const refused = await shipParcels(t, merchant, orderId, [{ carrierCode: 'yuantong', waybillNo: waybill() }])
    expect(refused.body).toMatchObject({ code: 'groupNotSucceeded', message: '待成团的订单暂不能发货' })

    // The friend opens the shared page without signing in, then joins.
    const shared = await t.call(participationGroup, { params: { groupId } })
    expect(shared.body).toMatchObject({
      joined: 1,
      seatsLeft: 1,
      status: 'open',
      path: `pages/group/detail/index?groupId=${groupId}`,
    })
    const friend = await shopper(t)
    const seen = await t.call(participationGroup, { token: friend.token, params: { groupId } })
    expect(seen.body).toMatchObject({ canJoin: true, mine: false })
    expect((await takePart(t, leader, buy, groupId)).body).toMatchObject({ code: 'groupOwnJoin' })
    const friendOrder = await placed(takePart(t, friend, buy, groupId))
    const unpaid = await t.call(participationOfOrder, { token: friend.token, params: { orderId: friendOrder } })
    expect(unpaid.body).toEqual({ group: null })
    expect((await orderRow(t, friendOrder)).totalOriginAmount).toBe(5_900)
    await confirm(t, await prepay(t, friend, friendOrder))
    expect((await settled(t, friendOrder)).status).toBe('succeeded')

    expect(await groupRow(t, groupId)).toMatchObject({ status: 'succeeded', joined: 2, virtual: false })
    expect(await memberOf(t, orderId)).toMatchObject({ status: 'succeeded' })
    for (const id of [orderId, friendOrder]) expect((await orderRow(t, id)).heldFor).toBeNull()
    expect(await eventTypes(t, orderId)).toContain('group_succeeded')
    await shipAll(t, merchant, orderId)
    const mine = await t.call(participationMine, { token: friend.token, query: {} })
    expect(mine.body.content).toMatchObject([{ groupId, status: 'succeeded', orderId: friendOrder }])
  })

  it('keeps one open participation per customer and activity', async () => {
    const buy = await makeGroupBuy(t, { size: 3 })
    const who = await shopper(t)
    await placed(takePart(t, who, buy))
    expect((await takePart(t, who, buy)).body).toMatchObject({ code: 'groupBuyAlreadyJoined' })
  })
})

describe('races', () => {
  it('two members paying for the last seat at once: one is seated, the other refunded once', async () => {
    const buy = await makeGroupBuy(t, { size: 2 })
    const { groupId } = await opened(buy)
    const [a, b] = await shoppers(t, 2)
    const orders = [await placed(takePart(t, a!, buy, groupId)), await placed(takePart(t, b!, buy, groupId))]
    const prepays = [await prepay(t, a!, orders[0]!), await prepay(t, b!, orders[1]!)]
    await Promise.all(prepays.map((id) => confirm(t, id)))
    const outcomes = await Promise.all(orders.map((id) => settled(t, id)))
    expect(outcomes.map((m) => m.status).sort()).toEqual(['refused', 'succeeded'])
    expect(await groupRow(t, groupId)).toMatchObject({ status: 'succeeded', joined: 2 })
    const late = orders[outcomes.findIndex((m) => m.status === 'refused')]!
    await t.app.jobs.runDue()
    expect(await refundsOf(t, late)).toHaveLength(1)
    expect(await eventTypes(t, late)).toContain('group_seat_refused')
  })

  it('a group expiring while a member pays: the member is seated and refunded with the group, or refused; once', async () => {
    const buy = await makeGroupBuy(t, { size: 3, hours: 1 })
    const { groupId, orderId: leaderOrder } = await opened(buy)
    // The member orders near the deadline (within the order's pay window), and pays as it passes.
    t.clock.advance(HOUR - 60_000)
    const member = await shopper(t)
    const orderId = await placed(takePart(t, member, buy, groupId))
    const prepayId = await prepay(t, member, orderId)
    t.clock.advance(60_000)
    await Promise.all([confirm(t, prepayId), t.app.jobs.runDue()])
    await settled(t, orderId)
    await t.app.sweeps.groupBuys()
    await t.app.sweeps.groupBuys()
    expect(await groupRow(t, groupId)).toMatchObject({ status: 'failed' })
    for (const id of [leaderOrder, orderId]) {
      expect(await refundsOf(t, id)).toHaveLength(1)
      expect(['failed', 'refused']).toContain((await memberOf(t, id)).status)
    }
  })
})

describe('a group at its deadline', () => {
  it('fails when it may not complete virtually: every member refunded exactly once', async () => {
    const buy = await makeGroupBuy(t, { size: 3, hours: 2 })
    const { groupId, orderId: leaderOrder } = await opened(buy)
    const member = await shopper(t)
    const memberOrder = await placed(takePart(t, member, buy, groupId))
    await confirm(t, await prepay(t, member, memberOrder))
    expect((await settled(t, memberOrder)).status).toBe('seated')
    t.clock.advance(2 * HOUR)
    await t.app.jobs.runDue()
    await t.app.sweeps.groupBuys()
    expect(await groupRow(t, groupId)).toMatchObject({ status: 'failed', joined: 2 })
    for (const id of [leaderOrder, memberOrder]) {
      const [refund, ...more] = await refundsOf(t, id)
      expect(more).toHaveLength(0)
      expect(refund!.totalAmount).toBe((await orderRow(t, id)).totalRealPayAmount)
      expect(await memberOf(t, id)).toMatchObject({ status: 'failed' })
      expect(await eventTypes(t, id)).toContain('group_failed')
    }
  })

  it('completes virtually where allowed: marked, no fake members, orders released', async () => {
    const buy = await makeGroupBuy(t, { size: 3, hours: 1, allowVirtual: true })
    const { groupId, orderId } = await opened(buy)
    t.clock.advance(HOUR)
    await t.app.jobs.runDue()
    expect(await groupRow(t, groupId)).toMatchObject({ status: 'succeeded', virtual: true, joined: 1 })
    expect((await orderRow(t, orderId)).heldFor).toBeNull()
    expect(await refundsOf(t, orderId)).toHaveLength(0)
    const view = await t.call(participationGroup, { params: { groupId } })
    expect(view.body.members).toHaveLength(1)
  })

  it('caps a group’s deadline at the activity’s end', async () => {
    const buy = await makeGroupBuy(t, { size: 2, hours: 24, end: HOUR })
    const { groupId } = await opened(buy)
    expect((await groupRow(t, groupId)).expiresAt.getTime()).toBe(t.clock.now().getTime() + HOUR)
  })
})
