import Taro, { useRouter } from '@tarojs/taro'
import { Page } from '../../components/page'
import { Loading, NotFound, QueryView } from '../../components/states'
import {
  cancelRefund,
  RefundDetailView,
  useRefundDetail,
  useRefundPoints,
  type RefundAction,
} from '../../features/refund'
import { useRequireLogin } from '../../features/session'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../lib/navigation/routes'
import { BRAND_COLOR } from '../../lib/display/theme'
import { useBusy } from '../../lib/hooks/use-busy'
import { useShownAgain } from '../../lib/hooks/use-shown-again'

/** Still able to succeed: what it does to the points is worth showing. */
const OPEN = ['submitted', 'approved', 'waiting_return', 'returned', 'received', 'refunding']

/**
 * 售后详情 (query id): status and progress, amounts, goods, the merchant's answer, and by status 撤销申请 (after a
 * confirm), 修改申请 (the form again) and 填写退货物流 (refundGoods). Loaded again when shown again.
 */
export default function RefundDetailPage() {
  const { status } = useRequireLogin()
  const id = Number(pageParam(useRouter().params.id)) || 0
  const detail = useRefundDetail(id, status === 'customer')
  const open = detail.data !== undefined && OPEN.includes(detail.data.status)
  const points = useRefundPoints(id, open)
  const { busy, run } = useBusy()

  useShownAgain(() => detail.reload())

  const act = async (action: RefundAction) => {
    const refund = detail.data
    if (!refund || busy) return
    if (action === 'modify') return navigate(url(PAGES.refund, { orderId: refund.orderId, refundId: refund.refundId }))
    if (action === 'buyer_confirm') return navigate(url(PAGES.refundGoods, { id: refund.refundId }))
    const { confirm } = await Taro.showModal({
      title: '撤销申请',
      content: '撤销后本次售后将关闭，确定撤销吗？',
      confirmText: '撤销申请',
      cancelText: '再想想',
      confirmColor: BRAND_COLOR,
    })
    if (!confirm) return
    await run(async () => {
      await cancelRefund(refund.refundId)
      void Taro.showToast({ title: '已撤销', icon: 'none' })
      detail.reload()
    })
  }

  return (
    <Page>
      {id <= 0 ? (
        <NotFound title="没有找到这个售后单" />
      ) : status !== 'customer' ? (
        <Loading />
      ) : (
        <QueryView query={detail}>
          {(refund) => (
            <RefundDetailView
              refund={refund}
              points={open ? points.data : undefined}
              busy={busy}
              onAction={(action) => void act(action)}
            />
          )}
        </QueryView>
      )}
    </Page>
  )
}
