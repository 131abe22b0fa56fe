import { isCode } from '@shop/domain'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  articleCategories,
  demoArticles,
  demoGoods,
  demoImageFiles,
  homeBanners,
  homeHotZone,
  hotKeywords,
  imagesInHtml,
  salesCategories,
  tabBar,
  type LinkTarget,
  type SalesCategory,
} from './catalogue.data'
import { IMAGE_SIZES, imagePlan } from './image.plan'
import { renderPng } from './image.render'
import { pngSize } from './png.encoder'

const assetsDir = fileURLToPath(new URL('../../../assets/demo/', import.meta.url))
const allCategories = (nodes: SalesCategory[]): SalesCategory[] =>
  nodes.flatMap((node) => [node, ...allCategories(node.children)])
const categories = allCategories(salesCategories)
const leafCodes = new Set(categories.filter((node) => node.children.length === 0).map((node) => node.code))
const skus = demoGoods.flatMap((goods) => goods.skus.map((sku) => ({ goods, sku })))
const goodsCodes = new Set(demoGoods.map((goods) => goods.code))

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index)
}

describe('sales categories', () => {
  it('has the eight top areas, each with 2 to 4 children', () => {
    expect(salesCategories.map((node) => node.name)).toEqual([
      '护肤',
      '彩妆',
      '香氛',
      '身体护理',
      '洗护发',
      '男士',
      '礼盒套装',
      '试用装',
    ])
    for (const top of salesCategories) {
      expect(top.children.length, top.code).toBeGreaterThanOrEqual(2)
      expect(top.children.length, top.code).toBeLessThanOrEqual(4)
    }
  })

  it('has unique codes that pass the code check, and an image each', () => {
    expect(duplicates(categories.map((node) => node.code))).toEqual([])
    for (const node of categories) {
      expect(isCode(node.code), node.code).toBe(true)
      expect(node.image).toMatch(/^category\/[a-z0-9]+\.png$/)
    }
  })

  it('lists goods in every leaf category', () => {
    const used = new Set(demoGoods.flatMap((goods) => goods.categoryCodes))
    expect([...leafCodes].filter((code) => !used.has(code))).toEqual([])
  })
})

describe('goods', () => {
  it('has at least 60 goods with unique codes that pass the code check', () => {
    expect(demoGoods.length).toBeGreaterThanOrEqual(60)
    expect(duplicates(demoGoods.map((goods) => goods.code))).toEqual([])
    for (const goods of demoGoods) expect(isCode(goods.code), goods.code).toBe(true)
  })

  it('lists every goods in existing leaf categories', () => {
    for (const goods of demoGoods) {
      expect(goods.categoryCodes.length, goods.code).toBeGreaterThan(0)
      for (const code of goods.categoryCodes) expect(leafCodes.has(code), `${goods.code} → ${code}`).toBe(true)
    }
  })

  it('gives every goods a name, selling points, keywords, tags and a gallery led by the main image', () => {
    for (const goods of demoGoods) {
      expect(goods.name, goods.code).toMatch(/^澜肌/)
      expect(goods.subtitle.length, goods.code).toBeGreaterThan(0)
      expect(goods.sellingPoints.length, goods.code).toBeGreaterThanOrEqual(2)
      expect(goods.keywords.length, goods.code).toBeGreaterThanOrEqual(3)
      expect(goods.tags.length, goods.code).toBeGreaterThan(0)
      expect(goods.gallery.length, goods.code).toBeGreaterThanOrEqual(3)
      expect(goods.gallery.length, goods.code).toBeLessThanOrEqual(5)
      expect(goods.gallery[0], goods.code).toBe(goods.mainImage)
    }
  })

  it('writes rich detail with headings, paragraphs and pictures', () => {
    for (const goods of demoGoods) {
      expect(goods.detailHtml, goods.code).toMatch(/<h2>核心成分<\/h2>/)
      expect(goods.detailHtml, goods.code).toMatch(/<h2>使用方法<\/h2><p>[^<]+<\/p>/)
      expect(imagesInHtml(goods.detailHtml).length, goods.code).toBeGreaterThanOrEqual(2)
    }
  })

  it('has badge tags and some ShowInSpec tags', () => {
    const tags = demoGoods.flatMap((goods) => goods.tags)
    expect(new Set(tags.filter((tag) => tag.type === 'Badge').map((tag) => tag.name))).toEqual(
      new Set(['新品', '热卖', '限定', '明星单品', '送礼推荐']),
    )
    expect(
      demoGoods.filter((goods) => goods.tags.some((tag) => tag.type === 'ShowInSpec')).length,
    ).toBeGreaterThanOrEqual(10)
  })

  it('finds goods by English synonyms too', () => {
    const byKeyword = (keyword: string) =>
      demoGoods.filter((goods) => goods.keywords.includes(keyword)).map((goods) => goods.code)
    expect(byKeyword('serum')).toContain('LJSER01')
    expect(byKeyword('lipstick')).toContain('LJLIP01')
    expect(byKeyword('面霜')).toContain('LJCRM01')
  })
})

