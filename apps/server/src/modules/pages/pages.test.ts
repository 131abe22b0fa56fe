import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  articleDetailRoute,
  goodsDetailRoute,
  PAGE_CODES,
  pageDialogRoute,
  pageSetting,
  salesCategoryDetail,
  type ContentBlock,
} from '@shop/contracts'
import { createTestApp } from '../../../test/harness'
import { skus } from '../catalogue/catalogue.tables'
import { validBlocks } from './pages.blocks'
import { pageDialogs, pageSettings } from './pages.tables'

const t = await createTestApp()
afterAll(() => t.close())
const { db } = t.database

const page = async (code: string) => {
  const answer = await t.call(pageSetting, { params: { code } })
  expect(answer.status).toBe(200)
  expect(pageSetting.response.parse(answer.body)).toEqual(answer.body)
  return answer.body
}
const blocksOf = <T extends ContentBlock['type']>(blocks: ContentBlock[], type: T) =>
  blocks.filter((block): block is Extract<ContentBlock, { type: T }> => block.type === type)

/** Where a link of the app leads, checked against the call that page makes. */
async function opens(link: string | null) {
  const match = /^pages\/(pdp|classify|plantGrass\/detail)\/index\?id=(\d+)$/.exec(link ?? '')
  expect(match, `link ${link}`).not.toBeNull()
  const [, target, id] = match!
  const route = target === 'pdp' ? goodsDetailRoute : target === 'classify' ? salesCategoryDetail : articleDetailRoute
  return { target, status: (await t.call(route, { params: { id: id! } })).status }
}

