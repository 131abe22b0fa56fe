/**
 * The surprise box's pure rules (惊喜盲盒, docs/members-programmes.md "Surprise box"): the odds shown before buying
 * and where a roll lands. The odds are each goods' weight / the pool's total weight and are never re-weighted: a
 * roll that lands on a goods with nothing left of its allotment reveals the box's stated fallback goods instead, so
 * a paid box always holds a goods. Pure: the roll is passed in (the server rolls `crypto.randomInt(total)`).
 */

import { prizeAt, totalWeight } from './programmes'

/** One goods of a box's pool: its weight and what is left of its allotment. */
export interface BoxPoolEntry {
  weight: number
  /** Units of the allotment not yet revealed. */
  left: number
}

/** The odds of each goods of the pool as exact fractions of 1 (weight / total), as the box page shows them. */
export const boxOdds = (pool: readonly Pick<BoxPoolEntry, 'weight'>[]): number[] => {
  const total = totalWeight(pool.map((entry) => entry.weight))
  return pool.map((entry) => (total === 0 ? 0 : entry.weight / total))
}

/** What a roll reveals: the goods it landed on (its index), and whether the fallback stands in for it. */
export interface BoxReveal {
  /** The pool entry the roll landed on. */
  landed: number
  /** True when the landed goods had nothing left: the box's fallback goods is revealed. */
  fallback: boolean
}

/**
 * Where a roll in [0, total weight) lands in the pool (prizeAt: entry i with probability weight_i / total), and
 * whether the fallback stands in because the landed goods has nothing left. RangeError for a roll out of range or a
 * pool of no weight (the console never saves one).
 */
export function revealOf(pool: readonly BoxPoolEntry[], roll: number): BoxReveal {
  const landed = prizeAt(
    pool.map((entry) => entry.weight),
    roll,
  )
  return { landed, fallback: pool[landed]!.left <= 0 }
}

/** Why a pool cannot be saved (null: it can): no goods, a goods twice, no weight at all, negative numbers. */
export function boxPoolProblem(pool: readonly { skuId: number; weight: number; allotment: number }[]): string | null {
  if (pool.length === 0) return '请至少添加一个商品'
  if (new Set(pool.map((entry) => entry.skuId)).size !== pool.length) return '商品池中有重复的商品'
  if (pool.some((entry) => !Number.isInteger(entry.weight) || entry.weight < 0)) return '权重须为非负整数'
  if (pool.some((entry) => !Number.isInteger(entry.allotment) || entry.allotment < 0)) return '数量须为非负整数'
  if (totalWeight(pool.map((entry) => entry.weight)) <= 0) return '权重之和须大于0'
  return null
}
