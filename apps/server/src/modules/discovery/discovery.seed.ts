import { inArray } from 'drizzle-orm'
import type { Db } from '../../platform/database'
import { articleCategories as demoCategories, demoArticles } from '../../seed/demo/catalogue.data'
import type { SeedStep } from '../../seed/seed'
import { demoCatalogueIds, demoHtml, demoImage } from '../catalogue'
import { articleCategories, articleGoods, articles } from './discovery.tables'

export const discoverySeed: SeedStep[] = [
  {
    name: 'discovery/demo-articles',
    async run({ db }) {
      await db
        .insert(articleCategories)
        .values(demoCategories.map(({ code, name, sort }) => ({ code, name, sort })))
        .onConflictDoNothing()
      const categories = await db
        .select({ id: articleCategories.id, code: articleCategories.code })
        .from(articleCategories)
        .where(
          inArray(
            articleCategories.code,
            demoCategories.map((category) => category.code),
          ),
        )
      const categoryIds = new Map(categories.map((row) => [row.code, row.id]))

      await db
        .insert(articles)
        .values(
          demoArticles.map((article) => ({
            code: article.code,
            categoryId: categoryIds.get(article.categoryCode)!,
            title: article.title,
            authorName: article.author.name,
            authorAvatar: demoImage(article.author.avatar),
            cover: demoImage(article.cover),
            contentHtml: demoHtml(article.contentHtml),
            keywords: article.keywords,
            likeCount: article.like,
            keepCount: article.keep,
            forwardCount: article.forward,
            publishedAt: new Date(article.publishedAt),
          })),
        )
        .onConflictDoNothing()

      const articleIds = await demoArticleIds(db)
      const { goods } = await demoCatalogueIds(db)
      await db
        .insert(articleGoods)
        .values(
          demoArticles.flatMap((article) =>
            article.goodsCodes.flatMap((code, sort) => {
              const goodsId = goods.get(code)
              return goodsId === undefined ? [] : [{ articleId: articleIds.get(article.code)!, goodsId, sort }]
            }),
          ),
        )
        .onConflictDoNothing()
    },
  },
]

/** The demo articles' ids by code, for other modules' seeds that link to them. */
export async function demoArticleIds(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: articles.id, code: articles.code })
    .from(articles)
    .where(
      inArray(
        articles.code,
        demoArticles.map((article) => article.code),
      ),
    )
  return new Map(rows.map((row) => [row.code, row.id]))
}
