import type { Faq, HelpCategory, ParsedBodyOf, merchantSaveFaq, merchantSaveHelpCategory } from '@shop/contracts'
import { DomainError } from '@shop/domain'
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { toPage } from '../../platform/paging'
import { faqs, helpCategories } from './chat.tables'

type FaqRow = typeof faqs.$inferSelect

const faqView = (row: FaqRow): Faq => ({
  id: row.id,
  categoryId: row.categoryId,
  question: row.question,
  answer: row.answer,
  sort: row.sort,
  enabled: row.enabled,
  updateTime: row.updatedAt.toISOString(),
})

const matching = (keyword: string | undefined): SQL | undefined => {
  if (!keyword) return undefined
  const like = `%${keyword.replace(/[\\%_]/g, '\\$&')}%`
  return or(ilike(faqs.question, like), ilike(faqs.answer, like))
}

export type HelpService = ReturnType<typeof createHelpService>

/** The help centre (serviceSystem): questions and answers by category, edited in the console. */
export function createHelpService({ db, clock }: { db: Db; clock: Clock }) {
  async function categories(): Promise<HelpCategory[]> {
    return db
      .select({ id: helpCategories.id, name: helpCategories.name, sort: helpCategories.sort })
      .from(helpCategories)
      .orderBy(asc(helpCategories.sort), asc(helpCategories.id))
  }

  async function mustHaveCategory(id: number): Promise<void> {
    const [row] = await db.select({ id: helpCategories.id }).from(helpCategories).where(eq(helpCategories.id, id))
    if (!row) throw new DomainError('helpCategoryNotFound', { categoryId: id })
  }

  return {
    /** What shoppers read: the published questions by category; with a keyword only matches (empty categories left out). */
    async centre(keyword: string | undefined) {
      const [all, rows] = await Promise.all([
        categories(),
        db
          .select()
          .from(faqs)
          .where(and(eq(faqs.enabled, true), matching(keyword)))
          .orderBy(asc(faqs.sort), asc(faqs.id)),
      ])
      const withFaqs = all.map((category) => ({
        ...category,
        faqs: rows.filter((row) => row.categoryId === category.id).map(faqView),
      }))
      return { categories: keyword ? withFaqs.filter((category) => category.faqs.length > 0) : withFaqs }
    },

    async categories() {
      const [all, counts] = await Promise.all([
        categories(),
        db.select({ categoryId: faqs.categoryId, n: count() }).from(faqs).groupBy(faqs.categoryId),
      ])
      const countOf = new Map(counts.map((row) => [row.categoryId, row.n]))
      return all.map((category) => ({ ...category, faqCount: countOf.get(category.id) ?? 0 }))
    },

    async saveCategory({ id, name, sort }: ParsedBodyOf<typeof merchantSaveHelpCategory>): Promise<HelpCategory> {
      if (id === undefined) {
        const [row] = await db.insert(helpCategories).values({ name, sort }).returning()
        return row!
      }
      const [row] = await db.update(helpCategories).set({ name, sort }).where(eq(helpCategories.id, id)).returning()
      if (!row) throw new DomainError('helpCategoryNotFound', { categoryId: id })
      return row
    },

    async deleteCategory(id: number) {
      await mustHaveCategory(id)
      const [held] = await db.select({ n: count() }).from(faqs).where(eq(faqs.categoryId, id))
      if ((held?.n ?? 0) > 0) throw new DomainError('helpCategoryNotEmpty', { categoryId: id })
      await db.delete(helpCategories).where(eq(helpCategories.id, id))
      return { success: true as const }
    },

    async faqs(filter: { categoryId?: number | undefined; keyword?: string | undefined }, page: number, size: number) {
      const condition = and(
        filter.categoryId === undefined ? undefined : eq(faqs.categoryId, filter.categoryId),
        matching(filter.keyword),
      )
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(faqs)
          .where(condition)
          .orderBy(asc(faqs.categoryId), asc(faqs.sort), asc(faqs.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(faqs).where(condition),
      ])
      return toPage(rows.map(faqView), total?.n ?? 0, page, size)
    },

    async saveFaq({ id, ...fields }: ParsedBodyOf<typeof merchantSaveFaq>): Promise<Faq> {
      await mustHaveCategory(fields.categoryId)
      const values = { ...fields, updatedAt: clock.now() }
      if (id === undefined) {
        const [row] = await db.insert(faqs).values(values).returning()
        return faqView(row!)
      }
      const [row] = await db.update(faqs).set(values).where(eq(faqs.id, id)).returning()
      if (!row) throw new DomainError('faqNotFound', { faqId: id })
      return faqView(row)
    },

    async deleteFaq(id: number) {
      const [row] = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id })
      if (!row) throw new DomainError('faqNotFound', { faqId: id })
      return { success: true as const }
    },
  }
}
