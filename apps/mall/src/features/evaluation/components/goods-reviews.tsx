import { Text, View } from '@tarojs/components'
import { useReviewsPreview } from '../hooks/use-goods-reviews'
import { averageText } from '../evaluation-rules'
import { ReviewItem } from './review-item'
import styles from './goods-reviews.module.css'

/**
 * The product page's reviews: the average and count, the newest two, and 查看全部 (the reviews page). Nothing shows
 * while it loads or when it fails: the page is whole without it.
 */
export function GoodsReviews({ goodsId, onOpenAll }: { goodsId: number; onOpenAll: () => void }) {
  const preview = useReviewsPreview(goodsId)
  const page = preview.data
  if (!page) return null
  return (
    <View className={styles.section} aria-label="商品评价">
      <View className={styles.head} role="button" onClick={page.count > 0 ? onOpenAll : undefined}>
        <Text className={styles.title}>商品评价({page.count})</Text>
        {page.count > 0 && (
          <>
            <Text className={styles.average}>{averageText(page.averageRating)}分</Text>
            <Text className={styles.more}>查看全部 ›</Text>
          </>
        )}
      </View>
      {page.count === 0 ? (
        <Text className={styles.empty}>暂无评价</Text>
      ) : (
        page.content.map((review) => <ReviewItem key={review.id} review={review} />)
      )}
    </View>
  )
}
