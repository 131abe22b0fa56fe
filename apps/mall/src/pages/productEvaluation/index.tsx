import { Text, View } from '@tarojs/components'
import { useReachBottom, useRouter } from '@tarojs/taro'
import { ListFooter } from '../../components/list-footer'
import { Page } from '../../components/page'
import { Empty, QueryView } from '../../components/states'
import { averageText, ReviewItem, StarRating, useGoodsReviews } from '../../features/evaluation'
import { pageParam } from '../../lib/navigation/routes'
import styles from './index.module.css'

/** 商品评价 (query goodsId): the average rating and count, then every review, newest first, paged. */
export default function ProductEvaluationPage() {
  const goodsId = Number(pageParam(useRouter().params.goodsId)) || 0
  const { list, summary } = useGoodsReviews(goodsId)
  useReachBottom(() => list.loadMore())

  if (goodsId <= 0) {
    return (
      <Page>
        <Empty mark="?" title="没有找到这件商品" hint="链接可能已失效" />
      </Page>
    )
  }

  return (
    <Page>
      {summary && summary.count > 0 && (
        <View className={styles.summary}>
          <Text className={styles.average}>{averageText(summary.averageRating)}</Text>
          <View className={styles.summaryRight}>
            <StarRating value={summary.averageRating ?? 0} small />
            <Text className={styles.count}>共{summary.count}条评价</Text>
          </View>
        </View>
      )}
      <QueryView
        query={list}
        isEmpty={(items) => items.length === 0}
        empty={{ mark: '评', title: '暂无评价', hint: '购买后来写下第一条评价吧' }}
      >
        {(reviews) => (
          <View className={styles.list}>
            {reviews.map((r) => (
              <ReviewItem key={r.id} review={r} />
            ))}
            <ListFooter list={list} />
          </View>
        )}
      </QueryView>
    </Page>
  )
}
