import { createHash } from 'node:crypto'
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import {
  LOW_STOCK,
  type goodsInput,
  type MerchantCategoryNode,
  type MerchantGoodsDetail,
  type MerchantGoodsRow,
  type merchantAdjustStock,
  type merchantCreateCategory,
  type merchantGoodsList,
  type merchantSetGoodsPrices,
  type merchantStockMovements,
  type merchantStockSkus,
  type MerchantSku,
  type GoodsStatus,
  type ParsedBodyOf,
  type StockMovement,
} from '@shop/contracts'
import { DomainError } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import { isUniqueViolation, type Db } from '../../platform/database'
import { sanitizeRichText } from '../../platform/rich-text'
import type { SkuSpecificationData } from './catalogue.tables'
import { goods, goodsCategories, goodsTags, salesCategories, skus, stockMovements } from './catalogue.tables'
import { lockSkus, writeMovements, type MovementKind } from './catalogue.stock'
import { toPage } from '../../platform/paging'

export type GoodsInput = z.output<typeof goodsInput>
type ListQuery = z.output<NonNullable<(typeof merchantGoodsList)['query']>>
type MovementsQuery = z.output<NonNullable<(typeof merchantStockMovements)['query']>>
type StockSkusQuery = z.output<NonNullable<(typeof merchantStockSkus)['query']>>
type PriceChange = ParsedBodyOf<typeof merchantSetGoodsPrices>['skus'][number]
type Adjustment = ParsedBodyOf<typeof merchantAdjustStock>
type CategoryInput = ParsedBodyOf<typeof merchantCreateCategory>

/** One validation problem of a form field, as the error handler words a contract's: `body.skus.0.price`. */
interface Issue {
  path: string
  message: string
}

export const MOVEMENT_LABELS: Record<MovementKind, string> = {
  initial: '期初库存',
  received: '入库',
  damaged: '报损',
  counted: '盘点',
  sale: '售出',
  release: '退回',
}

/** A SKU's price moved by the console: what it was and what it is. */
export interface PriceMove {
  skuId: number
  skuCode: string
  before: { price: number; marketingPrice: number }
  after: { price: number; marketingPrice: number }
}

/**
 * The console's side of the catalogue (docs/goods.md): goods with their SKU matrix, prices, publishing, the stock
 * ledger and the category tree. Reads query the database (they see unpublished goods and archived SKUs the read
 * model leaves out); writes run in the caller's transaction (a flow adds the audit row) or their own. Every process's
 * read model hears of them on the invalidation bus (ADR 0070), after the commit: `changed` runs after each write that
 * commits its own transaction; a flow that passes its transaction calls the catalogue's `invalidate` after commit.
 */
