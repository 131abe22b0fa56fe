import { eq, sql } from 'drizzle-orm'
import type { PAGE_CODES } from '@shop/contracts'
import {
  demoArticles,
  demoGoods,
  homeBanners,
  homeHotZone,
  salesCategories as demoCategories,
  type HomeBanner,
  type LinkTarget,
} from '../../seed/demo/catalogue.data'
import type { SeedStep } from '../../seed/seed'
import { demoCatalogueIds, demoImage } from '../catalogue'
import { demoArticleIds } from '../discovery'
import type { StoredBlock } from './pages.blocks'
import { pageDialogs, pageSettings, pageVersions } from './pages.tables'

/** The hot zone's makeup panel shows the velvet lipstick; its fragrance panel leads to a scent story. */
const HOT_ZONE_GOODS = 'LJLIP01'
const HOT_ZONE_ARTICLE_CATEGORY = 'SCENT'

export const pagesSeed: SeedStep[] = [
  {
    name: 'pages/demo-pages',
    async run({ db, clock }) {
      const { goods, categories } = await demoCatalogueIds(db)
      const articles = await demoArticleIds(db)
      const pageLink = (target: LinkTarget): string | null => {
        if (target.type === 'page') return target.path
        const id = (target.type === 'goods' ? goods : target.type === 'category' ? categories : articles).get(
          target.code,
        )
        if (id === undefined) return null
        return (
          { goods: 'pages/pdp/index', category: 'pages/classify/index', article: 'pages/plantGrass/detail/index' }[
            target.type
          ] + `?id=${id}`
        )
      }
      const goodsIds = (codes: string[]) => codes.flatMap((code) => goods.get(code) ?? [])
      const ranked = [...demoGoods].sort((a, b) => b.sort - a.sort)
      const tagged = (tag: string) =>
        ranked.filter((item) => item.tags.some((t) => t.name === tag)).map((item) => item.code)
      const inTopCategory = (top: string) => {
        const leaves = new Set(
          demoCategories.find((category) => category.code === top)?.children.map((child) => child.code),
        )
        return ranked.filter((item) => item.categoryCodes.some((code) => leaves.has(code))).map((item) => item.code)
      }
      const scentStory = demoArticles.find((article) => article.categoryCode === HOT_ZONE_ARTICLE_CATEGORY)

      const bannerImage = (banner: HomeBanner) => ({ image: demoImage(banner.image), link: pageLink(banner.target) })
      const banners = (id: string): StoredBlock => ({
        type: 'banner',
        id,
        images: [...homeBanners].sort((a, b) => b.sort - a.sort).map(bannerImage),
      })
      const giftBanner =
        homeBanners.find((banner) => banner.target.type === 'category' && banner.target.code === 'GIFT') ??
        homeBanners[0]!
      const grid = (id: string, title: string, codes: string[], columns: 2 | 3 = 2): StoredBlock => ({
        type: 'goodsGrid',
        id,
        title,
        columns,
        goodsIds: goodsIds(codes),
      })
      const [skinZone, makeupZone, scentZone] = homeHotZone.areas
      const hotZone: StoredBlock = {
        type: 'hotZone',
        id: 'home-hot-zone',
        image: demoImage(homeHotZone.image),
        width: homeHotZone.width,
        height: homeHotZone.height,
        zones: [
          { ...box(skinZone!), link: pageLink(skinZone!.target), remark: skinZone!.remark },
          { ...box(makeupZone!), link: pageLink({ type: 'goods', code: HOT_ZONE_GOODS }), remark: '丝绒哑光口红' },
          {
            ...box(scentZone!),
            link: scentStory ? pageLink({ type: 'article', code: scentStory.code }) : null,
            remark: scentStory?.title ?? null,
          },
        ],
      }
      const home: StoredBlock[] = [
        banners('home-banner'),
        {
          type: 'noticeBar',
          id: 'home-notice',
          text: '限时秒杀进行中，人气单品低至5折 · 全场满199元包邮',
          link: 'pages/seckill/index',
        },
        hotZone,
        grid('home-new', '新品', tagged('新品').slice(0, 6)),
        grid('home-hot', '热卖', tagged('热卖').slice(0, 6)),
        {
          type: 'articleCards',
          id: 'home-articles',
          title: '种草精选',
          articleIds: [...demoArticles]
            .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
            .slice(0, 4)
            .flatMap((article) => articles.get(article.code) ?? []),
        },
      ]
      const user: StoredBlock[] = [
        { type: 'banner', id: 'user-banner', images: [bannerImage(giftBanner)] },
        grid('user-stars', '明星单品', tagged('明星单品').slice(0, 6)),
      ]
      const pages: Record<(typeof PAGE_CODES)[number], { title: string; blocks: StoredBlock[] }> = {
        home: { title: '首页', blocks: home },
        'home-H5': { title: '首页', blocks: home },
        user: { title: '我的', blocks: user },
        'user-H5': { title: '我的', blocks: user },
        classifySwiper: { title: '分类', blocks: [banners('classify-banner')] },
        cartGuide: { title: '购物车', blocks: [grid('cart-add-on', '凑单推荐', inTopCategory('TRIAL'), 3)] },
        // The seckill page (apps/mall pages/seckill) shows its slots and goods under these blocks.
        seckill: {
          title: '限时秒杀',
          blocks: [{ type: 'banner', id: 'seckill-banner', images: [bannerImage(giftBanner)] }],
        },
        // The group-buy page (apps/mall pages/group) lists the running group buys under this banner.
        group: {
          title: '好友拼团',
          blocks: [{ type: 'banner', id: 'group-banner', images: [bannerImage(giftBanner)] }],
        },
      }
      const updatedAt = clock.now()
      await db
        .insert(pageSettings)
        .values(Object.entries(pages).map(([code, page]) => ({ code, ...page, updatedAt })))
        .onConflictDoNothing()

      const [homeDialog] = await db
        .select({ id: pageDialogs.id })
        .from(pageDialogs)
        .where(eq(pageDialogs.type, 'HOME'))
        .limit(1)
      if (!homeDialog) {
        await db.insert(pageDialogs).values({ type: 'HOME', ...bannerImage(giftBanner), frequency: 'daily' })
        // The personal centre's (sign in daily for points), ready for an operator to switch on in 页面弹窗: shown on
        // every first visit it would stand in the way of the demo's own tours (docs/personal-centre.md).
        await db.insert(pageDialogs).values({
          type: 'PERSONAL_CENTER',
          image: bannerImage(giftBanner).image,
          link: 'pages/signIn/index',
          frequency: 'once',
          enabled: false,
        })
      }
    },
  },
  /**
   * Version 1 of every page that has content but no version yet (the demo pages, and pages filled before versions
   * existed), so the console's history starts with what the shop shows and a roll back can return to it.
   */
  {
    name: 'pages/first-versions',
    async run({ db }) {
      await db.execute(sql`
        insert into ${pageVersions} (code, version, title, blocks, published_at)
        select code, 1, title, blocks, updated_at from ${pageSettings} where version = 0
        on conflict do nothing`)
      await db.update(pageSettings).set({ version: 1 }).where(eq(pageSettings.version, 0))
    },
  },
]

const box = ({ x, y, width, height }: { x: number; y: number; width: number; height: number }) => ({
  x,
  y,
  width,
  height,
})
