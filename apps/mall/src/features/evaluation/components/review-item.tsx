import { Image, Text, View } from '@tarojs/components'
import { firstCharacter, formatChinaDate } from '@shop/domain'
import { PhotoStrip } from '../../../components/photo-strip'
import { assetUrl } from '../../../lib/http/config'
import type { Review } from '../api/evaluation-page'
import { StarRating } from './star-rating'
import styles from './review-item.module.css'

/** One review: who (or 匿名用户), when, the stars, the SKU bought, the text and the photos. */
export function ReviewItem({ review }: { review: Review }) {
  return (
    <View className={styles.review} role="article">
      <View className={styles.head}>
        {review.avatarUrl ? (
          <Image className={styles.avatar} src={assetUrl(review.avatarUrl)} mode="aspectFill" />
        ) : (
          <View className={styles.avatar}>{firstCharacter(review.nickName)}</View>
        )}
        <View className={styles.who}>
          <Text className={styles.name}>{review.nickName}</Text>
          <StarRating value={review.rating} small />
        </View>
        <Text className={styles.time}>{formatChinaDate(review.createTime)}</Text>
      </View>
      {review.specs && <Text className={styles.specs}>{review.specs}</Text>}
      {review.content && <Text className={styles.content}>{review.content}</Text>}
      <PhotoStrip images={review.images} />
    </View>
  )
}
