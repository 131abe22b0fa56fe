import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { Page } from '../../../components/page'
import { Loading, NotFound, QueryView } from '../../../components/states'
import { checkoutUrl } from '../../../features/cart'
import { openPushOrder, PushOrderCard } from '../../../features/guide'
import { useRequireLogin } from '../../../features/session'
import { isApiError } from '../../../lib/http/api-error'
import { useQuery } from '../../../lib/hooks/use-query'
import { useShownAgain } from '../../../lib/hooks/use-shown-again'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../../lib/navigation/routes'
import styles from './index.module.css'

/**
 * A guide's push order as the shopper opens it from the guide's link (`?code=`): who chose what, at today's prices;
 * 去结算 checks it out like any order (address, coupon, points), and the order goes to the guide's name. Opened
 * first by this shopper, it is theirs; an order made from it is shown instead of a second one.
 */
export default function PushOrderPage() {
  const { status } = useRequireLogin()
  const code = pageParam(useRouter().params.code)
  const pushOrder = useQuery(() => openPushOrder(code), [code], status === 'customer' && code !== '')
  useShownAgain(() => pushOrder.reload())

  if (code === '') {
    return (
      <Page>
        <NotFound title="推单不存在或已失效" />
      </Page>
    )
  }
  if (status !== 'customer') {
    return (
      <Page>
        <Loading />
      </Page>
    )
  }
  // Expired (410) or taken by someone else: nothing to retry.
  if (isApiError(pushOrder.error) && pushOrder.error.status < 500 && pushOrder.error.status !== -1) {
    return (
      <Page>
        <NotFound title={pushOrder.error.message} hint="可联系导购重新推送" />
      </Page>
    )
  }
  return (
    <Page>
      <QueryView query={pushOrder}>
        {(p) => (
          <View>
            <View className={styles.intro}>
              <Text className={styles.title}>{p.guide.name} 为您挑选了以下商品</Text>
              <Text className={styles.hint}>价格以下单时为准，确认地址后即可支付</Text>
            </View>
            <PushOrderCard pushOrder={p} viewer="customer" />
            <BottomBar>
              {p.orderId !== null ? (
                <Button block onClick={() => void navigate(url(PAGES.orderDetail, { orderId: p.orderId! }))}>
                  查看订单
                </Button>
              ) : p.status === 'draft' ? (
                <Button
                  block
                  onClick={() => void navigate(checkoutUrl({ kind: 'push', orderType: p.kind, code: p.code }))}
                >
                  去结算
                </Button>
              ) : (
                <Button block disabled>
                  推单已过期
                </Button>
              )}
            </BottomBar>
          </View>
        )}
      </QueryView>
    </Page>
  )
}
