import type {
  Cart,
  GroupBuyCard,
  GroupBuyDetail,
  GroupCard,
  GroupView,
  MerchantGroup,
  MerchantGroupBuy,
  MyGroup,
  OrderSubmitted,
  ParsedBodyOf,
  ParsedQueryOf,
  merchantCreateGroupBuy,
  merchantGroups,
  participationJoin,
  participationLocate,
  participationOpen,
} from '@shop/contracts'
import {
  ActivityStatus,
  activityStatus,
  DomainError,
  formatFen,
  GROUP_STATUS_LABELS,
  orderStatusLabel,
  seatsLeft,
} from '@shop/domain'
import { toPage } from '../platform/paging'
import type { GroupBuy, GroupMemberRow, GroupRow } from '../modules/group-buys'
import { createCheckout } from './checkout'
import type { FlowDeps } from './flow-deps'

/** The mall's page of a group: what a share card and an H5 link open. */
export const GROUP_PAGE = 'pages/group/detail/index'
/** Joinable groups a detail shows at once (the rest on group/virtuallyList). */
const GROUPS_SHOWN = 5

export type GroupBuyFlow = ReturnType<typeof createGroupBuy>

/**
 * Group buys as the shopper and the console meet them (docs/group-buys.md): the activities and their joinable
 * groups, a group's page, opening and joining (a group_purchasing order through the checkout; the seat is taken
 * when it is paid: flows/group-seat.ts), the customer's groups, and the console's activities and groups.
 */
