import { useRouter } from '@tarojs/taro'
import { Page } from '../../components/page'
import { Loading, QueryView } from '../../components/states'
import { RefundGoodsPicker, updateRefundDraft, useRefundForm } from '../../features/refund'
import { useRequireLogin } from '../../features/session'
import { navigate } from '../../lib/navigation/navigation'
import { pageParam } from '../../lib/navigation/routes'

/** 选择退款商品 (query orderId; refundId when modifying): the units of each line; 确定 goes back to the form. */
export default function SelectRefundGoodsPage() {
  const { status } = useRequireLogin()
  const params = useRouter().params
  const orderId = Number(pageParam(params.orderId)) || 0
  const refundId = Number(pageParam(params.refundId)) || null
  const { scope, draft } = useRefundForm(orderId, refundId, status === 'customer')

  return (
    <Page>
      {status !== 'customer' ? (
        <Loading />
      ) : (
        <QueryView query={scope}>
          {(data) =>
            draft ? (
              <RefundGoodsPicker
                scope={data}
                type={draft.type}
                initial={draft.quantities}
                onConfirm={(quantities) => {
                  updateRefundDraft({ quantities })
                  void navigate(1)
                }}
              />
            ) : (
              <Loading />
            )
          }
        </QueryView>
      )}
    </Page>
  )
}
