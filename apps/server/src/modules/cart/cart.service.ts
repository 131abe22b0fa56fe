import type { Cart, ResponseOf, cartReservation, cartWithRefusals } from '@shop/contracts'
import { DomainError, ERRORS, unitPrice, type ErrorCode } from '@shop/domain'
import type { z } from 'zod'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import type { AddressesService } from '../addresses'
import type { CatalogueService, SaleView } from '../catalogue'
import { cartRepository, type CartLineRow } from './cart.repository'
import type { CartPricing, LineSource, PricingChoices } from './cart.pricing'
import { toPage } from '../../platform/paging'

export interface CartDeps {
  db: Db
  clock: Clock
  catalogue: Pick<CatalogueService, 'saleView'>
  addresses: Pick<AddressesService, 'find' | 'preferred'>
  price: CartPricing
}

export type CartService = ReturnType<typeof createCartService>

export interface CartItem {
  skuId: number
  quantity: number
}

type CartWithRefusals = z.output<typeof cartWithRefusals>

/** An item that could not go into the cart: the error code and its message. */
interface Refusal extends CartItem {
  code: ErrorCode
  reason: string
}

const toSource = (row: CartLineRow): LineSource => ({
  skuId: row.skuId,
  quantity: row.quantity,
  selected: row.selected,
  priceWhenAdded: row.priceWhenAdded,
  addedAt: row.addedAt,
})

/** What a shopper pays for a unit now in the cart (a flash price is its sale's sec_kill's only). */
const payPriceOf = (sale: SaleView, skuId: number) => {
  const sku = sale.item(skuId)?.sku
  return sku ? unitPrice(sku) : 0
}

/**
 * The customer's cart: one line per SKU, added to, changed, ticked and removed; every answer is the whole cart
 * priced by the server. The sum of quantities never exceeds the store's cartMaxQuantity (changes are decided with
 * the cart locked), and a line never asks for more than is available when it is added or changed.
 */
