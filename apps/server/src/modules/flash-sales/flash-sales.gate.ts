import type { Redis } from 'ioredis'
import { admitFlash, type FlashAdmission } from '@shop/domain'

/** One SKU of a sale as the database has it: the allotment's units left, each buyer's units held. */
export interface GateTruth {
  activityId: number
  /** skuId → units left of its allotment (inventory − used). */
  left: ReadonlyMap<number, number>
  /** customerId → units of the sale they hold (flash_sale_buyers). */
  bought: ReadonlyMap<number, number>
}

export interface GateRequest {
  activityId: number
  skuId: number
  customerId: number
  quantity: number
  limit: number
}

/**
 * The fast gate in front of the database for a rush (docs/flash-sales.md "The gate"): one atomic step checks the
 * SKU's units left and the buyer's units held against the limit and, when both allow, takes them. It only turns
 * requests away early: the database's guarded updates stay the truth, so a gate that lets too many through costs
 * a refused submit, never an oversold unit. `unknown`: the sale is not loaded (the caller loads it and asks again).
 */
export interface FlashGate {
  /** `holding`: the buyer held units of the sale before this request (a refusal may be a retry of their submit). */
  admit(request: GateRequest): Promise<{ admission: FlashAdmission | 'unknown'; holding: boolean }>
  /** Gives units back (a refused submit, a cancel, an unpaid close): the SKU's left and the buyer's held. */
  release(request: Omit<GateRequest, 'limit'>): Promise<void>
  /**
   * Counts units the database sold that the gate had turned away (a holding buyer's new order, whose other submit
   * the database then refused and gave back): the SKU's left and the buyer's held, without a check.
   */
  take(request: Omit<GateRequest, 'limit'>): Promise<void>
  /** Sets a sale's counts to the database's (at start, after an edit, by the recurring sweep). */
  load(truth: GateTruth): Promise<void>
  /** The units the gate holds as left of a SKU (null: the sale is not loaded): to compare with the database. */
  left(activityId: number, skuId: number): Promise<number | null>
}

/** The embedded default: one process, so a map and a synchronous step are atomic. */
export function memoryGate(): FlashGate {
  const left = new Map<string, number>()
  const bought = new Map<string, number>()
  const skuKey = (activityId: number, skuId: number) => `${activityId}:${skuId}`
  const buyerKey = (activityId: number, customerId: number) => `${activityId}:${customerId}`
  const loaded = new Set<number>()
  /** `units` back to the SKU's left, taken from the buyer's held (negative: the other way). */
  const move = ({ activityId, skuId, customerId }: Omit<GateRequest, 'limit' | 'quantity'>, units: number) => {
    if (!loaded.has(activityId)) return
    left.set(skuKey(activityId, skuId), (left.get(skuKey(activityId, skuId)) ?? 0) + units)
    const held = (bought.get(buyerKey(activityId, customerId)) ?? 0) - units
    bought.set(buyerKey(activityId, customerId), Math.max(0, held))
  }
  return {
    async admit({ activityId, skuId, customerId, quantity, limit }) {
      if (!loaded.has(activityId)) return { admission: 'unknown', holding: false }
      const counts = {
        left: left.get(skuKey(activityId, skuId)) ?? 0,
        bought: bought.get(buyerKey(activityId, customerId)) ?? 0,
      }
      const { admission, counts: next } = admitFlash(counts, quantity, limit)
      left.set(skuKey(activityId, skuId), next.left)
      bought.set(buyerKey(activityId, customerId), next.bought)
      return { admission, holding: counts.bought > 0 }
    },
    async release(request) {
      move(request, request.quantity)
    },
    async take(request) {
      move(request, -request.quantity)
    },
    async load(truth) {
      for (const key of [...left.keys()]) if (key.startsWith(`${truth.activityId}:`)) left.delete(key)
      for (const key of [...bought.keys()]) if (key.startsWith(`${truth.activityId}:`)) bought.delete(key)
      for (const [skuId, units] of truth.left) left.set(skuKey(truth.activityId, skuId), units)
      for (const [customerId, units] of truth.bought) bought.set(buyerKey(truth.activityId, customerId), units)
      loaded.add(truth.activityId)
    },
    async left(activityId, skuId) {
      return loaded.has(activityId) ? (left.get(skuKey(activityId, skuId)) ?? 0) : null
    },
  }
}

