import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { firstCharacter, maskMobile } from '@shop/domain'
import { Button } from '../../components/button'
import { Page } from '../../components/page'
import { GoodsGrid } from '../../components/goods-grid'
import { Loading } from '../../components/states'
import { useRecommended } from '../../features/catalogue'
import { ContentBlocks, PageDialog, usePageSetting } from '../../features/content'
import { orderBadge, useOrderCounts } from '../../features/order'
import { usePointsBalance } from '../../features/points'
import { useDistributorInfo } from '../../features/distribution'
import { createMember, logout, refreshUnreadCount, setProfile, useSession } from '../../features/session'
import { useTabBar } from '../../features/tabbar'
import { badgeText } from '../../lib/state/cart-count'
import { useCommon } from '../../lib/state/common-state'
import { assetUrl } from '../../lib/http/config'
import { navigate } from '../../lib/navigation/navigation'
import { client } from '../../platform/client'
import { PAGES, url } from '../../lib/navigation/routes'
import { BRAND_COLOR } from '../../lib/display/theme'
import { useShownAgain } from '../../lib/hooks/use-shown-again'
import addressIcon from '../../assets/icons/address.png'
import agreementIcon from '../../assets/icons/agreement.png'
import archivesIcon from '../../assets/icons/archives.png'
import couponIcon from '../../assets/icons/coupon.png'
import messageIcon from '../../assets/icons/message.png'
import payIcon from '../../assets/icons/order-pay.png'
import refundIcon from '../../assets/icons/order-refund.png'
import receiveIcon from '../../assets/icons/order-receive.png'
import reviewIcon from '../../assets/icons/order-review.png'
import shipIcon from '../../assets/icons/order-ship.png'
import privacyIcon from '../../assets/icons/privacy.png'
import storeIcon from '../../assets/icons/store.png'
import guideIcon from '../../assets/icons/guide.png'
import styles from './index.module.css'

/** The to-do ones open the order list on their tab (with a count); 退款/售后 opens the after-sales records. */
const ORDER_SHORTCUTS = [
  { text: '待付款', status: 'wait_pay', icon: payIcon, link: url(PAGES.orderList, { status: 'wait_pay' }) },
  { text: '待发货', status: 'wait_shipment', icon: shipIcon, link: url(PAGES.orderList, { status: 'wait_shipment' }) },
  { text: '待收货', status: 'wait_receive', icon: receiveIcon, link: url(PAGES.orderList, { status: 'wait_receive' }) },
  {
    text: '待评价',
    status: 'wait_estimate',
    icon: reviewIcon,
    link: url(PAGES.orderList, { status: 'wait_estimate' }),
  },
  { text: '退款/售后', status: 'refunded', icon: refundIcon, link: url(PAGES.refundList) },
] as const

