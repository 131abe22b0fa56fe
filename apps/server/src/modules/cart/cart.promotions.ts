import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import {
  PROMOTION_KINDS,
  type MerchantPromotion,
  type MerchantPromotionCode,
  type ParsedBodyOf,
  type PromotionKindCode,
  type PromotionStatus,
  type GoodsPromotion,
  type ResponseOf,
  type merchantCreatePromotion,
  type merchantCreatePromotionCode,
  type merchantPromotionKinds,
  type merchantPromotionCodes,
  type merchantPromotions,
} from '@shop/contracts'
import { DomainError, inScope, PROMOTION_RULES, promotionSummary } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { sharedCache, type InvalidationBus } from '../../platform/invalidation'
import { toPromotionInput } from './cart.pricing'
import { promotionsRepository } from './cart.promotions.repository'
import { cartRepository } from './cart.repository'
import type { PromotionCodeRow, PromotionRow } from './cart.repository'
import { toPage } from '../../platform/paging'

export interface PromotionsDeps {
  db: Db
  clock: Clock
  bus: InvalidationBus
}

export type PromotionsService = ReturnType<typeof createPromotionsService>

/** A promotion as the console sends it (args as typed: SKU ids as numbers, gifts without their names). */
export type PromotionBody = ParsedBodyOf<typeof merchantCreatePromotion>
export type PromotionCodeBody = ParsedBodyOf<typeof merchantCreatePromotionCode>

/** What a SKU id names in the catalogue, for the args that name SKUs. */
export type SkuLookup = (skuId: number) => { goodsId: number; name: string } | undefined

/** A console write's outcome: before and after, for the audit row and the answer. */
export interface Change<T> {
  before: T
  after: T
}

const STATUS_LABELS: Record<PromotionStatus, string> = {
  upcoming: '未开始',
  running: '进行中',
  ended: '已结束',
  stopped: '已停止',
}

/** Stopped by the merchant, or where `now` falls in its [start, end) window. */
export function windowStatus(active: boolean, start: Date, end: Date, now: Date): PromotionStatus {
  if (!active) return 'stopped'
  if (start > now) return 'upcoming'
  return end <= now ? 'ended' : 'running'
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Typed args → the engine's args: every `skuId` must be a SKU of the catalogue and becomes the engine's string id;
 * a gift item (an object with `costPrice`) takes its goods and name from the catalogue. An unknown SKU is refused on
 * its field (skuNotFound, `body.args.…`).
 */
export function toStoredArgs(args: unknown, lookup: SkuLookup, path = 'body.args'): unknown {
  if (Array.isArray(args)) return args.map((item, i) => toStoredArgs(item, lookup, `${path}.${i}`))
  if (!isObject(args)) return args
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(args)) out[key] = toStoredArgs(value, lookup, `${path}.${key}`)
  if (typeof args.skuId === 'number') {
    const sku = lookup(args.skuId)
    if (!sku) throw new DomainError('skuNotFound', [{ path: `${path}.skuId`, message: '商品规格不存在或已下架' }])
    out.skuId = String(args.skuId)
    if ('costPrice' in args) Object.assign(out, { goodsId: String(sku.goodsId), name: sku.name })
  }
  return out
}

/** The engine's args → as the form edits them (the inverse of toStoredArgs). */
export function toTypedArgs(args: unknown): unknown {
  if (Array.isArray(args)) return args.map(toTypedArgs)
  if (!isObject(args)) return args
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(args)) out[key] = toTypedArgs(value)
  if (typeof args.skuId === 'string') {
    out.skuId = Number(args.skuId)
    if ('costPrice' in args) {
      delete out.goodsId
      delete out.name
    }
  }
  return out
}

function toMerchantPromotion(row: PromotionRow, now: Date): MerchantPromotion {
  const status = windowStatus(row.active, row.startAt, row.endAt, now)
  return {
    promotionId: row.id,
    key: row.key,
    code: row.code,
    kindName: PROMOTION_RULES[row.code]?.tag ?? row.code,
    name: row.name,
    scope: row.scope,
    args: toTypedArgs(row.args) as Record<string, unknown>,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    active: row.active,
    status,
    statusLabel: STATUS_LABELS[status],
  }
}