export function createGroupBuy(deps: FlowDeps) {
  const { db, clock, catalogue, cart, groupBuys, customers, orders, audit } = deps
  const checkout = createCheckout(deps)

  const statusOf = ({ activity }: GroupBuy) =>
    activityStatus(activity.startTime.getTime(), activity.endTime.getTime(), clock.now().getTime())

  async function cardsOf(buys: GroupBuy[]): Promise<GroupBuyCard[]> {
    const [goodsCards, sale, figures] = await Promise.all([
      catalogue.cards([...new Set(buys.map((b) => b.activity.goodsId))]),
      catalogue.saleView(),
      groupBuys.figures(buys.map((b) => b.activity.id)),
    ])
    const byGoods = new Map(goodsCards.map((card) => [card.id, card]))
    return buys.flatMap((buy) => {
      const goods = byGoods.get(buy.activity.goodsId)
      const skus = [...buy.prices].flatMap(([skuId, groupPrice]) => {
        const item = sale.item(skuId)
        return item ? [{ skuId, price: item.sku.price, groupPrice }] : []
      })
      if (!goods || skus.length === 0) return []
      const { activity } = buy
      const cheapest = skus.reduce((a, b) => (b.groupPrice < a.groupPrice ? b : a))
      return [
        {
          activityId: activity.id,
          name: activity.name,
          goodsId: activity.goodsId,
          goodsName: goods.name,
          image: goods.mainImage,
          price: Math.min(...skus.map((s) => s.price)),
          groupPrice: cheapest.groupPrice,
          skuId: cheapest.skuId,
          groupSize: activity.groupSize,
          groupHours: activity.groupHours,
          startTime: activity.startTime.toISOString(),
          endTime: activity.endTime.toISOString(),
          status: statusOf(buy),
          succeededGroups: figures.get(activity.id)?.succeeded ?? 0,
        },
      ]
    })
  }

  async function groupCards(groups: GroupRow[]): Promise<GroupCard[]> {
    const faces = await customers.facesOf([...new Set(groups.map((g) => g.leaderId))])
    const now = clock.now().getTime()
    return groups.map((group) => ({
      groupId: group.id,
      activityId: group.activityId,
      leader: { ...(faces.get(group.leaderId) ?? { nickName: '', avatarUrl: null }), leader: true },
      size: group.size,
      joined: group.joined,
      seatsLeft: seatsLeft(group),
      status: group.status,
      statusLabel: GROUP_STATUS_LABELS[group.status],
      virtual: group.virtual,
      expiresAt: group.expiresAt.toISOString(),
      msLeft: group.status === 'open' ? Math.max(0, group.expiresAt.getTime() - now) : 0,
    }))
  }

  async function detailOf(buy: GroupBuy): Promise<GroupBuyDetail | null> {
    const [card] = await cardsOf([buy])
    if (!card) return null
    const sale = await catalogue.saleView()
    const { activity } = buy
    return {
      ...card,
      limitPerCustomer: activity.limitPerCustomer,
      allowVirtual: activity.allowVirtual,
      skus: [...buy.prices].flatMap(([skuId, groupPrice]) => {
        const item = sale.item(skuId)
        if (!item) return []
        const { specifications, image, price, available } = item.sku
        return [{ skuId, specifications, image: image ?? item.goodsImage, price, groupPrice, stock: available }]
      }),
      groups: await groupCards(await groupBuys.joinable([activity.id], GROUPS_SHOWN)),
    }
  }

  /** The activity, running, and the SKU's group price: refusals groupBuyNotFound, groupBuyNotRunning, groupBuySkuNotFound. */
  async function running(activityId: number, skuId: number) {
    const buy = await groupBuys.activity(activityId)
    if (!buy) throw new DomainError('groupBuyNotFound', { activityId })
    if (statusOf(buy) !== ActivityStatus.InProgress) throw new DomainError('groupBuyNotRunning', { activityId })
    const groupPrice = buy.prices.get(skuId)
    if (groupPrice === undefined) throw new DomainError('groupBuySkuNotFound', { activityId, skuId })
    return { activity: buy.activity, groupPrice }
  }

  /** A group to join, checked as the shopper can see it now (the payment's guarded update decides in the end). */
  async function joinable(customerId: number, activityId: number, groupId: number): Promise<GroupRow> {
    const group = await groupBuys.group(groupId)
    if (!group || group.activityId !== activityId) throw new DomainError('groupNotFound', { groupId })
    if (group.status !== 'open' || group.expiresAt <= clock.now()) throw new DomainError('groupClosed', { groupId })
    if (group.joined >= group.size) throw new DomainError('groupFull', { groupId })
    const members = await groupBuys.membersOf([groupId])
    if (members.some((m) => m.customerId === customerId)) throw new DomainError('groupOwnJoin', { groupId })
    return group
  }

  async function submit(
    customerId: number,
    body: ParsedBodyOf<typeof participationOpen> & { groupId?: number | undefined },
  ): Promise<OrderSubmitted> {
    const { activityId, skuId, groupId, addressId, remark, channel, idempotencyKey, quote } = body
    const { activity, groupPrice } = await running(activityId, skuId)
    if (groupId !== undefined) await joinable(customerId, activityId, groupId)
    return checkout.submit(
      customerId,
      { kind: 'group_purchasing', item: { skuId, quantity: 1 }, groupPrice },
      { addressId, remark, channel, idempotencyKey, quote },
      {
        orderType: 'group_purchasing',
        attach: (tx, order) =>
          groupBuys.place(
            tx,
            { orderId: order.id, activityId, customerId, skuId, joinGroupId: groupId ?? null },
            activity.limitPerCustomer,
          ),
      },
    )
  }

  async function viewOf(group: GroupRow, viewerId: number | null): Promise<GroupView> {
    const [buy, members] = await Promise.all([groupBuys.activity(group.activityId), groupBuys.membersOf([group.id])])
    const [card] = await groupCards([group])
    const [activity] = await cardsOf(buy ? [buy] : [])
    if (!activity) throw new DomainError('groupNotFound', { groupId: group.id })
    const faces = await customers.facesOf(members.map((m) => m.customerId))
    const mine = viewerId !== null && members.some((m) => m.customerId === viewerId)
    // A demo group's leader has no order (the seed places none): shown from the group itself.
    const leaderShown = members.some((m) => m.leader) ? [] : [card!.leader]
    return {
      ...card!,
      activity,
      members: [
        ...leaderShown,
        ...members.map((m) => ({
          ...(faces.get(m.customerId) ?? { nickName: '', avatarUrl: null }),
          leader: m.leader,
        })),
      ],
      mine,
      canJoin:
        !mine &&
        group.status === 'open' &&
        group.joined < group.size &&
        group.expiresAt > clock.now() &&
        activity.status === ActivityStatus.InProgress,
      path: `${GROUP_PAGE}?groupId=${group.id}`,
    }
  }

  async function merchantRows(buys: GroupBuy[]): Promise<MerchantGroupBuy[]> {
    const [goodsCards, sale, figures] = await Promise.all([
      catalogue.cards([...new Set(buys.map((b) => b.activity.goodsId))]),
      catalogue.saleView(),
      groupBuys.figures(buys.map((b) => b.activity.id)),
    ])
    const names = new Map(goodsCards.map((card) => [card.id, card.name]))
    return buys.map((buy) => {
      const { activity } = buy
      const f = figures.get(activity.id)!
      return {
        activityId: activity.id,
        name: activity.name,
        goodsId: activity.goodsId,
        goodsName: names.get(activity.goodsId) ?? '',
        startTime: activity.startTime.toISOString(),
        endTime: activity.endTime.toISOString(),
        status: statusOf(buy),
        groupSize: activity.groupSize,
        groupHours: activity.groupHours,
        limitPerCustomer: activity.limitPerCustomer,
        allowVirtual: activity.allowVirtual,
        skus: [...buy.prices].map(([skuId, groupPrice]) => {
          const item = sale.item(skuId)
          return { skuId, skuCode: item?.sku.skuCode ?? '', price: item?.sku.price ?? 0, groupPrice }
        }),
        groups: f.groups,
        openGroups: f.open,
        succeededGroups: f.succeeded,
        failedGroups: f.failed,
      }
    })
  }

  return {
    async activities(): Promise<{ now: string; content: GroupBuyCard[] }> {
      const now = clock.now()
      return { now: now.toISOString(), content: await cardsOf(await groupBuys.activities({ endingAfter: now })) }
    },

    async activity(activityId: number): Promise<GroupBuyDetail> {
      const buy = await groupBuys.activity(activityId)
      const detail = buy && (await detailOf(buy))
      if (!detail) throw new DomainError('groupBuyNotFound', { activityId })
      return detail
    },

    /** The product page: the goods' group buy running now (else the next to start), or null. */
    async ofGoods(goodsId: number): Promise<{ activity: GroupBuyDetail | null }> {
      const buys = await groupBuys.activities({ endingAfter: clock.now(), goodsId })
      const buy = buys.find((b) => statusOf(b) === ActivityStatus.InProgress) ?? buys[0]
      return { activity: buy ? await detailOf(buy) : null }
    },

    async groups(activityId: number, page: number, size: number) {
      const all = await groupBuys.joinable([activityId], (page + 1) * size + 1)
      const shown = all.slice(page * size, (page + 1) * size)
      return toPage(await groupCards(shown), page * size + all.slice(page * size).length, page, size)
    },

    async locate(customerId: number, body: ParsedBodyOf<typeof participationLocate>): Promise<Cart> {
      const { activityId, skuId, groupId, addressId } = body
      const { groupPrice } = await running(activityId, skuId)
      if (groupId !== undefined) await joinable(customerId, activityId, groupId)
      return cart.locateItems(customerId, [{ skuId, quantity: 1, groupPrice }], {}, addressId)
    },

    open: (customerId: number, body: ParsedBodyOf<typeof participationOpen>) => submit(customerId, body),
    join: (customerId: number, body: ParsedBodyOf<typeof participationJoin>) => submit(customerId, body),

    async group(viewerId: number | null, groupId: number): Promise<GroupView> {
      const group = await groupBuys.group(groupId)
      if (!group) throw new DomainError('groupNotFound', { groupId })
      return viewOf(group, viewerId)
    },

    /** The group of one of the customer's orders (orderNotFound for another's order); null until it is seated. */
    async ofOrder(customerId: number, orderId: number): Promise<{ group: GroupView | null }> {
      await orders.get(orderId, customerId)
      const member = await groupBuys.memberOfOrder(orderId)
      const group = member?.groupId ? await groupBuys.group(member.groupId) : null
      return { group: group && (await viewOf(group, customerId)) }
    },

    async mine(customerId: number, page: number, size: number) {
      const { rows, total } = await groupBuys.ofCustomer(customerId, page, size)
      const groups = new Map<number, GroupRow>()
      for (const row of rows) {
        const group = await groupBuys.group(row.groupId!)
        if (group) groups.set(group.id, group)
      }
      const cards = new Map((await groupCards([...groups.values()])).map((c) => [c.groupId, c]))
      const buys = new Map<number, GroupBuyCard>()
      for (const activityId of new Set(rows.map((r) => r.activityId))) {
        const buy = await groupBuys.activity(activityId)
        const [card] = await cardsOf(buy ? [buy] : [])
        if (card) buys.set(activityId, card)
      }
      const content: MyGroup[] = rows.flatMap((row: GroupMemberRow) => {
        const card = cards.get(row.groupId!)
        const activity = buys.get(row.activityId)
        return card && activity ? [{ ...card, activity, orderId: row.orderId, leaderOfGroup: row.leader }] : []
      })
      return toPage(content, total, page, size)
    },

    // ─── Console ───

    async merchantPage(page: number, size: number) {
      const { rows, total } = await groupBuys.page(page, size)
      return toPage(await merchantRows(rows), total, page, size)
    },

    /** Creates (activityId null) or edits an activity not ended: its SKUs of its goods, each below its price; audited. */
    async save(staffUserid: string, activityId: number | null, body: ParsedBodyOf<typeof merchantCreateGroupBuy>) {
      const before = activityId === null ? null : await groupBuys.activity(activityId)
      if (activityId !== null && !before) throw new DomainError('groupBuyNotFound', { activityId })
      if (before && statusOf(before) === ActivityStatus.Ended) throw new DomainError('groupBuyEnded', { activityId })
      const sale = await catalogue.saleView()
      for (const { skuId, groupPrice } of body.skus) {
        const item = sale.item(skuId)
        if (!item || item.sku.goodsId !== body.goodsId) throw new DomainError('skuNotFound', { skuId })
        if (groupPrice >= item.sku.price) throw new DomainError('groupBuyPriceNotLower', { skuId })
      }
      const values = { ...body, startTime: new Date(body.startTime), endTime: new Date(body.endTime) }
      const id = await db.transaction(async (tx) => {
        const other = await groupBuys.overlapping(tx, body.goodsId, values.startTime, values.endTime, activityId)
        if (other !== null) throw new DomainError('groupBuyOverlap', { activityId: other })
        const saved = await groupBuys.save(tx, activityId, values)
        const lines = body.skus.map((sku) => `SKU ${sku.skuId} ¥${formatFen(sku.groupPrice)}`)
        await audit.record(tx, {
          staffUserid,
          action: 'coupons.edit',
          targetType: 'group_buy',
          targetId: saved,
          summary: `${activityId === null ? '新建' : '编辑'}拼团「${body.name}」：${body.groupSize}人团，${body.groupHours}小时内成团，${lines.join('；')}`,
          before: before ? { ...before.activity, prices: Object.fromEntries(before.prices) } : null,
          after: body,
        })
        return saved
      })
      return (await merchantRows([(await groupBuys.activity(id))!]))[0]!
    },

    async merchantGroups(query: ParsedQueryOf<typeof merchantGroups>) {
      const { rows, total } = await groupBuys.groupsPage(
        {
          ...(query.activityId !== undefined && { activityId: query.activityId }),
          ...(query.status !== undefined && { status: query.status }),
          ...(query.virtual !== undefined && { virtual: query.virtual === 'true' }),
        },
        query.page,
        query.size,
      )
      const members = await groupBuys.membersOf(rows.map((g) => g.id))
      const [names, activityNames, orderRows] = await Promise.all([
        customers.nickNamesOf([...new Set(members.map((m) => m.customerId))]),
        Promise.all([...new Set(rows.map((g) => g.activityId))].map((id) => groupBuys.activity(id))),
        Promise.all(members.map((m) => orders.get(m.orderId))),
      ])
      const activityName = new Map(activityNames.flatMap((b) => (b ? [[b.activity.id, b.activity.name] as const] : [])))
      const orderOf = new Map(orderRows.map((o) => [o.id, o]))
      const content: MerchantGroup[] = rows.map((group) => ({
        groupId: group.id,
        activityId: group.activityId,
        activityName: activityName.get(group.activityId) ?? '',
        size: group.size,
        joined: group.joined,
        status: group.status,
        statusLabel: group.virtual ? '虚拟成团' : GROUP_STATUS_LABELS[group.status],
        virtual: group.virtual,
        createdAt: group.createdAt.toISOString(),
        expiresAt: group.expiresAt.toISOString(),
        endedAt: group.endedAt?.toISOString() ?? null,
        members: members
          .filter((m) => m.groupId === group.id)
          .map((m) => {
            const order = orderOf.get(m.orderId)!
            return {
              customerId: m.customerId,
              nickName: names.get(m.customerId) ?? '',
              leader: m.leader,
              orderId: m.orderId,
              orderNo: order.orderNo,
              orderStatusLabel: orderStatusLabel(order.status, order.heldFor),
              status: m.status,
            }
          }),
      }))
      return toPage(content, total, query.page, query.size)
    },
  }
}