const MENU = [
  { text: '我的收藏', icon: archivesIcon, link: url(PAGES.favorites), needsLogin: true },
  { text: '我的心愿单', icon: archivesIcon, link: url(PAGES.distributorWishList), needsLogin: true },
  { text: '浏览足迹', icon: storeIcon, link: url(PAGES.viewHistory), needsLogin: true },
  { text: '收货地址', icon: addressIcon, link: url(PAGES.addressList), needsLogin: true },
  { text: '优惠券', icon: couponIcon, link: url(PAGES.coupons), needsLogin: true },
  { text: '我的积分', icon: couponIcon, link: url(PAGES.points), needsLogin: true },
  { text: '每日签到', icon: agreementIcon, link: url(PAGES.signIn), needsLogin: true },
  { text: '会员活动', icon: messageIcon, link: url(PAGES.activity), needsLogin: false },
  { text: '会员礼包', icon: couponIcon, link: url(PAGES.memberGift), needsLogin: false },
  { text: '水光打卡', icon: agreementIcon, link: url(PAGES.waterLight), needsLogin: false },
  { text: '惊喜盲盒', icon: couponIcon, link: url(PAGES.surpriseBox), needsLogin: false },
  { text: '时尚档案', icon: archivesIcon, link: url(PAGES.archives), needsLogin: true },
  { text: '会员年卡', icon: couponIcon, link: url(PAGES.yearCard), needsLogin: true },
  { text: '周期购', icon: couponIcon, link: url(PAGES.cycleOrders), needsLogin: true },
  { text: '价格保护', icon: couponIcon, link: url(PAGES.insuredList), needsLogin: true },
  { text: '新品预售', icon: couponIcon, link: url(PAGES.presale), needsLogin: false },
  { text: '一口价', icon: couponIcon, link: url(PAGES.onePrice), needsLogin: false },
  { text: '送礼给好友', icon: couponIcon, link: url(PAGES.giftGoods), needsLogin: false },
  // Badged with the session's unread count.
  { text: '消息通知', icon: messageIcon, link: url(PAGES.mail), needsLogin: true, unreadBadge: true },
  // The shop's own chat (weapp); in H5 the shop's outside customer service when it configured one.
  {
    text: '在线客服',
    icon: messageIcon,
    link: url(client.customerServicePage, { type: 'user' }),
    needsLogin: true,
  },
  { text: '帮助中心', icon: agreementIcon, link: url(PAGES.helpCentre), needsLogin: false },
  { text: '附近门店', icon: storeIcon, link: url(PAGES.stores), needsLogin: false },
  {
    text: '用户协议',
    icon: agreementIcon,
    link: url(PAGES.richText, { id: 'UserAgreement' }),
    needsLogin: false,
  },
  {
    text: '隐私政策',
    icon: privacyIcon,
    link: url(PAGES.richText, { id: 'PrivacyPolicy' }),
    needsLogin: false,
  },
] as const

/** 猜你喜欢: the goods recommended for this shopper (their views, cart and orders; best sellers for a visitor). */
function Recommendations() {
  const recommended = useRecommended('user', 0)
  if (!recommended.data?.length) return null
  return (
    <View className={styles.section}>
      <Text className={styles.sectionTitle}>猜你喜欢</Text>
      <GoodsGrid goods={recommended.data} />
    </View>
  )
}

/**
 * Personal centre (tab): who is shopping, order shortcuts, account entries, the content the shop arranges for it
 * (page code user, user-H5 in H5), the recommendations and the shop's PERSONAL_CENTER dialog.
 */
