import type {
  merchantApproveComment,
  merchantArticleCategories,
  merchantArticleDetailRoute,
  merchantArticles,
  merchantComments,
  merchantCreateArticle,
  merchantHideComment,
  merchantUpdateArticle,
} from '@shop/contracts'
import { call, endpoint } from '../../lib/http'

export const articleList = endpoint<typeof merchantArticles>('GET', 'merchant/articles')
export const articleCategories = endpoint<typeof merchantArticleCategories>('GET', 'merchant/article-categories')
export const articleDetail = endpoint<typeof merchantArticleDetailRoute>('GET', 'merchant/articles/:id')
export const createArticle = endpoint<typeof merchantCreateArticle>('POST', 'merchant/articles')
export const updateArticle = endpoint<typeof merchantUpdateArticle>('PUT', 'merchant/articles/:id')
export const commentList = endpoint<typeof merchantComments>('GET', 'merchant/article-comments')
export const approveComment = endpoint<typeof merchantApproveComment>('POST', 'merchant/article-comments/:id/approve')
export const hideComment = endpoint<typeof merchantHideComment>('POST', 'merchant/article-comments/:id/hide')

export const ARTICLE_STATUS = {
  draft: { text: '草稿', status: 'Default' },
  scheduled: { text: '定时发布', status: 'Processing' },
  published: { text: '已发布', status: 'Success' },
  offline: { text: '已下线', status: 'Error' },
} as const

export const COMMENT_STATUS = {
  pending: { text: '待审核', status: 'Warning' },
  approved: { text: '已通过', status: 'Success' },
  hidden: { text: '已隐藏', status: 'Default' },
} as const

/** The feed's categories as select options. */
export const categoryOptions = async () =>
  (await call(articleCategories)).map((category) => ({ label: category.name, value: category.id }))
