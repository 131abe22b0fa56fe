import Taro, { useRouter } from '@tarojs/taro'
import { useEffect } from 'react'
import { Page } from '../../components/page'
import { Empty, Loading, QueryView } from '../../components/states'
import {
  modifyRefund,
  RefundForm,
  resetRefundDraft,
  submitRefund,
  useRefundForm,
  type RefundRequest,
} from '../../features/refund'
import { uploadAvatar as uploadImage, useRequireLogin } from '../../features/session'
import { isApiError } from '../../lib/http/api-error'
import { translate } from '../../lib/http/error-catalogue'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../lib/navigation/routes'
import { useBusy } from '../../lib/hooks/use-busy'

/** Refusals of the whole form (a refund in progress, the window closed…): said on the page, with a way on. */
function Refused({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    const inProgress = error.code === 'canNotRefundWhenRefunding'
    return (
      <Empty
        mark="!"
        title={translate(error.code, error.message)}
        hint={inProgress ? '请等待当前售后处理完成后再申请' : undefined}
        action={{ text: '查看售后记录', onClick: () => void navigate(url(PAGES.refundList)) }}
      />
    )
  }
  return <Empty mark="!" title="内容没有加载出来" action={{ text: '重新加载', onClick: onRetry }} />
}

/**
 * 申请售后 (query orderId; refundId to modify one): the type, the goods (选择商品 opens selectRefundGoods), reason,
 * amount and points, description and photos. Submitted, the 猜你喜欢 page follows; modified, the refund's detail.
 */
export default function RefundPage() {
  const { status } = useRequireLogin()
  const params = useRouter().params
  const orderId = Number(pageParam(params.orderId)) || 0
  const refundId = Number(pageParam(params.refundId)) || null
  const { busy, run } = useBusy()

  // Opened afresh, the form starts again (the goods page keeps the draft while it is open).
  useEffect(() => resetRefundDraft(), [])
  const { scope, draft } = useRefundForm(orderId, refundId, status === 'customer')

  useEffect(() => {
    void Taro.setNavigationBarTitle({ title: refundId ? '修改售后申请' : '申请售后' })
  }, [refundId])

  const submit = async (request: RefundRequest) => {
    const located = scope.data
    if (busy || !located) return
    await run(async () => {
      if (refundId) {
        await modifyRefund(refundId, request)
        void Taro.showToast({ title: '已修改', icon: 'none' })
        // Back to the detail it came from (which loads again when shown), or to a new one when opened directly.
        const cameFromDetail = Taro.getCurrentPages().length > 1
        void navigate(cameFromDetail ? 1 : url(PAGES.refundDetail, { id: refundId }), { replace: !cameFromDetail })
      } else {
        const refund = await submitRefund(located.orderId, request)
        void navigate(url(PAGES.peopleLike, { refundId: refund.refundId }), { replace: true })
      }
    })
  }

  if (orderId <= 0 && !refundId) {
    return (
      <Page>
        <Empty mark="?" title="没有找到这个订单" hint="链接可能已失效" />
      </Page>
    )
  }

  return (
    <Page>
      {status !== 'customer' ? (
        <Loading />
      ) : scope.error !== undefined && !scope.loading ? (
        <Refused error={scope.error} onRetry={scope.reload} />
      ) : (
        <QueryView query={scope}>
          {(data) =>
            draft ? (
              <RefundForm
                scope={data}
                draft={draft}
                modifying={refundId !== null}
                busy={busy}
                upload={uploadImage}
                onPickGoods={() =>
                  void navigate(
                    url(PAGES.selectRefundGoods, { orderId: data.orderId, refundId: refundId ?? undefined }),
                  )
                }
                onSubmit={(request) => void submit(request)}
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
