import type { GiftItem } from './types'

/**
 * Small type guards for promotion args, which arrive as untyped JSON. Plain functions on purpose: the domain
 * package imports no validation library.
 */

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** A fen amount: a safe integer ≥ 0. */
export const isFen = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0

/** A count or a positive amount: a safe integer ≥ 1. */
export const isPositive = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 1

/** A share in [0, 1] with at most 4 decimals (0.85, 0.875), so fen arithmetic on it stays exact. */
export const isShare = (v: unknown): v is number =>
  typeof v === 'number' && v >= 0 && v <= 1 && Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6

/** A discount rate: a share strictly between 0 and 1 (0.85 = pay 85%). */
export const isRate = (v: unknown): v is number => isShare(v) && v > 0 && v < 1

export const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0

export function isListOf<T>(v: unknown, item: (x: unknown) => x is T): v is T[] {
  return Array.isArray(v) && v.length > 0 && v.every(item)
}

export const isGiftItem = (v: unknown): v is GiftItem =>
  isRecord(v) &&
  isText(v.skuId) &&
  isText(v.goodsId) &&
  typeof v.name === 'string' &&
  isPositive(v.quantity) &&
  isFen(v.costPrice)
