import { Image, Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh, useRouter } from '@tarojs/taro'
import { formatFen } from '@shop/domain'
import { Button } from '../../components/button'
import { Card } from '../../components/card'
import { Page } from '../../components/page'
import { QueryView } from '../../components/states'
import { checkoutUrl } from '../../features/cart'
import { requireCustomer, useSession } from '../../features/session'
import { boxAction, oddsText, useSurpriseBoxes } from '../../features/surprise-box'
import { assetUrl } from '../../lib/http/config'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../lib/navigation/routes'
import styles from './index.module.css'

const buy = (boxId: number) => void navigate(checkoutUrl({ kind: 'box', boxId }))

/**
 * 惊喜盲盒 (surpriseBox; docs/members-programmes.md "Surprise box"): each box with its price, what is left and the
 * limit, and its pool with the odds of every goods (weight / total, shown before buying) and the fallback goods;
 * 立即购买 opens the checkout (`pay?box=`), and paying opens the box (我的盲盒). `?id=` shows that box first.
 */
export default function SurpriseBoxPage() {
  const { status } = useSession()
  const { params } = useRouter()
  const wanted = Number(pageParam(params.id ?? '')) || null
  const boxes = useSurpriseBoxes(status, status !== 'loading')
  useDidShow(() => {
    if (boxes.data) boxes.reload()
  })
  usePullDownRefresh(() => {
    boxes.reload()
    void Taro.stopPullDownRefresh()
  })

  return (
    <Page>
      <View className={styles.top}>
        <Text className={styles.topTitle}>惊喜盲盒</Text>
        <Text className={styles.link} onClick={() => void navigate(url(PAGES.myBoxes))}>
          我的盲盒 ›
        </Text>
      </View>
      <QueryView
        query={boxes}
        isEmpty={(answer) => answer.items.length === 0}
        empty={{ mark: '盒', title: '暂时没有惊喜盲盒', hint: '新的盲盒正在准备，稍后再来看看' }}
      >
        {({ items }) => (
          <View>
            {[...items]
              .sort((a, b) => Number(b.id === wanted) - Number(a.id === wanted))
              .map((box) => {
                const action = boxAction(box)
                return (
                  <Card key={box.id} label={box.name}>
                    <View className={styles.box}>
                      <View className={styles.head}>
                        {box.image && (
                          <Image className={styles.image} src={assetUrl(box.image, 220)} mode="aspectFill" />
                        )}
                        <View className={styles.main}>
                          <Text className={styles.name}>{box.name}</Text>
                          <Text className={styles.price}>¥{formatFen(box.price)}</Text>
                          <Text className={styles.rule}>
                            剩余{Math.max(0, box.left)}个 · 每人限购{box.limitPerCustomer}个
                          </Text>
                        </View>
                      </View>
                      <View className={styles.odds} role="table" aria-label="开出概率">
                        <View className={styles.oddsRow}>
                          <Text className={styles.oddsHead}>可能开出</Text>
                          <Text className={styles.oddsHead}>价值</Text>
                          <Text className={styles.oddsHead}>概率</Text>
                        </View>
                        {box.pool.map((goods) => (
                          <View key={goods.skuId} className={styles.oddsRow} role="row">
                            <Text className={styles.goodsName}>{goods.name}</Text>
                            <Text className={styles.value}>¥{formatFen(goods.price)}</Text>
                            <Text className={styles.chance}>{oddsText(goods.odds)}</Text>
                          </View>
                        ))}
                      </View>
                      {box.fallback && (
                        <Text className={styles.note}>抽中的商品已开完时，开出保底商品「{box.fallback.name}」</Text>
                      )}
                      <Button
                        block
                        disabled={!action.enabled}
                        onClick={() =>
                          action.enabled &&
                          void requireCustomer(() => buy(box.id)).then((signedIn) => signedIn && buy(box.id))
                        }
                      >
                        {action.text}
                      </Button>
                    </View>
                  </Card>
                )
              })}
          </View>
        )}
      </QueryView>
    </Page>
  )
}
