import { createStore, useStore } from '../../lib/state/store'
import type { LocateBody } from './api/cart-locate'

/**
 * The shopper's pricing choices for the cart. They are not kept by the server: every locate and the submit send
 * them (the same ones to both), so the cart tab and its checkout share them here.
 */
export interface PricingChoices {
  /** A coupon of theirs; null: none; undefined: the engine applies the one that saves the most. */
  couponId?: number | null
  usePoints: boolean
  promotionCode: string
  /** Offers of the answer's selectGifts taken as add-on lines. */
  selectGifts: { promotionId: number; skuId: number; quantity: number }[]
  /** The greeting card printed with gift packages. */
  customCard: { from: string; content: string; to: string } | null
}

export const NO_CHOICES: PricingChoices = {
  couponId: undefined,
  usePoints: false,
  promotionCode: '',
  selectGifts: [],
  customCard: null,
}

export const cartChoices = createStore<PricingChoices>(NO_CHOICES)

export function setCartChoices(patch: Partial<PricingChoices>): void {
  cartChoices.set((c) => ({ ...c, ...patch }))
}

export const useCartChoices = (): PricingChoices => useStore(cartChoices)

/** The choices as a call sends them: what is left at its default is left out. */
export function choicesBody(c: PricingChoices): LocateBody {
  return {
    ...(c.couponId !== undefined && { couponId: c.couponId }),
    ...(c.usePoints && { usePoints: true }),
    ...(c.promotionCode.trim() && { promotionCode: c.promotionCode.trim() }),
    ...(c.selectGifts.length > 0 && { selectGifts: c.selectGifts }),
    ...(c.customCard && { customCard: c.customCard }),
  }
}

/** Whether any choice differs from the default (then a cart change is priced again with them). */
export const hasChoices = (c: PricingChoices): boolean => Object.keys(choicesBody(c)).length > 0
