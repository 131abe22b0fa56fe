import type {
  Cart,
  giftDetail,
  giftLocate,
  GiftOrderSettings,
  giftSubmit,
  GiftView,
  merchantGiftDetail,
  merchantGifts,
  OrderSubmitted,
  ParsedBodyOf,
  ParsedQueryOf,
  ResponseOf,
  Shipment,
} from '@shop/contracts'
import { DomainError, GIFT_STATUS_LABELS, ORDER_STATUS_LABELS, type GiftStatus } from '@shop/domain'
import type { Db } from '../platform/database'
import { toPage } from '../platform/paging'
import type { GiftRow } from '../modules/gifts'
import { goodsLine, type OrderRow } from '../modules/orders'
import { addressSnapshot, createCheckout } from './checkout'
import { createDecideRefund } from './decide-refund'
import type { FlowDeps } from './flow-deps'

export type GiveGift = ReturnType<typeof createGiveGift>

/** The mall's page a friend opens from a gift's link. */
export const GIFT_RECEIVE_PAGE = 'pages/gift/receive'

/** The order events that make a gift's journey as its receiver sees it (the money's events are the buyer's). */
const JOURNEY_EVENTS = new Set([
  'gift_given',
  'gift_given_on',
  'gift_give_cancelled',
  'gift_claimed',
  'gift_expired',
  'ship_partly',
  'ship',
  'confirm_receipt',
  'auto_receive',
])

/** An unclaimed gift's order the buyer no longer holds paid and whole: its link is dead, it cannot be claimed. */
const stillGivable = (order: OrderRow) => order.status === 'wait_shipment'

type GiftChoices = ParsedBodyOf<typeof giftLocate>

/**
 * Gifts to friends (docs/gifts.md), across the gifts, orders, catalogue, cart, addresses, refunds and fulfilment:
 * the gift checkout (a `give_gift` order without an address, its box and card priced in), giving (a single-use
 * link), claiming (one friend, by a compare-and-set under the order's lock, with their own address, which becomes
 * the order's), the views of the buyer, the receiver and a link's guest, the expiry (a refund of everything through
 * the refund pipeline, once) and the console's gift orders and settings.
 */