export default function UserPage() {
  useTabBar()
  const { status, profile, unreadCount } = useSession()
  const content = usePageSetting(client.userPageCode)
  useShownAgain(() => void refreshUnreadCount())
  const { statusBarHeight, navHeight } = useCommon()
  const customer = status === 'customer' ? profile : null
  const info = customer?.customerBasicInfo
  const points = usePointsBalance(customer?.customerId, customer !== null)
  const distributor = useDistributorInfo(customer?.customerId, customer !== null).data?.distributor ?? null
  // 分销中心 for an approved distributor or recommender; 成为推荐官 for everyone else (a visitor signs in first).
  const distributionEntry =
    distributor?.status === 'approved'
      ? { text: '分销中心', icon: couponIcon, link: url(PAGES.distributorWorkArea), needsLogin: true }
      : { text: '成为推荐官', icon: couponIcon, link: url(PAGES.distributorRegister), needsLogin: true }
  const orderCounts = useOrderCounts(customer !== null)

  const open = (link: string, needsLogin = true) => void navigate(needsLogin && !customer ? url(PAGES.login) : link)

  const becomeMember = async () => {
    // H5 logins verified the mobile already; without one the login page asks WeChat for the number.
    if (!info?.mobile) return open(url(PAGES.login))
    setProfile(await createMember())
    void Taro.showToast({ title: '已成为会员', icon: 'success' })
  }

  const confirmLogout = async () => {
    const { confirm } = await Taro.showModal({
      title: '退出登录',
      content: '确定要退出当前账号吗？',
      confirmText: '退出登录',
      confirmColor: BRAND_COLOR,
    })
    if (!confirm) return
    logout()
    void Taro.showToast({ title: '已退出登录', icon: 'none' })
  }

  return (
    <Page flush>
      <View className={styles.header} style={{ paddingTop: `${statusBarHeight}px` }}>
        <View className={styles.navBar} style={{ height: `${navHeight}px` }}>
          我的
        </View>
        {status === 'loading' ? (
          <Loading />
        ) : (
          <View className={styles.profile} onClick={() => customer && open(url(PAGES.profile))}>
            {info?.avatarUrl ? (
              <Image className={styles.avatar} src={assetUrl(info.avatarUrl)} mode="aspectFill" />
            ) : (
              <View className={`${styles.avatar} ${styles.avatarLetter}`}>
                {firstCharacter(info?.nickName ?? '') || '澜'}
              </View>
            )}
            <View className={styles.who}>
              {customer && info ? (
                <>
                  <Text className={styles.nickname}>{info.nickName}</Text>
                  <View className={styles.meta}>
                    {customer.isMember ? (
                      <Text className={styles.badge}>会员</Text>
                    ) : (
                      <Text
                        className={`${styles.badge} ${styles.badgeOff}`}
                        onClick={(e) => {
                          e.stopPropagation()
                          void becomeMember()
                        }}
                      >
                        开通会员 ›
                      </Text>
                    )}
                    {info.mobile && <Text>{maskMobile(info.mobile)}</Text>}
                  </View>
                  {points.data && (
                    <Text
                      className={styles.points}
                      onClick={(e) => {
                        e.stopPropagation()
                        open(url(PAGES.points))
                      }}
                    >
                      积分 {points.data.balance} ›
                    </Text>
                  )}
                </>
              ) : (
                <>
                  <Text className={`${styles.nickname} ${styles.greeting}`}>欢迎光临</Text>
                  <View className={styles.loginButton} onClick={() => open(url(PAGES.login))}>
                    登录/注册
                  </View>
                </>
              )}
            </View>
            {customer && <Text className={styles.edit}>编辑资料</Text>}
          </View>
        )}
      </View>

      <View className={styles.body}>
        <View className={styles.card}>
          <View className={styles.cardHead} onClick={() => open(url(PAGES.orderList, { status: 'all' }))}>
            <Text className={styles.cardTitle}>我的订单</Text>
            <Text className={styles.more}>全部订单 ›</Text>
          </View>
          <View className={styles.shortcuts}>
            {ORDER_SHORTCUTS.map((s) => {
              const badge = customer ? orderBadge(orderCounts.data, s.status) : null
              return (
                <View key={s.status} className={styles.shortcut} onClick={() => open(s.link)}>
                  <Image className={styles.shortcutIcon} src={s.icon} />
                  {badge && <Text className={`${styles.badge} ${styles.shortcutBadge}`}>{badge}</Text>}
                  <Text>{s.text}</Text>
                </View>
              )
            })}
          </View>
        </View>

        <View className={`${styles.card} ${styles.menu}`}>
          {customer?.isEbc && (
            // A shopping guide's own entry (spec §6: an active guide record, isEbc).
            <View className={styles.row} onClick={() => open(url(PAGES.guide))}>
              <Image className={styles.rowIcon} src={guideIcon} />
              <Text className={styles.rowText}>导购工作台</Text>
              <Text className={styles.chevron}>›</Text>
            </View>
          )}
          {[...MENU, distributionEntry].map((m) => {
            const badge = customer && 'unreadBadge' in m ? badgeText(unreadCount) : null
            return (
              <View key={m.text} className={styles.row} onClick={() => open(m.link, m.needsLogin)}>
                <Image className={styles.rowIcon} src={m.icon} />
                <Text className={styles.rowText}>{m.text}</Text>
                {badge && <Text className={`${styles.badge} ${styles.rowBadge}`}>{badge}</Text>}
                <Text className={styles.chevron}>›</Text>
              </View>
            )
          })}
        </View>

        {content.data && content.data.blocks.length > 0 && (
          <View className={styles.section}>
            <ContentBlocks blocks={content.data.blocks} />
          </View>
        )}

        <Recommendations />

        {customer && (
          <View className={styles.logout}>
            <Button variant="ghost" block onClick={() => void confirmLogout()}>
              退出登录
            </Button>
          </View>
        )}
      </View>
      <PageDialog type="PERSONAL_CENTER" />
    </Page>
  )
}
