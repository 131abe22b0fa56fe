import { useRouter } from '@tarojs/taro'
import { Page } from '../../../components/page'
import { checkoutUrl } from '../../../features/cart'
import { PushOrderOpened } from '../../../features/guide'
import { useRequireLogin } from '../../../features/session'
import { pageParam } from '../../../lib/navigation/routes'

/** A guide's push order as the shopper opens it from the guide's link (`?code=`). */
export default function PushOrderPage() {
  const { status } = useRequireLogin()
  return (
    <Page>
      <PushOrderOpened
        code={pageParam(useRouter().params.code)}
        sender="导购"
        signedIn={status === 'customer'}
        checkoutOf={(p) => checkoutUrl({ kind: 'push', orderType: p.kind, code: p.code })}
      />
    </Page>
  )
}
