import Taro from '@tarojs/taro'
import type { Client } from './client.types'

/** The mini-program. */
export const client: Client = {
  kind: () => 'Weapp',
  homePageCode: 'home',
  userPageCode: 'user',
  tabBarInPage: false,
  showsTabIcon: (path) => !/^https?:\/\//.test(path),
  wechatButtons: true,
  wechatInvoiceTitles: true,
  fullLink: (link) => link,
  customerServicePage: 'pages/clientServer/index',
  menuButton: () => Taro.getMenuButtonBoundingClientRect(),
}
