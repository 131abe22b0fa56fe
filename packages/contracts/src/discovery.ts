import { z } from 'zod'
import { defineRoute } from './route'
import { contentImage, dateTime, richHtml, id, ok, pageOf, pageQuery, text } from './common'
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

// ─── Merchant (counter-portal, the console) ──────────────────────────────────────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant' } as const

/**
 * Where an article stands: a draft; published with a time still ahead (scheduled: shoppers see it from then);
 * published; or taken offline. Shoppers see only published articles whose time has come.
 */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published', 'offline'] as const
export const articleStatus = z.enum(ARTICLE_STATUSES)

export const merchantArticleSummary = z.object({
  articleId: z.number().int(),
  title: z.string(),
  cover: z.string(),
  authorName: z.string(),
  categoryId: z.number().int(),
  status: articleStatus,
  /** When shoppers see it (or would, once published). */
  publishAt: dateTime,
  likeCount: z.number().int(),
  keepCount: z.number().int(),
  forwardCount: z.number().int(),
  commentCount: z.number().int(),
})

export const merchantArticleDetail = merchantArticleSummary.extend({
  authorAvatar: z.string().nullable(),
  keywords: z.array(z.string()),
  contentHtml: z.string(),
  goodsIds: z.array(z.number().int()),
})
export type MerchantArticleDetail = z.infer<typeof merchantArticleDetail>

/**
 * An article as the console writes it. `status` published with `publishAt` ahead schedules it; published without
 * a time publishes it now (or keeps the time it was first published).
 */
export const articleInput = z.strictObject({
  title: text(64).pipe(z.string().min(1, '请填写标题')),
  cover: contentImage,
  authorName: text(32).pipe(z.string().min(1, '请填写作者')),
  authorAvatar: contentImage.nullable(),
  categoryId: id,
  keywords: z.array(text(16).pipe(z.string().min(1, '关键词不能为空'))).max(10, '关键词最多10个'),
  contentHtml: richHtml,
  goodsIds: z.array(z.number().int().positive().max(2_147_483_647)).max(20, '最多关联20个商品'),
  status: z.enum(['draft', 'published', 'offline'], { error: '请选择发布状态' }),
  publishAt: z.iso.datetime({ offset: true, error: '请选择正确的发布时间' }).nullable(),
})

const merchantArticleParams = z.strictObject({ id })

export const merchantArticleCategories = defineRoute({
  permission: 'articles.edit',
  ...merchant,
  method: 'GET',
  path: 'merchant/article-categories',
  summary: 'The feed’s categories, for the article form',
  response: articleCategories.response,
})

export const merchantArticles = defineRoute({
  permission: 'articles.edit',
  ...merchant,
  method: 'GET',
  path: 'merchant/articles',
  summary: 'Articles of the feed, every status; filter by title, category and status; sort; paged',
  query: pageQuery.extend({
    keyword: text(50).optional(),
    categoryId: id.optional(),
    status: articleStatus.optional(),
    /** `field,asc` or `field,desc` (the console's tables send it so). */
    sort: z
      .templateLiteral([z.enum(['publishAt', 'likeCount', 'commentCount']), ',', z.enum(['asc', 'desc'])], {
        error: '排序方式不正确',
      })
      .default('publishAt,desc'),
  }),
  response: pageOf(merchantArticleSummary),
})

export const merchantArticleDetailRoute = defineRoute({
  permission: 'articles.edit',
  ...merchant,
  method: 'GET',
  path: 'merchant/articles/:id',
  summary: 'One article with its content and linked goods',
  params: merchantArticleParams,
  response: merchantArticleDetail,
})

export const merchantCreateArticle = defineRoute({
  permission: 'articles.edit',
  ...merchant,
  method: 'POST',
  path: 'merchant/articles',
  summary: 'Writes an article (draft, scheduled or published); the HTML is cleaned on the server',
  body: articleInput,
  response: merchantArticleDetail,
})

export const merchantUpdateArticle = defineRoute({
  permission: 'articles.edit',
  ...merchant,
  method: 'PUT',
  path: 'merchant/articles/:id',
  summary: 'Changes an article, its schedule or whether it is online',
  params: merchantArticleParams,
  body: articleInput,
  response: merchantArticleDetail,
})

/** Comments show at once (pending review); approving marks them reviewed, hiding takes them off the article. */
export const COMMENT_STATUSES = ['pending', 'approved', 'hidden'] as const
export const commentStatus = z.enum(COMMENT_STATUSES)

export const merchantComment = z.object({
  id: z.number().int(),
  articleId: z.number().int(),
  articleTitle: z.string(),
  customerId: z.number().int(),
  nickName: z.string(),
  content: z.string(),
  createTime: dateTime,
  status: commentStatus,
  reviewedAt: dateTime.nullable(),
  reviewedBy: z.string().nullable(),
})
export type MerchantComment = z.infer<typeof merchantComment>

export const merchantComments = defineRoute({
  permission: 'comments.moderate',
  ...merchant,
  method: 'GET',
  path: 'merchant/article-comments',
  summary: 'Comments of every article, newest first; filter by status, article and text; paged',
  query: pageQuery.extend({
    status: commentStatus.optional(),
    articleId: id.optional(),
    keyword: text(50).optional(),
  }),
  response: pageOf(merchantComment),
})

const moderate = (action: 'approve' | 'hide', summary: string) =>
  defineRoute({
    permission: 'comments.moderate',
    ...merchant,
    method: 'POST',
    path: `merchant/article-comments/:id/${action}`,
    summary,
    params: z.strictObject({ id }),
    response: merchantComment,
  })

export const merchantApproveComment = moderate('approve', 'Marks a comment reviewed (a hidden one shows again)')
export const merchantHideComment = moderate('hide', 'Hides a comment from the article (its count drops)')