export function createMerchantCatalogue({ db, clock, changed }: { db: Db; clock: Clock; changed: () => void }) {
  /** A write in its own transaction, then this process's read model told. */
  const write = async <T>(work: (tx: Db) => Promise<T>): Promise<T> => {
    const result = await db.transaction(work)
    changed()
    return result
  }

  async function detail(goodsId: number, tx: Db = db): Promise<MerchantGoodsDetail> {
    const [row] = await tx.select().from(goods).where(eq(goods.id, goodsId))
    if (!row) throw new DomainError('goodsNotFound', { goodsId })
    const [links, tags, skuRows] = await Promise.all([
      tx
        .select({ categoryId: goodsCategories.categoryId })
        .from(goodsCategories)
        .where(eq(goodsCategories.goodsId, goodsId)),
      tx
        .select({ name: goodsTags.name, type: goodsTags.type })
        .from(goodsTags)
        .where(eq(goodsTags.goodsId, goodsId))
        .orderBy(desc(goodsTags.sort), asc(goodsTags.name)),
      tx
        .select()
        .from(skus)
        .where(and(eq(skus.goodsId, goodsId), eq(skus.archived, false)))
        .orderBy(asc(skus.sort), asc(skus.id)),
    ])
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      subtitle: row.subtitle,
      sellingPoints: row.sellingPoints,
      mainImage: row.mainImage,
      gallery: row.gallery,
      detailHtml: row.detailHtml,
      keywords: row.keywords,
      categoryIds: links.map((link) => link.categoryId).sort((a, b) => a - b),
      tags,
      sort: row.sort,
      status: row.status,
      specs: specsOf(skuRows),
      skus: skuRows.map(merchantSkuOf),
      salesCount: row.salesCount,
      createdAt: row.launchedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }
  }

  /** Refuses what the matrix cannot be, before anything is written: every issue names its field. */
  async function check(tx: Db, input: GoodsInput, goodsId: number | null, existing: Map<number, SkuRowOf>) {
    const issues: Issue[] = matrixIssues(input)
    input.skus.forEach((sku, index) => {
      const at = (field: string) => `body.skus.${index}.${field}`
      const current = sku.id === undefined ? undefined : existing.get(sku.id)
      if (sku.id !== undefined && !current) {
        issues.push({ path: at('id'), message: '该SKU不属于此商品' })
        return
      }
      if (!current) {
        if (sku.price === undefined) issues.push({ path: at('price'), message: '请填写售价' })
        if (sku.marketingPrice === undefined) issues.push({ path: at('marketingPrice'), message: '请填写划线价' })
        if (sku.price !== undefined && sku.marketingPrice !== undefined && sku.marketingPrice < sku.price)
          issues.push({ path: at('marketingPrice'), message: '划线价不能低于售价' })
      }
    })
    if (issues.length > 0) throw new DomainError('skuMatrixInvalid', issues, `${issues[0]!.message}`)

    const locked: Issue[] = []
    input.skus.forEach((sku, index) => {
      const current = sku.id === undefined ? undefined : existing.get(sku.id)
      if (!current) return
      const at = (field: string) => `body.skus.${index}.${field}`
      if (sku.price !== undefined && sku.price !== current.price)
        locked.push({ path: at('price'), message: '已有SKU的售价请用改价修改' })
      if (sku.marketingPrice !== undefined && sku.marketingPrice !== current.marketingPrice)
        locked.push({ path: at('marketingPrice'), message: '已有SKU的划线价请用改价修改' })
      if (sku.initialStock !== undefined && sku.initialStock !== current.stock)
        locked.push({ path: at('initialStock'), message: '已有SKU的库存请用库存调整' })
    })
    if (locked.length > 0) throw new DomainError('skuFieldLocked', locked)

    const [taken] = await tx
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.code, input.code), goodsId === null ? undefined : ne(goods.id, goodsId)))
    if (taken) throw new DomainError('goodsCodeTaken', [{ path: 'body.code', message: '商品编码已被使用' }])
    const codes = await tx
      .select({ id: skus.id, skuCode: skus.skuCode })
      .from(skus)
      .where(
        inArray(
          skus.skuCode,
          input.skus.map((sku) => sku.skuCode),
        ),
      )
    const skuIssues = input.skus.flatMap((sku, index) =>
      codes.some((row) => row.skuCode === sku.skuCode && row.id !== sku.id)
        ? [{ path: `body.skus.${index}.skuCode`, message: 'SKU编码已被使用' }]
        : [],
    )
    if (skuIssues.length > 0) throw new DomainError('skuCodeTaken', skuIssues)

    const known = await tx
      .select({ id: salesCategories.id })
      .from(salesCategories)
      .where(inArray(salesCategories.id, input.categoryIds))
    if (known.length !== new Set(input.categoryIds).size)
      throw new DomainError('categoryNotFound', [{ path: 'body.categoryIds', message: '分类不存在' }])
  }

  /** The goods' fields from the form (the description sanitised). */
  const goodsFields = (input: GoodsInput) => ({
    code: input.code,
    name: input.name,
    subtitle: input.subtitle,
    sellingPoints: input.sellingPoints,
    mainImage: input.mainImage,
    gallery: input.gallery,
    detailHtml: sanitizeRichText(input.detailHtml),
    keywords: input.keywords,
    sort: input.sort,
    updatedAt: clock.now(),
  })

  /** Categories, tags and the SKUs of the form (new ones with their first stock as an `initial` movement). */
  async function writeParts(tx: Db, goodsId: number, input: GoodsInput, staffUserid: string, name: string) {
    await tx.delete(goodsCategories).where(eq(goodsCategories.goodsId, goodsId))
    await tx
      .insert(goodsCategories)
      .values([...new Set(input.categoryIds)].map((categoryId) => ({ goodsId, categoryId })))
    await tx.delete(goodsTags).where(eq(goodsTags.goodsId, goodsId))
    if (input.tags.length > 0) {
      await tx.insert(goodsTags).values(
        input.tags.map((tag, index) => ({
          goodsId,
          name: tag.name,
          type: tag.type,
          sort: input.tags.length - index,
        })),
      )
    }

    const existing = await skuRowsOf(tx, goodsId)
    const kept = new Set(input.skus.flatMap((sku) => (sku.id === undefined ? [] : [sku.id])))
    const left = [...existing.values()].filter((row) => !kept.has(row.id) && !row.archived).map((row) => row.id)
    if (left.length > 0) await tx.update(skus).set({ archived: true }).where(inArray(skus.id, left))
    const created: { skuId: number; skuCode: string; price: number; marketingPrice: number; stock: number }[] = []
    for (const [index, sku] of orderedSkus(input).entries()) {
      const specifications = specificationsOf(input, sku, existing)
      const fields = {
        skuCode: sku.skuCode,
        name: [name, ...sku.specValues].join(' ').slice(0, 128),
        specifications,
        image: sku.image,
        held: sku.held,
        limitPerCustomer: sku.limitPerCustomer,
        sort: index,
        archived: false,
      }
      if (sku.id !== undefined) {
        await tx.update(skus).set(fields).where(eq(skus.id, sku.id))
        continue
      }
      const stock = sku.initialStock ?? 0
      const [row] = await tx
        .insert(skus)
        .values({ ...fields, goodsId, price: sku.price!, marketingPrice: sku.marketingPrice!, stock })
        .returning({ id: skus.id })
      created.push({
        skuId: row!.id,
        skuCode: sku.skuCode,
        price: sku.price!,
        marketingPrice: sku.marketingPrice!,
        stock,
      })
    }
    await writeMovements(
      tx,
      created
        .filter((sku) => sku.stock > 0)
        .map((sku) => ({ skuId: sku.skuId, delta: sku.stock, stockAfter: sku.stock })),
      { kind: 'initial', orderId: null, reason: '新建SKU', staffUserid },
      clock.now(),
    )
    return { created, archived: left }
  }

  /** A unique key lost to a concurrent edit: the same answer as the checks give. */
  const uniqueLost = (error: unknown): never => {
    if (isUniqueViolation(error, 'goods_code_unique'))
      throw new DomainError('goodsCodeTaken', [{ path: 'body.code', message: '商品编码已被使用' }])
    if (isUniqueViolation(error, 'skus_sku_code_unique')) throw new DomainError('skuCodeTaken')
    throw error
  }

  return {
    detail,

    async list(query: ListQuery) {
      const agg = db
        .select({
          goodsId: skus.goodsId,
          minPrice: sql<number>`min(${skus.price})::int`.as('min_price'),
          maxPrice: sql<number>`max(${skus.price})::int`.as('max_price'),
          stock: sql<number>`sum(${skus.stock})::int`.as('stock'),
          minStock: sql<number>`min(${skus.stock})::int`.as('min_stock'),
          skuCount: sql<number>`count(*)::int`.as('sku_count'),
          soldOut: sql<number>`(count(*) filter (where ${skus.stock} = 0 or ${skus.held}))::int`.as('sold_out'),
        })
        .from(skus)
        .where(eq(skus.archived, false))
        .groupBy(skus.goodsId)
        .as('agg')
      const where: (SQL | undefined)[] = [query.status ? eq(goods.status, query.status) : undefined]
      if (query.stock === 'out') where.push(sql`${agg.soldOut} = ${agg.skuCount}`)
      if (query.stock === 'in') where.push(sql`${agg.soldOut} = 0`)
      if (query.stock === 'low') where.push(sql`${agg.minStock} <= ${LOW_STOCK}`)
      if (query.categoryId !== undefined) {
        const under = db
          .select({ id: salesCategories.id })
          .from(salesCategories)
          .where(or(eq(salesCategories.id, query.categoryId), eq(salesCategories.parentId, query.categoryId)))
        where.push(
          inArray(
            goods.id,
            db
              .select({ goodsId: goodsCategories.goodsId })
              .from(goodsCategories)
              .where(inArray(goodsCategories.categoryId, under)),
          ),
        )
      }
      if (query.keyword) {
        const like = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        where.push(
          or(
            sql`${goods.name} ilike ${like}`,
            sql`${goods.code} ilike ${like}`,
            inArray(
              goods.id,
              db
                .select({ goodsId: skus.goodsId })
                .from(skus)
                .where(sql`${skus.skuCode} ilike ${like}`),
            ),
          ),
        )
      }
      const sortColumn = {
        updatedAt: goods.updatedAt,
        salesCount: goods.salesCount,
        stock: agg.stock,
        minPrice: agg.minPrice,
        sort: goods.sort,
      }[query.sort.field]
      const direction = query.sort.order === 'asc' ? asc : desc
      const filter = and(...where)
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: goods.id,
            code: goods.code,
            name: goods.name,
            mainImage: goods.mainImage,
            status: goods.status,
            salesCount: goods.salesCount,
            updatedAt: goods.updatedAt,
            minPrice: agg.minPrice,
            maxPrice: agg.maxPrice,
            stock: agg.stock,
            skuCount: agg.skuCount,
            soldOutSkus: agg.soldOut,
          })
          .from(goods)
          .innerJoin(agg, eq(agg.goodsId, goods.id))
          .where(filter)
          .orderBy(direction(sortColumn), direction(goods.id))
          .limit(query.size)
          .offset(query.page * query.size),
        db.select({ total: count() }).from(goods).innerJoin(agg, eq(agg.goodsId, goods.id)).where(filter),
      ])
      const names = await categoryNames(
        db,
        rows.map((row) => row.id),
      )
      const content: MerchantGoodsRow[] = rows.map((row) => ({
        ...row,
        categoryNames: names.get(row.id) ?? [],
        updatedAt: row.updatedAt.toISOString(),
      }))
      return toPage(content, total?.total ?? 0, query.page, query.size)
    },

    /** A new goods, off sale, in the caller's transaction. */
    async create(tx: Db, input: GoodsInput, staffUserid: string) {
      await check(tx, input, null, new Map())
      try {
        const [row] = await tx
          .insert(goods)
          .values({ ...goodsFields(input), status: 'off_sale', launchedAt: clock.now() })
          .returning({ id: goods.id })
        const parts = await writeParts(tx, row!.id, input, staffUserid, input.name)
        return { goodsId: row!.id, ...parts }
      } catch (error) {
        return uniqueLost(error)
      }
    },

    /** The goods' fields and matrix, in the caller's transaction (the goods row locked first). */
    async update(tx: Db, goodsId: number, input: GoodsInput, staffUserid: string) {
      const [row] = await tx.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId)).for('update')
      if (!row) throw new DomainError('goodsNotFound', { goodsId })
      const existing = await skuRowsOf(tx, goodsId)
      await check(tx, input, goodsId, existing)
      try {
        await tx.update(goods).set(goodsFields(input)).where(eq(goods.id, goodsId))
        const parts = await writeParts(tx, goodsId, input, staffUserid, input.name)
        return parts
      } catch (error) {
        return uniqueLost(error)
      }
    },

    /** New prices for SKUs of the goods, in the caller's transaction: answers what moved (unchanged ones left out). */
    async setPrices(tx: Db, goodsId: number, changes: readonly PriceChange[]): Promise<PriceMove[]> {
      const rows = await tx
        .select()
        .from(skus)
        .where(
          and(
            eq(skus.goodsId, goodsId),
            inArray(
              skus.id,
              changes.map((change) => change.skuId),
            ),
          ),
        )
        .orderBy(asc(skus.id))
        .for('update')
      const issues: Issue[] = []
      changes.forEach((change, index) => {
        if (!rows.some((row) => row.id === change.skuId))
          issues.push({ path: `body.skus.${index}.skuId`, message: '该SKU不属于此商品' })
        else if (change.marketingPrice < change.price)
          issues.push({ path: `body.skus.${index}.marketingPrice`, message: '划线价不能低于售价' })
      })
      if (issues.some((issue) => issue.path.endsWith('skuId'))) {
        const [exists] = await tx.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId))
        if (!exists) throw new DomainError('goodsNotFound', { goodsId })
        throw new DomainError('skuNotFound', issues)
      }
      if (issues.length > 0) throw new DomainError('marketingPriceBelowPrice', issues)
      const moves: PriceMove[] = []
      for (const change of changes) {
        const row = rows.find((candidate) => candidate.id === change.skuId)!
        if (row.price === change.price && row.marketingPrice === change.marketingPrice) continue
        await tx
          .update(skus)
          .set({ price: change.price, marketingPrice: change.marketingPrice })
          .where(eq(skus.id, row.id))
        moves.push({
          skuId: row.id,
          skuCode: row.skuCode,
          before: { price: row.price, marketingPrice: row.marketingPrice },
          after: { price: change.price, marketingPrice: change.marketingPrice },
        })
      }
      if (moves.length > 0) {
        await tx.update(goods).set({ updatedAt: clock.now() }).where(eq(goods.id, goodsId))
      }
      return moves
    },

    /** Publishes or unpublishes; answers the status it had. */
    async setStatus(goodsId: number, status: GoodsStatus): Promise<GoodsStatus> {
      return write(async (tx) => {
        const [row] = await tx.select({ status: goods.status }).from(goods).where(eq(goods.id, goodsId)).for('update')
        if (!row) throw new DomainError('goodsNotFound', { goodsId })
        if (row.status !== status) {
          await tx.update(goods).set({ status, updatedAt: clock.now() }).where(eq(goods.id, goodsId))
        }
        return row.status
      })
    },

    /**
     * An operator's stock adjustment in the caller's transaction, under the SKU's row lock: received adds, damaged
     * takes (never below zero), counted sets the stock to what was counted. The same requestId again answers the
     * movement it recorded (another adjustment under that id is refused).
     */
    async adjustStock(
      tx: Db,
      adjustment: Adjustment,
      staffUserid: string,
    ): Promise<{ movement: StockMovement; replayed: boolean }> {
      const { skuId, kind, quantity, reason, requestId } = adjustment
      const requestHash = createHash('sha256')
        .update(JSON.stringify([skuId, kind, quantity, reason]))
        .digest('hex')
      const earlier = await movementByRequest(tx, requestId)
      if (earlier) {
        if (earlier.requestHash !== requestHash) throw new DomainError('stockRequestReused')
        return { movement: (await movementsOf(tx, [earlier.id]))[0]!, replayed: true }
      }
      if (kind !== 'counted' && quantity === 0)
        throw new DomainError('validationFailed', [{ path: 'body.quantity', message: '数量至少为1' }], '数量至少为1')
      await lockSkus(tx, [skuId])
      const [sku] = await tx.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId))
      if (!sku) throw new DomainError('skuNotFound', [{ path: 'body.skuId', message: 'SKU不存在' }])
      const delta = kind === 'received' ? quantity : kind === 'damaged' ? -quantity : quantity - sku.stock
      if (sku.stock + delta < 0)
        throw new DomainError('stockAdjustmentInvalid', [
          { path: 'body.quantity', message: `报损数量不能超过当前库存${sku.stock}件` },
        ])
      await tx
        .update(skus)
        .set({ stock: sql`${skus.stock} + ${delta}::int` })
        .where(eq(skus.id, skuId))
      const [row] = await tx
        .insert(stockMovements)
        .values({
          skuId,
          kind,
          delta,
          stockAfter: sku.stock + delta,
          reason,
          orderId: null,
          staffUserid,
          requestId,
          requestHash,
          createdAt: clock.now(),
        })
        .onConflictDoNothing({ target: stockMovements.requestId })
        .returning({ id: stockMovements.id })
      // Another process recorded this requestId between the look-up and here: its transaction holds it.
      if (!row) throw new DomainError('conflict')
      return { movement: (await movementsOf(tx, [row.id]))[0]!, replayed: false }
    },

    async movements(query: MovementsQuery) {
      const filter = and(
        query.skuId === undefined ? undefined : eq(stockMovements.skuId, query.skuId),
        query.goodsId === undefined ? undefined : eq(skus.goodsId, query.goodsId),
        query.kind === undefined ? undefined : eq(stockMovements.kind, query.kind),
        query.from === undefined ? undefined : gte(stockMovements.createdAt, new Date(query.from)),
        query.to === undefined ? undefined : lte(stockMovements.createdAt, new Date(query.to)),
      )
      const [ids, [total]] = await Promise.all([
        db
          .select({ id: stockMovements.id })
          .from(stockMovements)
          .innerJoin(skus, eq(skus.id, stockMovements.skuId))
          .where(filter)
          .orderBy(desc(stockMovements.id))
          .limit(query.size)
          .offset(query.page * query.size),
        db
          .select({ total: count() })
          .from(stockMovements)
          .innerJoin(skus, eq(skus.id, stockMovements.skuId))
          .where(filter),
      ])
      const content = await movementsOf(
        db,
        ids.map((row) => row.id),
      )
      return toPage(content, total?.total ?? 0, query.page, query.size)
    },

    async stockSkus(query: StockSkusQuery) {
      const like = query.keyword ? `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
      const filter = and(
        eq(skus.archived, false),
        like === null ? undefined : or(sql`${skus.skuCode} ilike ${like}`, sql`${goods.name} ilike ${like}`),
        query.stock === 'out' ? or(eq(skus.stock, 0), eq(skus.held, true)) : undefined,
        query.stock === 'low' ? lte(skus.stock, LOW_STOCK) : undefined,
        query.stock === 'in' ? and(sql`${skus.stock} > 0`, eq(skus.held, false)) : undefined,
      )
      const direction = query.sort.order === 'asc' ? asc : desc
      const [rows, [total]] = await Promise.all([
        db
          .select({
            skuId: skus.id,
            skuCode: skus.skuCode,
            goodsId: goods.id,
            goodsName: goods.name,
            goodsStatus: goods.status,
            specifications: skus.specifications,
            stock: skus.stock,
            held: skus.held,
          })
          .from(skus)
          .innerJoin(goods, eq(goods.id, skus.goodsId))
          .where(filter)
          .orderBy(direction(query.sort.field === 'stock' ? skus.stock : skus.skuCode), asc(skus.id))
          .limit(query.size)
          .offset(query.page * query.size),
        db.select({ total: count() }).from(skus).innerJoin(goods, eq(goods.id, skus.goodsId)).where(filter),
      ])
      const content = rows.map(({ specifications, ...row }) => ({
        ...row,
        specValues: specifications.map((spec) => spec.value),
      }))
      return toPage(content, total?.total ?? 0, query.page, query.size)
    },

    // ─── Categories: two levels, higher sort first (as the shop shows them) ───

    async categoryTree(): Promise<MerchantCategoryNode[]> {
      const [rows, counts] = await Promise.all([
        db.select().from(salesCategories).orderBy(desc(salesCategories.sort), asc(salesCategories.id)),
        db
          .select({ categoryId: goodsCategories.categoryId, total: count() })
          .from(goodsCategories)
          .groupBy(goodsCategories.categoryId),
      ])
      const nodes = new Map<number, MerchantCategoryNode>(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            code: row.code,
            name: row.name,
            image: row.image,
            parentId: row.parentId,
            sort: row.sort,
            goodsCount: counts.find((c) => c.categoryId === row.id)?.total ?? 0,
            children: [],
          },
        ]),
      )
      const tree: MerchantCategoryNode[] = []
      for (const node of nodes.values()) {
        if (node.parentId === null) tree.push(node)
        else nodes.get(node.parentId)?.children.push(node)
      }
      return tree
    },

    async createCategory(input: CategoryInput) {
      return write(async (tx) => {
        if (input.parentId !== null) {
          const [parent] = await tx
            .select({ parentId: salesCategories.parentId })
            .from(salesCategories)
            .where(eq(salesCategories.id, input.parentId))
          if (!parent) throw new DomainError('categoryNotFound', [{ path: 'body.parentId', message: '上级分类不存在' }])
          if (parent.parentId !== null) throw new DomainError('categoryMoveInvalid')
        }
        // Last among its siblings: one below the lowest sort.
        const [lowest] = await tx
          .select({ sort: sql<number | null>`min(${salesCategories.sort})` })
          .from(salesCategories)
          .where(
            input.parentId === null ? isNull(salesCategories.parentId) : eq(salesCategories.parentId, input.parentId),
          )
        try {
          const [row] = await tx
            .insert(salesCategories)
            .values({ ...input, sort: lowest?.sort === null || lowest === undefined ? 0 : lowest.sort - 1 })
            .returning()
          return row!
        } catch (error) {
          if (isUniqueViolation(error)) throw categoryCodeTaken()
          throw error
        }
      })
    },

    async updateCategory(categoryId: number, input: Omit<CategoryInput, 'parentId'>) {
      return write(async (tx) => {
        try {
          const [row] = await tx
            .update(salesCategories)
            .set(input)
            .where(eq(salesCategories.id, categoryId))
            .returning()
          if (!row) throw new DomainError('categoryNotFound', { categoryId })
          return row
        } catch (error) {
          if (isUniqueViolation(error)) throw categoryCodeTaken()
          throw error
        }
      })
    },

    async deleteCategory(categoryId: number): Promise<void> {
      await write(async (tx) => {
        const [row] = await tx
          .select({ id: salesCategories.id })
          .from(salesCategories)
          .where(eq(salesCategories.id, categoryId))
          .for('update')
        if (!row) throw new DomainError('categoryNotFound', { categoryId })
        const [child] = await tx
          .select({ id: salesCategories.id })
          .from(salesCategories)
          .where(eq(salesCategories.parentId, categoryId))
          .limit(1)
        const [link] = await tx
          .select({ goodsId: goodsCategories.goodsId })
          .from(goodsCategories)
          .where(eq(goodsCategories.categoryId, categoryId))
          .limit(1)
        if (child || link) throw new DomainError('categoryNotEmpty')
        await tx.delete(salesCategories).where(eq(salesCategories.id, categoryId))
      })
    },

    /**
     * After a drag in the tree: `ids` are the children of `parentId` (null: the top level) in their new order. A
     * category listed here from another parent moves under this one; categories stay two levels deep.
     */
    async orderCategories(parentId: number | null, ids: readonly number[]): Promise<void> {
      await write(async (tx) => {
        const rows = await tx
          .select({ id: salesCategories.id, parentId: salesCategories.parentId })
          .from(salesCategories)
          .where(inArray(salesCategories.id, [...ids, ...(parentId === null ? [] : [parentId])]))
          .orderBy(asc(salesCategories.id))
          .for('update')
        const missing = [...ids, ...(parentId === null ? [] : [parentId])].filter(
          (id) => !rows.some((row) => row.id === id),
        )
        if (missing.length > 0) throw new DomainError('categoryNotFound', { categoryIds: missing })
        if (parentId !== null) {
          const parent = rows.find((row) => row.id === parentId)!
          if (parent.parentId !== null || ids.includes(parentId)) throw new DomainError('categoryMoveInvalid')
          const [hasChildren] = await tx
            .select({ id: salesCategories.id })
            .from(salesCategories)
            .where(inArray(salesCategories.parentId, [...ids]))
            .limit(1)
          if (hasChildren) throw new DomainError('categoryMoveInvalid')
        }
        // Higher sort shows first: the first listed gets the highest.
        for (const [index, id] of ids.entries()) {
          await tx
            .update(salesCategories)
            .set({ parentId, sort: (ids.length - index) * 10 })
            .where(eq(salesCategories.id, id))
        }
      })
    },
  }
}

export type MerchantCatalogue = ReturnType<typeof createMerchantCatalogue>

type SkuRowOf = typeof skus.$inferSelect

const categoryCodeTaken = () =>
  new DomainError('categoryCodeTaken', [{ path: 'body.code', message: '分类编码已被使用' }])

const skuRowsOf = async (tx: Db, goodsId: number) =>
  new Map(
    (await tx.select().from(skus).where(eq(skus.goodsId, goodsId)).orderBy(asc(skus.id))).map((row) => [row.id, row]),
  )

const merchantSkuOf = (row: SkuRowOf): MerchantSku => ({
  id: row.id,
  specValues: row.specifications.map((spec) => spec.value),
  skuCode: row.skuCode,
  price: row.price,
  marketingPrice: row.marketingPrice,
  stock: row.stock,
  image: row.image,
  held: row.held,
  limitPerCustomer: row.limitPerCustomer,
})

/** The spec dimensions the SKUs carry, values in the order the SKUs (sorted) first show them. */
function specsOf(rows: readonly SkuRowOf[]) {
  const dimensions = new Map<string, string[]>()
  for (const row of rows) {
    for (const spec of row.specifications) {
      const values = dimensions.get(spec.name) ?? []
      if (!values.includes(spec.value)) values.push(spec.value)
      dimensions.set(spec.name, values)
    }
  }
  return [...dimensions].map(([name, values]) => ({ name, values }))
}

/** The SKUs must be exactly the combinations of the specs' values, each once (none: one SKU without specs). */
function matrixIssues(input: GoodsInput): Issue[] {
  const issues: Issue[] = []
  const expected = input.specs.reduce((product, spec) => product * spec.values.length, 1)
  const seen = new Set<string>()
  input.skus.forEach((sku, index) => {
    const path = `body.skus.${index}.specValues`
    if (sku.specValues.length !== input.specs.length) {
      issues.push({ path, message: `请为SKU选择${input.specs.length}个规格值` })
      return
    }
    const wrong = sku.specValues.findIndex((value, dim) => !input.specs[dim]!.values.includes(value))
    if (wrong >= 0) {
      issues.push({ path, message: `规格值「${sku.specValues[wrong]}」不在规格「${input.specs[wrong]!.name}」中` })
      return
    }
    const key = JSON.stringify(sku.specValues)
    if (seen.has(key)) issues.push({ path, message: `规格组合「${sku.specValues.join(' / ')}」重复` })
    seen.add(key)
  })
  if (issues.length === 0 && input.skus.length !== expected)
    issues.push({ path: 'body.skus', message: `规格共有${expected}种组合，请为每种组合设置一个SKU` })
  return issues
}

/** The form's SKUs in matrix order: the first spec's values slowest, as the console's table lists them. */
function orderedSkus(input: GoodsInput) {
  const position = (values: readonly string[]) =>
    values.reduce((at, value, dim) => at * input.specs[dim]!.values.length + input.specs[dim]!.values.indexOf(value), 0)
  return [...input.skus].sort((a, b) => position(a.specValues) - position(b.specValues))
}

/**
 * A SKU's specifications: name, value, a code (kept from the SKU that had the value before, else the value itself)
 * and the SKU's picture on its first spec (the spec selector shows it).
 */
function specificationsOf(
  input: GoodsInput,
  sku: GoodsInput['skus'][number],
  existing: Map<number, SkuRowOf>,
): SkuSpecificationData[] {
  return sku.specValues.map((value, dim) => {
    const name = input.specs[dim]!.name
    let before: SkuSpecificationData | undefined
    for (const row of existing.values()) {
      before ??= row.specifications.find((spec) => spec.name === name && spec.value === value)
    }
    return {
      name,
      value,
      code: before?.code ?? value,
      image: dim === 0 ? sku.image : null,
      ...(before?.color !== undefined && { color: before.color }),
    }
  })
}

async function movementByRequest(tx: Db, requestId: string) {
  const [row] = await tx
    .select({ id: stockMovements.id, requestHash: stockMovements.requestHash })
    .from(stockMovements)
    .where(eq(stockMovements.requestId, requestId))
  return row
}

async function movementsOf(tx: Db, ids: readonly number[]): Promise<StockMovement[]> {
  if (ids.length === 0) return []
  const rows = await tx
    .select({
      movement: stockMovements,
      skuCode: skus.skuCode,
      goodsId: skus.goodsId,
      goodsName: goods.name,
      specifications: skus.specifications,
    })
    .from(stockMovements)
    .innerJoin(skus, eq(skus.id, stockMovements.skuId))
    .innerJoin(goods, eq(goods.id, skus.goodsId))
    .where(inArray(stockMovements.id, [...ids]))
    .orderBy(desc(stockMovements.id))
  return rows.map(({ movement, skuCode, goodsId, goodsName, specifications }) => ({
    id: movement.id,
    skuId: movement.skuId,
    skuCode,
    goodsId,
    goodsName,
    specValues: specifications.map((spec) => spec.value),
    kind: movement.kind,
    kindLabel: MOVEMENT_LABELS[movement.kind],
    delta: movement.delta,
    stockAfter: movement.stockAfter,
    reason: movement.reason,
    orderId: movement.orderId,
    staffUserid: movement.staffUserid,
    createdAt: movement.createdAt.toISOString(),
  }))
}

async function categoryNames(db: Db, goodsIds: readonly number[]): Promise<Map<number, string[]>> {
  if (goodsIds.length === 0) return new Map()
  const rows = await db
    .select({ goodsId: goodsCategories.goodsId, name: salesCategories.name })
    .from(goodsCategories)
    .innerJoin(salesCategories, eq(salesCategories.id, goodsCategories.categoryId))
    .where(inArray(goodsCategories.goodsId, [...goodsIds]))
    .orderBy(asc(salesCategories.id))
  const names = new Map<number, string[]>()
  for (const row of rows) names.set(row.goodsId, [...(names.get(row.goodsId) ?? []), row.name])
  return names
}