/**
 * Admission in one Lua step (the same rule as the domain's admitFlash): KEYS[1] the SKU's units left, KEYS[2] the
 * sale's buyers hash (customer → units held: the buyer's mark and count at once), KEYS[3] the sale's loaded mark.
 * Answers 0 admitted, 1 sold out, 2 over the limit, 3 not loaded; plus 10 when the buyer held units before.
 */
const ADMIT = `
if redis.call('EXISTS', KEYS[3]) == 0 then return 3 end
local quantity = tonumber(ARGV[1])
local bought = tonumber(redis.call('HGET', KEYS[2], ARGV[3]) or '0')
local holding = 0
if bought > 0 then holding = 10 end
if bought + quantity > tonumber(ARGV[2]) then return 2 + holding end
local left = tonumber(redis.call('GET', KEYS[1]) or '0')
if left < quantity then return 1 + holding end
redis.call('DECRBY', KEYS[1], quantity)
redis.call('HINCRBY', KEYS[2], ARGV[3], quantity)
return holding`

/** Gives ARGV[1] units back to the SKU's left from the buyer's held (a negative count takes them: `take`). */
const RELEASE = `
if redis.call('EXISTS', KEYS[3]) == 0 then return 0 end
redis.call('INCRBY', KEYS[1], ARGV[1])
local held = redis.call('HINCRBY', KEYS[2], ARGV[2], -tonumber(ARGV[1]))
if held <= 0 then redis.call('HDEL', KEYS[2], ARGV[2]) end
return 1`

const ANSWERS: Record<number, FlashAdmission | 'unknown'> = {
  0: 'admitted',
  1: 'soldOut',
  2: 'limitExceeded',
  3: 'unknown',
}

/** The gate every process shares when REDIS_URL is set (keys under the store's prefix, kept a week past a load). */
export function redisGate(redis: Redis, prefix: string): FlashGate {
  // Sent once, then called by their SHA (EVALSHA): a rush sends its arguments, not the scripts.
  redis.defineCommand('flashAdmit', { numberOfKeys: 3, lua: ADMIT })
  redis.defineCommand('flashRelease', { numberOfKeys: 3, lua: RELEASE })
  const scripts = redis as Redis &
    Record<'flashAdmit' | 'flashRelease', (...args: (string | number)[]) => Promise<number>>
  const keys = (activityId: number, skuId: number) => [
    `${prefix}flash:${activityId}:left:${skuId}`,
    `${prefix}flash:${activityId}:buyers`,
    `${prefix}flash:${activityId}:loaded`,
  ]
  return {
    async admit({ activityId, skuId, customerId, quantity, limit }) {
      const answer = await scripts.flashAdmit(...keys(activityId, skuId), quantity, limit, customerId)
      return { admission: ANSWERS[answer % 10]!, holding: answer >= 10 }
    },
    async release({ activityId, skuId, customerId, quantity }) {
      await scripts.flashRelease(...keys(activityId, skuId), quantity, customerId)
    },
    async take({ activityId, skuId, customerId, quantity }) {
      await scripts.flashRelease(...keys(activityId, skuId), -quantity, customerId)
    },
    async load({ activityId, left, bought }) {
      const [, buyers, loaded] = keys(activityId, 0)
      const week = 7 * 86_400
      const multi = redis.multi().del(buyers!)
      for (const [skuId, units] of left) multi.set(keys(activityId, skuId)[0]!, units, 'EX', week)
      if (bought.size > 0) multi.hset(buyers!, Object.fromEntries([...bought].map(([c, units]) => [String(c), units])))
      multi.expire(buyers!, week).set(loaded!, '1', 'EX', week)
      await multi.exec()
    },
    async left(activityId, skuId) {
      const [units, , loaded] = keys(activityId, skuId)
      const [value, isLoaded] = await redis.mget(units!, loaded!)
      return isLoaded === null ? null : Number(value ?? 0)
    },
  }
}
