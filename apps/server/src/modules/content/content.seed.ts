import { RICH_TEXT_IDS } from '@shop/domain'
import type { SeedStep } from '../../seed/seed'
import { agreements } from './agreements'
import { kvdata, navigationSettings } from './content.tables'

/** The five tabs of spec §2; the icons are the demo catalogue's images. */
const TABS = [
  { text: '首页', pagePath: 'pages/index/index', icon: 'home' },
  { text: '发现', pagePath: 'pages/plantGrass/index', icon: 'discover' },
  { text: '分类', pagePath: 'pages/classify/index', icon: 'category' },
  { text: '购物车', pagePath: 'pages/cart/index', icon: 'cart' },
  { text: '我的', pagePath: 'pages/user/index', icon: 'user' },
]

export const contentSeed: SeedStep[] = [
  {
    name: 'content/store-settings',
    async run({ db, config }) {
      const settings = [
        { key: 'shopName', title: '店铺名称', value: config.shopName },
        { key: 'shareTitle', title: '默认分享标题', value: config.shopName },
        { key: 'servicePhone', title: '客服电话', value: '400-820-6188' },
        { key: 'serviceHours', title: '客服时间', value: '每日 09:00-21:00' },
        { key: 'operator', title: '运营主体', value: '上海澜肌生物科技有限公司' },
      ]
      await db
        .insert(kvdata)
        .values(settings.map((s, sort) => ({ type: 'storeSetting', ...s, sort })))
        .onConflictDoNothing()
    },
  },
  {
    name: 'content/tab-bar',
    async run({ db }) {
      await db
        .insert(navigationSettings)
        .values(
          TABS.map((t, sort) => ({
            text: t.text,
            pagePath: t.pagePath,
            iconPath: `/assets/tabbar/${t.icon}.png`,
            selectedIconPath: `/assets/tabbar/${t.icon}-active.png`,
            sort,
          })),
        )
        .onConflictDoNothing()
    },
  },
  {
    name: 'content/agreements',
    async run({ db, config }) {
      const texts = agreements(config.shopName)
      await db
        .insert(kvdata)
        .values(
          RICH_TEXT_IDS.map((key, sort) => ({
            type: 'richText',
            key,
            title: texts[key].title,
            value: texts[key].html,
            sort,
          })),
        )
        .onConflictDoNothing()
    },
  },
]
