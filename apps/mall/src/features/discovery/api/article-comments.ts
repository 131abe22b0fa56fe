import type { articleComments as route, commentArticle as postRoute } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { usePaged } from '../../../lib/hooks/use-paged'

const list = defineEndpoint<typeof route>({ service: 'sp-portal', method: 'GET', path: 'plant/grass/:id/evaluation' })
const post = defineEndpoint<typeof postRoute>({
  service: 'sp-portal',
  method: 'POST',
  path: 'plant/grass/:id/evaluation',
})

const PAGE_SIZE = 10

export const fetchComments = (id: number, page = 0) =>
  call(list, { params: { id }, query: { page, size: PAGE_SIZE } }, { hideModal: true })

/** An article's comments, newest first, page after page; `version` reloads them (after commenting). */
export const useComments = (id: number, version = 0) =>
  usePaged((page) => fetchComments(id, page), [id, version], id > 0)

export const postComment = (id: number, content: string) => call(post, { params: { id }, body: { content } })
