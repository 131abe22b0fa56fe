import { z } from 'zod'
import { defineRoute } from './route'
import { dateTime, id, ok, pageOf, pageQuery, text } from './common'
import { goodsCard } from './catalogue'

/** The discovery feed (种草, "plantGrass"): articles linked to goods. */
export const articleCard = z.object({
  articleId: z.number().int(),
  title: z.string(),
  cover: z.string(),
  author: z.object({ name: z.string(), avatar: z.string().nullable() }),
  categoryId: z.number().int(),
  likeCount: z.number().int(),
  liked: z.boolean(),
  publishedAt: dateTime,
})
export type ArticleCard = z.infer<typeof articleCard>

export const articleDetail = articleCard.extend({
  contentHtml: z.string(),
  keywords: z.array(z.string()),
  keepCount: z.number().int(),
  kept: z.boolean(),
  forwardCount: z.number().int(),
  commentCount: z.number().int(),
  goods: z.array(goodsCard),
})
export type ArticleDetail = z.infer<typeof articleDetail>

export const articleComment = z.object({
  id: z.number().int(),
  nickName: z.string(),
  avatarUrl: z.string().nullable(),
  content: z.string(),
  createTime: dateTime,
})

const articleParams = z.strictObject({ id })
const counts = z.object({
  likeCount: z.number().int(),
  liked: z.boolean(),
  keepCount: z.number().int(),
  kept: z.boolean(),
})

export const articleCategories = defineRoute({
  service: 'sp-portal',
  method: 'GET',
  path: 'plant/grass/categories',
  auth: 'none',
  summary: 'Article categories of the discovery feed',
  response: z.array(z.object({ id: z.number().int(), name: z.string(), sort: z.number().int() })),
})

export const articleList = defineRoute({
  service: 'sp-portal',
  method: 'GET',
  path: 'plant/grass/list',
  auth: 'optional',
  summary: 'The feed, newest first, optionally by category',
  query: pageQuery.extend({ categoryId: id.optional() }),
  response: pageOf(articleCard),
})

export const articleKeywords = defineRoute({
  service: 'sp-portal',
  method: 'GET',
  path: 'plant/grass/keywords',
  auth: 'none',
  summary: 'Suggested keywords for the feed search',
  response: z.object({ keywords: z.array(z.string()) }),
})

export const articleSearch = defineRoute({
  service: 'sp-portal',
  method: 'GET',
  path: 'plant/grass/search',
  auth: 'optional',
  summary: 'Searches articles by title, keywords and content; a signed-in search is kept in the history',
  query: pageQuery.extend({ keyword: text(50).min(1) }),
  response: pageOf(articleCard),
})

export const articleSearchHistory = defineRoute({
  service: 'sp-portal',
  method: 'GET',
  path: 'plant/grass/search/history',
  auth: 'customer',
  summary: "The customer's recent feed searches",
  response: z.object({ keywords: z.array(z.string()) }),
})

export const clearArticleSearchHistory = defineRoute({
  service: 'sp-portal',
  method: 'DELETE',
  path: 'plant/grass/search/history',
  auth: 'customer',
  summary: "Clears the customer's feed search history",
  response: ok,
})

export const articleDetailRoute = defineRoute({
  service: 'sp-portal',
  method: 'GET',
  path: 'plant/grass/:id',
  auth: 'optional',
  summary: 'One article with its linked goods',
  params: articleParams,
  response: articleDetail,
})

const toggle = (path: string, method: 'POST' | 'DELETE', summary: string) =>
  defineRoute({
    service: 'sp-portal',
    method,
    path,
    auth: 'customer',
    summary,
    params: articleParams,
    response: counts,
  })

export const likeArticle = toggle('plant/grass/:id/like', 'POST', 'Likes an article (idempotent)')
export const unlikeArticle = toggle('plant/grass/:id/like', 'DELETE', 'Takes a like back (idempotent)')
export const keepArticle = toggle('plant/grass/:id/keep', 'POST', 'Keeps (bookmarks) an article (idempotent)')
export const unkeepArticle = toggle('plant/grass/:id/keep', 'DELETE', 'Takes a keep back (idempotent)')

export const forwardArticle = defineRoute({
  service: 'sp-portal',
  method: 'POST',
  path: 'plant/grass/:id/forward',
  auth: 'optional',
  summary: 'Counts a share of the article',
  params: articleParams,
  response: z.object({ forwardCount: z.number().int() }),
})

export const articleComments = defineRoute({
  service: 'sp-portal',
  method: 'GET',
  path: 'plant/grass/:id/evaluation',
  auth: 'none',
  summary: "An article's comments, newest first",
  params: articleParams,
  query: pageQuery,
  response: pageOf(articleComment),
})

export const commentArticle = defineRoute({
  service: 'sp-portal',
  method: 'POST',
  path: 'plant/grass/:id/evaluation',
  auth: 'customer',
  summary: 'Comments on an article',
  params: articleParams,
  body: z.strictObject({ content: text(300).min(1, '请输入评论内容') }),
  response: articleComment,
})