export function createCartService({ db, clock, catalogue, addresses, price }: CartDeps) {
  const reader = cartRepository(db)

  /** The priced answer for these lines, with the address asked for (else the default one). */
  const answer = async (
    customerId: number,
    lines: readonly LineSource[],
    choices: PricingChoices = {},
    addressId?: number,
    flashSaleId: number | null = null,
  ): Promise<Cart> => {
    const sale = await catalogue.saleView(flashSaleId)
    const [quote, address] = await Promise.all([
      price(db, { customerId, lines, choices, sale }),
      addressId === undefined ? addresses.preferred(customerId) : addresses.find(customerId, addressId),
    ])
    return { ...quote.cart, address }
  }

  const cartOf = async (customerId: number, choices?: PricingChoices, addressId?: number) =>
    answer(customerId, (await reader.lines(customerId)).map(toSource), choices, addressId)

  /**
   * Why `quantity` more units of a SKU cannot go into a cart holding `held` units per SKU (null: they can): unknown
   * SKU, the cart's maximum, or more than is available of it.
   */
  const refusal = (sale: SaleView, held: ReadonlyMap<number, number>, item: CartItem): ErrorCode | null => {
    const sold = sale.item(item.skuId)
    if (!sold) return 'skuNotFound'
    const total = [...held.values()].reduce((n, units) => n + units, 0)
    if (total + item.quantity > sale.settings.cartMaxQuantity) return 'cartQuantityExceeded'
    if ((held.get(item.skuId) ?? 0) + item.quantity > sold.sku.available) return 'stockInsufficient'
    return null
  }

  const unitsPerSku = (lines: readonly CartLineRow[]) => new Map(lines.map((line) => [line.skuId, line.quantity]))

  /** Adds the items that can be added, one after the other, with the cart locked; answers those refused. */
  const addItems = async (customerId: number, items: readonly CartItem[], allOrNothing: boolean) => {
    const sale = await catalogue.saleView()
    const now = clock.now()
    return db.transaction(async (tx) => {
      const repo = cartRepository(tx)
      await repo.lock(customerId)
      const held = unitsPerSku(await repo.lines(customerId))
      const refused: Refusal[] = []
      const accepted: CartItem[] = []
      for (const item of items) {
        const code = refusal(sale, held, item)
        if (code) {
          refused.push({ ...item, code, reason: ERRORS[code].message })
          continue
        }
        accepted.push(item)
        held.set(item.skuId, (held.get(item.skuId) ?? 0) + item.quantity)
      }
      if (allOrNothing && refused.length > 0) throw new DomainError('cartItemsRefused', { items: refused })
      for (const item of accepted) await repo.add(customerId, { ...item, price: payPriceOf(sale, item.skuId) }, now)
      return { accepted, refused }
    })
  }

  const single = async (customerId: number, item: CartItem) => {
    const { refused } = await addItems(customerId, [item], false)
    if (refused[0]) throw new DomainError(refused[0].code, { skuId: item.skuId })
  }

  return {
    locate: (customerId: number, choices: PricingChoices = {}, addressId?: number) =>
      cartOf(customerId, choices, addressId),

    /** Priced lines that are not the cart (buy-now, multi-buy-now): every SKU known, within the cart's maximum. */
    async locateItems(
      customerId: number,
      items: readonly (CartItem & Pick<LineSource, 'groupPrice'>)[],
      choices: PricingChoices = {},
      addressId?: number,
      /** A sec_kill's locate: its sale's flash price (anything else is priced at the SKU's price). */
      flashSaleId: number | null = null,
    ): Promise<Cart> {
      return answer(customerId, buyNowLines(await catalogue.saleView(), items), choices, addressId, flashSaleId)
    },

    async append(customerId: number, item: CartItem): Promise<Cart> {
      await single(customerId, item)
      return cartOf(customerId)
    },

    async update(customerId: number, { skuId, quantity }: CartItem): Promise<Cart> {
      const sale = await catalogue.saleView()
      await db.transaction(async (tx) => {
        const repo = cartRepository(tx)
        await repo.lock(customerId)
        const held = unitsPerSku(await repo.lines(customerId))
        if (!held.delete(skuId)) throw new DomainError('cartLineNotFound', { skuId })
        const code = refusal(sale, held, { skuId, quantity })
        if (code) throw new DomainError(code, { skuId })
        await repo.setQuantity(customerId, skuId, quantity, payPriceOf(sale, skuId), clock.now())
      })
      return cartOf(customerId)
    },

    async select(customerId: number, skuIds: readonly number[] | 'all', selected: boolean): Promise<Cart> {
      await reader.select(customerId, skuIds, selected, clock.now())
      return cartOf(customerId)
    },

    async remove(customerId: number, skuIds: readonly number[]): Promise<Cart> {
      await reader.remove(customerId, skuIds)
      return cartOf(customerId)
    },

    /** All or nothing: one item that cannot be added refuses the batch (cartItemsRefused, details.items). */
    async batchAppend(customerId: number, items: readonly CartItem[]): Promise<Cart> {
      await addItems(customerId, items, true)
      return cartOf(customerId)
    },

    /** Adds what it can; answers the cart and what it could not add, with why. */
    async batchAppendNoBreak(customerId: number, items: readonly CartItem[]): Promise<CartWithRefusals> {
      const { refused } = await addItems(customerId, items, false)
      return { cart: await cartOf(customerId), refused }
    },

    /** Puts items back (buying an order again) and selects just the lines they went to. */
    async putBack(customerId: number, items: readonly CartItem[]): Promise<CartWithRefusals> {
      const merged = new Map<number, number>()
      for (const item of items) merged.set(item.skuId, (merged.get(item.skuId) ?? 0) + item.quantity)
      const { accepted, refused } = await addItems(
        customerId,
        [...merged].map(([skuId, quantity]) => ({ skuId, quantity })),
        false,
      )
      await reader.selectOnly(
        customerId,
        accepted.map((item) => item.skuId),
        clock.now(),
      )
      return { cart: await cartOf(customerId), refused }
    },

    /** Lines of goods with a flash sale running or coming, the sale starting first first. */
    async reservation(customerId: number, page: number, size: number): Promise<ResponseOf<typeof cartReservation>> {
      const [sale, rows] = await Promise.all([catalogue.saleView('shown'), reader.lines(customerId)])
      const reserved = rows.flatMap((row) => {
        const item = sale.item(row.skuId)
        if (!item?.activity || item.activity.status === 3) return []
        const { sku, activity } = item
        return [
          {
            skuId: sku.id,
            goodsId: sku.goodsId,
            name: item.goodsName,
            image: sku.image ?? item.goodsImage,
            specifications: sku.specifications,
            quantity: row.quantity,
            price: sku.price,
            activityPrice: sku.activityPrice,
            sellOut: sku.sellOut,
            activity,
          },
        ]
      })
      reserved.sort((a, b) => a.activity.startTime.localeCompare(b.activity.startTime) || a.skuId - b.skuId)
      return toPage(reserved.slice(page * size, (page + 1) * size), reserved.length, page, size)
    },

    /** The cart's badge: the sum of its quantities (spec §4). */
    itemCount: (customerId: number) => reader.itemCount(customerId),

    /** The SKUs in the customer's cart, newest first. */
    skuIds: async (customerId: number) => (await reader.lines(customerId)).map((line) => line.skuId),

    /** For the checkout, inside its transaction: the cart locked, and its lines. */
    async lockedLines(tx: Db, customerId: number): Promise<LineSource[]> {
      const repo = cartRepository(tx)
      await repo.lock(customerId)
      return (await repo.lines(customerId)).map(toSource)
    },

    /** For the checkout, inside its transaction: the bought lines leave the cart. */
    removeBought: (tx: Db, customerId: number, skuIds: readonly number[]) =>
      cartRepository(tx).remove(customerId, skuIds),

    /** For the checkout, inside its transaction: one submit per customer at a time. */
    lock: (tx: Db, customerId: number) => cartRepository(tx).lock(customerId),

    /**
     * For the checkout, inside its transaction: the order uses the promotion code, within its usage limit
     * (promotionCodeUsedUp when the last use went to another order since the shopper was shown it).
     */
    async useCode(tx: Db, use: { code: string; orderId: number; customerId: number }): Promise<void> {
      if (!(await cartRepository(tx).useCode(use.code, use.orderId, use.customerId, clock.now()))) {
        throw new DomainError('promotionCodeUsedUp', { code: use.code })
      }
    },

    /** For closing an unpaid order, inside its transaction: its use of a promotion code comes back (once). */
    releaseCode: (tx: Db, orderId: number) => cartRepository(tx).releaseCode(orderId),
  }
}

/** Buy-now lines: every SKU must be known, and the units within the cart's maximum. */
export function buyNowLines(
  sale: SaleView,
  items: readonly (CartItem & Pick<LineSource, 'groupPrice'>)[],
): LineSource[] {
  for (const { skuId } of items) if (!sale.item(skuId)) throw new DomainError('skuNotFound', { skuId })
  const units = items.reduce((n, item) => n + item.quantity, 0)
  if (units > sale.settings.cartMaxQuantity) {
    throw new DomainError('cartQuantityExceeded', { cartMaxQuantity: sale.settings.cartMaxQuantity })
  }
  return items.map((item) => ({ ...item, selected: true, priceWhenAdded: null, addedAt: null }))
}
