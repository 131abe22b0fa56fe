import { Text, Textarea, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import type { GoodsDetail } from '@shop/contracts'
import { formatFen } from '@shop/domain'
import { useState } from 'react'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { Card } from '../../../components/card'
import { GoodsLine } from '../../../components/goods-line'
import { Page } from '../../../components/page'
import { Loading, QueryView } from '../../../components/states'
import { Stepper } from '../../../components/stepper'
import { useGoodsDetail } from '../../../features/catalogue'
import { useRequireLogin } from '../../../features/session'
import { makeWish } from '../../../features/wish'
import { useBusy } from '../../../lib/hooks/use-busy'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../../lib/navigation/routes'
import styles from './index.module.css'

const specsOf = (sku: GoodsDetail['skus'][number]) => sku.specifications.map((s) => s.value).join(' ') || '默认'

/**
 * wishCustom (许个心愿, docs/wish-list.md): with `?goodsId=` (the product detail's 加入心愿单) the customer picks the
 * SKU and quantity and may add a note; without, they write the wish in their own words. The wish goes to the
 * distributor they are bound to; then its detail.
 */
export default function WishCustomPage() {
  const { status } = useRequireLogin()
  const goodsId = Number(pageParam(useRouter().params.goodsId)) || 0
  const goods = useGoodsDetail(goodsId, status, status === 'customer')
  const [skuId, setSkuId] = useState<number | null>(null)
  const [quantity, setQuantity] = useState(1)
  const [text, setText] = useState('')
  const { busy, run } = useBusy()

  const chosenSku = goods.data?.skus.find((s) => s.id === skuId) ?? goods.data?.skus[0]
  const ready = goodsId > 0 ? chosenSku !== undefined : text.trim() !== ''

  const submit = () =>
    void run(async () => {
      const wish = await makeWish({
        quantity,
        ...(goodsId > 0 && chosenSku && { skuId: chosenSku.id }),
        ...(text.trim() && { text: text.trim() }),
      })
      void navigate(url(PAGES.distributorWishDetail, { id: wish.id }), { replace: true })
    }).catch(() => undefined) // the request layer has said why

  if (status !== 'customer') {
    return (
      <Page>
        <Loading />
      </Page>
    )
  }
  return (
    <Page>
      {goodsId > 0 && (
        <QueryView query={goods}>
          {(g) => (
            <Card label="心愿商品">
              <GoodsLine
                image={chosenSku?.image ?? g.mainImage}
                name={g.name}
                specs={chosenSku ? `¥${formatFen(chosenSku.activityPrice ?? chosenSku.price)}` : ''}
              />
              <View className={styles.skus}>
                {g.skus.map((sku) => (
                  <Text
                    key={sku.id}
                    className={`${styles.sku} ${sku.id === chosenSku?.id ? styles.skuOn : ''}`}
                    onClick={() => setSkuId(sku.id)}
                  >
                    {specsOf(sku)}
                  </Text>
                ))}
              </View>
              <View className={styles.row}>
                <Text>数量</Text>
                <Stepper value={quantity} min={1} max={99} label={g.name} onChange={setQuantity} />
              </View>
            </Card>
          )}
        </QueryView>
      )}
      <Card label="我的心愿">
        <Text className={styles.title}>{goodsId > 0 ? '给顾问留言（选填）' : '说说您想要的好物'}</Text>
        <Textarea
          className={styles.text}
          value={text}
          maxlength={200}
          placeholder={goodsId > 0 ? '如：想在生日前收到' : '如：想要一款适合干皮的冬季面霜，预算500元左右'}
          onInput={(e) => setText(e.detail.value)}
        />
        <Text className={styles.hint}>您的专属顾问会看到心愿，为您挑选并推送订单；心愿保留30天</Text>
      </Card>
      <BottomBar>
        <Button block disabled={!ready || busy} onClick={submit}>
          {busy ? '提交中…' : '许下心愿'}
        </Button>
      </BottomBar>
    </Page>
  )
}