function toMerchantCode(row: PromotionCodeRow, now: Date): MerchantPromotionCode {
  const status = windowStatus(row.active, row.validFrom, row.validTo, now)
  return {
    code: row.code,
    promotionType: row.promotionType,
    promotionValue: row.promotionValue,
    threshold: row.threshold,
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
    active: row.active,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    status,
    statusLabel: STATUS_LABELS[status],
  }
}

/** The registry as the console renders it: made once (the kinds are code). */
const KINDS: ResponseOf<typeof merchantPromotionKinds> = (Object.keys(PROMOTION_KINDS) as PromotionKindCode[]).map(
  (code) => ({
    code,
    name: PROMOTION_RULES[code]!.tag,
    description: PROMOTION_KINDS[code].description,
    takesLines: PROMOTION_RULES[code]!.takesLines,
    argsSchema: z.toJSONSchema(PROMOTION_KINDS[code].args, { io: 'input', unrepresentable: 'any' }),
  }),
)

type PageOf<R extends typeof merchantPromotions | typeof merchantPromotionCodes> = ResponseOf<R>

/**
 * The console's promotions and promotion codes (docs/marketing.md). Writes run inside the caller's transaction (the
 * flow writes the audit row in it, and publishes the bus's `promotions` after the commit); the cart prices with the
 * promotions running at each call, from the active ones kept in memory until that topic is published in any process
 * (ADR 0071: a locate or submit reads no promotion row).
 */
