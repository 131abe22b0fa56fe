import { Image, Text, View } from '@tarojs/components'
import type { ResponseOf, distributionGoodsDayData } from '@shop/contracts'
import { formatFen } from '@shop/domain'
import { useState } from 'react'
import { Button } from '../../../components/button'
import { GoodsLine } from '../../../components/goods-line'
import { ListFooter } from '../../../components/list-footer'
import { Sheet } from '../../../components/sheet'
import { QueryView } from '../../../components/states'
import { useBusy } from '../../../lib/hooks/use-busy'
import { fetchGoodsDayData, fetchPoster, useShareGoods } from '../api/share-goods'
import styles from './share-goods.module.css'

type DayData = ResponseOf<typeof distributionGoodsDayData>
type Shown = { kind: 'poster'; name: string; image: string } | { kind: 'day'; name: string; data: DayData }

const yuan = (fen: number) => `¥${formatFen(fen)}`

/**
 * The work area's goods to share: each with what the distributor earns on a unit (rate and amount), its share poster
 * (the goods, price and the distributor's code; `save` puts it in the album) and today's figures for it.
 */
export function ShareGoods({ save }: { save: (image: string) => void }) {
  const goods = useShareGoods(true)
  const [shown, setShown] = useState<Shown | null>(null)
  const { busy, run } = useBusy()

  const poster = (goodsId: number, name: string) =>
    void run(async () => setShown({ kind: 'poster', name, image: (await fetchPoster(goodsId)).image })).catch(
      () => undefined, // the request layer has said why
    )
  const day = (goodsId: number, name: string) =>
    void run(async () => setShown({ kind: 'day', name, data: await fetchGoodsDayData(goodsId) })).catch(() => undefined)

  return (
    <View>
      <QueryView query={goods} isEmpty={(rows) => rows.length === 0} empty={{ mark: '品', title: '暂无可分享的商品' }}>
        {(rows) => (
          <View>
            {rows.map(({ goods: g, rateBp, commission }) => (
              <GoodsLine
                key={g.id}
                image={g.mainImage}
                name={g.name}
                specs={`${yuan(g.activityPrice ?? g.price)} · 佣金${rateBp / 100}%`}
              >
                <Text className={styles.earn}>预计赚 {yuan(commission)}/件</Text>
                <View className={styles.buttons}>
                  <Button size="small" variant="secondary" disabled={busy} onClick={() => day(g.id, g.name)}>
                    今日数据
                  </Button>
                  <Button size="small" disabled={busy} onClick={() => poster(g.id, g.name)}>
                    分享海报
                  </Button>
                </View>
              </GoodsLine>
            ))}
            <ListFooter list={goods} />
          </View>
        )}
      </QueryView>
      {shown?.kind === 'poster' && (
        <Sheet
          title="分享海报"
          onClose={() => setShown(null)}
          footer={
            <Button block onClick={() => save(shown.image)}>
              保存到相册
            </Button>
          }
        >
          <Image className={styles.poster} src={shown.image} mode="widthFix" showMenuByLongpress />
          <Text className={styles.hint}>好友长按识别海报上的小程序码即进入商品页并与您绑定</Text>
        </Sheet>
      )}
      {shown?.kind === 'day' && (
        <Sheet title={`今日数据 · ${shown.data.date}`} onClose={() => setShown(null)}>
          <Text className={styles.dayName}>{shown.name}</Text>
          <View className={styles.figures}>
            {[
              ['分享', String(shown.data.shares)],
              ['打开', String(shown.data.opens)],
              ['订单', String(shown.data.orders)],
              ['销售额', yuan(shown.data.sales)],
              ['佣金', yuan(shown.data.commission)],
              ['佣金比例', `${shown.data.rateBp / 100}%`],
            ].map(([label, value]) => (
              <View key={label} className={styles.figure}>
                <Text className={styles.value}>{value}</Text>
                <Text className={styles.label}>{label}</Text>
              </View>
            ))}
          </View>
        </Sheet>
      )}
    </View>
  )
}
