import { Image, Text, View } from '@tarojs/components'
import { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import Taro from '@tarojs/taro'
import type { PresaleOrderView, PresaleView } from '@shop/contracts'
import { formatChinaDate, formatFen } from '@shop/domain'
import { Button } from '../../components/button'
import { Page } from '../../components/page'
import { QueryView } from '../../components/states'
import { checkoutUrl } from '../../features/cart'
import { balanceOrder, useMyPresales, usePresales } from '../../features/presale'
import { requireCustomer, useSession } from '../../features/session'
import { askToSubscribe } from '../../features/subscription'
import { useBusy } from '../../lib/hooks/use-busy'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, url } from '../../lib/navigation/routes'
import styles from './index.module.css'

const when = (iso: string) => formatChinaDate(iso, true).slice(5)

/** What a unit costs: the deposit and what it counts for (定金膨胀), or the whole pre-sale price. */
function Amounts({ presale }: { presale: PresaleView }) {
  if (presale.mode === 'full') {
    return (
      <View>
        <Text className={styles.price}>¥{formatFen(presale.price)}</Text>
        {presale.skuPrice > presale.price && <Text className={styles.was}>¥{formatFen(presale.skuPrice)}</Text>}
      </View>
    )
  }
  return (
    <View className={styles.amounts}>
      <View>
        <Text className={styles.label}>定金 </Text>
        <Text className={styles.price}>¥{formatFen(presale.deposit!)}</Text>
        {presale.depositValue! > presale.deposit! && (
          <Text className={styles.inflate}>抵¥{formatFen(presale.depositValue!)}</Text>
        )}
      </View>
      <Text className={styles.sub}>
        预售价¥{formatFen(presale.price)} · 到手价¥{formatFen(presale.total)}
      </Text>
    </View>
  )
}

function PresaleCard({ presale, onBuy }: { presale: PresaleView; onBuy: (p: PresaleView) => void }) {
  const selling = presale.phase === 'selling' && presale.left > 0
  const action = presale.mode === 'deposit' ? '支付定金' : '立即预订'
  return (
    <View className={styles.card}>
      <View className={styles.cardHead}>
        <Image className={styles.image} src={presale.image} mode="aspectFill" />
        <View className={styles.cardMain}>
          <Text className={styles.name}>{presale.name}</Text>
          <Text className={styles.goods}>{presale.goodsName}</Text>
          <Amounts presale={presale} />
        </View>
      </View>
      <View className={styles.times}>
        <Text>
          {presale.mode === 'deposit' ? '定金' : '预售'}：{when(presale.startsAt)} 至 {when(presale.endsAt)}
        </Text>
        {presale.balanceStartsAt && presale.balanceEndsAt && (
          <Text>
            尾款：{when(presale.balanceStartsAt)} 至 {when(presale.balanceEndsAt)}
          </Text>
        )}
        <Text>发货：{when(presale.shipFrom)} 起</Text>
        {presale.mode === 'deposit' && (
          <Text className={styles.rule}>
            {presale.unpaidRule === 'keep' ? '未按时支付尾款，定金不退' : '未按时支付尾款，定金原路退回'}
          </Text>
        )}
      </View>
      <View className={styles.foot}>
        <Text className={styles.left}>
          {presale.left > 0 ? `剩余 ${presale.left} 件 · 每人限购 ${presale.limitPerCustomer} 件` : '已售罄'}
        </Text>
        <Button size="small" disabled={!selling} onClick={() => onBuy(presale)}>
          {selling ? action : presale.left > 0 ? presale.phaseLabel : '已售罄'}
        </Button>
      </View>
    </View>
  )
}

function MyOrder({ order, onPayBalance, busy }: { order: PresaleOrderView; onPayBalance: () => void; busy: boolean }) {
  return (
    <View className={styles.mine}>
      <View className={styles.mineHead}>
        <Image className={styles.thumb} src={order.image} mode="aspectFill" />
        <View className={styles.cardMain}>
          <View className={styles.nameRow}>
            <Text className={styles.name}>{order.name}</Text>
            <Text className={styles.status}>{order.statusLabel}</Text>
          </View>
          <Text className={styles.sub}>
            {order.mode === 'deposit'
              ? `定金¥${formatFen(order.paidNow)}${order.depositPaid ? '已付' : '待付'} · 尾款¥${formatFen(order.balance)}${order.balancePaid ? '已付' : ''}`
              : `全款¥${formatFen(order.paidNow)}`}
            {` · ${order.quantity}件`}
          </Text>
          {order.balanceStartsAt && order.balanceEndsAt && !order.balancePaid && order.settled === null && (
            <Text className={styles.sub}>
              尾款时间：{when(order.balanceStartsAt)} 至 {when(order.balanceEndsAt)}
            </Text>
          )}
        </View>
      </View>
      <View className={styles.mineFoot}>
        <Text className={styles.link} onClick={() => void navigate(url(PAGES.orderDetail, { orderId: order.orderId }))}>
          查看订单
        </Text>
        {order.canPayBalance && (
          <Button size="small" disabled={busy} onClick={onPayBalance}>
            支付尾款 ¥{formatFen(order.balance)}
          </Button>
        )}
      </View>
    </View>
  )
}

/**
 * 新品预售 (docs/pre-sales.md): the pre-sales on sale (a deposit that counts for more when the balance is paid, or
 * the whole price for goods shipped from a date), paid through the checkout (`pay?presale=<id>:1`), and the
 * shopper's pre-sale orders with 支付尾款 in the balance window (the balance order, then its payment).
 */
export default function PresalePage() {
  const { status } = useSession()
  const customer = status === 'customer'
  const list = usePresales()
  const mine = useMyPresales(customer)
  const { busy, run } = useBusy()
  const reload = () => {
    void list.reload()
    if (customer) void mine.reload()
  }
  useDidShow(() => {
    if (customer) void mine.reload()
  })
  usePullDownRefresh(() => {
    reload()
    void Taro.stopPullDownRefresh()
  })

  const buy = async (presale: PresaleView) => {
    const go = () => void navigate(checkoutUrl({ kind: 'presale', presaleId: presale.id, quantity: 1 }))
    if (!(await requireCustomer(go))) return
    // From the tap: WeChat shows its subscribe sheet only then; the balance reminder comes through it.
    if (presale.mode === 'deposit') await askToSubscribe(['activity_starting'])
    go()
  }

  const payBalance = (orderId: number) =>
    void run(async () => {
      const order = await balanceOrder(orderId)
      void navigate(url(PAGES.orderDetail, { orderId: order.orderId }))
    })

  const orders = mine.data ?? []
  return (
    <Page>
      <View className={styles.banner}>
        <Text className={styles.bannerTitle}>新品预售</Text>
        <Text className={styles.bannerSub}>付定金享膨胀抵扣，尾款时间内付清即可按期发货</Text>
      </View>
      {customer && orders.length > 0 && (
        <View className={styles.section}>
          <Text className={styles.sectionTitle}>我的预售</Text>
          {orders.map((order) => (
            <MyOrder key={order.orderId} order={order} busy={busy} onPayBalance={() => payBalance(order.orderId)} />
          ))}
        </View>
      )}
      <QueryView query={list} isEmpty={(all) => all.length === 0} empty={{ mark: '预', title: '暂无预售活动' }}>
        {(all) => (
          <View className={styles.list}>
            {all.map((presale) => (
              <PresaleCard key={presale.id} presale={presale} onBuy={(p) => void buy(p)} />
            ))}
          </View>
        )}
      </QueryView>
    </Page>
  )
}
