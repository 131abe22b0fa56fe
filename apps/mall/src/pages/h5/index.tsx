import { WebView } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Page } from '../../components/page'
import { NotFound } from '../../components/states'
import { pageParam } from '../../lib/navigation/routes'

/**
 * The web-view page (spec §2): query `url` is the encoded http(s) link to show, `from` the page that opened it
 * (navigation fills both; the mini-program only loads links of its business-domain list).
 */
export default function WebViewPage() {
  const link = pageParam(useRouter().params.url)
  if (!/^https?:\/\//i.test(link)) {
    return (
      <Page>
        <NotFound title="链接无法打开" hint="这个链接不完整或已失效" />
      </Page>
    )
  }
  return <WebView src={link} />
}
