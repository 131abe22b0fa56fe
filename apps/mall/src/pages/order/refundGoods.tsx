import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { Page } from '../../components/page'
import { Empty, Loading, QueryView } from '../../components/states'
import { confirmReturn, ReturnWaybillForm, useRefundDetail } from '../../features/refund'
import { useRequireLogin } from '../../features/session'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../lib/navigation/routes'
import { useBusy } from '../../lib/hooks/use-busy'
import styles from './refundGoods.module.css'

/** 填写退货物流 (query id): where to send the goods, then the carrier and waybill; back to the detail after. */
export default function RefundGoodsPage() {
  const { status } = useRequireLogin()
  const id = Number(pageParam(useRouter().params.id)) || 0
  const detail = useRefundDetail(id, status === 'customer')
  const { busy, run } = useBusy()

  const submit = async (waybill: { carrierCode: string; waybillNo: string }) => {
    if (busy) return
    await run(async () => {
      await confirmReturn(id, waybill)
      void Taro.showToast({ title: '已提交退货物流', icon: 'none' })
      // Back to the detail it came from (which loads again when shown), or to a new one when opened directly.
      const cameFromDetail = Taro.getCurrentPages().length > 1
      void navigate(cameFromDetail ? 1 : url(PAGES.refundDetail, { id }), { replace: !cameFromDetail })
    })
  }

  return (
    <Page>
      {id <= 0 ? (
        <Empty mark="?" title="没有找到这个售后单" hint="链接可能已失效" />
      ) : status !== 'customer' ? (
        <Loading />
      ) : (
        <QueryView query={detail}>
          {(refund) =>
            refund.actions.includes('buyer_confirm') ? (
              <View>
                {refund.returnAddress && (
                  <View className={styles.address}>
                    <Text className={styles.title}>请将商品寄回</Text>
                    <Text className={styles.line}>
                      {refund.returnAddress.name} {refund.returnAddress.mobile}
                    </Text>
                    <Text className={styles.line}>{refund.returnAddress.address}</Text>
                  </View>
                )}
                <ReturnWaybillForm busy={busy} onSubmit={(waybill) => void submit(waybill)} />
              </View>
            ) : (
              <Empty
                mark="!"
                title={`当前状态：${refund.statusLabel}`}
                hint="该售后单无需填写退货物流"
                action={{
                  text: '查看售后详情',
                  onClick: () => void navigate(url(PAGES.refundDetail, { id }), { replace: true }),
                }}
              />
            )
          }
        </QueryView>
      )}
    </Page>
  )
}
