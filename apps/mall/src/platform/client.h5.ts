import { isInAppShell } from './bridge'
import type { Client } from './client.types'

const isWebAddress = (link: string) => /^https?:\/\//i.test(link)

/** H5: a browser, WeChat's browser or the brand's app shell. */
export const client: Client = {
  kind: () => (isInAppShell() ? 'App-H5' : 'H5'),
  homePageCode: 'home-H5',
  userPageCode: 'user-H5',
  tabBarInPage: true,
  showsTabIcon: isWebAddress,
  wechatButtons: false,
  wechatInvoiceTitles: false,
  fullLink: (link) =>
    isWebAddress(link) ? link : `${window.location.origin}${link.startsWith('/') ? '' : '/'}${link}`,
  customerServicePage: 'pages/h5ClientServer/index',
  menuButton: () => null,
}