describe('skus', () => {
  it('has at least 150 skus with unique sku codes', () => {
    expect(skus.length).toBeGreaterThanOrEqual(150)
    expect(duplicates(skus.map(({ sku }) => sku.skuCode))).toEqual([])
    for (const { goods, sku } of skus) expect(sku.skuCode, goods.code).toMatch(/^LJ-[A-Z0-9]+(-[A-Z0-9]+)+$/)
  })

  it('prices in integer fen between ¥39 and ¥1280, never above the list price', () => {
    for (const { sku } of skus) {
      expect(Number.isInteger(sku.price), sku.skuCode).toBe(true)
      expect(Number.isInteger(sku.marketingPrice), sku.skuCode).toBe(true)
      expect(sku.price, sku.skuCode).toBeGreaterThanOrEqual(3900)
      expect(sku.price, sku.skuCode).toBeLessThanOrEqual(sku.marketingPrice)
      expect(sku.marketingPrice, sku.skuCode).toBeLessThanOrEqual(128000)
    }
  })

  it('has real, non-empty specifications shared by all skus of a goods', () => {
    for (const goods of demoGoods) {
      const names = goods.skus.map((sku) => sku.specifications.map((spec) => spec.name).join('|'))
      expect(new Set(names).size, goods.code).toBe(1)
      const combinations = goods.skus.map((sku) => sku.specifications.map((spec) => spec.code).join('|'))
      expect(duplicates(combinations), goods.code).toEqual([])
      for (const spec of goods.skus.flatMap((sku) => sku.specifications)) {
        expect(spec.name.trim(), goods.code).not.toBe('')
        expect(spec.value.trim(), goods.code).not.toBe('')
        expect(spec.code, goods.code).toMatch(/^[A-Z0-9]+$/)
        expect(spec.image, goods.code).toMatch(/\.png$/)
      }
    }
  })

  it('gives makeup shades a colour and a swatch', () => {
    const shades = skus.flatMap(({ sku }) => sku.specifications).filter((spec) => spec.name === '色号')
    expect(shades.length).toBeGreaterThanOrEqual(30)
    for (const spec of shades) {
      expect(spec.value).toMatch(/^#\d+ \S+/)
      expect(spec.color).toMatch(/^#[0-9a-f]{6}$/)
      expect(spec.image).toMatch(/^swatch\//)
    }
  })

  it('uses the spec vocabulary a shopper expects', () => {
    const values = new Set(skus.flatMap(({ sku }) => sku.specifications.map((spec) => `${spec.name}:${spec.value}`)))
    for (const expected of [
      '容量:30ml',
      '容量:50ml',
      '容量:100ml',
      '色号:#01 象牙白',
      '色号:#02 自然色',
      '色号:#101 正红',
    ]) {
      expect(values.has(expected), expected).toBe(true)
    }
    expect([...values].filter((value) => value.startsWith('套装内容:')).length).toBeGreaterThanOrEqual(5)
  })

  it('has stock for most skus, a few sold out and a few running low', () => {
    for (const { sku } of skus) {
      expect(Number.isInteger(sku.stock), sku.skuCode).toBe(true)
      expect(sku.stock, sku.skuCode).toBeGreaterThanOrEqual(0)
    }
    expect(skus.filter(({ sku }) => sku.stock === 0).length).toBeGreaterThanOrEqual(4)
    expect(skus.filter(({ sku }) => sku.stock > 0 && sku.stock <= 20).length).toBeGreaterThanOrEqual(4)
  })

  it('flags a few skus for the flash sale with a lower price and an allotment within stock', () => {
    const flash = skus.filter(({ sku }) => sku.secKill)
    expect(flash.length).toBeGreaterThanOrEqual(4)
    for (const { sku } of flash) {
      const { activityPrice, secSetting } = sku.secKill!
      expect(Number.isInteger(activityPrice), sku.skuCode).toBe(true)
      expect(activityPrice, sku.skuCode).toBeLessThan(sku.price)
      expect(secSetting.useInventory, sku.skuCode).toBeLessThanOrEqual(secSetting.inventory)
      expect(secSetting.inventory, sku.skuCode).toBeLessThanOrEqual(sku.stock)
    }
    // One allotment is used up, so the "fully used seckill sku → hold 0, sold at the price" rule has something to
    // show; the lipstick's is not, so its flash shade can be bought at the flash price.
    expect(flash.some(({ sku }) => sku.secKill!.secSetting.useInventory === sku.secKill!.secSetting.inventory)).toBe(
      true,
    )
    expect(flash.find(({ sku }) => sku.skuCode === 'LJ-LIP01-101')!.sku.secKill!.secSetting).toMatchObject({
      inventory: 300,
      useInventory: 262,
    })
  })

  it('limits a few skus per customer', () => {
    const limited = skus.filter(({ sku }) => sku.limitPerCustomer !== undefined)
    expect(limited.length).toBeGreaterThanOrEqual(4)
    for (const { sku } of limited) expect(sku.limitPerCustomer, sku.skuCode).toBeGreaterThanOrEqual(1)
  })
})

describe('discovery articles', () => {
  const categoryCodes = new Set(articleCategories.map((category) => category.code))

  it('has at least 20 articles with unique codes in existing categories', () => {
    expect(demoArticles.length).toBeGreaterThanOrEqual(20)
    expect(duplicates(demoArticles.map((article) => article.code))).toEqual([])
    for (const article of demoArticles) expect(categoryCodes.has(article.categoryCode), article.code).toBe(true)
    expect(new Set(demoArticles.map((article) => article.categoryCode))).toEqual(categoryCodes)
  })

  it('links each article to 1 to 4 existing goods', () => {
    for (const article of demoArticles) {
      expect(article.goodsCodes.length, article.code).toBeGreaterThanOrEqual(1)
      expect(article.goodsCodes.length, article.code).toBeLessThanOrEqual(4)
      for (const code of article.goodsCodes) expect(goodsCodes.has(code), `${article.code} → ${code}`).toBe(true)
    }
  })

  it('has an author, rich content, keywords, counts and a fixed date', () => {
    for (const article of demoArticles) {
      expect(article.author.name.length, article.code).toBeGreaterThan(0)
      expect(article.contentHtml.match(/<p>/g)?.length ?? 0, article.code).toBeGreaterThanOrEqual(3)
      expect(imagesInHtml(article.contentHtml).length, article.code).toBeGreaterThanOrEqual(1)
      expect(article.keywords.length, article.code).toBeGreaterThan(0)
      for (const count of [article.like, article.keep, article.forward])
        expect(Number.isInteger(count) && count >= 0, article.code).toBe(true)
      expect(new Date(article.publishedAt).toISOString(), article.code).toBe(article.publishedAt)
    }
  })
})

describe('search and home page', () => {
  it('has 8 to 12 distinct hot keywords, sorted', () => {
    expect(hotKeywords.length).toBeGreaterThanOrEqual(8)
    expect(hotKeywords.length).toBeLessThanOrEqual(12)
    expect(duplicates(hotKeywords.map((entry) => entry.keyword))).toEqual([])
    expect(hotKeywords.map((entry) => entry.sort)).toEqual(
      [...hotKeywords.map((entry) => entry.sort)].sort((a, b) => b - a),
    )
  })

  const targetExists = (target: LinkTarget) =>
    target.type === 'goods'
      ? goodsCodes.has(target.code)
      : target.type === 'category'
        ? categories.some((node) => node.code === target.code)
        : target.type === 'article'
          ? demoArticles.some((article) => article.code === target.code)
          : target.path.startsWith('pages/')

  it('points banners and hot-zone areas at things that exist', () => {
    expect(homeBanners).toHaveLength(3)
    for (const banner of homeBanners) expect(targetExists(banner.target), banner.title).toBe(true)
    for (const area of homeHotZone.areas) expect(targetExists(area.target), area.remark).toBe(true)
  })

  it('splits the hot-zone image into areas that tile it without overlap', () => {
    const area = homeHotZone.areas.reduce((sum, zone) => sum + zone.width * zone.height, 0)
    expect(area).toBe(homeHotZone.width * homeHotZone.height)
    for (const zone of homeHotZone.areas) {
      expect(zone.x + zone.width).toBeLessThanOrEqual(homeHotZone.width)
      expect(zone.y + zone.height).toBeLessThanOrEqual(homeHotZone.height)
    }
    const [a, b, c] = homeHotZone.areas
    const overlaps = (p: typeof a, q: typeof a) =>
      p!.x < q!.x + q!.width && q!.x < p!.x + p!.width && p!.y < q!.y + q!.height && q!.y < p!.y + p!.height
    expect([overlaps(a, b), overlaps(a, c), overlaps(b, c)]).toEqual([false, false, false])
  })

  it('has the five tabs of the spec', () => {
    expect(tabBar.map((entry) => entry.pagePath)).toEqual([
      'pages/index/index',
      'pages/plantGrass/index',
      'pages/classify/index',
      'pages/cart/index',
      'pages/user/index',
    ])
  })
})

describe('images', () => {
  it.each([
    ['<p>x</p><img src="a/b.png" alt=""/><img class="w" src="c.png"/>', ['a/b.png', 'c.png']],
    ['<p>no pictures</p>', []],
  ])('finds the pictures in %s', (html, expected) => {
    expect(imagesInHtml(html)).toEqual(expected)
  })

  it('has a drawing for every image the data refers to, and no drawing nobody uses', () => {
    expect(imagePlan().map((image) => image.file)).toEqual(demoImageFiles)
  })

  it('has every referenced image on disk as a PNG of the planned size', () => {
    const sizes = new Map(imagePlan().map((image) => [image.file, { width: image.width, height: image.height }]))
    const missing = demoImageFiles.filter((file) => !existsSync(join(assetsDir, file)))
    expect(missing).toEqual([])
    for (const file of demoImageFiles)
      expect(pngSize(readFileSync(join(assetsDir, file))), file).toEqual(sizes.get(file))
    expect(sizes.get('banner/home-1.png')).toEqual({ width: 750, height: 360 })
    expect(sizes.get('hotzone/home.png')).toEqual({ width: homeHotZone.width, height: homeHotZone.height })
    expect(IMAGE_SIZES.tabbar).toEqual([81, 81])
  })

  it('keeps the folder to the referenced images, under 10 MB', () => {
    const onDisk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? onDisk(join(dir, entry.name)) : [relative(assetsDir, join(dir, entry.name))],
      )
    const files = onDisk(assetsDir).sort()
    expect(files).toEqual(demoImageFiles)
    const bytes = files.reduce((sum, file) => sum + statSync(join(assetsDir, file)).size, 0)
    expect(bytes).toBeLessThanOrEqual(10_000_000)
  })

  it('has committed images that match what the generator draws now', () => {
    // One picture per folder: re-rendering all 300 would take most of a minute.
    const plan = imagePlan()
    const sample = Object.keys(IMAGE_SIZES).map((folder) => plan.find((image) => image.file.startsWith(`${folder}/`))!)
    for (const image of sample) {
      expect(
        renderPng(image).equals(readFileSync(join(assetsDir, image.file))),
        `${image.file} is stale: run generate-images.ts`,
      ).toBe(true)
    }
  })
})