describe('page settings', () => {
  it.each(PAGE_CODES.map((code) => [code]))('answers %s with resolved blocks', async (code) => {
    const { blocks, title } = await page(code)
    expect(title).not.toBe('')
    expect(blocks.length).toBeGreaterThan(0)
    for (const grid of blocksOf(blocks, 'goodsGrid')) expect(grid.goods.length).toBeGreaterThan(0)
  })

  it('builds the home page: three banners, a notice, a hot zone with three targets, new and hot goods, articles', async () => {
    for (const code of ['home', 'home-H5']) {
      const { blocks } = await page(code)
      expect(blocks.map((block) => block.type)).toEqual([
        'banner',
        'noticeBar',
        'hotZone',
        'goodsGrid',
        'goodsGrid',
        'articleCards',
      ])
      const [banner] = blocksOf(blocks, 'banner')
      expect(banner!.images).toHaveLength(3)
      expect(banner!.images.every((image) => image.image.startsWith('/assets/banner/'))).toBe(true)
      for (const image of banner!.images) expect((await opens(image.link)).status).toBe(200)

      const [zone] = blocksOf(blocks, 'hotZone')
      expect(zone).toMatchObject({ image: '/assets/hotzone/home.png', width: 750, height: 400 })
      const targets = await Promise.all(zone!.zones.map((area) => opens(area.link)))
      expect(targets).toEqual([
        { target: 'classify', status: 200 },
        { target: 'pdp', status: 200 },
        { target: 'plantGrass/detail', status: 200 },
      ])
      expect(zone!.zones.every((area) => area.x + area.width <= 750 && area.y + area.height <= 400)).toBe(true)

      const [fresh, hot] = blocksOf(blocks, 'goodsGrid')
      expect([fresh!.title, hot!.title]).toEqual(['新品', '热卖'])
      expect(fresh!.goods.every((card) => card.tags.includes('新品'))).toBe(true)
      expect(hot!.goods.every((card) => card.tags.includes('热卖'))).toBe(true)
      const [articles] = blocksOf(blocks, 'articleCards')
      expect(articles!.articles).toHaveLength(4)
      expect(blocksOf(blocks, 'noticeBar')[0]!.link).toBe('pages/seckill/index')
    }
  })

  it('gives the seckill page a banner above its slots (the goods are the flash sales’: sec_kill/slots)', async () => {
    const { blocks } = await page('seckill')
    expect(blocks.map((block) => block.type)).toEqual(['banner'])
  })

  it('answers current cards, at most one cache period late', async () => {
    const { blocks } = await page('cartGuide')
    const card = blocksOf(blocks, 'goodsGrid')[0]!.goods[0]!
    // An operator empties the goods' stock and tells the catalogue.
    await db.update(skus).set({ stock: 0 }).where(eq(skus.goodsId, card.id))
    await t.app.bus.publish('catalogue')
    const changed = await db.select().from(pageSettings).where(eq(pageSettings.code, 'cartGuide'))
    await db
      .update(pageSettings)
      .set({
        title: '凑单',
        blocks: [...changed[0]!.blocks, { type: 'noticeBar', id: 'n', text: '满199包邮', link: null }],
      })
      .where(eq(pageSettings.code, 'cartGuide'))
    const before = await page('cartGuide')
    expect(before.title).toBe('购物车')
    expect(blocksOf(before.blocks, 'goodsGrid')[0]!.goods[0]).toMatchObject({ id: card.id, sellOut: false })
    t.clock.advance(1000)
    const fresh = await page('cartGuide')
    expect(fresh.title).toBe('凑单')
    expect(fresh.blocks.map((block) => block.type)).toEqual(['goodsGrid', 'noticeBar'])
    expect(blocksOf(fresh.blocks, 'goodsGrid')[0]!.goods[0]).toMatchObject({ id: card.id, sellOut: true })
  })

  it('answers an edited page at once when the edit is published, other pages from the cache', async () => {
    const [user, guide] = [await page('user'), await page('cartGuide')]
    await db.update(pageSettings).set({ title: '我的账户' }).where(eq(pageSettings.code, 'user'))
    await db.update(pageSettings).set({ title: '去凑单' }).where(eq(pageSettings.code, 'cartGuide'))
    expect((await page('user')).title).toBe(user.title)
    await t.app.bus.publish('pages', ['user'])
    expect((await page('user')).title).toBe('我的账户')
    expect((await page('cartGuide')).title).toBe(guide.title)
    await t.app.bus.publish('pages')
    expect((await page('cartGuide')).title).toBe('去凑单')
  })

  it('refuses unknown page codes', async () => {
    expect(await t.call(pageSetting, { params: { code: 'about' } })).toMatchObject({
      status: 400,
      body: { code: 'validationFailed' },
    })
  })

  it('skips stored blocks that do not parse, instead of failing the page', () => {
    expect(
      validBlocks([
        { type: 'noticeBar', id: 'a', text: 'ok', link: null },
        { type: 'goodsGrid', id: 'b', title: null, columns: 4, goodsIds: [1] },
        { type: 'video', id: 'c' },
      ]),
    ).toEqual([{ type: 'noticeBar', id: 'a', text: 'ok', link: null }])
    expect(validBlocks('nonsense')).toEqual([])
  })
})

describe('page dialogs', () => {
  it('answers the home dialog once a day, nothing where none is set', async () => {
    const home = await t.call(pageDialogRoute, { params: { type: 'HOME' } })
    expect(home.body.dialog).toMatchObject({
      type: 'HOME',
      frequency: 'daily',
      image: expect.stringMatching(/^\/assets\//),
    })
    expect((await opens(home.body.dialog!.link)).status).toBe(200)
    expect((await t.call(pageDialogRoute, { params: { type: 'PERSONAL_CENTER' } })).body).toEqual({ dialog: null })
    await db.update(pageDialogs).set({ enabled: false }).where(eq(pageDialogs.type, 'HOME'))
    expect((await t.call(pageDialogRoute, { params: { type: 'HOME' } })).body).toEqual({ dialog: null })
    expect((await t.call(pageDialogRoute, { params: { type: 'home' } })).status).toBe(400)
  })
})
