import { useState } from 'react'
import { usePaged } from '../../../lib/hooks/use-paged'
import { useQuery } from '../../../lib/hooks/use-query'
import { fetchEvaluationPage } from '../api/evaluation-page'

export interface ReviewsSummary {
  /** Mean rating, 1 decimal; null with none. */
  averageRating: number | null
  count: number
}

const PAGE_SIZE = 10

/** A goods' reviews page by page, with the average and count the latest page carried. */
export function useGoodsReviews(goodsId: number, enabled = true) {
  const [summary, setSummary] = useState<ReviewsSummary | null>(null)
  const list = usePaged(
    async (page) => {
      const answer = await fetchEvaluationPage(goodsId, page, PAGE_SIZE)
      setSummary({ averageRating: answer.averageRating, count: answer.count })
      return answer
    },
    [goodsId],
    enabled && goodsId > 0,
  )
  return { list, summary }
}

/** The first few reviews and the summary (the product page's section). */
export const useReviewsPreview = (goodsId: number, size = 2) =>
  useQuery(() => fetchEvaluationPage(goodsId, 0, size), [goodsId, size], goodsId > 0)
