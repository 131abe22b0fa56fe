import type {
  forwardArticle as forwardRoute,
  keepArticle as keepRoute,
  likeArticle as likeRoute,
  unkeepArticle as unkeepRoute,
  unlikeArticle as unlikeRoute,
} from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const like = defineEndpoint<typeof likeRoute>({ service: 'sp-portal', method: 'POST', path: 'plant/grass/:id/like' })
const unlike = defineEndpoint<typeof unlikeRoute>({
  service: 'sp-portal',
  method: 'DELETE',
  path: 'plant/grass/:id/like',
})
const keep = defineEndpoint<typeof keepRoute>({ service: 'sp-portal', method: 'POST', path: 'plant/grass/:id/keep' })
const unkeep = defineEndpoint<typeof unkeepRoute>({
  service: 'sp-portal',
  method: 'DELETE',
  path: 'plant/grass/:id/keep',
})
const forward = defineEndpoint<typeof forwardRoute>({
  service: 'sp-portal',
  method: 'POST',
  path: 'plant/grass/:id/forward',
})

/** Likes an article or takes the like back; answers the article's counts as the server now has them. */
export const setArticleLike = (id: number, on: boolean) =>
  on ? call(like, { params: { id } }) : call(unlike, { params: { id } })

/** Keeps (bookmarks) an article or takes it back; answers the counts. */
export const setArticleKeep = (id: number, on: boolean) =>
  on ? call(keep, { params: { id } }) : call(unkeep, { params: { id } })

/** Counts a share of the article (quiet: sharing goes on whatever the answer). */
export const countArticleForward = (id: number) => call(forward, { params: { id } }, { silent: true }).catch(() => null)
