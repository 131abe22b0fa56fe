import {
  ARTICLE_COVER_TITLES,
  AVATAR_ART,
  BANNER_ART,
  CATEGORY_GOODS,
  CATEGORY_MOODS,
  GOODS_ART,
  HOT_ZONE_ART,
  TAB_COLORS,
  TEXTURE_ART,
} from './catalogue.art'
import {
  demoArticles,
  demoGoods,
  homeBanners,
  homeHotZone,
  salesCategories,
  tabBar,
  type DemoGoods,
  type ImageFile,
  type SalesCategory,
} from './catalogue.data'
import {
  articleCoverSvg,
  avatarSvg,
  bannerSvg,
  categoryIconSvg,
  goodsFlatlaySvg,
  goodsMainSvg,
  hotZoneSvg,
  moodSvg,
  paletteSwatchColors,
  swatchSvg,
  tabIconSvg,
  textureSvg,
  type PlacedItem,
  type SceneArt,
  type TabIcon,
} from './scenes'

/** One picture to make: its file under the demo assets folder, its pixel size and the SVG that draws it. */
export interface PlannedImage {
  file: ImageFile
  width: number
  height: number
  svg: () => string
}

/**
 * Pixel size per folder. Goods pictures are 600 × 600 as the shop shows them; article covers are drawn at 600 × 800
 * and saved at 480 × 640, plenty for a two-column feed and a fifth of the bytes.
 */
export const IMAGE_SIZES: Record<string, readonly [width: number, height: number]> = {
  goods: [600, 600],
  sku: [600, 600],
  texture: [600, 600],
  mood: [600, 600],
  category: [200, 200],
  swatch: [120, 120],
  article: [480, 640],
  avatar: [160, 160],
  banner: [750, 360],
  hotzone: [750, 400],
  tabbar: [81, 81],
}

/**
 * Every picture the catalogue refers to, with its recipe, found by walking the data (not by parsing file names).
 * Throws when the data names something the art does not describe, so a new goods cannot ship without a picture.
 */
export function imagePlan(): PlannedImage[] {
  const plan = new Map<ImageFile, () => string>()
  const add = (file: ImageFile, svg: () => string) => {
    if (!plan.has(file)) plan.set(file, svg)
  }

  for (const goods of demoGoods) {
    const scene = goodsScene(goods)
    add(goods.gallery[0]!, () => goodsMainSvg(scene, goods.code))
    add(goods.gallery[1]!, () => goodsFlatlaySvg(scene, goods.code))
    add(goods.gallery[2]!, () => {
      const texture = required(TEXTURE_ART[fileKey(goods.gallery[2]!)], `texture for ${goods.code}`)
      return textureSvg(texture.texture, texture.color, texture.mood)
    })
    add(goods.gallery[3]!, () => moodSvg(scene.mood))
    for (const sku of goods.skus) {
      for (const spec of sku.specifications) {
        if (!spec.color) continue
        const color = spec.color
        if (sku.mainImage !== goods.mainImage) {
          add(sku.mainImage, () =>
            goodsMainSvg({ ...scene, items: scene.items.map((item) => ({ ...item, fill: color })) }, sku.skuCode),
          )
        }
        const palette = scene.items[0]!.shape === 'palette'
        add(spec.image, () => swatchSvg(palette ? paletteSwatchColors(color) : [color]))
      }
    }
  }

  const goodsByCode = new Map(demoGoods.map((goods) => [goods.code, goods]))
  const walk = (nodes: SalesCategory[]) =>
    nodes.forEach((node) => {
      const goods = goodsByCode.get(required(CATEGORY_GOODS[node.code], `picture for category ${node.code}`))!
      add(node.image, () => categoryIconSvg(tileScene(goodsScene(goods))))
      walk(node.children)
    })
  walk(salesCategories)

  demoArticles.forEach((article, index) => {
    const linked = article.goodsCodes.map((code) => goodsScene(goodsByCode.get(code)!))
    add(article.cover, () =>
      articleCoverSvg({
        mood: linked[0]!.mood,
        items: coverItems(linked),
        title: required(ARTICLE_COVER_TITLES[article.categoryCode], `cover title for ${article.categoryCode}`),
        issue: index + 1,
        layout: index % 3 === 1 ? 'flatlay' : 'podium',
      }),
    )
    const avatarIndex = Number(fileKey(article.author.avatar)) - 1
    add(article.author.avatar, () => avatarSvg(required(AVATAR_ART[avatarIndex], `avatar ${article.author.avatar}`)))
  })

  homeBanners.forEach((banner, index) =>
    add(banner.image, () => bannerSvg(required(BANNER_ART[index], `banner ${banner.image}`))),
  )
  add(homeHotZone.image, () =>
    hotZoneSvg(
      homeHotZone.width,
      homeHotZone.height,
      homeHotZone.areas.map((area, index) => ({ ...area, ...required(HOT_ZONE_ART[index], `hot zone area ${index}`) })),
    ),
  )
  for (const entry of tabBar) {
    const icon = fileKey(entry.iconPath) as TabIcon
    add(entry.iconPath, () => tabIconSvg(icon, TAB_COLORS.normal, false))
    add(entry.selectedIconPath, () => tabIconSvg(icon, TAB_COLORS.selected, true))
  }

  return [...plan]
    .map(([file, svg]) => {
      const [width, height] = required(IMAGE_SIZES[file.slice(0, file.indexOf('/'))], `size for ${file}`)
      return { file, width, height, svg }
    })
    .sort((a, b) => a.file.localeCompare(b.file))
}

function goodsScene(goods: DemoGoods): SceneArt {
  const top = salesCategories.find((node) => node.children.some((child) => child.code === goods.categoryCodes[0]))
  const texture = required(TEXTURE_ART[fileKey(goods.gallery[2]!)], `texture for ${goods.code}`)
  return {
    mood: required(CATEGORY_MOODS[top?.code ?? ''], `mood for ${goods.code}`),
    items: required(GOODS_ART[goods.code], `art for ${goods.code}`),
    texture: texture.texture,
    textureColor: texture.color,
  }
}

/** On a small category tile a gift set shows its box alone; the pieces beside it would be specks. */
function tileScene(scene: SceneArt): SceneArt {
  const boxes = scene.items.filter((item) => item.shape === 'giftbox').map(({ x: _x, ...box }) => box)
  return boxes.length > 0 ? { ...scene, items: boxes } : scene
}

/** Up to three linked products on a cover, side by side, the first one largest and in the middle. */
function coverItems(linked: SceneArt[]): PlacedItem[] {
  if (linked.length === 1) return linked[0]!.items
  const heroes = linked.slice(0, 3).map((scene, index) => {
    const { x: _x, ...item } = scene.items[0]!
    return { ...item, scale: (item.scale ?? 1) * (index === 0 ? 0.9 : 0.62) }
  })
  const [hero, ...sides] = heroes
  return [sides[0]!, hero!, ...sides.slice(1)]
}

/** 'texture/serum-aqua.png' → 'serum-aqua'. */
function fileKey(file: ImageFile): string {
  return file.slice(file.lastIndexOf('/') + 1, -'.png'.length)
}

function required<V>(value: V | undefined, what: string): V {
  if (value === undefined) throw new Error(`no ${what}`)
  return value
}