export function createGiveGift(deps: FlowDeps) {
  const { db, clock, gifts, orders, catalogue, cart, addresses, customers, fulfilment, refunds, audit } = deps
  const checkout = createCheckout(deps)
  const decideRefund = createDecideRefund(deps)

  const openSettings = async (): Promise<GiftOrderSettings> => {
    const settings = await gifts.settings()
    if (!settings.enabled) throw new DomainError('giftDisabled')
    return settings
  }

  /** The pricing choices of a gift checkout: its goods allowed, its box (the first when none is named) and card. */
  async function choicesOf({ skuId, packageId, ...choices }: GiftChoices) {
    const settings = await openSettings()
    const item = (await catalogue.saleView()).item(skuId)
    if (!item || !settings.goodsIds.includes(item.sku.goodsId)) {
      throw new DomainError('giftGoodsNotAllowed', { skuId })
    }
    const box =
      packageId === undefined ? (settings.packages[0] ?? null) : settings.packages.find((p) => p.id === packageId)
    if (box === undefined) throw new DomainError('giftPackageNotFound', { packageId })
    const { quantity: _quantity, ...pricing } = choices
    return { box, pricing: { ...pricing, giftPackages: box ? [{ id: box.id, name: box.name, quantity: 1 }] : [] } }
  }

  /** The order, locked, and its gift (after it: docs/orders.md "Lock order"); giftNotFound for other orders. */
  async function lockGift(tx: Db, orderId: number, customerId?: number) {
    const order = await orders.lock(tx, orderId, customerId)
    const gift = await gifts.lockByOrder(tx, orderId)
    if (!gift) throw new DomainError('giftNotFound', { orderId })
    return { order, gift }
  }

  const openRefund = async (tx: Db, orderId: number) =>
    (await refunds.ofOrder(orderId, tx)).some((i) => !['refunded', 'rejected', 'cancelled'].includes(i.refund.status))

  async function view(gift: GiftRow, role: GiftView['role']): Promise<GiftView> {
    const order = await orders.get(gift.orderId)
    const [lines, names, parcels, timeline] = await Promise.all([
      orders.linesOfOrders([order.id]),
      customers.nickNamesOf([gift.buyerId, ...(gift.receiverId ? [gift.receiverId] : [])]),
      role === 'receiver' ? fulfilment.shipmentsOf([order.id]) : Promise.resolve(new Map<number, Shipment[]>()),
      role === 'guest' ? Promise.resolve([]) : orders.timeline(order.id),
    ])
    return {
      giftId: gift.id,
      role,
      status: gift.status,
      statusLabel: GIFT_STATUS_LABELS[gift.status],
      orderStatus: order.status,
      orderId: role === 'buyer' ? order.id : null,
      goods: lines.map((line) => {
        const { name, image, specs, quantity } = goodsLine(line)
        return { name, image, specs, quantity }
      }),
      package: gift.package,
      customCard: gift.customCard,
      yuyinBlessing: gift.blessing,
      fromNickName: names.get(gift.buyerId) ?? '',
      receiverNickName: gift.receiverId ? (names.get(gift.receiverId) ?? '') : null,
      address: role === 'receiver' ? gift.receiverAddress : null,
      shipments: (parcels.get(order.id) ?? []).map(
        ({ shipmentId, carrierCode, carrierName, waybillNo, shippedAt }) => ({
          shipmentId,
          carrierCode,
          carrierName,
          waybillNo,
          shippedAt,
        }),
      ),
      expiresAt: gift.expiresAt?.toISOString() ?? null,
      claimedAt: gift.claimedAt?.toISOString() ?? null,
      journey: timeline.filter((entry) => JOURNEY_EVENTS.has(entry.type)),
    }
  }

  /** Why a claim found no live link: claimed already, past its deadline, or no longer given. */
  async function refusal(code: string, giftId: number): Promise<never> {
    const now = await gifts.byId(giftId)
    if (now?.status === 'claimed') throw new DomainError('giftAlreadyClaimed', { giftId })
    if (now?.status === 'expired' || (now?.expiresAt && now.expiresAt <= clock.now()))
      throw new DomainError('giftExpired', { giftId })
    throw new DomainError('giftLinkInvalid', { code })
  }

  async function merchantRows(rows: GiftRow[]) {
    const ordersOf = new Map((await Promise.all(rows.map((g) => orders.get(g.orderId)))).map((o) => [o.id, o]))
    const names = await customers.nickNamesOf([
      ...new Set(rows.flatMap((g) => [g.buyerId, ...(g.receiverId ? [g.receiverId] : [])])),
    ])
    return rows.map((gift) => {
      const order = ordersOf.get(gift.orderId)!
      return {
        giftId: gift.id,
        orderId: order.id,
        orderNo: order.orderNo,
        status: gift.status,
        statusLabel: GIFT_STATUS_LABELS[gift.status],
        orderStatus: ORDER_STATUS_LABELS[order.status],
        totalRealPayAmount: order.totalRealPayAmount,
        buyerNickName: names.get(gift.buyerId) ?? '',
        receiverNickName: gift.receiverId ? (names.get(gift.receiverId) ?? '') : null,
        packageName: gift.package?.name ?? null,
        createdAt: gift.createdAt.toISOString(),
        expiresAt: gift.expiresAt?.toISOString() ?? null,
        claimedAt: gift.claimedAt?.toISOString() ?? null,
      }
    })
  }

  /**
   * Expires one gift if it is unclaimed and past its deadline (idempotent: a status compare-and-set under the
   * order's lock): the order is refunded in full through the refund pipeline (`refundEverything`, one refund), the
   * money sent after commit. A gift whose order the buyer already refunded ends without a second one; one with a
   * refund under way waits for it (the sweep tries again). Answers whether it moved the gift.
   */
  async function expire(giftId: number): Promise<boolean> {
    const found = await gifts.byId(giftId)
    if (!found) return false
    const done = await db.transaction(async (tx) => {
      const { order, gift } = await lockGift(tx, found.orderId)
      if (!['ready', 'given'].includes(gift.status) || !gift.expiresAt || gift.expiresAt > clock.now()) return null
      if (!stillGivable(order)) {
        // The buyer took their money back: nothing left to refund here.
        await gifts.end(tx, gift.id, ['ready', 'given'], 'cancelled')
        return null
      }
      // A refund under way decides first; the sweep comes back to the gift once it is settled or rejected.
      if (await openRefund(tx, order.id)) return null
      const refund = await decideRefund.refundEverything(tx, order, 'system', '礼物超时未领取，自动退款', {
        event: 'gift_expired',
      })
      await gifts.end(tx, gift.id, ['ready', 'given'], 'expired')
      return refund
    })
    if (done) await decideRefund.afterDecision(done)
    return done !== null
  }

  return {
    /** What the shop offers (giftOrderSetting): boxes, cards, the claim deadline; goods are `goodsPage`'s. */
    async publicSettings() {
      const { goodsIds: _goodsIds, updatedAt: _updatedAt, ...shown } = await gifts.settings()
      return shown
    },

    /** The goods that can be gifted, in the settings' order (none while gifting is off). */
    async goodsPage(page: number, size: number) {
      const settings = await gifts.settings()
      const cards = settings.enabled ? await catalogue.cards(settings.goodsIds) : []
      return toPage(cards.slice(page * size, (page + 1) * size), cards.length, page, size)
    },

    /** The gift priced: the box and card in the answer, no address (the friend gives theirs). */
    async locate(customerId: number, body: GiftChoices): Promise<Cart> {
      const { pricing } = await choicesOf(body)
      const priced = await cart.locateItems(customerId, [{ skuId: body.skuId, quantity: body.quantity }], pricing)
      return { ...priced, address: null }
    },

    /** Places the gift order (give_gift, no address) and its gift in one transaction, as the checkout does. */
    async submit(customerId: number, body: ParsedBodyOf<typeof giftSubmit>): Promise<OrderSubmitted> {
      const { yuyinBlessing, remark, channel, idempotencyKey, quote, ...choices } = body
      const { box, pricing } = await choicesOf(choices)
      return checkout.submit(
        customerId,
        { kind: 'items', items: [{ skuId: body.skuId, quantity: body.quantity }] },
        { ...pricing, addressId: null, remark, channel, idempotencyKey, quote },
        {
          orderType: 'give_gift',
          attach: async (tx, order) => {
            await gifts.place(tx, {
              orderId: order.id,
              buyerId: customerId,
              package: box,
              customCard: body.customCard ?? null,
              blessing: yuyinBlessing ?? null,
            })
            await orders.record(tx, order.id, { type: 'give_order', actor: 'customer', actorId: String(customerId) })
          },
        },
      )
    },

    /**
     * The buyer gives a paid gift: a new link (an earlier one dies: the gift is given on). Refused: giftNotFound,
     * orderStatusInvalid (not paid, refunded, shipped), canNotRefundWhenRefunding (a refund under way),
     * giftStatusInvalid (claimed or ended), giftExpired.
     */
    async give(customerId: number, orderId: number) {
      return db.transaction(async (tx) => {
        const { order, gift } = await lockGift(tx, orderId, customerId)
        if (!stillGivable(order)) throw new DomainError('orderStatusInvalid', { orderId, status: order.status })
        if (await openRefund(tx, orderId)) throw new DomainError('canNotRefundWhenRefunding', { orderId })
        const given = await gifts.give(tx, gift)
        await orders.record(tx, orderId, {
          type: gift.status === 'given' ? 'gift_given_on' : 'gift_given',
          actor: 'customer',
          actorId: String(customerId),
        })
        return {
          giftId: given.id,
          code: given.code!,
          path: `${GIFT_RECEIVE_PAGE}?giftCode=${given.code}`,
          expiresAt: given.expiresAt!.toISOString(),
        }
      })
    },

    /** The buyer takes a given gift's link back (giftStatusInvalid when it is not given). */
    async cancelGive(customerId: number, orderId: number) {
      return db.transaction(async (tx) => {
        const { gift } = await lockGift(tx, orderId, customerId)
        const back = await gifts.takeBack(tx, gift)
        await orders.record(tx, orderId, {
          type: 'gift_give_cancelled',
          actor: 'customer',
          actorId: String(customerId),
        })
        return { giftId: back.id, status: back.status }
      })
    },

    /**
     * A gift as this person sees it: by orderId the buyer (their order), by giftId its buyer or receiver, by a live
     * link's code anyone (the buyer still as buyer). Anything else: giftNotFound / giftLinkInvalid.
     */
    async detail(viewerId: number | null, query: ParsedQueryOf<typeof giftDetail>): Promise<GiftView> {
      if (query.code !== undefined) {
        const gift = await gifts.byCode(query.code)
        if (!gift) throw new DomainError('giftLinkInvalid', { code: query.code })
        return view(gift, viewerId === gift.buyerId ? 'buyer' : 'guest')
      }
      if (viewerId === null) throw new DomainError('401')
      if (query.orderId !== undefined) {
        await orders.get(query.orderId, viewerId)
        const gift = await gifts.byOrder(query.orderId)
        if (!gift) throw new DomainError('giftNotFound', { orderId: query.orderId })
        return view(gift, 'buyer')
      }
      const gift = await gifts.byId(query.giftId!)
      if (gift?.receiverId === viewerId) return view(gift, 'receiver')
      if (gift?.buyerId === viewerId) return view(gift, 'buyer')
      throw new DomainError('giftNotFound', { giftId: query.giftId })
    },

    /**
     * A friend claims the gift of a live link with one of their addresses: under the order's lock, one statement
     * moves it to them (so of 20 claims at once one wins; the rest answer giftAlreadyClaimed), and their address
     * becomes the order's. Refused: giftLinkInvalid, giftOwnClaim, giftExpired, giftAlreadyClaimed, addressNotFound.
     */
    async acquire(customerId: number, code: string, addressId: number): Promise<GiftView> {
      const found = await gifts.byCode(code)
      if (!found) throw new DomainError('giftLinkInvalid', { code })
      if (found.buyerId === customerId) throw new DomainError('giftOwnClaim', { giftId: found.id })
      // Read before the transaction: on PGlite a query outside an open transaction waits for it to end.
      const address = addressSnapshot(await addresses.find(customerId, addressId))
      const claimed = await db.transaction(async (tx) => {
        const order = await orders.lock(tx, found.orderId)
        if (!stillGivable(order) || (await openRefund(tx, order.id))) return null
        const gift = await gifts.claim(tx, code, customerId, address)
        if (!gift) return null
        await orders.setGiftAddress(tx, order.id, address)
        await orders.record(tx, order.id, { type: 'gift_claimed', actor: 'customer', actorId: String(customerId) })
        return gift
      })
      if (!claimed) return refusal(code, found.id)
      return view(claimed, 'receiver')
    },

    /** The gifts the customer claimed, newest first. */
    async received(customerId: number, page: number, size: number) {
      const { rows, total } = await gifts.receivedPage(customerId, page, size)
      return toPage(await Promise.all(rows.map((gift) => view(gift, 'receiver'))), total, page, size)
    },

    /** The receiver's parcels with their tracks (giftNotFound for anyone else). */
    async logistics(customerId: number, giftId: number) {
      const gift = await gifts.byId(giftId)
      if (!gift || gift.receiverId !== customerId) throw new DomainError('giftNotFound', { giftId })
      return fulfilment.logistics(gift.buyerId, gift.orderId)
    },

    expire,

    /** The safety net behind each gift's own expiry job (GIFT_EXPIRE_TASK, added when the order is paid): every unclaimed gift past its deadline, a batch at a time. */
    async sweepExpired({ max = 200 } = {}): Promise<number> {
      let moved = 0
      for (const { id } of await gifts.dueForExpiry(max)) if (await expire(id)) moved++
      return moved
    },

    // ─── Console ───

    settings: () => gifts.settings(),

    async saveSettings(userid: string, input: GiftOrderSettings) {
      const known = new Set((await catalogue.cards(input.goodsIds)).map((card) => card.id))
      const unknown = input.goodsIds.filter((goodsId) => !known.has(goodsId))
      if (unknown.length > 0) throw new DomainError('goodsNotFound', { goodsIds: unknown })
      const before = await gifts.settings()
      await db.transaction(async (tx) => {
        await gifts.saveSettings(tx, input)
        await audit.record(tx, {
          staffUserid: userid,
          action: 'settings.edit',
          targetType: 'gift_settings',
          targetId: 1,
          summary: `修改送礼设置：${input.enabled ? '开启' : '关闭'}，${input.packages.length}种礼盒，${input.cards.length}种贺卡，${input.expiryHours}小时未领取自动退款，${input.goodsIds.length}件可送礼商品`,
          before: { ...before, updatedAt: before.updatedAt?.toISOString() ?? null },
          after: input,
        })
      })
      const saved = await gifts.settings()
      return { ...saved, updatedAt: saved.updatedAt?.toISOString() ?? null }
    },

    async merchantPage(query: ParsedQueryOf<typeof merchantGifts>): Promise<ResponseOf<typeof merchantGifts>> {
      const orderId = query.orderNo ? await orders.idByOrderNo(query.orderNo) : undefined
      const { rows, total } = await gifts.merchantPage(
        { status: query.status as GiftStatus | undefined, ...(orderId !== undefined && { orderId }) },
        query.page,
        query.size,
      )
      return toPage(await merchantRows(rows), total, query.page, query.size)
    },

    async merchantDetail(giftId: number): Promise<ResponseOf<typeof merchantGiftDetail>> {
      const gift = await gifts.byId(giftId)
      if (!gift) throw new DomainError('giftNotFound', { giftId })
      const [[row], timeline] = await Promise.all([merchantRows([gift]), orders.timeline(gift.orderId)])
      return {
        ...row!,
        customCard: gift.customCard,
        yuyinBlessing: gift.blessing,
        address: gift.receiverAddress,
        journey: timeline.filter((entry) => JOURNEY_EVENTS.has(entry.type) || entry.type === 'give_order'),
      }
    },
  }
}
