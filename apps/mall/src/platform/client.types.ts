import type { TrackingEvent } from '@shop/contracts'

/** The capsule's rect in the mini-program's nav bar (px). */
export interface MenuButtonRect {
  top: number
  height: number
}

/**
 * What differs between the builds, as the one interface of client.weapp.ts and client.h5.ts (Taro picks the file
 * of the platform it builds): the rest of the app asks these, never `process.env.TARO_ENV`.
 */
export interface Client {
  /** Spec §9 `from`: Weapp in the mini-program; in a browser H5, or App-H5 inside the brand's app shell. */
  kind: () => TrackingEvent['from']
  /** The content page of the home tab (`page_setting_new/page/theme/…`): H5 has its own. */
  homePageCode: 'home' | 'home-H5'
  /** The content page of the personal centre: H5 has its own too. */
  userPageCode: 'user' | 'user-H5'
  /** The tab bar lies inside the page (H5), so fixed bars and sheets of a tab page sit above it; weapp's is outside. */
  tabBarInPage: boolean
  /** Whether a server tab icon can be shown: the mini-program takes package paths, H5 web addresses. */
  showsTabIcon: (path: string) => boolean
  /**
   * WeChat's open-type buttons work: 分享 to a chat (`openType="share"`), 微信手机号快捷登录 (`getPhoneNumber`) and
   * WeChat's customer service (`openType="contact"`).
   */
  wechatButtons: boolean
  /** WeChat's saved invoice titles (`chooseInvoiceTitle`) can be asked for. */
  wechatInvoiceTitles: boolean
  /** A link as a full address, for a web view or a copied link (H5 puts the page's origin before a path). */
  fullLink: (link: string) => string
  /** Where 在线客服 goes: the shop's chat (weapp), or h5ClientServer (H5: the shop's outside customer service if any). */
  customerServicePage: 'pages/clientServer/index' | 'pages/h5ClientServer/index'
  /** The capsule's rect, to line the nav bar up with (null without one). */
  menuButton: () => MenuButtonRect | null
}
