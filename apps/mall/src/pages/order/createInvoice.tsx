import { useRouter } from '@tarojs/taro'
import { Page } from '../../components/page'
import { Empty, Loading } from '../../components/states'
import { InvoiceRequest } from '../../features/invoice'
import { useRequireLogin } from '../../features/session'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../lib/navigation/routes'

/** 申请开票 (query orderId): the title form; once requested, the invoice's own page (checkInvoice). */
export default function CreateInvoicePage() {
  const { status } = useRequireLogin()
  const orderId = Number(pageParam(useRouter().params.orderId)) || 0

  return (
    <Page>
      {orderId <= 0 ? (
        <Empty mark="?" title="没有找到这个订单" hint="链接可能已失效" />
      ) : status !== 'customer' ? (
        <Loading />
      ) : (
        <InvoiceRequest
          orderId={orderId}
          onRequested={(mail) => void navigate(url(PAGES.checkInvoice, { orderId, mail }), { replace: true })}
        />
      )}
    </Page>
  )
}
