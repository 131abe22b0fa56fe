import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button } from '../../components/button'
import { GoodsGrid } from '../../components/goods-grid'
import { Page } from '../../components/page'
import { QueryView } from '../../components/states'
import { useRecommended } from '../../features/catalogue'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../lib/navigation/routes'
import styles from './peopleLike.module.css'

/**
 * 猜你喜欢 after a step of an order or a refund (query refundId: the refund just submitted, with the way to its
 * detail): the goods recommended for the shopper.
 */
export default function PeopleLikePage() {
  const refundId = Number(pageParam(useRouter().params.refundId)) || 0
  const goods = useRecommended('user', 0, 20)

  return (
    <Page>
      {refundId > 0 && (
        <View className={styles.done}>
          <View className={styles.tick}>✓</View>
          <Text className={styles.title}>售后申请已提交</Text>
          <Text className={styles.hint}>等待商家审核，可在售后详情中查看进度</Text>
          <View className={styles.actions}>
            <Button variant="secondary" size="small" onClick={() => void navigate(url(PAGES.home))}>
              返回首页
            </Button>
            <Button
              size="small"
              onClick={() => void navigate(url(PAGES.refundDetail, { id: refundId }), { replace: true })}
            >
              查看售后详情
            </Button>
          </View>
        </View>
      )}
      <Text className={styles.section}>猜你喜欢</Text>
      <QueryView query={goods} isEmpty={(list) => list.length === 0} empty={{ mark: '荐', title: '暂无推荐商品' }}>
        {(list) => <GoodsGrid goods={list} />}
      </QueryView>
    </Page>
  )
}
