import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { formatFen } from '@shop/domain'
import { Button } from '../../components/button'
import { Page } from '../../components/page'
import { Empty, QueryView } from '../../components/states'
import { OrderLines, payCountdownText, useHelpPayDetail, usePayTimeLeft } from '../../features/order'
import { usePayOrder } from '../../features/payment'
import { requireCustomer } from '../../features/session'
import { navigate } from '../../lib/navigation'
import { PAGES, pageParam, url } from '../../lib/routes'
import styles from './index.module.css'

type Order = NonNullable<ReturnType<typeof useHelpPayDetail>['data']>

function PayView({ order, refresh }: { order: Order; refresh: () => void }) {
  const left = usePayTimeLeft(order.payDeadline)
  const { pay, paying } = usePayOrder()
  const payable = order.payable && left > 0

  const payNow = async () => {
    if (!(await requireCustomer())) return
    const outcome = await pay(order.orderId)
    if (outcome === 'paid' || outcome === 'pending') void navigate(url(PAGES.payResult, { orderId: order.orderId }))
    else if (outcome === 'unpaid') refresh()
  }

  return (
    <>
      <View className={styles.head}>
        <Text className={styles.label}>{payable ? '待支付金额' : order.statusLabel}</Text>
        <Text className={styles.amount}>¥{formatFen(order.totalRealPayAmount)}</Text>
        {payable && <Text className={styles.note}>剩余 {payCountdownText(left)}，超时订单将自动取消</Text>}
        <Text className={styles.note}>订单号 {order.orderNo}</Text>
      </View>
      <View className={styles.card}>
        <Text className={styles.cardTitle}>共 {order.goodsNum} 件商品</Text>
        <OrderLines lines={order.lines} />
      </View>
      {payable && (
        <>
          <View className={styles.spacer} />
          <View className={styles.bar}>
            <Button block disabled={paying} onClick={() => void payNow()}>
              {paying ? '支付中…' : '立即支付'}
            </Button>
          </View>
        </>
      )}
    </>
  )
}

/**
 * 订单支付 (query orderId, or id): an order opened from a link (the app, a friend's help-pay share) with its amount
 * and goods only — no address, no phone — and 立即支付 while it can be paid.
 */
export default function HelpPayPage() {
  const { params } = useRouter()
  const orderId = Number(pageParam(params.orderId ?? params.id)) || 0
  const order = useHelpPayDetail(orderId)
  return (
    <Page>
      {orderId <= 0 ? (
        <Empty
          mark="?"
          title="没有找到这笔订单"
          action={{ text: '去逛逛', onClick: () => void navigate(url(PAGES.home)) }}
        />
      ) : (
        <QueryView query={order}>{(o) => <PayView order={o} refresh={order.reload} />}</QueryView>
      )}
    </Page>
  )
}
