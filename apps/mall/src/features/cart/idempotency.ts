import Taro from '@tarojs/taro'
import { useState } from 'react'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** The contract's idempotency key: 8–64 of [A-Za-z0-9_-]. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{8,64}$/

/**
 * A key for one checkout: the submit sends it, and sends it again on a retry or a double tap, so the server answers
 * the order the first one made. 22 random characters after the time.
 */
export function newIdempotencyKey(now = Date.now(), random: () => number = Math.random): string {
  let tail = ''
  for (let i = 0; i < 22; i += 1) tail += ALPHABET[Math.floor(random() * ALPHABET.length)] ?? 'A'
  return `${now.toString(36)}-${tail}`
}

/**
 * The key of this checkout: the one its link carries (`checkoutUrl` makes one per 结算 / 立即购买), so the same
 * checkout opened again — the browser's Back from WeChat's cashier reloads it — sends the same key; a link without
 * one (an old bookmark) gets one for this visit.
 */
export function useIdempotencyKey(fromLink: string | undefined): string {
  const [key] = useState(() => (fromLink && KEY_SHAPE.test(fromLink) ? fromLink : newIdempotencyKey()))
  return key
}

const PLACED_KEY = 'shop.checkout.placed'
/** Checkouts remembered: enough for every checkout still in a browser's history. */
const PLACED_KEPT = 20

type Placed = [key: string, orderId: number][]

const readPlaced = (): Placed => {
  const value: unknown = Taro.getStorageSync(PLACED_KEY)
  return Array.isArray(value) ? (value as Placed) : []
}

/** Remembers that the checkout of this key placed the order, so that coming back to it leads to the order. */
export function rememberPlaced(key: string, orderId: number): void {
  const kept = readPlaced().filter(([k]) => k !== key)
  Taro.setStorageSync(PLACED_KEY, [[key, orderId], ...kept].slice(0, PLACED_KEPT))
}

/** The order the checkout of this key placed, if it did. */
export const placedOrder = (key: string): number | null => readPlaced().find(([k]) => k === key)?.[1] ?? null
