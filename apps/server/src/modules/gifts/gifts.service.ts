import { randomBytes } from 'node:crypto'
import { and, eq, type SQL } from 'drizzle-orm'
import type { GiftOrderSettings } from '@shop/contracts'
import { DomainError, GIVABLE, type CustomCard, type GiftStatus } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import type { AddressSnapshot } from '../orders'
import { giftsRepository, type GiftRow } from './gifts.repository'
import { gifts, type GiftBoxRow } from './gifts.tables'

export type GiftsService = ReturnType<typeof createGiftsService>

/** Until an operator saves settings, gifting is off: no box, no card, a day to claim, no goods. */
export const GIFT_SETTINGS_DEFAULTS: GiftOrderSettings = {
  enabled: false,
  packages: [],
  cards: [],
  expiryHours: 24,
  goodsIds: [],
}

const HOUR_MS = 3_600_000

/** The job the payment adds for a gift, run at its claim deadline (platform/jobs.ts; src/flows/give-gift.ts runs it). */
export const GIFT_EXPIRE_TASK = 'expire-gift'
export const giftExpireKey = (giftId: number) => `expire-gift:${giftId}`

/**
 * The gifts (docs/gifts.md): the shop's gift settings and each gift order's gift — its box, card, blessing, link
 * and receiver. Every move is a compare-and-set on the status it expects, inside the caller's transaction; the
 * flows (src/flows/give-gift.ts) tie them to the order's lifecycle.
 */
export function createGiftsService({ db, clock }: { db: Db; clock: Clock }) {
  const reader = giftsRepository(db)

  const settings = async (): Promise<GiftOrderSettings & { updatedAt: Date | null }> => {
    const row = await reader.settings()
    if (!row) return { ...GIFT_SETTINGS_DEFAULTS, updatedAt: null }
    const { id: _id, ...kept } = row
    return kept
  }

  return {
    settings,

    saveSettings: (tx: Db, values: GiftOrderSettings) =>
      giftsRepository(tx).saveSettings({ ...values, updatedAt: clock.now() }),

    /** The gift of a gift order being placed (wait_pay until the order is paid). */
    place: (
      tx: Db,
      gift: {
        orderId: number
        buyerId: number
        package: GiftBoxRow | null
        customCard: CustomCard | null
        blessing: string | null
      },
    ) => {
      const now = clock.now()
      return giftsRepository(tx).insert({ ...gift, status: 'wait_pay', createdAt: now, updatedAt: now })
    },

    byId: (giftId: number) => reader.byId(giftId),
    byCode: (code: string) => reader.byCode(code),
    byOrder: (orderId: number, tx: Db = db) => giftsRepository(tx).byOrder(orderId),
    byOrders: (orderIds: readonly number[]) => reader.byOrders(orderIds),
    /** The gift of an order, locked (after its order: docs/orders.md "Lock order"); null for other orders. */
    lockByOrder: (tx: Db, orderId: number) => giftsRepository(tx).lockByOrder(orderId),

    /** The order was paid: the gift waits to be given, until the settings' claim deadline from now. */
    async paid(tx: Db, orderId: number): Promise<GiftRow | null> {
      const gift = await giftsRepository(tx).byOrder(orderId)
      if (!gift) return null
      // Inside the payment's transaction: read with it (on PGlite another connection's read would wait for it).
      const expiryHours = (await giftsRepository(tx).settings())?.expiryHours ?? GIFT_SETTINGS_DEFAULTS.expiryHours
      const now = clock.now()
      return giftsRepository(tx).move(
        gift.id,
        ['wait_pay'],
        'ready',
        { expiresAt: new Date(now.getTime() + expiryHours * HOUR_MS) },
        now,
      )
    },

    /** A new link for a gift not claimed yet; the last one stops working. giftStatusInvalid / giftExpired else. */
    async give(tx: Db, gift: GiftRow): Promise<GiftRow> {
      const now = clock.now()
      if (gift.expiresAt && gift.expiresAt <= now) throw new DomainError('giftExpired', { giftId: gift.id })
      const code = randomBytes(16).toString('base64url')
      const given = await giftsRepository(tx).move(gift.id, GIVABLE, 'given', { code, givenAt: now }, now)
      if (!given) throw new DomainError('giftStatusInvalid', { giftId: gift.id, status: gift.status })
      return given
    },

    /** The buyer takes the link back: the gift is theirs to give again. */
    async takeBack(tx: Db, gift: GiftRow): Promise<GiftRow> {
      const back = await giftsRepository(tx).move(gift.id, ['given'], 'ready', { code: null }, clock.now())
      if (!back) throw new DomainError('giftStatusInvalid', { giftId: gift.id, status: gift.status })
      return back
    },

    /** One statement decides who gets it (see the repository); null: the link is no longer live. */
    claim: (tx: Db, code: string, receiverId: number, address: AddressSnapshot) =>
      giftsRepository(tx).claim(code, receiverId, address, clock.now()),

    /** Ends an unclaimed gift (expired, refunded, closed unpaid); null when it had moved on. */
    end: (tx: Db, giftId: number, from: readonly GiftStatus[], to: GiftStatus) => {
      const now = clock.now()
      return giftsRepository(tx).move(giftId, from, to, { code: null, endedAt: now }, now)
    },

    dueForExpiry: (limit: number) => reader.dueForExpiry(clock.now(), limit),

    /** The console's list: by status, or the gift of one order. */
    merchantPage: (
      filter: { status?: GiftStatus | undefined; orderId?: number | null },
      page: number,
      size: number,
    ) => {
      const where: SQL[] = []
      if (filter.status) where.push(eq(gifts.status, filter.status))
      if (filter.orderId !== undefined) where.push(eq(gifts.orderId, filter.orderId ?? -1))
      return reader.page(where.length ? and(...where) : undefined, page, size)
    },

    /** The gifts a customer claimed, newest first. */
    receivedPage: (customerId: number, page: number, size: number) =>
      reader.page(eq(gifts.receiverId, customerId), page, size),
  }
}
