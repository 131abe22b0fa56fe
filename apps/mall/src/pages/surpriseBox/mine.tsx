import { Image, Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import type { SurpriseBoxRecord } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import { Card } from '../../components/card'
import { Page } from '../../components/page'
import { QueryView } from '../../components/states'
import { useRequireLogin } from '../../features/session'
import { useMyBoxes } from '../../features/surprise-box'
import { assetUrl } from '../../lib/http/config'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, url } from '../../lib/navigation/routes'
import styles from './mine.module.css'

const STATE_LABELS: Record<SurpriseBoxRecord['state'], string> = {
  waiting: '待支付开盒',
  opened: '已开盒',
  returned: '已退回',
}

/**
 * 我的盲盒: the shopper's boxes, newest first. A paid box shows what it revealed (开盒), the goods that ships with its
 * order; one waiting is opened by paying its order; one cancelled or refunded before shipping is 已退回.
 */
export default function MyBoxesPage() {
  const { status } = useRequireLogin()
  const boxes = useMyBoxes(status === 'customer')
  useDidShow(() => {
    if (boxes.data) boxes.reload()
  })
  usePullDownRefresh(() => {
    boxes.reload()
    void Taro.stopPullDownRefresh()
  })
  return (
    <Page>
      <QueryView
        query={boxes}
        isEmpty={(list) => list.length === 0}
        empty={{ mark: '盒', title: '还没有盲盒', hint: '去惊喜盲盒挑一个吧' }}
      >
        {(list) => (
          <View>
            {list.map((box) => (
              <Card
                key={box.orderId}
                label={box.boxName}
                onClick={() => void navigate(url(PAGES.orderDetail, { orderId: box.orderId }))}
              >
                <View className={styles.record}>
                  <View className={styles.head}>
                    <Text className={styles.name}>{box.boxName}</Text>
                    <Text className={styles.state}>{STATE_LABELS[box.state]}</Text>
                  </View>
                  {box.state === 'opened' && box.goods ? (
                    <View className={styles.reveal} aria-label="开盒结果">
                      <Image className={styles.image} src={assetUrl(box.goods.image, 160)} mode="aspectFill" />
                      <View className={styles.main}>
                        <Text className={styles.label}>恭喜开出</Text>
                        <Text className={styles.goods}>{box.goods.name}</Text>
                        {box.revealedAt && <Text className={styles.time}>{formatChinaDate(box.revealedAt, true)}</Text>}
                      </View>
                    </View>
                  ) : (
                    <Text className={styles.time}>下单时间 {formatChinaDate(box.createdAt, true)}</Text>
                  )}
                </View>
              </Card>
            ))}
          </View>
        )}
      </QueryView>
    </Page>
  )
}
