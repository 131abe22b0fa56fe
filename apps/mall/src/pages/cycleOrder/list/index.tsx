import { Image, Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { formatChinaDate, formatFen } from '@shop/domain'
import { Button } from '../../../components/button'
import { Card } from '../../../components/card'
import { ListFooter } from '../../../components/list-footer'
import { Page } from '../../../components/page'
import { QueryView } from '../../../components/states'
import { checkoutUrl } from '../../../features/cart'
import { useCycleOrders, useCyclePlans } from '../../../features/cycle'
import { useSession } from '../../../features/session'
import { useShownAgain } from '../../../lib/hooks/use-shown-again'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, url } from '../../../lib/navigation/routes'
import styles from '../cycle.module.css'

/** The shopper's own cycle orders: progress, the next delivery, tap for the schedule. */
function MyCycleOrders() {
  const orders = useCycleOrders(true)
  useReachBottom(() => orders.loadMore())
  useShownAgain(() => orders.reload())
  return (
    <QueryView
      query={orders}
      isEmpty={(list) => list.length === 0}
      empty={{ mark: '期', title: '还没有周期购订单', hint: '选一个陪伴计划，按期送到家' }}
    >
      {(list) => (
        <View className={styles.list}>
          {list.map((o) => (
            <Card
              key={o.orderId}
              label={o.planName}
              onClick={() => void navigate(url(PAGES.cycleOrderDetail, { orderId: o.orderId }))}
            >
              <View className={styles.row}>
                <Image className={styles.image} src={o.image} mode="aspectFill" />
                <View className={styles.main}>
                  <View className={styles.head}>
                    <Text className={styles.name}>{o.planName}</Text>
                    <Text className={`${styles.badge} ${styles[o.status]}`}>{o.statusLabel}</Text>
                  </View>
                  <Text className={styles.sub}>
                    {o.goodsName} {o.specs}
                  </Text>
                  <Text className={styles.sub}>
                    已配送 {o.delivered}/{o.deliveries} 期
                    {o.nextDueAt && o.status === 'active' && ` · 下一期 ${formatChinaDate(o.nextDueAt)}`}
                  </Text>
                </View>
              </View>
            </Card>
          ))}
          <ListFooter list={orders} />
        </View>
      )}
    </QueryView>
  )
}

/**
 * 周期购 (cycleOrder/list; docs/cycle-purchases.md): the plans on sale (one order, delivered every N days) and, for a
 * signed-in shopper, their own cycle orders. Buying goes through the checkout (`pay?cycle=`).
 */
export default function CycleOrderListPage() {
  const { status } = useSession()
  const customer = status === 'customer'
  const plans = useCyclePlans()
  const buy = (planId: number) => void navigate(customer ? checkoutUrl({ kind: 'cycle', planId }) : url(PAGES.login))

  return (
    <Page>
      <Text className={styles.section}>陪伴计划</Text>
      <QueryView query={plans} isEmpty={(list) => list.length === 0} empty={{ mark: '期', title: '暂无周期购计划' }}>
        {(list) => (
          <View className={styles.list}>
            {list.map((plan) => (
              <View key={plan.id} className={styles.plan}>
                <View className={styles.row}>
                  <Image className={styles.image} src={plan.image} mode="aspectFill" />
                  <View className={styles.main}>
                    <Text className={styles.name}>{plan.name}</Text>
                    <Text className={styles.sub}>
                      {plan.goodsName} {plan.specs}
                    </Text>
                    <Text className={styles.sub}>
                      每{plan.intervalDays}天一期 · 共{plan.deliveries}期 · 每期{plan.unitsPerDelivery}件
                    </Text>
                    <View>
                      <Text className={styles.price}>¥{formatFen(plan.totalPrice)}</Text>
                      <Text className={styles.was}>
                        单件¥{formatFen(plan.unitPrice)}（原价¥{formatFen(plan.price)}）
                      </Text>
                    </View>
                  </View>
                </View>
                {plan.description && <Text className={styles.description}>{plan.description}</Text>}
                <Button block onClick={() => buy(plan.id)}>
                  立即订购
                </Button>
              </View>
            ))}
          </View>
        )}
      </QueryView>
      {customer && (
        <>
          <Text className={styles.section}>我的周期购</Text>
          <MyCycleOrders />
        </>
      )}
    </Page>
  )
}
