import { Text, View } from '@tarojs/components'
import Taro, { useShareAppMessage } from '@tarojs/taro'
import type { Cart, GoodsCard, PushOrder, PushOrderKind } from '@shop/contracts'
import type { QueryState } from '../../../lib/hooks/use-query'
import { formatFen, isMobile } from '@shop/domain'
import { useEffect, useMemo, useState } from 'react'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { Card } from '../../../components/card'
import { FormInput, FormRow } from '../../../components/form-row'
import { GoodsLine } from '../../../components/goods-line'
import { SearchInput } from '../../../components/search-bar'
import { QueryView } from '../../../components/states'
import { Stepper } from '../../../components/stepper'
import { useBusy } from '../../../lib/hooks/use-busy'
import { useQuery } from '../../../lib/hooks/use-query'
import { navigate } from '../../../lib/navigation/navigation'
import { url } from '../../../lib/navigation/routes'
import { client } from '../../../platform/client'
import { recordBehavior } from '../api/ba-behavior'
import { fetchSentPushOrder } from '../api/ba-push-order-detail'
import { locateForSender } from '../api/ba-locate'
import { sendPushOrder } from '../api/ba-submit'
import { PushOrderCard } from './push-order-card'
import styles from './push-compose.module.css'

/** A line of the push order being prepared: a SKU with what the sender sees of it. */
export interface PushLine {
  skuId: number
  name: string
  image: string
  /** Fen, as the shop sells it now. */
  price: number
  quantity: number
}

/** Sends the prepared push order another way than the plain send (a wish's push); answers the push order's id. */
export type PushSend = (body: {
  items: { skuId: number; quantity: number }[]
  requestId: string
  remark?: string
}) => Promise<number>

const newRequestId = () => `push-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/**
 * The sender (a guide: ba_push_order; a distributor: distribution_order) prepares a push order (推单): finds goods,
 * sets the quantities, names the customer's mobile (or leaves it for whoever opens it first) and a note, sees the
 * total as priced now, and sends it; nothing is held until the customer orders. `sentPage` shows it sent (?id=);
 * `useSearch` is the catalogue's goods search (the page gives it: features do not import each other). For a
 * customer's wish (docs/wish-list.md) the page gives the wished goods (`initial`), the customer (`customer`, so no
 * mobile is asked) and how to send it (`sendWith`).
 */
export function PushCompose({
  kind,
  sentPage,
  useSearch,
  initial = [],
  customer,
  sendWith,
}: {
  kind: PushOrderKind
  sentPage: string
  useSearch: (keyword: string) => QueryState<GoodsCard[]>
  initial?: PushLine[]
  customer?: string
  sendWith?: PushSend
}) {
  const [keyword, setKeyword] = useState('')
  const results = useSearch(keyword)
  const [chosen, setChosen] = useState<PushLine[]>(initial)
  const [mobile, setMobile] = useState('')
  const [remark, setRemark] = useState('')
  const [requestId] = useState(newRequestId)
  const { busy, run } = useBusy()
  const items = useMemo(() => chosen.map((c) => ({ skuId: c.skuId, quantity: c.quantity })), [chosen])
  const priced = useQuery<Cart | null>(
    async () => (items.length === 0 ? null : locateForSender(kind, { items })),
    [JSON.stringify(items)],
  )
  const mobileError = mobile !== '' && !isMobile(mobile) ? '请输入正确的手机号' : undefined

  const choose = (goods: GoodsCard) =>
    setChosen((list) =>
      list.some((c) => c.skuId === goods.skuId)
        ? list.map((c) => (c.skuId === goods.skuId ? { ...c, quantity: c.quantity + 1 } : c))
        : [
            ...list,
            {
              skuId: goods.skuId,
              name: goods.name,
              image: goods.mainImage,
              price: goods.activityPrice ?? goods.price,
              quantity: 1,
            },
          ],
    )
  const setQuantity = (skuId: number, quantity: number) =>
    setChosen((list) =>
      quantity === 0
        ? list.filter((c) => c.skuId !== skuId)
        : list.map((c) => (c.skuId === skuId ? { ...c, quantity } : c)),
    )

  const send = () =>
    void run(async () => {
      const note = remark.trim() ? { remark: remark.trim() } : {}
      const id = sendWith
        ? await sendWith({ items, requestId, ...note })
        : (await sendPushOrder(kind, { items, requestId, ...(mobile && { customerMobile: mobile }), ...note })).id
      void navigate(url(sentPage, { id }), { replace: true })
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
          chosen.map(({ skuId, name, image, price, quantity }) => (
            <GoodsLine
              key={skuId}
              image={image}
              name={name}
              specs={`¥${formatFen(price)}`}
              aside={<Stepper value={quantity} min={0} max={99} label={name} onChange={(n) => setQuantity(skuId, n)} />}
            />
          ))
        )}
      </Card>

      <Card label="推给谁">
        {customer !== undefined ? (
          <FormRow label="顾客">
            <Text>{customer}</Text>
          </FormRow>
        ) : (
          <FormRow label="顾客手机号" error={mobileError}>
            <FormInput
              type="number"
              maxlength={11}
              value={mobile}
              placeholder="选填，不填则第一位打开的顾客可下单"
              onInput={(e) => setMobile(e.detail.value)}
            />
          </FormRow>
        )}
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

/**
 * A push order sent, to send on: a share card in the mini-program, a copied link in a browser. `homePage` is the
 * sender's work page (the guide's, or the distributor's).
 */
export function PushSendOn({ kind, id, homePage }: { kind: PushOrderKind; id: number; homePage: string }) {
  const pushOrder = useQuery(() => fetchSentPushOrder(kind, id), [kind, id])
  const [shared, setShared] = useState(false)
  useShareAppMessage(() => {
    const p = pushOrder.data
    return { title: p ? `${p.guide.name}为您挑选了商品` : '为您挑选的商品', path: p ? `/${p.path}` : url(homePage) }
  })
  useEffect(() => {
    // What a guide did for whom (ba_behavior/append); a distributor's shares are counted by their pool entries.
    if (kind !== 'ba_push_order' || !shared || !pushOrder.data) return
    const p = pushOrder.data
    void recordBehavior({
      action: 'push_order',
      pushOrderId: p.id,
      ...(p.customerMobile && { customerMobile: p.customerMobile }),
      requestId: `share-${p.id}`,
    })
  }, [kind, shared, pushOrder.data])

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
          <PushOrderCard pushOrder={p} viewer="sender" />
          <BottomBar className={styles.bar}>
            <Button variant="secondary" onClick={() => void navigate(url(homePage), { replace: true })}>
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
