import { textLength } from '@shop/domain'
import type { EvaluationInput } from './api/create-evaluation'

/** The contract's bounds (contracts reach the app as types only): EVALUATION_CONTENT_MAX, EVALUATION_IMAGES_MAX. */
export const CONTENT_MAX = 500
export const IMAGES_MAX = 9
export const RATING_MAX = 5

/** What each number of stars says. */
export const RATING_WORDS = ['', '非常差', '差', '一般', '满意', '非常满意'] as const

/** A line's review as it is being written. */
export interface EvaluationDraft {
  rating: number
  content: string
  images: string[]
  anonymous: boolean
}

export const EMPTY_EVALUATION: EvaluationDraft = { rating: 0, content: '', images: [], anonymous: false }

/** Characters as the server counts them. */
export const contentLength = (content: string) => textLength(content.trim())

/** The line's review as the server takes it, or the first thing still wrong. */
export function evaluationInputOf(
  lineId: number,
  draft: EvaluationDraft,
): { input: EvaluationInput } | { error: string } {
  if (!Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > RATING_MAX) return { error: '请选择评分' }
  if (contentLength(draft.content) > CONTENT_MAX) return { error: `评价内容最多${CONTENT_MAX}个字` }
  if (draft.images.length > IMAGES_MAX) return { error: `最多上传${IMAGES_MAX}张图片` }
  return {
    input: {
      lineId,
      rating: draft.rating,
      content: draft.content.trim(),
      images: draft.images,
      anonymous: draft.anonymous,
    },
  }
}

/** "4.8" for an average, "暂无评分" without one. */
export const averageText = (average: number | null) => (average === null ? '暂无评分' : average.toFixed(1))
