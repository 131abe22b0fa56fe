import { Text, View } from '@tarojs/components'
import Taro, { useRouter, useShareAppMessage } from '@tarojs/taro'
import type { Cart, GoodsCard, PushOrder } from '@shop/contracts'
import { formatFen, isMobile } from '@shop/domain'
import { useEffect, useMemo, useState } from 'react'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { Card } from '../../../components/card'
import { FormInput, FormRow } from '../../../components/form-row'
import { GoodsLine } from '../../../components/goods-line'
import { Page } from '../../../components/page'
import { SearchInput } from '../../../components/search-bar'
import { Empty, Loading, QueryView } from '../../../components/states'
import { Stepper } from '../../../components/stepper'
import { useGoodsSearch } from '../../../features/catalogue'
import {
  fetchGuidePushOrder,
  locateForGuide,
  PushOrderCard,
  recordBehavior,
  sendPushOrder,
} from '../../../features/guide'
import { useRequireLogin } from '../../../features/session'
import { useBusy } from '../../../lib/hooks/use-busy'
import { useQuery } from '../../../lib/hooks/use-query'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../../lib/navigation/routes'
import { client } from '../../../platform/client'
import styles from './index.module.css'

interface Chosen {
  goods: GoodsCard
  quantity: number
}

const newRequestId = () => `push-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/**
 * A guide prepares a push order (推单): finds goods, sets the quantities, names the customer's mobile (or leaves it
 * for whoever opens it first) and a note, sees the total as priced now, and sends it; nothing is held until the
 * customer orders. With `?id=` it shows a push order sent, to send on: a share card in the mini-program, a copied
 * link in a browser.
 */
export default function GuidePushPage() {
  const { status, profile } = useRequireLogin()
  const id = Number(pageParam(useRouter().params.id)) || null
  const isGuide = status === 'customer' && profile?.isEbc === true
  if (status !== 'customer') {
    return (
      <Page>
        <Loading />
      </Page>
    )
  }
  if (!isGuide) {
    return (
      <Page>
        <Empty mark="导" title="仅导购可以推单" />
      </Page>
    )
  }
  return <Page>{id ? <SendOn id={id} /> : <Compose />}</Page>
}

function Compose() {
  const [keyword, setKeyword] = useState('')
  const results = useGoodsSearch(keyword)
  const [chosen, setChosen] = useState<Chosen[]>([])
  const [mobile, setMobile] = useState('')
  const [remark, setRemark] = useState('')
  const [requestId] = useState(newRequestId)
  const { busy, run } = useBusy()
  const items = useMemo(() => chosen.map((c) => ({ skuId: c.goods.skuId, quantity: c.quantity })), [chosen])
  const priced = useQuery<Cart | null>(
    async () => (items.length === 0 ? null : locateForGuide({ items })),
    [JSON.stringify(items)],
  )
  const mobileError = mobile !== '' && !isMobile(mobile) ? '请输入正确的手机号' : undefined

  const choose = (goods: GoodsCard) =>
    setChosen((list) =>
      list.some((c) => c.goods.skuId === goods.skuId)
        ? list.map((c) => (c.goods.skuId === goods.skuId ? { ...c, quantity: c.quantity + 1 } : c))
        : [...list, { goods, quantity: 1 }],
    )
  const setQuantity = (skuId: number, quantity: number) =>
    setChosen((list) =>
      quantity === 0
        ? list.filter((c) => c.goods.skuId !== skuId)
        : list.map((c) => (c.goods.skuId === skuId ? { ...c, quantity } : c)),
    )

  const send = () =>
    void run(async () => {
      const sent = await sendPushOrder({
        items,
        requestId,
        ...(mobile && { customerMobile: mobile }),
        ...(remark.trim() && { remark: remark.trim() }),
      })
      void navigate(url(PAGES.guidePush, { id: sent.id }), { replace: true })
    }).catch(() => undefined) // the request layer has said why

  return (
    <View>
      <SearchInput placeholder="搜索要推荐的商品" onSubmit={setKeyword} />
      {keyword !== '' && (
        <Card label="搜索结果">
          <QueryView
            query={results}
            isEmpty={(list) => list.length === 0}
            empty={{ mark: '搜', title: '没有找到商品' }}
          >
            {(list) => (
              <View>
                {list.slice(0, 10).map((goods) => (
                  <GoodsLine
                    key={goods.id}
                    image={goods.mainImage}
                    name={goods.name}
                    specs={goods.sellOut ? '已售罄' : `¥${formatFen(goods.activityPrice ?? goods.price)}`}
                    aside={
                      <Button size="small" variant="secondary" disabled={goods.sellOut} onClick={() => choose(goods)}>
                        加入
                      </Button>
                    }
                  />
                ))}
              </View>
            )}
          </QueryView>
        </Card>
      )}

      <Card label="推单商品">
        <Text className={styles.title}>推单商品</Text>
        {chosen.length === 0 ? (
          <Text className={styles.hint}>搜索商品并加入，顾客打开后按当时价格下单</Text>
        ) : (
          chosen.map(({ goods, quantity }) => (
            <GoodsLine
              key={goods.skuId}
              image={goods.mainImage}
              name={goods.name}
              specs={`¥${formatFen(goods.activityPrice ?? goods.price)}`}
              aside={
                <Stepper
                  value={quantity}
                  min={0}
                  max={99}
                  label={goods.name}
                  onChange={(n) => setQuantity(goods.skuId, n)}
                />
              }
            />
          ))
        )}
      </Card>

      <Card label="推给谁">
        <FormRow label="顾客手机号" error={mobileError}>
          <FormInput
            type="number"
            maxlength={11}
            value={mobile}
            placeholder="选填，不填则第一位打开的顾客可下单"
            onInput={(e) => setMobile(e.detail.value)}
          />
        </FormRow>
        <FormRow label="留言">
          <FormInput
            maxlength={100}
            value={remark}
            placeholder="选填，如使用建议"
            onInput={(e) => setRemark(e.detail.value)}
          />
        </FormRow>
      </Card>

      <BottomBar className={styles.bar}>
        <Text className={styles.total}>
          合计 <Text className={styles.amount}>¥{formatFen(priced.data?.totalActualAmount ?? 0)}</Text>
        </Text>
        <Button disabled={items.length === 0 || busy || mobileError !== undefined} onClick={send}>
          {busy ? '发送中…' : '生成推单'}
        </Button>
      </BottomBar>
    </View>
  )
}

function SendOn({ id }: { id: number }) {
  const pushOrder = useQuery(() => fetchGuidePushOrder(id), [id])
  const [shared, setShared] = useState(false)
  useShareAppMessage(() => {
    const p = pushOrder.data
    return { title: p ? `${p.guide.name}为您挑选了商品` : '导购推单', path: p ? `/${p.path}` : url(PAGES.home) }
  })
  useEffect(() => {
    if (!shared || !pushOrder.data) return
    const p = pushOrder.data
    void recordBehavior({
      action: 'push_order',
      pushOrderId: p.id,
      ...(p.customerMobile && { customerMobile: p.customerMobile }),
      requestId: `share-${p.id}`,
    })
  }, [shared, pushOrder.data])

  const copy = async (p: PushOrder) => {
    await Taro.setClipboardData({ data: client.fullLink(`/${p.path}`) })
    setShared(true)
    void Taro.showToast({ title: '链接已复制，发给顾客即可', icon: 'none' })
  }

  return (
    <QueryView query={pushOrder}>
      {(p) => (
        <View>
          <View className={styles.done}>
            <Text className={styles.doneTitle}>推单已生成</Text>
            <Text className={styles.hint}>发给顾客，顾客打开后确认地址即可下单支付</Text>
          </View>
          <PushOrderCard pushOrder={p} viewer="guide" />
          <BottomBar className={styles.bar}>
            <Button variant="secondary" onClick={() => void navigate(url(PAGES.guide), { replace: true })}>
              返回工作台
            </Button>
            {client.wechatButtons ? (
              <Button openType="share">发给顾客</Button>
            ) : (
              <Button onClick={() => void copy(p)}>复制推单链接</Button>
            )}
          </BottomBar>
        </View>
      )}
    </QueryView>
  )
}
