import { WebView } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect } from 'react'
import { Page } from '../../components/page'
import { QueryView } from '../../components/states'
import { fetchChatLinks } from '../../features/chat'
import { useQuery } from '../../lib/hooks/use-query'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, url } from '../../lib/navigation/routes'

/**
 * h5ClientServer/index: the shop's outside customer service in the web view when the shop configured one (console
 * 帮助中心 › 客服设置); without one, the shop's own chat (clientServer/index) with the same context.
 */
export default function H5ClientServerPage() {
  const { params } = useRouter()
  const links = useQuery(() => fetchChatLinks(), [])
  const outsideUrl = links.data?.outsideUrl
  useEffect(() => {
    if (links.data && !outsideUrl) {
      void navigate(url(PAGES.chat, { type: params.type, id: params.id }), { replace: true })
    }
  }, [links.data, outsideUrl, params.type, params.id])
  return (
    <Page>
      <QueryView query={links}>{() => (outsideUrl ? <WebView src={outsideUrl} /> : null)}</QueryView>
    </Page>
  )
}
