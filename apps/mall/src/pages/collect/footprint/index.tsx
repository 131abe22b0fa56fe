import { Text, View } from '@tarojs/components'
import Taro, { useReachBottom } from '@tarojs/taro'
import { formatChinaDate } from '@shop/domain'
import { Button } from '../../../components/button'
import { Page } from '../../../components/page'
import { Loading } from '../../../components/states'
import { KeptGoodsView, useKeptGoods } from '../../../features/catalogue'
import { useRequireLogin } from '../../../features/session'
import { BRAND_COLOR } from '../../../lib/display/theme'
import styles from './index.module.css'

/** 浏览足迹: the goods the customer looked at, newest first under the day of the look, paged; one or all removed. */
export default function ViewHistoryPage() {
  const { status } = useRequireLogin()
  const list = useKeptGoods('history', status === 'customer')
  useReachBottom(() => list.loadMore())

  const clearAll = async () => {
    const { confirm } = await Taro.showModal({
      title: '清空足迹',
      content: '确定清空全部浏览足迹吗？',
      confirmText: '清空',
      confirmColor: BRAND_COLOR,
    })
    if (confirm) await list.clear?.().catch(() => undefined)
  }

  return (
    <Page>
      {status !== 'customer' ? (
        <Loading />
      ) : (
        <KeptGoodsView
          list={list}
          keyOf={(item) => item.id}
          removeText="删除"
          groupOf={(item) => formatChinaDate(item.viewedAt)}
          empty={{ mark: '迹', title: '暂无浏览足迹', hint: '看过的商品会留在这里，方便再次找到' }}
          head={() => (
            <View className={styles.head}>
              <Text className={styles.count}>共{list.total}件商品</Text>
              <Button variant="secondary" size="small" onClick={() => void clearAll()}>
                清空足迹
              </Button>
            </View>
          )}
        />
      )}
    </Page>
  )
}
