import { PAGES, TABS } from './lib/navigation/routes'
import { BRAND_COLOR } from './lib/display/theme'

const tabPages = TABS.map((t) => t.pagePath)

/** Pages of a sub-package rooted at `pages/<area>`, written relative to that root. */
const subPackage = (root: string, ...pages: string[]) => ({
  root,
  pages: pages.map((p) => p.slice(root.length + 1)),
})

export default defineAppConfig({
  pages: tabPages,
  subPackages: [
    subPackage('pages/login', PAGES.login, PAGES.profile, PAGES.archives),
    subPackage('pages/richText', PAGES.richText),
    subPackage('pages/h5', PAGES.webView),
    subPackage('pages/activity', PAGES.activity),
    subPackage('pages/classify/goodslist', PAGES.goodsList),
    subPackage('pages/pdp', PAGES.pdp),
    subPackage('pages/search', PAGES.search, PAGES.searchResult, PAGES.emptySearchResult),
    subPackage('pages/plantGrass/detail', PAGES.articleDetail),
    subPackage('pages/plantGrass/search', PAGES.articleSearch),
    subPackage('pages/plantGrass/searchResult', PAGES.articleSearchResult),
    subPackage('pages/pay', PAGES.pay, PAGES.payResult),
    subPackage('pages/coupon', PAGES.coupons, PAGES.couponDetail),
    subPackage('pages/address', PAGES.addressEdit, PAGES.addressList),
    subPackage('pages/mail', PAGES.mail),
    subPackage(
      'pages/order',
      PAGES.orderList,
      PAGES.orderDetail,
      PAGES.refund,
      PAGES.selectRefundGoods,
      PAGES.refundList,
      PAGES.refundDetail,
      PAGES.refundGoods,
      PAGES.peopleLike,
      PAGES.createInvoice,
      PAGES.checkInvoice,
    ),
    subPackage('pages/h5pay', PAGES.helpPay),
    subPackage('pages/evaluate', PAGES.evaluate),
    subPackage('pages/productEvaluation', PAGES.productEvaluation),
    subPackage(
      'pages/distributor',
      PAGES.distributorWorkArea,
      PAGES.distributorRegister,
      PAGES.distributorPushDetail,
      PAGES.distributorPushSuccess,
      PAGES.distributorCommission,
    ),
    subPackage('pages/survey', PAGES.survey),
    subPackage('pages/friendHelp', PAGES.friendHelpSelect, PAGES.friendHelpDetail),
    subPackage('pages/clientServer', PAGES.chat),
    subPackage('pages/h5ClientServer', PAGES.outsideChat),
    subPackage('pages/serviceSystem', PAGES.helpCentre),
    subPackage('pages/seckill', PAGES.seckill),
    subPackage('pages/group', PAGES.groupBuys, PAGES.groupDetail, PAGES.groupJoinable),
    subPackage('pages/signIn', PAGES.signIn),
    subPackage('pages/draw', PAGES.draw, PAGES.myAward),
    subPackage('pages/points', PAGES.points, PAGES.pointsMall),
    subPackage('pages/yearCard', PAGES.yearCard),
    subPackage('pages/presale', PAGES.presale),
    subPackage('pages/guide', PAGES.guide, PAGES.guidePush, PAGES.pushOrder),
    subPackage('pages/LBSStore', PAGES.stores),
    subPackage('pages/counter', PAGES.counter, PAGES.counterLogin),
    subPackage('pages/gift', PAGES.giftGoods, PAGES.giftReceive),
    subPackage('pages/collect', PAGES.favorites, PAGES.viewHistory),
    subPackage('pages/emptyPage', PAGES.emptyPage),
    subPackage('pages/exchangePurchaseList', PAGES.exchangePurchaseList),
  ],
  // LBSStore asks where the shopper is (the mini-program's location, spec §6).
  permission: { 'scope.userLocation': { desc: '用于为您查找附近的门店和专柜' } },
  requiredPrivateInfos: ['getLocation'],
  window: {
    backgroundTextStyle: 'dark',
    backgroundColor: '#f6f3f1',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '澜肌',
    navigationBarTextStyle: 'black',
  },
  tabBar: {
    color: '#766e69', // --text-3: 4.5:1 on white (WCAG AA)
    selectedColor: BRAND_COLOR,
    backgroundColor: '#ffffff',
    borderStyle: 'white',
    list: TABS.map((t) => ({
      pagePath: t.pagePath,
      text: t.text,
      iconPath: `assets/tabbar/${t.icon}.png`,
      selectedIconPath: `assets/tabbar/${t.icon}-active.png`,
    })),
  },
})
