import type { FastifyInstance } from 'fastify'
import {
  articleCategories,
  articleComments,
  articleDetailRoute,
  articleKeywords,
  articleList,
  articleSearch,
  articleSearchHistory,
  clearArticleSearchHistory,
  commentArticle,
  forwardArticle,
  keepArticle,
  likeArticle,
  merchantApproveComment,
  merchantArticleCategories,
  merchantArticleDetailRoute,
  merchantArticles,
  merchantComments,
  merchantCreateArticle,
  merchantHideComment,
  merchantUpdateArticle,
  unkeepArticle,
  unlikeArticle,
} from '@shop/contracts'
import type { Shop } from '../compose'
import type { MerchantArticleSort } from '../modules/discovery'
import { registerRoute } from '../platform/register-route'

export function registerDiscoveryRoutes(app: FastifyInstance, { discovery }: Shop): void {
  registerRoute(app, articleCategories, () => discovery.categories())
  registerRoute(app, articleList, ({ query, auth }) =>
    discovery.feed(query.categoryId, query.page, query.size, auth?.customerId ?? null),
  )
  registerRoute(app, articleKeywords, () => discovery.keywords())
  registerRoute(app, articleSearch, ({ query, auth }) =>
    discovery.search(query.keyword, query.page, query.size, auth?.customerId ?? null),
  )
  registerRoute(app, articleSearchHistory, ({ auth }) => discovery.searchHistory(auth.customerId))
  registerRoute(app, clearArticleSearchHistory, async ({ auth }) => {
    await discovery.clearSearchHistory(auth.customerId)
    return { success: true as const }
  })
  registerRoute(app, articleDetailRoute, ({ params, auth }) => discovery.detail(params.id, auth?.customerId ?? null))

  registerRoute(app, likeArticle, ({ params, auth }) => discovery.react('like', params.id, auth.customerId, true))
  registerRoute(app, unlikeArticle, ({ params, auth }) => discovery.react('like', params.id, auth.customerId, false))
  registerRoute(app, keepArticle, ({ params, auth }) => discovery.react('keep', params.id, auth.customerId, true))
  registerRoute(app, unkeepArticle, ({ params, auth }) => discovery.react('keep', params.id, auth.customerId, false))
  registerRoute(app, forwardArticle, ({ params }) => discovery.forward(params.id))

  registerRoute(app, articleComments, ({ params, query }) => discovery.comments(params.id, query.page, query.size))
  registerRoute(app, commentArticle, ({ params, auth, body }) =>
    discovery.comment(params.id, auth.customerId, body.content),
  )

  // The console: articles (write, schedule, link goods) and comment moderation.
  registerRoute(app, merchantArticleCategories, () => discovery.categories())
  registerRoute(app, merchantArticles, ({ query: { page, size, sort, ...filter } }) => {
    const [field, order] = sort.split(',') as [MerchantArticleSort, 'asc' | 'desc']
    return discovery.merchantArticles({ ...filter, sort: field, order }, page, size)
  })
  registerRoute(app, merchantArticleDetailRoute, ({ params }) => discovery.merchantArticle(params.id))
  registerRoute(app, merchantCreateArticle, ({ body }) => discovery.saveArticle(null, body))
  registerRoute(app, merchantUpdateArticle, ({ params, body }) => discovery.saveArticle(params.id, body))
  registerRoute(app, merchantComments, ({ query: { page, size, ...filter } }) =>
    discovery.merchantComments(filter, page, size),
  )
  registerRoute(app, merchantApproveComment, ({ params, auth }) =>
    discovery.moderate(params.id, 'approved', auth.userid),
  )
  registerRoute(app, merchantHideComment, ({ params, auth }) => discovery.moderate(params.id, 'hidden', auth.userid))
}