export function createPromotionsService({ db, clock, bus }: PromotionsDeps) {
  const reader = promotionsRepository(db)
  const load = async (handle: Db): Promise<PromotionRow[]> => cartRepository(handle).activePromotions()
  const active = sharedCache({ bus, topic: 'promotions', clock, make: (_all: 'active') => load(db) })

  /** The promotions running at `now`, in id order; inside a transaction, pass it (a cold cache is read through it). */
  const running = async (now: Date, tx?: Db): Promise<PromotionRow[]> =>
    (await active.get('active', tx && (() => load(tx)))).filter((row) => row.startAt <= now && row.endAt > now)

  /** The engine's args for a body, checked again by the rule itself (the kind schema and the rule agree). */
  const storedArgs = (body: PromotionBody, lookup: SkuLookup) => {
    const args = toStoredArgs(body.args, lookup)
    if (!PROMOTION_RULES[body.code]!.argsSchema(args))
      throw new DomainError('validationFailed', [{ path: 'body.args', message: '活动规则不正确' }])
    return args
  }

  return {
    kinds: () => KINDS,
    running,

    /**
     * goods_promotion: the promotions running now that cover any of the SKUs (`goodsOf` names a SKU's goods; a SKU
     * no longer sold covers nothing), in id order, each with the asked SKUs it covers. A promotion whose args its
     * rule refuses does nothing at the cart, so it is not shown.
     */
    async covering(
      skuIds: readonly number[],
      goodsOf: (skuId: number) => number | undefined,
    ): Promise<GoodsPromotion[]> {
      const skus = [...new Set(skuIds)].flatMap((skuId) => {
        const goodsId = goodsOf(skuId)
        return goodsId === undefined ? [] : [{ skuId, line: { skuId: String(skuId), goodsId: String(goodsId) } }]
      })
      if (skus.length === 0) return []
      const rows = await running(clock.now())
      return rows.flatMap((row) => {
        const summary = promotionSummary(row.code, row.args)
        const { scope } = toPromotionInput(row)
        const covered = skus.filter((s) => inScope(scope, s.line)).map((s) => s.skuId)
        if (summary === null || covered.length === 0) return []
        return [
          {
            promotionId: row.id,
            code: row.code,
            tag: PROMOTION_RULES[row.code]!.tag,
            name: row.name,
            summary,
            startAt: row.startAt.toISOString(),
            endAt: row.endAt.toISOString(),
            skuIds: covered,
          },
        ]
      })
    },

    async page(
      query: Parameters<typeof reader.page>[0] & {
        sort: `${'startAt' | 'endAt' | 'promotionId'},${'asc' | 'desc'}`
        page: number
        size: number
      },
    ): Promise<PageOf<typeof merchantPromotions>> {
      const now = clock.now()
      const { rows, total } = await reader.page(query, query.sort, now, query.page, query.size)
      return toPage(
        rows.map((row) => toMerchantPromotion(row, now)),
        total,
        query.page,
        query.size,
      )
    },

    async detail(promotionId: number): Promise<MerchantPromotion> {
      const row = await reader.find(promotionId)
      if (!row) throw new DomainError('notFound')
      return toMerchantPromotion(row, clock.now())
    },

    async create(tx: Db, body: PromotionBody, lookup: SkuLookup): Promise<MerchantPromotion> {
      const row = await promotionsRepository(tx).insert({
        key: `P${clock.now().getTime().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`,
        code: body.code,
        name: body.name,
        scope: body.scope,
        args: storedArgs(body, lookup),
        startAt: new Date(body.startAt),
        endAt: new Date(body.endAt),
      })
      return toMerchantPromotion(row, clock.now())
    },

    /** Changes a promotion that has not ended or stopped; its kind stays. */
    async update(
      tx: Db,
      promotionId: number,
      body: PromotionBody,
      lookup: SkuLookup,
    ): Promise<Change<MerchantPromotion>> {
      const repo = promotionsRepository(tx)
      const row = await repo.find(promotionId, true)
      if (!row) throw new DomainError('notFound')
      const now = clock.now()
      const before = toMerchantPromotion(row, now)
      if (before.status === 'ended' || before.status === 'stopped') throw new DomainError('promotionEnded')
      if (body.code !== row.code)
        throw new DomainError('promotionKindFixed', [{ path: 'body.code', message: '活动类型创建后不能修改' }])
      const updated = await repo.update(row.id, {
        name: body.name,
        scope: body.scope,
        args: storedArgs(body, lookup),
        startAt: new Date(body.startAt),
        endAt: new Date(body.endAt),
      })
      return { before, after: toMerchantPromotion(updated, now) }
    },

    /** A running promotion ends now; one not started is stopped. */
    async end(tx: Db, promotionId: number): Promise<Change<MerchantPromotion>> {
      const repo = promotionsRepository(tx)
      const row = await repo.find(promotionId, true)
      if (!row) throw new DomainError('notFound')
      const now = clock.now()
      const before = toMerchantPromotion(row, now)
      if (before.status === 'ended' || before.status === 'stopped') throw new DomainError('promotionEnded')
      const updated = await repo.update(row.id, before.status === 'running' ? { endAt: now } : { active: false })
      return { before, after: toMerchantPromotion(updated, now) }
    },

    async codePage(query: {
      keyword?: string | undefined
      status?: PromotionStatus | undefined
      sort: `${'validFrom' | 'usedCount'},${'asc' | 'desc'}`
      page: number
      size: number
    }): Promise<PageOf<typeof merchantPromotionCodes>> {
      const now = clock.now()
      const { rows, total } = await reader.codePage(
        { keyword: query.keyword?.toUpperCase(), status: query.status },
        query.sort,
        now,
        query.page,
        query.size,
      )
      return toPage(
        rows.map((row) => toMerchantCode(row, now)),
        total,
        query.page,
        query.size,
      )
    },

    async createCode(tx: Db, body: PromotionCodeBody): Promise<MerchantPromotionCode> {
      const row = await promotionsRepository(tx).insertCode({
        ...body,
        code: body.code.toUpperCase(),
        validFrom: new Date(body.validFrom),
        validTo: new Date(body.validTo),
      })
      if (!row) throw new DomainError('promotionCodeTaken', [{ path: 'body.code', message: '优惠码已存在' }])
      return toMerchantCode(row, clock.now())
    },

    /** Changes a code under a lock on its row; its usage limit never goes below the uses it holds. */
    async updateCode(
      tx: Db,
      code: string,
      body: Omit<PromotionCodeBody, 'code'>,
    ): Promise<Change<MerchantPromotionCode>> {
      const repo = promotionsRepository(tx)
      const row = await repo.lockCode(code.toUpperCase())
      if (!row) throw new DomainError('notFound')
      const now = clock.now()
      const updated = await repo.updateCode(row.code, {
        ...body,
        validFrom: new Date(body.validFrom),
        validTo: new Date(body.validTo),
      })
      if (!updated)
        throw new DomainError('promotionCodeBelowUsed', [
          { path: 'body.usageLimit', message: `已使用${row.usedCount}次，可用次数不能少于此数` },
        ])
      return { before: toMerchantCode(row, now), after: toMerchantCode(updated, now) }
    },
  }
}
