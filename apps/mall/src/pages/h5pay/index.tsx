import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect } from 'react'
import { formatFen } from '@shop/domain'
import { BottomBar } from '../../components/bottom-bar'
import { Button } from '../../components/button'
import { Page } from '../../components/page'
import { Empty, Loading, QueryView } from '../../components/states'
import { OrderLines, payCountdownText, useHelpPayDetail, usePayTimeLeft } from '../../features/order'
import { payResultUrl, usePayOrder } from '../../features/payment'
import { requireCustomer } from '../../features/session'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../lib/navigation/routes'
import styles from './index.module.css'

type Order = NonNullable<ReturnType<typeof useHelpPayDetail>['data']>

function PayView({ helpPayCode, order, refresh }: { helpPayCode: string; order: Order; refresh: () => void }) {
  const left = usePayTimeLeft(order.payDeadline)
  const { pay, paying } = usePayOrder()
  const payable = order.payable && left > 0

  const payNow = async () => {
    if (!(await requireCustomer())) return
    const target = { helpPayCode }
    const outcome = await pay(target)
    if (outcome === 'paid' || outcome === 'pending') void navigate(payResultUrl(target))
    else if (outcome === 'unpaid') refresh()
  }

  return (
    <>
      <View className={styles.head}>
        <Text className={styles.label}>{payable ? '好友请你帮忙支付' : order.statusLabel}</Text>
        <Text className={styles.amount}>¥{formatFen(order.totalRealPayAmount)}</Text>
        {payable && <Text className={styles.note}>剩余 {payCountdownText(left)}，超时订单将自动取消</Text>}
        <Text className={styles.note}>订单号 {order.orderNo}</Text>
      </View>
      <View className={styles.card}>
        <Text className={styles.cardTitle}>共 {order.goodsNum} 件商品</Text>
        <OrderLines lines={order.lines} />
      </View>
      {payable && (
        <BottomBar>
          <Button block disabled={paying} onClick={() => void payNow()}>
            {paying ? '支付中…' : '立即支付'}
          </Button>
        </BottomBar>
      )}
    </>
  )
}

/**
 * 好友代付 (query helpPayCode): the order a friend shared from its detail page (找朋友代付), with its amount and goods only —
 * no address, no phone — and 立即支付 with the payer's own WeChat while it can be paid. Opened with an orderId (a
 * link to one's own order), it goes on to that order's detail.
 */
export default function HelpPayPage() {
  const { params } = useRouter()
  const helpPayCode = pageParam(params.helpPayCode)
  const ownOrderId = Number(pageParam(params.orderId)) || 0
  const order = useHelpPayDetail(helpPayCode)
  useEffect(() => {
    if (!helpPayCode && ownOrderId > 0)
      void navigate(url(PAGES.orderDetail, { orderId: ownOrderId }), { replace: true })
  }, [helpPayCode, ownOrderId])
  return (
    <Page>
      {!helpPayCode && ownOrderId > 0 ? (
        <Loading />
      ) : !helpPayCode ? (
        <Empty
          mark="?"
          title="没有找到这笔订单"
          action={{ text: '去逛逛', onClick: () => void navigate(url(PAGES.home)) }}
        />
      ) : (
        <QueryView query={order}>
          {(o) => <PayView helpPayCode={helpPayCode} order={o} refresh={order.reload} />}
        </QueryView>
      )}
    </Page>
  )
}
