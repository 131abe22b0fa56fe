import { useRouter } from '@tarojs/taro'
import { useEffect } from 'react'
import { Page } from '../../components/page'
import { Empty, Loading, QueryView } from '../../components/states'
import { InvoiceStatus, useOrderInvoice } from '../../features/invoice'
import { useRequireLogin } from '../../features/session'
import { isApiError } from '../../lib/http/api-error'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../lib/navigation/routes'
import { useShownAgain } from '../../lib/hooks/use-shown-again'

/** While the invoice is being issued the page asks again this often. */
const POLL_MS = 5000

/**
 * 查看发票 (query orderId; mail: the address given with the request): 开票中 until issued (asked again every 5 s),
 * then the file and 发送到邮箱. An order without an invoice offers 申请开票.
 */
export default function CheckInvoicePage() {
  const { status } = useRequireLogin()
  const params = useRouter().params
  const orderId = Number(pageParam(params.orderId)) || 0
  const mail = pageParam(params.mail)
  const invoice = useOrderInvoice(orderId, status === 'customer')
  const issuing = invoice.data?.status === 'requested'
  const { reload } = invoice

  useEffect(() => {
    if (!issuing) return
    const timer = setInterval(reload, POLL_MS)
    return () => clearInterval(timer)
  }, [issuing, reload])

  useShownAgain(() => reload())

  const notRequested = isApiError(invoice.error) && invoice.error.code === 'invoiceNotFound'

  return (
    <Page>
      {orderId <= 0 ? (
        <Empty mark="?" title="没有找到这个订单" hint="链接可能已失效" />
      ) : status !== 'customer' ? (
        <Loading />
      ) : notRequested && !invoice.loading ? (
        <Empty
          mark="票"
          title="该订单尚未申请开票"
          action={{
            text: '申请开票',
            onClick: () => void navigate(url(PAGES.createInvoice, { orderId }), { replace: true }),
          }}
        />
      ) : (
        <QueryView query={invoice}>
          {(data) => <InvoiceStatus invoice={data} initialMail={mail} onMailed={reload} />}
        </QueryView>
      )}
    </Page>
  )
}
