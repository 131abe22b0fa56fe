/**
 * The demo catalogue of 澜肌官方商城 (brand 澜肌 LANJI): sales categories, goods with their SKUs, discovery articles,
 * hot search keywords and the home page pictures. Plain data for the seed runner; every image is a file under
 * `apps/server/assets/demo/` made by `generate-images.ts`, named here by its path relative to that folder
 * (the same relative paths appear as `src` in the rich-text HTML, so the runner prefixes them with the public URL).
 * Money is integer fen.
 */

export const DEMO_SHOP = { name: '澜肌官方商城', brand: '澜肌', brandLatin: 'LANJI' } as const

/** Folder of the images, relative to the repository root. */
export const DEMO_ASSETS_DIR = 'apps/server/assets/demo'

/** A PNG file under DEMO_ASSETS_DIR, e.g. 'goods/ljser01-main.png'. */
export type ImageFile = string

export interface SalesCategory {
  code: string
  name: string
  sort: number
  image: ImageFile
  children: SalesCategory[]
}

/** Badge tags decorate goods cards; ShowInSpec tags are the ones the product detail call asks for (spec §7). */
export interface GoodsTag {
  name: string
  type: 'Badge' | 'ShowInSpec'
}

export interface SkuSpecification {
  /** The dimension, e.g. 容量, 色号, 香型, 套装内容. */
  name: string
  value: string
  code: string
  image: ImageFile
  /** The shade as a colour, for makeup. */
  color?: string
}

export interface SecKillSetting {
  /** Flash-sale price in fen. */
  activityPrice: number
  secSetting: {
    /** Units set aside for the flash sale. */
    inventory: number
    /** Units of that allotment already sold. */
    useInventory: number
  }
}

export interface DemoSku {
  skuCode: string
  name: string
  specifications: SkuSpecification[]
  /** Selling price in fen. */
  price: number
  /** List price in fen, never below price. */
  marketingPrice: number
  stock: number
  mainImage: ImageFile
  /** Most units one customer may buy. */
  limitPerCustomer?: number
  secKill?: SecKillSetting
}

export interface DemoGoods {
  code: string
  name: string
  subtitle: string
  sellingPoints: string[]
  /** Leaf sales categories the goods is listed in. */
  categoryCodes: string[]
  mainImage: ImageFile
  /** Swiper pictures, the main image first. */
  gallery: ImageFile[]
  detailHtml: string
  tags: GoodsTag[]
  /** Higher shows first. */
  sort: number
  /** Search keywords and synonyms, Chinese and English. */
  keywords: string[]
  skus: DemoSku[]
}

export interface ArticleCategory {
  code: string
  name: string
  sort: number
}

export interface ArticleAuthor {
  name: string
  avatar: ImageFile
}

export interface DemoArticle {
  code: string
  categoryCode: string
  title: string
  author: ArticleAuthor
  cover: ImageFile
  contentHtml: string
  keywords: string[]
  like: number
  keep: number
  forward: number
  /** Goods codes the article recommends. */
  goodsCodes: string[]
  /** ISO date-time, fixed so the demo is the same on every run. */
  publishedAt: string
}

export interface HotKeyword {
  keyword: string
  sort: number
  /** Shown with a 热 mark. */
  hot: boolean
}

/** Where a picture leads; the runner turns it into a page link once ids exist. */
export type LinkTarget =
  | { type: 'goods'; code: string }
  | { type: 'category'; code: string }
  | { type: 'article'; code: string }
  | { type: 'page'; path: string }

export interface HomeBanner {
  title: string
  image: ImageFile
  target: LinkTarget
  sort: number
}

/** A picture with clickable areas (spec §2: width, height, x, y, link, remark). */
export interface HotZoneImage {
  image: ImageFile
  width: number
  height: number
  areas: { x: number; y: number; width: number; height: number; target: LinkTarget; remark: string }[]
}

export interface TabBarEntry {
  text: string
  pagePath: string
  iconPath: ImageFile
  selectedIconPath: ImageFile
  sort: number
}

// ── Sales categories ─────────────────────────────────────────────────────────────────────────────────────────────

const categoryImage = (code: string): ImageFile => `category/${code.toLowerCase()}.png`

function category(
  code: string,
  name: string,
  sort: number,
  children: [code: string, name: string][] = [],
): SalesCategory {
  return {
    code,
    name,
    sort,
    image: categoryImage(code),
    children: children.map(([childCode, childName], index) =>
      category(childCode, childName, (children.length - index) * 10),
    ),
  }
}

export const salesCategories: SalesCategory[] = [
  category('SKIN', '护肤', 80, [
    ['SKINCLEAN', '洁面卸妆'],
    ['SKINTONER', '水乳'],
    ['SKINSERUM', '精华眼霜'],
    ['SKINCREAM', '面霜面膜'],
  ]),
  category('MAKEUP', '彩妆', 70, [
    ['MKBASE', '底妆'],
    ['MKLIP', '唇妆'],
    ['MKEYE', '眼妆'],
  ]),
  category('FRAG', '香氛', 60, [
    ['FRAGPERFUME', '香水'],
    ['FRAGHOME', '居家香氛'],
  ]),
  category('BODY', '身体护理', 50, [
    ['BODYWASH', '沐浴清洁'],
    ['BODYLOTION', '身体滋养'],
    ['BODYHAND', '手部护理'],
  ]),
  category('HAIR', '洗护发', 40, [
    ['HAIRWASH', '洗发'],
    ['HAIRCARE', '护发'],
    ['HAIRSCALP', '头皮护理'],
  ]),
  category('MEN', '男士', 30, [
    ['MENCLEAN', '男士洁面'],
    ['MENCARE', '男士护肤'],
    ['MENSHAVE', '剃须香氛'],
  ]),
  category('GIFT', '礼盒套装', 20, [
    ['GIFTFEST', '节日礼盒'],
    ['GIFTSKIN', '护肤套装'],
    ['GIFTMAKEUP', '彩妆礼盒'],
  ]),
  category('TRIAL', '试用装', 10, [
    ['TRIALSKIN', '护肤小样'],
    ['TRIALFRAG', '香氛小样'],
    ['TRIALTRAVEL', '旅行套装'],
  ]),
]

/** The top category above each leaf category. */
const topCategoryOf = new Map(
  salesCategories.flatMap((top) => top.children.map((child) => [child.code, top.code] as const)),
)

// ── Goods builders ───────────────────────────────────────────────────────────────────────────────────────────────

const yuan = (amount: number) => Math.round(amount * 100)

const badge = (name: string): GoodsTag => ({ name, type: 'Badge' })
const inSpec = (name: string): GoodsTag => ({ name, type: 'ShowInSpec' })
const TAG = {
  new: badge('新品'),
  hot: badge('热卖'),
  limited: badge('限定'),
  star: badge('明星单品'),
  gift: badge('送礼推荐'),
  sensitive: inSpec('敏感肌可用'),
  authentic: inSpec('官方正品'),
  returns: inSpec('7天无理由退换'),
  freeShipping: inSpec('顺丰包邮'),
  travelGift: inSpec('下单赠旅行装'),
  limitedBuy: inSpec('限购'),
}

interface SkuInput {
  specs: [name: string, value: string, code: string][]
  price: number
  list: number
  stock: number
  color?: string
  limit?: number
  secKill?: { price: number; inventory: number; used: number }
}

type SkuExtras = Pick<SkuInput, 'limit' | 'secKill'>

/** One option of a single-dimension goods (容量 by default), prices in yuan. */
function option(
  value: string,
  price: number,
  list: number,
  stock: number,
  extras: SkuExtras = {},
  name = '容量',
  code = value.toUpperCase(),
): SkuInput {
  return { specs: [[name, value, code]], price, list, stock, ...extras }
}

/** A makeup shade: '#<code> <label>' with its colour. */
function shade(
  code: string,
  label: string,
  color: string,
  price: number,
  list: number,
  stock: number,
  extras: SkuExtras = {},
): SkuInput {
  return { specs: [['色号', `#${code} ${label}`, code]], color, price, list, stock, ...extras }
}

interface Copy {
  intro: string
  ingredients: [name: string, text: string][]
  usage: string
  effects: string[]
  suits: string
}

interface GoodsInput {
  code: string
  name: string
  subtitle: string
  sellingPoints: string[]
  categories: string[]
  /** Key of the shared texture close-up, see catalogue.art.ts. */
  texture: string
  tags: GoodsTag[]
  sort: number
  keywords: string[]
  copy: Copy
  /** Shade SKUs get their own product picture (lipsticks, cushions, palettes). */
  shadeImages?: boolean
  skus: SkuInput[]
}

export const goodsImage = (code: string, view: 'main' | 'angle'): ImageFile => `goods/${code.toLowerCase()}-${view}.png`
export const textureImage = (key: string): ImageFile => `texture/${key}.png`
export const moodImage = (topCategoryCode: string): ImageFile => `mood/${topCategoryCode.toLowerCase()}.png`
export const skuImage = (skuCode: string): ImageFile => `sku/${skuCode.toLowerCase()}.png`
export const swatchImage = (skuCode: string): ImageFile => `swatch/${skuCode.toLowerCase()}.png`

function goods(input: GoodsInput): DemoGoods {
  const top = topCategoryOf.get(input.categories[0]!)
  if (!top) throw new Error(`${input.code}: unknown category ${input.categories[0]}`)
  const main = goodsImage(input.code, 'main')
  const gallery = [main, goodsImage(input.code, 'angle'), textureImage(input.texture), moodImage(top)]
  return {
    code: input.code,
    name: input.name,
    subtitle: input.subtitle,
    sellingPoints: input.sellingPoints,
    categoryCodes: input.categories,
    mainImage: main,
    gallery,
    detailHtml: detailHtml(input, gallery),
    tags: input.tags,
    sort: input.sort,
    keywords: input.keywords,
    skus: input.skus.map((sku) => buildSku(input, main, sku)),
  }
}

function buildSku(input: GoodsInput, goodsMain: ImageFile, sku: SkuInput): DemoSku {
  const skuCode = `LJ-${input.code.slice(2)}-${sku.specs.map(([, , code]) => code).join('-')}`
  const mainImage = sku.color && input.shadeImages ? skuImage(skuCode) : goodsMain
  return {
    skuCode,
    name: `${input.name} ${sku.specs.map(([, value]) => value).join(' ')}`,
    specifications: sku.specs.map(([name, value, code]) => ({
      name,
      value,
      code,
      image: sku.color ? swatchImage(skuCode) : mainImage,
      ...(sku.color ? { color: sku.color } : {}),
    })),
    price: yuan(sku.price),
    marketingPrice: yuan(sku.list),
    stock: sku.stock,
    mainImage,
    ...(sku.limit ? { limitPerCustomer: sku.limit } : {}),
    ...(sku.secKill
      ? {
          secKill: {
            activityPrice: yuan(sku.secKill.price),
            secSetting: { inventory: sku.secKill.inventory, useInventory: sku.secKill.used },
          },
        }
      : {}),
  }
}

function detailHtml(input: GoodsInput, gallery: ImageFile[]): string {
  const [, angle, texture, mood] = gallery
  const { copy } = input
  return [
    `<h2>产品介绍</h2>`,
    `<p>${copy.intro}</p>`,
    `<img src="${angle}" alt="${input.name}"/>`,
    `<h2>核心成分</h2>`,
    ...copy.ingredients.map(([name, text]) => `<h3>${name}</h3><p>${text}</p>`),
    `<img src="${texture}" alt="质地"/>`,
    `<h2>使用方法</h2>`,
    `<p>${copy.usage}</p>`,
    `<h2>产品功效</h2>`,
    `<ul>${copy.effects.map((effect) => `<li>${effect}</li>`).join('')}</ul>`,
    `<img src="${mood}" alt="成分"/>`,
    `<h2>适用人群</h2>`,
    `<p>${copy.suits}</p>`,
  ].join('')
}

// ── Goods ────────────────────────────────────────────────────────────────────────────────────────────────────────

const skincare: GoodsInput[] = [
  {
    code: 'LJCLN01',
    name: '澜肌氨基酸洁面乳',
    subtitle: '绵密泡沫 洗后不紧绷',
    sellingPoints: ['氨基酸表活 温和弱酸性', '一挤成泡 细腻绵密', '洗净油脂不伤屏障'],
    categories: ['SKINCLEAN'],
    texture: 'foam-white',
    tags: [TAG.hot, TAG.sensitive, TAG.returns],
    sort: 960,
    keywords: ['洁面', '洗面奶', '氨基酸', 'cleanser', '清洁', '控油'],
    copy: {
      intro:
        '以椰油酰甘氨酸钾为主的氨基酸表活体系，pH 贴近肌肤的弱酸性。一小段即可揉出丰盈泡沫，带走多余油脂与日常污垢，洗后水润柔软，不拔干、不紧绷。',
      ingredients: [
        ['氨基酸表活', '温和清洁成分，清洁力与亲肤性兼顾，敏感肌也能每天使用。'],
        ['甘油与泛醇', '在清洁同时补充水分，减少洗后的干涩感。'],
      ],
      usage: '取约一粒黄豆大小于掌心，加水揉搓出泡沫，以指腹在面部打圈按摩约 30 秒，再用温水洗净。早晚可用。',
      effects: ['温和洁净，洗后不紧绷', '细腻泡沫减少摩擦', '帮助维持肌肤水油平衡'],
      suits: '所有肤质，尤其适合混合肌与敏感肌的日常清洁。',
    },
    skus: [
      option('50g', 45, 55, 380),
      option('100g', 89, 109, 520, { secKill: { price: 59, inventory: 300, used: 212 } }),
      option('150g', 119, 139, 300),
    ],
  },
  {
    code: 'LJCLN02',
    name: '澜肌温和净澈卸妆油',
    subtitle: '3 秒乳化 卸净浓妆不糊眼',
    sellingPoints: ['植物油配方 轻盈不厚重', '遇水快速乳化', '防水睫毛膏也能卸净'],
    categories: ['SKINCLEAN'],
    texture: 'oil-gold',
    tags: [TAG.hot, TAG.authentic],
    sort: 900,
    keywords: ['卸妆', '卸妆油', 'cleansing oil', '深层清洁', '黑头'],
    copy: {
      intro: '轻盈的植物油配方，在干燥的脸上轻轻按摩即可溶解彩妆与防晒，加水后迅速乳化成乳白色，冲洗干净不留油膜。',
      ingredients: [
        ['荷荷巴籽油', '与肌肤皮脂相近，溶解彩妆的同时保持柔润。'],
        ['葡萄籽油', '质地清爽，帮助带走毛孔里的油脂与残妆。'],
      ],
      usage: '干手干脸取 2–3 泵，在面部打圈按摩溶解彩妆，加少量水继续按摩至乳化变白，再用清水冲净，之后使用洁面乳。',
      effects: ['卸除浓妆与防水彩妆', '减少毛孔堵塞', '卸后肌肤柔软不干涩'],
      suits: '日常带妆、使用防晒的所有肤质。',
    },
    skus: [option('150ml', 129, 159, 260), option('300ml', 209, 259, 140)],
  },
  {
    code: 'LJCLN03',
    name: '澜肌舒缓卸妆水',
    subtitle: '清透水感 一擦即净',
    sellingPoints: ['胶束技术 温和卸淡妆', '无酒精 无香精', '卸清双效 免洗更省事'],
    categories: ['SKINCLEAN'],
    texture: 'serum-aqua',
    tags: [TAG.sensitive],
    sort: 780,
    keywords: ['卸妆水', '卸妆', 'micellar water', '敏感肌', '淡妆'],
    copy: {
      intro:
        '水一般清透的卸妆水，胶束微粒像磁铁一样吸附彩妆与油脂。一片化妆棉轻轻擦拭，淡妆与防晒即可卸净，适合清晨与忙碌的夜晚。',
      ingredients: [
        ['胶束微粒', '温和吸附彩妆与皮脂，减少反复摩擦。'],
        ['洋甘菊提取物', '舒缓肌肤，降低卸妆带来的不适感。'],
      ],
      usage: '取适量于化妆棉，轻敷眼唇 10 秒后由内向外擦拭；面部由中间向两侧轻擦，直到化妆棉上无残妆。',
      effects: ['快速卸除淡妆与防晒', '卸后清爽不油腻', '温和不刺激'],
      suits: '淡妆、敏感肌与眼周卸妆。',
    },
    skus: [option('200ml', 79, 99, 410), option('400ml', 129, 159, 0)],
  },
  {
    code: 'LJTNR01',
    name: '澜肌水光保湿爽肤水',
    subtitle: '一拍即透 喝饱水的光泽感',
    sellingPoints: ['三重玻尿酸 层层补水', '清润不黏腻', '为后续精华打底'],
    categories: ['SKINTONER'],
    texture: 'serum-aqua',
    tags: [TAG.star, TAG.hot, TAG.sensitive],
    sort: 940,
    keywords: ['爽肤水', '化妆水', '水', 'toner', '补水', '保湿', '水光'],
    copy: {
      intro:
        '澜肌水光系列的第一步。大、中、小三种分子量的玻尿酸由表及里补充水分，质地清润如水，轻拍即被吸收，让后续精华更好地吸收。',
      ingredients: [
        ['三重玻尿酸', '不同分子量协同，表层锁水，深层补水。'],
        ['海洋活泉水', '来自深海的矿物质，带来清润舒适的肤感。'],
      ],
      usage: '洁面后取适量于掌心或化妆棉，轻拍全脸至吸收。干燥时可叠加拍 2–3 次，或湿敷 5 分钟。',
      effects: ['即时补水，肌肤透亮', '改善干燥粗糙', '提升后续精华吸收'],
      suits: '干性、混合性及缺水的油性肌肤。',
    },
    skus: [option('50ml', 69, 79, 220), option('150ml', 169, 199, 480), option('300ml', 279, 329, 160)],
  },
  {
    code: 'LJLOT01',
    name: '澜肌水光保湿乳液',
    subtitle: '轻乳质地 水润一整天',
    sellingPoints: ['水油平衡 不闷痘', '神经酰胺 修护屏障', '清爽好推开'],
    categories: ['SKINTONER'],
    texture: 'cream-ivory',
    tags: [TAG.hot],
    sort: 880,
    keywords: ['乳液', 'emulsion', 'lotion', '保湿', '水乳'],
    copy: {
      intro:
        '轻盈的乳液质地，一推即化，为肌肤补充水分的同时形成轻薄的保护膜。神经酰胺与角鲨烷帮助修护屏障，长效锁住水光感。',
      ingredients: [
        ['神经酰胺 NP', '强化肌肤屏障，减少水分流失。'],
        ['植物角鲨烷', '亲肤的油分，滋润而不厚重。'],
      ],
      usage: '爽肤水与精华之后，取 1–2 泵均匀推开，由下往上轻轻按压至吸收。',
      effects: ['长效保湿 24 小时', '修护干燥脆弱的屏障', '肌肤柔软有光泽'],
      suits: '中性、混合性与偏干肌肤；油皮夏季也可单独使用。',
    },
    skus: [option('60ml', 119, 139, 200), option('120ml', 199, 239, 360)],
  },
  {
    code: 'LJMST01',
    name: '澜肌舒缓修护喷雾',
    subtitle: '随时随地 一喷镇静',
    sellingPoints: ['细腻雾化 不打湿妆面', '积雪草 舒缓泛红', '空调房必备'],
    categories: ['SKINTONER'],
    texture: 'mist-rose',
    tags: [TAG.new, TAG.sensitive],
    sort: 700,
    keywords: ['喷雾', 'mist', '舒缓', '定妆喷雾', '补水喷雾', '积雪草'],
    copy: {
      intro: '细如雾气的舒缓喷雾，积雪草与红没药醇帮助安抚泛红与干痒。可在妆前妆后、空调房、飞机上随时补水。',
      ingredients: [
        ['积雪草提取物', '经典舒缓成分，帮助肌肤恢复稳定。'],
        ['红没药醇', '来自洋甘菊，减轻干燥带来的不适。'],
      ],
      usage: '闭眼，距面部约 20 厘米均匀喷洒，轻拍至吸收。妆后使用可让妆面更服帖。',
      effects: ['即时舒缓泛红', '随时补水', '帮助妆面服帖'],
      suits: '敏感肌、换季不稳定肌肤及长时间处于空调环境的人群。',
    },
    skus: [option('100ml', 99, 129, 330), option('300ml', 189, 229, 90)],
  },
  {
    code: 'LJSER01',
    name: '澜肌水光精华液',
    subtitle: '一滴透亮 喝饱水的水光肌',
    sellingPoints: ['五重玻尿酸 深层补水', '烟酰胺 提亮肤色', '轻润质地 秒吸收'],
    categories: ['SKINSERUM'],
    texture: 'serum-aqua',
    tags: [TAG.star, TAG.hot, TAG.travelGift, TAG.authentic],
    sort: 1000,
    keywords: ['精华', '精华液', 'serum', '水光', '玻尿酸', '补水', '保湿', '提亮'],
    copy: {
      intro:
        '澜肌的明星单品。五种分子量的玻尿酸与澜肌独家海洋多糖共同作用，像给肌肤“喝水”一样层层渗透；搭配 3% 烟酰胺，让肌肤在水润的同时透出自然光泽。',
      ingredients: [
        ['五重玻尿酸', '从大分子到超小分子，由表及里补水锁水。'],
        ['3% 烟酰胺', '温和提亮暗沉，改善肤色不均。'],
        ['海洋多糖', '澜肌独家成分，帮助肌肤长效留住水分。'],
      ],
      usage: '爽肤水后取 3–4 滴于掌心，轻按全脸，再由内向外轻轻抚开至吸收。早晚使用，白天请搭配防晒。',
      effects: ['即刻补水，肌肤饱满透亮', '连续使用 28 天，肤色更均匀', '改善干燥细纹'],
      suits: '所有肤质，尤其适合干燥缺水、暗沉无光的肌肤。',
    },
    skus: [
      option('30ml', 390, 460, 620, { secKill: { price: 299, inventory: 200, used: 137 } }),
      option('50ml', 590, 690, 410),
      option('100ml', 980, 1180, 8, { limit: 2 }),
    ],
  },
  {
    code: 'LJSER02',
    name: '澜肌玻尿酸保湿原液',
    subtitle: '高浓度补水 干皮救星',
    sellingPoints: ['2% 玻尿酸复合物', '无香精 无酒精', '可加入面霜一起用'],
    categories: ['SKINSERUM'],
    texture: 'gel-aqua',
    tags: [TAG.sensitive],
    sort: 760,
    keywords: ['原液', '玻尿酸', 'hyaluronic acid', '精华', '补水', '干皮'],
    copy: {
      intro: '简单高效的补水原液，2% 玻尿酸复合物带来饱满的水润感。清透的啫喱质地，单独使用或混入面霜都很合适。',
      ingredients: [
        ['玻尿酸复合物', '高浓度补水，肌肤喝饱水后更显饱满。'],
        ['泛醇', '维生素 B5 前体，舒缓并帮助修护。'],
      ],
      usage: '洁面爽肤后取 2–3 滴轻拍全脸；或滴入面霜中混合使用，增强保湿。',
      effects: ['深层补水', '缓解干燥紧绷', '帮助屏障修护'],
      suits: '干性、缺水及敏感肌肤。',
    },
    skus: [option('15ml', 139, 169, 280), option('30ml', 239, 289, 190)],
  },
  {
    code: 'LJSER03',
    name: '澜肌烟酰胺焕亮精华',
    subtitle: '淡化暗沉 透出好气色',
    sellingPoints: ['5% 烟酰胺 + 传明酸', '改善痘印与暗沉', '轻薄不搓泥'],
    categories: ['SKINSERUM'],
    texture: 'serum-amber',
    tags: [TAG.new, TAG.hot],
    sort: 860,
    keywords: ['烟酰胺', '美白', '提亮', '精华', 'brightening serum', '痘印', '暗沉'],
    copy: {
      intro:
        '5% 烟酰胺与传明酸协同作用，针对暗沉、痘印与肤色不均。琥珀色瓶身避光保存活性，轻薄质地叠加其他产品也不搓泥。',
      ingredients: [
        ['5% 烟酰胺', '改善暗沉与肤色不均，让肌肤透亮。'],
        ['传明酸', '帮助淡化痘印与局部色沉。'],
      ],
      usage: '早晚爽肤水后取 2–3 滴涂抹全脸，重点区域可局部叠加。初次使用建议先在耳后试用。',
      effects: ['肤色更均匀透亮', '淡化痘印', '改善粗糙暗沉'],
      suits: '暗沉、痘印困扰的肌肤；敏感肌请先局部试用。',
    },
    skus: [option('30ml', 329, 399, 350), option('50ml', 499, 599, 120)],
  },
  {
    code: 'LJEYE01',
    name: '澜肌抗皱紧致眼霜',
    subtitle: '淡化细纹 眼周紧致有弹性',
    sellingPoints: ['胜肽 + 视黄醇衍生物', '咖啡因 改善浮肿', '金属按摩头'],
    categories: ['SKINSERUM'],
    texture: 'cream-lilac',
    tags: [TAG.star, TAG.authentic],
    sort: 820,
    keywords: ['眼霜', 'eye cream', '抗皱', '细纹', '黑眼圈', '紧致'],
    copy: {
      intro:
        '为眼周薄弱肌肤设计的丰润眼霜。多重胜肽与温和的视黄醇衍生物帮助淡化细纹，咖啡因改善晨起浮肿，让双眼看上去更有精神。',
      ingredients: [
        ['多重胜肽', '帮助肌肤保持紧致与弹性。'],
        ['视黄醇衍生物', '温和抗老，适合眼周使用。'],
        ['咖啡因', '改善浮肿与疲惫感。'],
      ],
      usage: '取绿豆大小，以无名指点涂于眼周，从内眼角向外轻轻按压至吸收。早晚使用。',
      effects: ['淡化干纹细纹', '改善浮肿与暗沉', '眼周更紧致'],
      suits: '25 岁以上，或有细纹、浮肿困扰的人群。',
    },
    skus: [option('5g', 129, 149, 150, {}, '容量', '5G'), option('15g', 359, 429, 210), option('30g', 599, 719, 6)],
  },
  {
    code: 'LJSER04',
    name: '澜肌维C焕颜安瓶精华',
    subtitle: '一支一次 新鲜维C焕亮',
    sellingPoints: ['10% 维C衍生物', '独立安瓶 保持新鲜', '急救提亮 约会前必备'],
    categories: ['SKINSERUM'],
    texture: 'serum-amber',
    tags: [TAG.new],
    sort: 740,
    keywords: ['安瓶', '维C', 'vitamin c', 'VC', '精华', '提亮', '急救'],
    copy: {
      intro: '每支 1.5ml 的独立安瓶，开启即用，保证维C的新鲜活性。适合在重要场合前集中使用，让暗沉疲惫的肌肤迅速焕亮。',
      ingredients: [
        ['10% 维C衍生物', '稳定温和的维C，提亮肤色并抵御氧化。'],
        ['维生素 E', '与维C协同抗氧化。'],
      ],
      usage: '晚间洁面爽肤后，取一支安瓶均匀涂抹全脸，轻拍至吸收。连续使用 7 天为一个周期。',
      effects: ['快速提亮', '改善疲惫暗沉', '抵御环境氧化'],
      suits: '熬夜、暗沉、需要快速恢复状态的肌肤。',
    },
    skus: [option('7支装', 199, 259, 240, {}, '规格', '7PCS'), option('28支装', 699, 899, 60, {}, '规格', '28PCS')],
  },
  {
    code: 'LJCRM01',
    name: '澜肌修护面霜',
    subtitle: '夜间修护 一抹软糯',
    sellingPoints: ['神经酰胺 + 积雪草', '软糯云朵质地', '替换芯环保装'],
    categories: ['SKINCREAM'],
    texture: 'cream-blush',
    tags: [TAG.star, TAG.hot, TAG.sensitive],
    sort: 920,
    keywords: ['面霜', 'cream', '修护', '保湿', '屏障', '积雪草'],
    copy: {
      intro:
        '软糯如云朵的修护面霜，以神经酰胺、胆固醇与脂肪酸模拟肌肤天然屏障比例，配合积雪草舒缓，适合换季、熬夜后的不稳定肌肤。',
      ingredients: [
        ['屏障脂质复合物', '神经酰胺、胆固醇、脂肪酸按 3:1:1 配比，修护屏障。'],
        ['积雪草提取物', '舒缓泛红，帮助肌肤恢复稳定。'],
      ],
      usage: '护肤最后一步，取一颗珍珠大小，点涂于额头、两颊与下巴，由内向外推开，轻按至吸收。',
      effects: ['修护受损屏障', '长效保湿锁水', '舒缓泛红与干痒'],
      suits: '干性、敏感及屏障受损肌肤。',
    },
    skus: [
      option('50g 正装', 459, 539, 380, {}, '规格', '50G'),
      option('50g 替换芯', 399, 459, 120, {}, '规格', '50GREFILL'),
    ],
  },
  {
    code: 'LJMSK01',
    name: '澜肌水光睡眠面膜',
    subtitle: '睡一觉 醒来水光肌',
    sellingPoints: ['免洗晚安面膜', '啫喱质地 清爽不黏枕', '整夜持续补水'],
    categories: ['SKINCREAM'],
    texture: 'gel-aqua',
    tags: [TAG.hot],
    sort: 800,
    keywords: ['睡眠面膜', '面膜', 'sleeping mask', '免洗面膜', '补水'],
    copy: {
      intro:
        '晚间护肤的最后一步，在肌肤表面形成透气的水润膜，整夜持续补水。清爽啫喱质地，不黏枕头，早上洗脸时肌肤饱满透亮。',
      ingredients: [
        ['玻尿酸与海藻糖', '整夜补水锁水。'],
        ['白茶提取物', '抗氧化，改善晨起暗沉。'],
      ],
      usage: '晚间护肤最后一步，取适量厚涂全脸，无需冲洗，次日清晨正常洁面。每周 2–3 次。',
      effects: ['整夜补水', '晨起肌肤透亮', '改善干燥起皮'],
      suits: '干燥缺水、暗沉的肌肤。',
    },
    skus: [option('30g', 99, 119, 160), option('80g', 229, 279, 240)],
  },
  {
    code: 'LJMSK02',
    name: '澜肌补水保湿面膜',
    subtitle: '一片精华液 急救补水',
    sellingPoints: ['天丝面膜布 贴合轮廓', '每片 25ml 精华液', '15 分钟喝饱水'],
    categories: ['SKINCREAM'],
    texture: 'gel-aqua',
    tags: [TAG.hot, TAG.sensitive],
    sort: 840,
    keywords: ['面膜', '补水面膜', 'sheet mask', '贴片面膜', '保湿'],
    copy: {
      intro: '柔软的天丝面膜布吸饱 25ml 水光精华液，紧密贴合面部轮廓。15 分钟即可让干渴的肌肤恢复水润饱满。',
      ingredients: [
        ['水光精华液', '与澜肌水光精华同源的玻尿酸配方。'],
        ['β-葡聚糖', '舒缓修护，增强肌肤保湿力。'],
      ],
      usage: '洁面后取出面膜敷于面部，15 分钟后取下，将剩余精华轻拍至吸收，无需冲洗。每周 2–3 次。',
      effects: ['急救补水', '肌肤饱满透亮', '舒缓干燥'],
      suits: '所有肤质。',
    },
    skus: [
      option('5片装', 99, 129, 520, {}, '规格', '5PCS'),
      option('10片装', 179, 239, 310, {}, '规格', '10PCS'),
      option('20片装', 329, 459, 80, { limit: 3 }, '规格', '20PCS'),
    ],
  },
  {
    code: 'LJMSK03',
    name: '澜肌净透清洁泥膜',
    subtitle: '吸附油脂 毛孔清爽',
    sellingPoints: ['高岭土 + 绿泥', '不拔干的清洁泥膜', '10 分钟净透'],
    categories: ['SKINCREAM'],
    texture: 'cream-clay',
    tags: [TAG.authentic],
    sort: 680,
    keywords: ['泥膜', '清洁面膜', 'clay mask', '黑头', '毛孔', '控油'],
    copy: {
      intro: '高岭土与绿泥像海绵一样吸附多余油脂与毛孔污垢，添加芦荟与甘油，清洁后肌肤依然柔软不拔干。',
      ingredients: [
        ['高岭土与绿泥', '吸附油脂与老废角质。'],
        ['芦荟提取物', '舒缓保湿，平衡清洁后的干燥感。'],
      ],
      usage: '洁面后取适量均匀涂于 T 区或全脸，避开眼唇，10 分钟后用温水洗净。每周 1–2 次。',
      effects: ['深层清洁毛孔', '改善黑头与出油', '肌肤细腻清爽'],
      suits: '油性、混合性肌肤。',
    },
    skus: [option('100g', 149, 189, 230), option('200g', 239, 299, 0)],
  },
  {
    code: 'LJSUN01',
    name: '澜肌轻透防晒乳 SPF50+',
    subtitle: '高倍防护 清爽如水',
    sellingPoints: ['SPF50+ PA++++', '不泛白 不假白', '可作妆前打底'],
    categories: ['SKINCREAM'],
    texture: 'cream-sun',
    tags: [TAG.new, TAG.hot, TAG.returns],
    sort: 900,
    keywords: ['防晒', '防晒霜', '防晒乳', 'sunscreen', 'SPF50', '隔离'],
    copy: {
      intro: '新一代广谱防晒体系，SPF50+ PA++++ 高倍防护，水感乳液质地一抹即化，不泛白、不搓泥，可直接作为妆前打底。',
      ingredients: [
        ['广谱防晒剂', '同时防护 UVA 与 UVB。'],
        ['维生素 E', '抗氧化，减少日晒带来的损伤。'],
      ],
      usage: '护肤最后一步，出门前 15 分钟取一元硬币大小均匀涂抹面部与颈部。长时间户外请每 2–3 小时补涂。',
      effects: ['高倍防晒', '清爽不油腻', '妆前打底更服帖'],
      suits: '所有肤质，日常通勤与户外。',
    },
    skus: [option('40ml', 169, 199, 680, {}, '规格'), option('40ml×2', 299, 398, 150, { limit: 2 }, '规格', '40MLX2')],
  },
]

const makeup: GoodsInput[] = [
  {
    code: 'LJCSH01',
    name: '澜肌水光气垫粉底',
    subtitle: '轻薄水光 12 小时持妆',
    sellingPoints: ['含 50% 精华液 边上妆边养肤', '自然遮瑕 不卡粉', '附赠替换芯'],
    categories: ['MKBASE'],
    texture: 'powder-light',
    tags: [TAG.star, TAG.hot, TAG.authentic],
    sort: 980,
    keywords: ['气垫', '气垫BB', '粉底', 'cushion', '底妆', '遮瑕', '水光'],
    shadeImages: true,
    copy: {
      intro:
        '把一半的精华液装进气垫里。轻拍即可打造通透水光的底妆，遮盖泛红与毛孔的同时保持肌肤水润，12 小时不暗沉、不卡粉。',
      ingredients: [
        ['水光精华', '玻尿酸与烟酰胺，让底妆透出光泽。'],
        ['柔焦粉体', '模糊毛孔与细纹，妆感自然。'],
      ],
      usage: '用气垫扑轻按粉芯，从面部中央向外轻拍，需要遮瑕的部位可少量多次叠加。',
      effects: ['轻薄自然遮瑕', '持妆 12 小时', '妆面水润有光泽'],
      suits: '中性、干性及混合性肌肤。',
    },
    skus: [
      shade('00', '冷白瓷', '#f1dac8', 329, 389, 0),
      shade('01', '象牙白', '#edd0b5', 329, 389, 420, { secKill: { price: 239, inventory: 150, used: 150 } }),
      shade('02', '自然色', '#e2bb98', 329, 389, 510),
      shade('03', '暖米色', '#d8ad86', 329, 389, 140),
      shade('04', '小麦色', '#c69a73', 329, 389, 12),
    ],
  },
  {
    code: 'LJFDN01',
    name: '澜肌柔焦持妆粉底液',
    subtitle: '柔雾哑光 控油不脱妆',
    sellingPoints: ['轻盈柔雾妆效', '16 小时控油持妆', '中高遮瑕力'],
    categories: ['MKBASE'],
    texture: 'swatch-nude',
    tags: [TAG.new, TAG.authentic],
    sort: 860,
    keywords: ['粉底液', '粉底', 'foundation', '持妆', '控油', '哑光'],
    shadeImages: true,
    copy: {
      intro: '细腻的柔雾粉底液，轻薄一层即可遮盖痘印与毛孔，吸附油脂的粉体让妆面在炎热天气里依然干净清爽。',
      ingredients: [
        ['控油粉体', '吸附多余油脂，延长持妆时间。'],
        ['透明质酸钠', '保持底妆水润，不显干纹。'],
      ],
      usage: '摇匀后取 1 泵，以美妆蛋或粉底刷从面部中央向外推开，局部可叠加遮瑕。',
      effects: ['柔雾妆效', '持妆控油', '遮盖瑕疵'],
      suits: '混合性及油性肌肤。',
    },
    skus: [
      shade('01', '象牙白', '#edd0b5', 369, 429, 260),
      shade('02', '自然色', '#e2bb98', 369, 429, 330),
      shade('03', '暖米色', '#d8ad86', 369, 429, 190),
      shade('04', '蜜糖色', '#b98660', 369, 429, 70),
    ],
  },
  {
    code: 'LJPWD01',
    name: '澜肌柔雾定妆蜜粉饼',
    subtitle: '一扫柔焦 锁住完美妆容',
    sellingPoints: ['微米级粉体', '控油定妆 8 小时', '带镜子随身补妆'],
    categories: ['MKBASE'],
    texture: 'powder-rose',
    tags: [TAG.hot],
    sort: 760,
    keywords: ['蜜粉', '粉饼', '定妆', 'powder', '控油', '补妆'],
    shadeImages: true,
    copy: {
      intro: '微米级柔焦粉体轻盈透气，一扫即可定住底妆、吸附油光，让妆面呈现细腻的柔雾质感。',
      ingredients: [
        ['柔焦粉体', '模糊毛孔与细纹。'],
        ['丝胶蛋白', '让粉质更贴肤，不显干。'],
      ],
      usage: '底妆完成后，用粉扑或散粉刷蘸取少量，轻压或轻扫于全脸，T 区可适当加强。',
      effects: ['定妆持久', '控油不暗沉', '妆面细腻'],
      suits: '所有肤质。',
    },
    skus: [shade('01', '透明色', '#f4e7dc', 229, 269, 290), shade('02', '柔粉色', '#f0d3cf', 229, 269, 180)],
  },
  {
    code: 'LJCON01',
    name: '澜肌无痕遮瑕液',
    subtitle: '一点即遮 痘印黑眼圈',
    sellingPoints: ['高遮瑕 轻薄不厚重', '防水防汗', '精准小刷头'],
    categories: ['MKBASE'],
    texture: 'swatch-nude',
    tags: [TAG.new],
    sort: 700,
    keywords: ['遮瑕', '遮瑕液', 'concealer', '黑眼圈', '痘印'],
    shadeImages: true,
    copy: {
      intro: '一点点就能遮住痘印、黑眼圈与泛红，质地轻薄易推开，和粉底无缝融合，防水防汗不易脱妆。',
      ingredients: [
        ['高遮瑕色粉', '少量即可覆盖瑕疵。'],
        ['玫瑰果油', '滋润眼周，减少卡纹。'],
      ],
      usage: '粉底后用刷头点涂在需要遮瑕的部位，用指腹或美妆蛋轻拍晕开边缘。',
      effects: ['精准遮瑕', '妆效自然', '持久不脱妆'],
      suits: '有痘印、黑眼圈、泛红困扰的人群。',
    },
    skus: [
      shade('01', '亮肤色', '#ecd0b6', 169, 199, 210),
      shade('02', '自然色', '#ddb593', 169, 199, 250),
      shade('03', '橘调遮黑眼圈', '#e3a583', 169, 199, 90),
    ],
  },
  {
    code: 'LJLIP01',
    name: '澜肌丝绒哑光口红',
    subtitle: '一抹丝绒 显白不挑皮',
    sellingPoints: ['丝绒雾面 不拔干', '高显色 一笔到位', '磁吸金属管'],
    categories: ['MKLIP'],
    texture: 'lip-red',
    tags: [TAG.star, TAG.hot, TAG.gift],
    sort: 990,
    keywords: ['口红', '唇膏', 'lipstick', '哑光', '雾面', '丝绒', '显白'],
    shadeImages: true,
    copy: {
      intro:
        '丝绒般柔软的雾面口红，一笔即可饱和显色。添加玫瑰果油与维生素 E，哑光却不拔干，八个色号覆盖日常通勤到约会派对。',
      ingredients: [
        ['玫瑰果油', '滋润双唇，减少唇纹。'],
        ['柔焦粉体', '带来丝绒雾面质感。'],
      ],
      usage: '从唇峰开始沿唇形描绘，再填满全唇；想要柔和效果可用指腹轻拍晕染。',
      effects: ['高显色', '雾面不拔干', '持色 6 小时'],
      suits: '所有人，八色可选。',
    },
    skus: [
      shade('101', '正红', '#b3202f', 259, 299, 560, { secKill: { price: 199, inventory: 300, used: 262 }, limit: 2 }),
      shade('202', '豆沙玫瑰', '#b56b6f', 259, 299, 620),
      shade('303', '枫叶棕', '#8e3b2c', 259, 299, 380),
      shade('404', '珊瑚橘', '#e0634a', 259, 299, 240),
      shade('505', '樱桃莓', '#8c1d3f', 259, 299, 170),
      shade('606', '裸杏', '#c98a74', 259, 299, 310),
      shade('707', '蜜桃粉', '#e5848e', 259, 299, 0),
      shade('808', '丝绒酒红', '#6e1a2a', 259, 299, 9),
    ],
  },
  {
    code: 'LJGLS01',
    name: '澜肌水光镜面唇釉',
    subtitle: '玻璃唇 水润镜面光泽',
    sellingPoints: ['镜面光泽 饱满嘟嘟唇', '不黏腻 持久滋润', '六色可选'],
    categories: ['MKLIP'],
    texture: 'lip-pink',
    tags: [TAG.new, TAG.hot],
    sort: 880,
    keywords: ['唇釉', '唇彩', 'lip gloss', '镜面', '玻璃唇', '水光'],
    shadeImages: true,
    copy: {
      intro: '像玻璃一样通透的镜面唇釉，一抹即可让双唇饱满水润。清爽不黏腻的配方，单涂或叠涂在口红上都好看。',
      ingredients: [
        ['透明质酸', '锁住唇部水分。'],
        ['植物油复合物', '带来持久的镜面光泽。'],
      ],
      usage: '用刷头从唇中向两侧涂抹；叠加在口红上可打造水光效果。',
      effects: ['镜面光泽', '唇部饱满', '持久滋润'],
      suits: '喜欢水润妆感的所有人。',
    },
    skus: [
      shade('01', '蜜桃冰茶', '#e59a80', 199, 229, 280),
      shade('02', '草莓牛奶', '#ef8fa0', 199, 229, 330),
      shade('03', '玫瑰豆沙', '#c4707a', 199, 229, 260),
      shade('04', '复古红', '#a5252f', 199, 229, 150),
      shade('05', '透明水光', '#f5dcdc', 199, 229, 400),
      shade('06', '焦糖奶茶', '#b27455', 199, 229, 5),
    ],
  },
  {
    code: 'LJBLM01',
    name: '澜肌润色护唇膏',
    subtitle: '淡淡好气色 一整天柔润',
    sellingPoints: ['乳木果油 深层滋润', '淡淡透色', '素颜也能涂'],
    categories: ['MKLIP'],
    texture: 'lip-pink',
    tags: [TAG.hot, TAG.sensitive],
    sort: 720,
    keywords: ['润唇膏', '护唇膏', 'lip balm', '唇部护理', '有色润唇膏'],
    shadeImages: true,
    copy: {
      intro: '乳木果油与蜂蜡打造的护唇膏，滋润唇部干裂，同时带来淡淡的自然好气色，素颜也可以放心涂。',
      ingredients: [
        ['乳木果油', '深层滋润，修护干裂。'],
        ['蜂蜡', '形成保护膜，锁住水分。'],
      ],
      usage: '随时涂抹于双唇；口红前打底可减少唇纹。',
      effects: ['滋润修护', '淡化唇纹', '自然好气色'],
      suits: '干燥起皮的双唇。',
    },
    skus: [
      shade('01', '透明无色', '#f6dede', 129, 149, 460),
      shade('02', '淡粉', '#f08a9a', 129, 149, 380),
      shade('03', '蜜橘', '#f2a072', 129, 149, 290),
    ],
  },
  {
    code: 'LJPAL01',
    name: '澜肌九色眼影盘',
    subtitle: '一盘搞定日常到派对',
    sellingPoints: ['哑光 + 珠光 + 闪片', '粉质细腻 不飞粉', '带大镜子'],
    categories: ['MKEYE'],
    texture: 'powder-bronze',
    tags: [TAG.new, TAG.gift],
    sort: 840,
    keywords: ['眼影', '眼影盘', 'eyeshadow palette', '大地色', '珠光'],
    shadeImages: true,
    copy: {
      intro: '九色搭配覆盖打底、晕染、加深与提亮，哑光、珠光与细闪三种质地，一盘就能完成日常通勤到派对的所有眼妆。',
      ingredients: [
        ['细腻粉体', '易晕染，不飞粉不结块。'],
        ['珠光微粒', '柔和光泽，提亮眼部。'],
      ],
      usage: '浅色打底全眼窝，中间色在眼窝晕染，深色加深眼尾，闪片点缀眼中。',
      effects: ['高显色', '易晕染', '持妆不暗沉'],
      suits: '眼妆新手与进阶玩家。',
    },
    skus: [
      shade('01', '大地奶茶', '#b7826d', 359, 419, 230),
      shade('02', '玫瑰晚霞', '#c0707a', 359, 419, 190),
      shade('03', '琥珀蜜糖', '#c48a4a', 359, 419, 150),
      shade('04', '烟熏灰紫', '#7a6878', 359, 419, 0),
    ],
  },
  {
    code: 'LJMAS01',
    name: '澜肌纤长卷翘睫毛膏',
    subtitle: '根根分明 24 小时卷翘',
    sellingPoints: ['细刷头 照顾短睫毛', '防水防晕染', '温水可卸'],
    categories: ['MKEYE'],
    texture: 'swatch-ink',
    tags: [TAG.hot],
    sort: 780,
    keywords: ['睫毛膏', 'mascara', '卷翘', '纤长', '防水'],
    copy: {
      intro: '纤细刷头连根部与眼角的短睫毛都能刷到，纤维配方让睫毛根根分明、自然纤长，防水防晕染，温水即可卸除。',
      ingredients: [
        ['成膜聚合物', '定型卷翘，持久不下垂。'],
        ['纤维微粒', '延长睫毛，不结块。'],
      ],
      usage: '夹翘睫毛后，刷头从睫毛根部呈 Z 字形向上刷，下睫毛可竖起刷头轻扫。',
      effects: ['纤长卷翘', '根根分明', '持久不晕染'],
      suits: '所有人。',
    },
    skus: [shade('01', '酷黑', '#1c1a1b', 169, 199, 420), shade('02', '深棕', '#4a2e24', 169, 199, 260)],
  },
  {
    code: 'LJLNR01',
    name: '澜肌极细防水眼线液笔',
    subtitle: '0.01mm 笔尖 新手也能画',
    sellingPoints: ['极细笔尖 线条流畅', '速干防水', '不晕妆'],
    categories: ['MKEYE'],
    texture: 'swatch-ink',
    tags: [TAG.authentic],
    sort: 690,
    keywords: ['眼线', '眼线笔', '眼线液笔', 'eyeliner', '防水'],
    copy: {
      intro: '0.01mm 极细笔尖，出水均匀流畅，内眼线、眼尾上扬都能轻松画出。速干防水配方，一整天不晕成熊猫眼。',
      ingredients: [
        ['速干成膜剂', '落笔即干，持久防水。'],
        ['黑色氧化铁', '浓黑显色。'],
      ],
      usage: '手肘稳住，从眼头沿睫毛根部画至眼尾，可分段描绘后再连接。',
      effects: ['线条精准', '防水防汗', '持久不晕'],
      suits: '所有人，眼线新手友好。',
    },
    skus: [shade('01', '浓黑', '#1c1a1b', 139, 159, 380), shade('02', '咖啡棕', '#5a3a2c', 139, 159, 240)],
  },
]

const fragrance: GoodsInput[] = [
  {
    code: 'LJPFM01',
    name: '澜肌「澜岛」淡香精',
    subtitle: '海盐与鼠尾草 风吹过海岸',
    sellingPoints: ['海盐 · 鼠尾草 · 雪松', '中性香 男女皆宜', '持香 6–8 小时'],
    categories: ['FRAGPERFUME'],
    texture: 'mist-sea',
    tags: [TAG.star, TAG.hot, TAG.gift],
    sort: 960,
    keywords: ['香水', '淡香精', 'perfume', 'EDP', '海盐', '中性香', '澜岛'],
    copy: {
      intro:
        '澜肌的标志香。前调是被海风吹散的海盐与柑橘，中调鼠尾草带来草本的清新，尾调雪松与白麝香安静地留在皮肤上，像傍晚沿着海岸散步。',
      ingredients: [
        ['前调', '海盐、葡萄柚'],
        ['中调', '鼠尾草、海藻'],
        ['尾调', '雪松、白麝香'],
      ],
      usage: '喷于手腕、耳后、颈侧等脉搏处，距离皮肤约 15 厘米，无需揉搓。',
      effects: ['清新干净的海洋调', '持香 6–8 小时', '日常与约会皆宜'],
      suits: '喜欢清新中性香的男士与女士。',
    },
    skus: [option('30ml', 459, 529, 260), option('50ml', 699, 799, 310), option('100ml', 1080, 1280, 40, { limit: 2 })],
  },
  {
    code: 'LJPFM02',
    name: '澜肌「晨雾白茶」淡香精',
    subtitle: '清晨第一杯白茶的安静',
    sellingPoints: ['白茶 · 佛手柑 · 麝香', '温柔干净的皂感', '通勤日常香'],
    categories: ['FRAGPERFUME'],
    texture: 'mist-tea',
    tags: [TAG.hot],
    sort: 900,
    keywords: ['香水', '白茶', 'white tea', '淡香精', '皂感', '清新'],
    copy: {
      intro:
        '像清晨薄雾中泡开的一杯白茶。佛手柑的明亮之后，是白茶与茉莉的温柔，最后落在干净的白麝香上，适合每一个需要安静下来的时刻。',
      ingredients: [
        ['前调', '佛手柑、柠檬'],
        ['中调', '白茶、茉莉'],
        ['尾调', '白麝香、琥珀'],
      ],
      usage: '喷于手腕与颈侧，也可轻喷在围巾上，让香气更持久。',
      effects: ['干净温柔', '不打扰他人的通勤香', '持香 5–7 小时'],
      suits: '喜欢清淡茶香与皂感的人。',
    },
    skus: [option('30ml', 429, 499, 280), option('50ml', 649, 749, 190), option('100ml', 999, 1180, 35)],
  },
  {
    code: 'LJPFM03',
    name: '澜肌「玫瑰絮语」淡香精',
    subtitle: '带露水的玫瑰 温柔低语',
    sellingPoints: ['大马士革玫瑰 · 荔枝', '甜而不腻的花香', '约会香'],
    categories: ['FRAGPERFUME'],
    texture: 'mist-rose',
    tags: [TAG.gift],
    sort: 880,
    keywords: ['香水', '玫瑰', 'rose', '花香', '约会', '淡香精'],
    copy: {
      intro: '清晨带着露水的大马士革玫瑰，荔枝的清甜让花香更轻盈，尾调的广藿香与香草给玫瑰一个温暖的落点。',
      ingredients: [
        ['前调', '荔枝、粉红胡椒'],
        ['中调', '大马士革玫瑰、牡丹'],
        ['尾调', '广藿香、香草'],
      ],
      usage: '喷于手腕与锁骨处；约会前喷在发梢，香气会随动作轻轻散开。',
      effects: ['温柔甜美', '花香层次丰富', '持香 6–8 小时'],
      suits: '喜欢花香调的女性。',
    },
    skus: [option('30ml', 459, 529, 220), option('50ml', 699, 799, 260), option('100ml', 1080, 1280, 30)],
  },
  {
    code: 'LJPFM04',
    name: '澜肌「夜航檀木」淡香精',
    subtitle: '深夜航行 温暖的木质香',
    sellingPoints: ['檀香 · 香根草 · 琥珀', '沉稳温暖', '秋冬氛围香'],
    categories: ['FRAGPERFUME'],
    texture: 'mist-amber',
    tags: [TAG.limited],
    sort: 820,
    keywords: ['香水', '木质香', '檀香', 'woody', 'sandalwood', '淡香精'],
    copy: {
      intro: '深夜船舱里的一盏灯。檀香与香根草交织出温暖沉稳的木质底色，点缀豆蔻的微辛与琥珀的柔光，适合秋冬与夜晚。',
      ingredients: [
        ['前调', '豆蔻、佛手柑'],
        ['中调', '檀香、鸢尾'],
        ['尾调', '香根草、琥珀'],
      ],
      usage: '喷于手腕与颈侧；木质香较为浓郁，1–2 喷即可。',
      effects: ['温暖沉稳', '持香 8 小时以上', '秋冬氛围感'],
      suits: '喜欢木质香的男士与女士。',
    },
    skus: [option('50ml', 699, 799, 150), option('100ml', 1080, 1280, 18, { limit: 1 })],
  },
  {
    code: 'LJCDL01',
    name: '澜肌香氛蜡烛',
    subtitle: '点亮一室好心情',
    sellingPoints: ['天然大豆蜡', '棉芯无烟 燃烧约 45 小时', '磨砂玻璃杯可再利用'],
    categories: ['FRAGHOME'],
    texture: 'mist-lilac',
    tags: [TAG.gift, TAG.freeShipping],
    sort: 760,
    keywords: ['香薰蜡烛', '蜡烛', 'candle', '居家香氛', '助眠', '送礼'],
    copy: {
      intro:
        '天然大豆蜡与精油调香，棉芯燃烧干净少烟。点燃后 15 分钟香气便会充满房间，磨砂玻璃杯用完还可以当作笔筒或花器。',
      ingredients: [
        ['天然大豆蜡', '燃烧均匀，低烟环保。'],
        ['植物精油调香', '四种香型，适合不同空间与心情。'],
      ],
      usage: '首次点燃请持续 2 小时以上，使蜡面完全融化，避免出现隧道；每次燃烧不超过 4 小时，熄灭后修剪烛芯至 5mm。',
      effects: ['营造放松氛围', '香气扩散均匀', '约 45 小时燃烧时长'],
      suits: '卧室、客厅、浴室与送礼。',
    },
    skus: [
      option('白茶', 269, 319, 180, {}, '香型', 'TEA'),
      option('无花果', 269, 319, 140, {}, '香型', 'FIG'),
      option('雪松', 269, 319, 0, {}, '香型', 'CEDAR'),
      option('澜岛', 269, 319, 95, {}, '香型', 'ISLAND'),
    ],
  },
  {
    code: 'LJDIF01',
    name: '澜肌无火香薰',
    subtitle: '安静持续的空间香气',
    sellingPoints: ['藤条扩香 无需点火', '持续约 60 天', '可调节浓淡'],
    categories: ['FRAGHOME'],
    texture: 'mist-lilac',
    tags: [TAG.new],
    sort: 700,
    keywords: ['香薰', '无火香薰', 'diffuser', '藤条', '居家香氛', '车载'],
    copy: {
      intro: '把香气交给藤条。香薰液沿藤条慢慢上升并散发，无需点火、安全安静，约 60 天持续为空间留香。',
      ingredients: [
        ['调香精油', '与澜肌香水同系列的香调。'],
        ['天然藤条', '均匀扩香，可通过数量调节浓淡。'],
      ],
      usage: '打开瓶盖插入藤条，放置于通风处；想要香气更浓时可将藤条翻转。',
      effects: ['持续扩香约 60 天', '安全无明火', '空间清新'],
      suits: '卧室、玄关、办公室。',
    },
    skus: [option('澜岛', 239, 289, 200, {}, '香型', 'ISLAND'), option('晨雾白茶', 239, 289, 170, {}, '香型', 'TEA')],
  },
]

/** Two-dimension SKUs (香型 × 容量) for the body wash, so the spec selector has a real grid to work with. */
function scentAndSize(
  scents: [name: string, code: string][],
  sizes: [value: string, price: number, list: number][],
  stock: (index: number) => number,
): SkuInput[] {
  return scents.flatMap(([scent, scentCode], s) =>
    sizes.map(([size, price, list], z) => ({
      specs: [
        ['香型', scent, scentCode],
        ['容量', size, size.toUpperCase()],
      ],
      price,
      list,
      stock: stock(s * sizes.length + z),
    })),
  )
}

const body: GoodsInput[] = [
  {
    code: 'LJBWS01',
    name: '澜肌氨基酸香氛沐浴露',
    subtitle: '洗完香一天 滑溜不假滑',
    sellingPoints: ['氨基酸温和清洁', '香水级调香', '洗后肌肤柔滑'],
    categories: ['BODYWASH'],
    texture: 'foam-white',
    tags: [TAG.hot, TAG.freeShipping],
    sort: 900,
    keywords: ['沐浴露', '沐浴乳', 'body wash', '香氛', '留香', '氨基酸'],
    copy: {
      intro: '氨基酸温和清洁配方搭配香水级调香，绵密泡沫带走一天的疲惫，洗后肌肤柔滑不紧绷，淡淡香气一直陪伴到第二天。',
      ingredients: [
        ['氨基酸表活', '温和清洁，不破坏肌肤屏障。'],
        ['烟酰胺', '帮助提亮身体肤色。'],
      ],
      usage: '取适量于浴球或掌心，加水揉出泡沫后涂抹全身，按摩后冲洗干净。',
      effects: ['温和清洁', '持久留香', '肌肤柔滑'],
      suits: '所有肤质。',
    },
    skus: scentAndSize(
      [
        ['白茶', 'TEA'],
        ['柑橘', 'CITRUS'],
        ['玫瑰', 'ROSE'],
      ],
      [
        ['300ml', 89, 109],
        ['500ml', 129, 159],
      ],
      (index) => [420, 380, 360, 0, 280, 240][index]!,
    ),
  },
  {
    code: 'LJBSC01',
    name: '澜肌海盐身体磨砂膏',
    subtitle: '告别鸡皮 一周一次更光滑',
    sellingPoints: ['细海盐颗粒', '椰子油滋润', '磨砂 + 按摩二合一'],
    categories: ['BODYWASH'],
    texture: 'cream-ivory',
    tags: [TAG.authentic],
    sort: 720,
    keywords: ['磨砂膏', '身体磨砂', 'body scrub', '去角质', '鸡皮', '海盐'],
    copy: {
      intro: '细腻的海盐颗粒温和去除粗糙角质，椰子油与乳木果油在磨砂的同时滋润肌肤，冲洗后光滑细嫩。',
      ingredients: [
        ['细海盐', '温和去除老废角质。'],
        ['椰子油与乳木果油', '滋润柔软，减少干燥。'],
      ],
      usage: '沐浴时在湿润的肌肤上取适量，打圈按摩手肘、膝盖等粗糙部位，再用清水冲净。每周 1–2 次。',
      effects: ['去除粗糙角质', '改善鸡皮', '肌肤光滑柔嫩'],
      suits: '身体粗糙、有鸡皮困扰的肌肤；破损处请避免使用。',
    },
    skus: [option('200g', 139, 169, 210), option('400g', 229, 279, 90)],
  },
  {
    code: 'LJBLT01',
    name: '澜肌烟酰胺焕亮身体乳',
    subtitle: '清爽好吸收 养出牛奶肌',
    sellingPoints: ['烟酰胺 + 果酸', '清爽不黏 穿衣不沾', '淡淡白茶香'],
    categories: ['BODYLOTION'],
    texture: 'cream-blush',
    tags: [TAG.hot, TAG.new],
    sort: 860,
    keywords: ['身体乳', 'body lotion', '烟酰胺', '美白', '保湿', '润肤乳'],
    copy: {
      intro: '清爽的乳液质地，一抹即化。烟酰胺与温和果酸帮助改善身体暗沉与粗糙，长期使用养出细腻透亮的牛奶肌。',
      ingredients: [
        ['烟酰胺', '改善暗沉，提亮身体肤色。'],
        ['温和果酸', '代谢粗糙角质。'],
      ],
      usage: '沐浴后趁肌肤微湿，取适量涂抹全身，按摩至吸收。',
      effects: ['长效保湿', '改善粗糙暗沉', '肌肤细腻柔滑'],
      suits: '身体干燥、暗沉的肌肤。',
    },
    skus: [option('250ml', 149, 179, 330), option('400ml', 199, 249, 260)],
  },
  {
    code: 'LJBOL01',
    name: '澜肌玫瑰紧致身体精油',
    subtitle: '一滴滋润 肌肤透出光泽',
    sellingPoints: ['玫瑰果油 + 甜杏仁油', '干油质地 不黏腻', '按摩放松'],
    categories: ['BODYLOTION'],
    texture: 'oil-gold',
    tags: [TAG.gift],
    sort: 740,
    keywords: ['身体精油', '精油', 'body oil', '按摩油', '玫瑰', '紧致'],
    copy: {
      intro: '玫瑰果油、甜杏仁油与荷荷巴油调和的干油，轻盈易吸收，按摩后肌肤柔润有光泽，玫瑰香气帮助放松身心。',
      ingredients: [
        ['玫瑰果油', '富含维生素，滋养肌肤。'],
        ['甜杏仁油', '质地轻柔，适合全身按摩。'],
      ],
      usage: '沐浴后取数滴于掌心温热，按摩全身至吸收；也可加入身体乳中一起使用。',
      effects: ['深层滋润', '肌肤光泽紧致', '舒缓放松'],
      suits: '干燥肌肤，孕期请咨询医生后使用。',
    },
    skus: [option('30ml', 109, 129, 160), option('100ml', 289, 339, 120)],
  },
  {
    code: 'LJHND01',
    name: '澜肌香氛护手霜',
    subtitle: '随身小香 双手柔嫩',
    sellingPoints: ['乳木果油 滋润不黏', '香水级留香', '小巧便携'],
    categories: ['BODYHAND'],
    texture: 'cream-ivory',
    tags: [TAG.hot, TAG.gift],
    sort: 880,
    keywords: ['护手霜', 'hand cream', '手霜', '香氛', '送礼', '滋润'],
    copy: {
      intro: '随身带着的一支小香。乳木果油与甘油滋润干燥双手，吸收快、不黏腻，涂完可以立刻打字、翻书。',
      ingredients: [
        ['乳木果油', '滋润修护干燥手部。'],
        ['甘油', '长效保湿。'],
      ],
      usage: '取适量于手背，双手互相按摩至吸收，指缘与关节处可重点涂抹。',
      effects: ['快速吸收不黏腻', '双手柔嫩', '淡淡留香'],
      suits: '所有人，秋冬必备。',
    },
    skus: [
      option('白茶', 69, 79, 520, {}, '香型', 'TEA'),
      option('玫瑰', 69, 79, 460, {}, '香型', 'ROSE'),
      option('柑橘', 69, 79, 380, {}, '香型', 'CITRUS'),
      option('无花果', 69, 79, 11, {}, '香型', 'FIG'),
    ],
  },
  {
    code: 'LJDEO01',
    name: '澜肌清爽止汗香体露',
    subtitle: '夏日清爽 自信一整天',
    sellingPoints: ['长效止汗', '喷雾细腻速干', '淡淡海盐香'],
    categories: ['BODYHAND'],
    texture: 'mist-sea',
    tags: [TAG.new],
    sort: 640,
    keywords: ['止汗露', '香体露', 'deodorant', '止汗', '夏天', '腋下'],
    copy: {
      intro: '细腻速干的喷雾，长效减少出汗与异味，淡淡的海盐香带来一整天的清爽自信。',
      ingredients: [
        ['止汗活性成分', '减少汗液分泌。'],
        ['芦荟提取物', '舒缓肌肤。'],
      ],
      usage: '摇匀后距离腋下约 15 厘米喷洒，待干后再穿衣。请勿用于破损肌肤。',
      effects: ['长效止汗', '清新留香', '速干不黏'],
      suits: '易出汗人群与夏季运动。',
    },
    skus: [option('50ml', 79, 99, 310, {}, '规格', '50ML'), option('50ml×2', 139, 198, 120, {}, '规格', '50MLX2')],
  },
]

const hair: GoodsInput[] = [
  {
    code: 'LJSHP01',
    name: '澜肌氨基酸无硅油洗发水',
    subtitle: '温和清洁 头发蓬松柔顺',
    sellingPoints: ['氨基酸表活 无硅油', '清洁不干涩', '白茶清香'],
    categories: ['HAIRWASH'],
    texture: 'foam-green',
    tags: [TAG.hot, TAG.sensitive],
    sort: 900,
    keywords: ['洗发水', '洗头膏', 'shampoo', '无硅油', '氨基酸', '蓬松'],
    copy: {
      intro: '氨基酸表活温和清洁头皮与发丝，不含硅油，洗后头发蓬松轻盈，不会越洗越干。淡淡白茶香，清新不刺鼻。',
      ingredients: [
        ['氨基酸表活', '温和清洁头皮。'],
        ['水解角蛋白', '修护受损发丝。'],
      ],
      usage: '湿发后取适量，在掌心揉出泡沫，以指腹按摩头皮 1–2 分钟后冲净，搭配护发素效果更佳。',
      effects: ['温和洁净', '蓬松轻盈', '减少干涩毛躁'],
      suits: '所有发质，敏感头皮适用。',
    },
    skus: [option('400ml', 119, 149, 460), option('750ml', 179, 229, 220)],
  },
  {
    code: 'LJSHP02',
    name: '澜肌控油蓬松洗发水',
    subtitle: '告别扁塌 清爽一整天',
    sellingPoints: ['水杨酸控油', '薄荷清凉', '头发不扁塌'],
    categories: ['HAIRWASH', 'HAIRSCALP'],
    texture: 'foam-green',
    tags: [TAG.new],
    sort: 820,
    keywords: ['洗发水', '控油', 'shampoo', '蓬松', '去屑', '油头'],
    copy: {
      intro:
        '针对油性头皮的控油洗发水，水杨酸与茶树精油帮助清洁毛囊、平衡油脂，薄荷带来持久的清凉感，头发一整天蓬松清爽。',
      ingredients: [
        ['水杨酸', '清洁毛囊，平衡油脂。'],
        ['茶树精油', '清爽净化。'],
      ],
      usage: '湿发后取适量按摩头皮，停留 1 分钟后冲净。',
      effects: ['控油清爽', '发根蓬松', '头皮清凉舒适'],
      suits: '油性头皮、容易扁塌的发质。',
    },
    skus: [option('400ml', 119, 149, 340), option('750ml', 179, 229, 130)],
  },
  {
    code: 'LJCDT01',
    name: '澜肌修护柔顺护发素',
    subtitle: '一抹顺滑 梳子不打结',
    sellingPoints: ['角蛋白修护', '轻盈不压塌', '淡淡白茶香'],
    categories: ['HAIRCARE'],
    texture: 'cream-sage',
    tags: [TAG.hot],
    sort: 840,
    keywords: ['护发素', '润发乳', 'conditioner', '柔顺', '修护'],
    copy: {
      intro: '为烫染受损发丝补充角蛋白与植物油，抚平毛鳞片，洗后头发顺滑有光泽，且不会压塌发根。',
      ingredients: [
        ['水解角蛋白', '修护受损发丝。'],
        ['摩洛哥坚果油', '滋润顺滑，增加光泽。'],
      ],
      usage: '洗发后挤去多余水分，取适量涂抹于发中至发尾，停留 2–3 分钟后冲净，避免接触头皮。',
      effects: ['顺滑不打结', '修护受损', '头发有光泽'],
      suits: '烫染、干枯毛躁发质。',
    },
    skus: [option('400ml', 119, 149, 390), option('750ml', 179, 229, 160)],
  },
  {
    code: 'LJHMK01',
    name: '澜肌深层修护发膜',
    subtitle: '五分钟 沙龙级顺滑',
    sellingPoints: ['高浓度修护', '5 分钟见效', '烫染发救星'],
    categories: ['HAIRCARE'],
    texture: 'cream-sage',
    tags: [TAG.authentic],
    sort: 760,
    keywords: ['发膜', 'hair mask', '护发', '修护', '烫染', '毛躁'],
    copy: {
      intro: '浓郁的修护发膜，角蛋白与神经酰胺深入受损发丝，5 分钟带来沙龙护理般的顺滑与光泽。',
      ingredients: [
        ['角蛋白与神经酰胺', '填补受损，强韧发丝。'],
        ['乳木果油', '深层滋润。'],
      ],
      usage: '洗发后取适量均匀涂抹于发中至发尾，停留 5–10 分钟后冲净。每周 2 次。',
      effects: ['深层修护', '顺滑有光泽', '减少断裂分叉'],
      suits: '严重受损、干枯毛躁发质。',
    },
    skus: [option('200g', 139, 169, 250), option('500g', 249, 299, 70)],
  },
  {
    code: 'LJHOL01',
    name: '澜肌山茶花护发精油',
    subtitle: '一滴柔亮 告别毛躁',
    sellingPoints: ['山茶花籽油', '轻盈不油腻', '吹发前防热损伤'],
    categories: ['HAIRCARE'],
    texture: 'oil-gold',
    tags: [TAG.star, TAG.hot],
    sort: 880,
    keywords: ['护发精油', '发油', 'hair oil', '山茶花', '毛躁', '免洗'],
    copy: {
      intro: '山茶花籽油与摩洛哥坚果油调和的轻盈发油，一两滴即可抚平毛躁，让发丝柔亮有光泽，吹发前使用还能减少热损伤。',
      ingredients: [
        ['山茶花籽油', '传统的护发油，滋润柔亮。'],
        ['摩洛哥坚果油', '减少毛躁与分叉。'],
      ],
      usage: '取 1–2 滴于掌心搓开，涂抹于半干或干发的发中至发尾，无需冲洗。',
      effects: ['抚平毛躁', '柔亮顺滑', '减少热损伤'],
      suits: '干枯毛躁、烫染发质。',
    },
    skus: [option('50ml', 159, 189, 300), option('100ml', 249, 299, 180)],
  },
  {
    code: 'LJSCP01',
    name: '澜肌头皮舒缓精华',
    subtitle: '头皮也要好好护肤',
    sellingPoints: ['积雪草 + 烟酰胺', '舒缓头皮干痒', '免洗滴管设计'],
    categories: ['HAIRSCALP'],
    texture: 'serum-sage',
    tags: [TAG.new, TAG.sensitive],
    sort: 740,
    keywords: ['头皮精华', '头皮护理', 'scalp serum', '头皮', '干痒', '防脱'],
    copy: {
      intro: '为头皮设计的护肤精华，积雪草舒缓干痒泛红，烟酰胺与咖啡因帮助维持头皮健康环境，清爽免洗不油腻。',
      ingredients: [
        ['积雪草提取物', '舒缓头皮不适。'],
        ['咖啡因', '为发根带来活力。'],
      ],
      usage: '洗发吹干后，用滴管将精华点涂在头皮上，指腹轻轻按摩 1 分钟，无需冲洗。',
      effects: ['舒缓头皮', '清爽不油腻', '发根更有活力'],
      suits: '头皮干痒、敏感或容易出油的人群。',
    },
    skus: [
      option('60ml', 269, 319, 200, {}, '规格', '60ML'),
      option('60ml×2', 479, 638, 60, { limit: 2 }, '规格', '60MLX2'),
    ],
  },
]

const men: GoodsInput[] = [
  {
    code: 'LJMCL01',
    name: '澜肌男士控油洁面乳',
    subtitle: '一洗清爽 告别油光',
    sellingPoints: ['氨基酸 + 竹炭', '深层控油', '薄荷清凉醒肤'],
    categories: ['MENCLEAN'],
    texture: 'foam-slate',
    tags: [TAG.hot],
    sort: 880,
    keywords: ['男士洗面奶', '男士洁面', 'men cleanser', '控油', '竹炭', '去黑头'],
    copy: {
      intro: '为男士油性肌肤设计的洁面乳，竹炭粉吸附油脂与毛孔污垢，氨基酸温和清洁，薄荷带来清凉醒肤感。',
      ingredients: [
        ['竹炭粉', '吸附油脂与污垢。'],
        ['薄荷醇', '清凉醒肤。'],
      ],
      usage: '取适量加水揉出泡沫，按摩面部 30 秒后用清水洗净，早晚使用。',
      effects: ['深层控油', '清爽不紧绷', '减少黑头'],
      suits: '男士油性与混合性肌肤。',
    },
    skus: [option('120g', 79, 99, 430), option('200g', 109, 139, 210)],
  },
  {
    code: 'LJMLT01',
    name: '澜肌男士水活保湿乳',
    subtitle: '一瓶搞定 清爽保湿',
    sellingPoints: ['水乳二合一', '清爽不油腻', '改善干燥粗糙'],
    categories: ['MENCARE'],
    texture: 'cream-slate',
    tags: [TAG.new],
    sort: 820,
    keywords: ['男士乳液', '男士面霜', 'men moisturizer', '保湿', '控油', '二合一'],
    copy: {
      intro: '一瓶完成保湿与控油，清爽的乳液质地快速吸收，不油腻、不闷痘，让男士护肤简单高效。',
      ingredients: [
        ['透明质酸', '补水保湿。'],
        ['锌 PCA', '平衡油脂分泌。'],
      ],
      usage: '洁面后取 1–2 泵均匀涂抹全脸，早晚使用。',
      effects: ['补水保湿', '控油清爽', '改善粗糙'],
      suits: '男士所有肤质。',
    },
    skus: [option('50ml', 99, 119, 150), option('100ml', 169, 199, 290)],
  },
  {
    code: 'LJMTN01',
    name: '澜肌男士焕能爽肤水',
    subtitle: '熬夜后也精神',
    sellingPoints: ['咖啡因醒肤', '收敛毛孔', '清爽水感'],
    categories: ['MENCARE'],
    texture: 'serum-slate',
    tags: [TAG.authentic],
    sort: 760,
    keywords: ['男士爽肤水', '男士化妆水', 'men toner', '醒肤', '收缩毛孔'],
    copy: {
      intro: '咖啡因与人参提取物唤醒疲惫肌肤，金缕梅帮助收敛毛孔，清爽水感，早晨使用让气色更精神。',
      ingredients: [
        ['咖啡因', '醒肤提神。'],
        ['金缕梅', '收敛毛孔，平衡油脂。'],
      ],
      usage: '洁面后取适量轻拍全脸至吸收。',
      effects: ['醒肤提神', '收敛毛孔', '补水清爽'],
      suits: '男士所有肤质。',
    },
    skus: [option('150ml', 139, 169, 260), option('300ml', 219, 269, 0)],
  },
  {
    code: 'LJMSV01',
    name: '澜肌男士绵密剃须泡',
    subtitle: '顺滑剃须 不刮伤',
    sellingPoints: ['绵密泡沫 润滑刀片', '芦荟舒缓', '清新木质香'],
    categories: ['MENSHAVE'],
    texture: 'foam-slate',
    tags: [TAG.hot],
    sort: 740,
    keywords: ['剃须泡', '剃须膏', 'shaving foam', '刮胡子', '男士'],
    copy: {
      intro: '按压即出的绵密泡沫软化胡须、润滑刀片，减少拉扯与刮伤，芦荟与尿囊素舒缓剃须后的肌肤。',
      ingredients: [
        ['芦荟提取物', '舒缓镇静。'],
        ['尿囊素', '帮助修护剃须带来的微小伤口。'],
      ],
      usage: '用温水湿润胡须，取适量泡沫均匀涂抹，顺着胡须生长方向剃须，再用清水洗净。',
      effects: ['顺滑剃须', '减少刮伤', '舒缓不刺痛'],
      suits: '使用手动剃须刀的男士。',
    },
    skus: [option('200ml', 89, 109, 380), option('200ml×2', 159, 218, 130, {}, '容量', '200MLX2')],
  },
  {
    code: 'LJMAS02',
    name: '澜肌男士须后舒缓水',
    subtitle: '剃须后的清凉安抚',
    sellingPoints: ['无酒精 不刺痛', '积雪草舒缓', '淡淡木质香'],
    categories: ['MENSHAVE', 'MENCARE'],
    texture: 'serum-slate',
    tags: [TAG.sensitive],
    sort: 680,
    keywords: ['须后水', 'after shave', '剃须', '舒缓', '男士'],
    copy: {
      intro: '不含酒精的须后水，积雪草与红没药醇快速舒缓剃须后的泛红与刺痛，淡淡木质香让清晨更清醒。',
      ingredients: [
        ['积雪草提取物', '舒缓泛红。'],
        ['红没药醇', '减少刺痛不适。'],
      ],
      usage: '剃须后取适量于掌心，轻拍于剃须部位。',
      effects: ['舒缓镇静', '减少刺痛', '清爽留香'],
      suits: '剃须后容易泛红刺痛的男士。',
    },
    skus: [option('100ml', 129, 159, 220), option('200ml', 199, 249, 80)],
  },
  {
    code: 'LJMPF01',
    name: '澜肌「深海」男士淡香水',
    subtitle: '深海的冷静与力量',
    sellingPoints: ['海洋 · 岩兰草 · 皮革', '清爽又沉稳', '办公室友好'],
    categories: ['MENSHAVE', 'FRAGPERFUME'],
    texture: 'mist-sea',
    tags: [TAG.gift, TAG.hot],
    sort: 860,
    keywords: ['男士香水', '淡香水', 'EDT', 'men perfume', '海洋调', '送男友'],
    copy: {
      intro: '从深海的冷静出发。前调清爽的海洋与柠檬，中调岩兰草带来干净的力量感，尾调皮革与雪松沉稳收尾。',
      ingredients: [
        ['前调', '海洋、柠檬'],
        ['中调', '岩兰草、天竺葵'],
        ['尾调', '皮革、雪松'],
      ],
      usage: '喷于手腕与颈侧，1–2 喷即可。',
      effects: ['清爽沉稳', '持香 5–6 小时', '职场日常'],
      suits: '喜欢清爽木质香的男士。',
    },
    skus: [option('50ml', 529, 599, 180), option('100ml', 799, 899, 75)],
  },
]

/** Gift sets name their contents as the spec value. */
const contents = (value: string, code: string, price: number, list: number, stock: number, extras: SkuExtras = {}) =>
  option(value, price, list, stock, extras, '套装内容', code)

const gifts: GoodsInput[] = [
  {
    code: 'LJGFT01',
    name: '澜肌水光精华礼盒',
    subtitle: '把水光肌送给她',
    sellingPoints: ['明星精华正装', '专属礼盒与贺卡', '顺丰包邮'],
    categories: ['GIFTSKIN', 'GIFTFEST'],
    texture: 'serum-aqua',
    tags: [TAG.gift, TAG.hot, TAG.freeShipping],
    sort: 970,
    keywords: ['礼盒', '精华礼盒', 'gift set', '送女友', '生日礼物', '水光'],
    copy: {
      intro: '以澜肌水光精华为核心的护肤礼盒，搭配爽肤水与修护面霜，组成完整的水光护肤流程。附赠礼袋与手写贺卡。',
      ingredients: [
        ['水光精华液', '五重玻尿酸与烟酰胺，补水提亮。'],
        ['修护面霜', '神经酰胺锁水修护。'],
      ],
      usage: '洁面后依次使用爽肤水、精华液、面霜。',
      effects: ['完整水光护肤流程', '精美礼盒包装', '送礼有面子'],
      suits: '生日、纪念日与节日送礼。',
    },
    skus: [
      contents('精华30ml+爽肤水150ml+面霜50g', 'S3', 899, 1018, 160),
      contents('精华50ml+爽肤水150ml+面霜50g+洁面100g', 'S4', 1180, 1280, 45, { limit: 2 }),
    ],
  },
  {
    code: 'LJGFT02',
    name: '澜肌修护护肤三件套',
    subtitle: '洁面 + 水 + 乳 基础护肤一步到位',
    sellingPoints: ['基础护肤全搞定', '比单买省 ¥58', '温和适合敏感肌'],
    categories: ['GIFTSKIN'],
    texture: 'cream-ivory',
    tags: [TAG.hot, TAG.sensitive],
    sort: 860,
    keywords: ['护肤套装', '水乳套装', 'skincare set', '三件套', '基础护肤'],
    copy: {
      intro: '氨基酸洁面、水光爽肤水与保湿乳液的基础组合，适合刚开始认真护肤的你，也适合作为换季的修护套装。',
      ingredients: [
        ['氨基酸洁面', '温和清洁。'],
        ['水光爽肤水与乳液', '补水锁水，稳定屏障。'],
      ],
      usage: '早晚洁面后依次使用爽肤水与乳液。',
      effects: ['基础护肤一步到位', '温和不刺激', '超值组合价'],
      suits: '护肤新手与敏感肌。',
    },
    skus: [contents('洁面100g+爽肤水150ml+乳液120ml', 'S3', 399, 457, 210)],
  },
  {
    code: 'LJGFT03',
    name: '澜肌丝绒口红礼盒',
    subtitle: '三支经典色 一次拥有',
    sellingPoints: ['人气色号组合', '丝绒礼盒 附赠化妆镜', '送礼首选'],
    categories: ['GIFTMAKEUP'],
    texture: 'lip-red',
    tags: [TAG.gift, TAG.limited],
    sort: 940,
    keywords: ['口红礼盒', '口红套装', 'lipstick set', '送女友', '情人节', '生日礼物'],
    copy: {
      intro: '精选丝绒哑光口红的人气色号，装进丝绒质感礼盒，附赠随身化妆镜，是不会出错的心意。',
      ingredients: [
        ['丝绒哑光口红', '高显色、雾面不拔干。'],
        ['随身化妆镜', '礼盒专属赠品。'],
      ],
      usage: '从唇峰开始沿唇形描绘，再填满全唇。',
      effects: ['经典色号组合', '精致礼盒', '送礼体面'],
      suits: '生日、节日、纪念日送礼。',
    },
    skus: [
      contents('#101 正红+#202 豆沙玫瑰+#303 枫叶棕', 'TRIO', 699, 777, 130),
      contents('#101+#202+#303+#404+#606 五支装', 'FIVE', 1099, 1280, 25, { limit: 1 }),
    ],
  },
  {
    code: 'LJGFT04',
    name: '澜肌香氛旅行礼盒',
    subtitle: '三款香水小瓶 + 一只香氛蜡烛',
    sellingPoints: ['三款标志香 各 10ml', '迷你香氛蜡烛', '旅行便携'],
    categories: ['GIFTFEST'],
    texture: 'mist-lilac',
    tags: [TAG.gift, TAG.new],
    sort: 880,
    keywords: ['香水礼盒', '香水小样', 'fragrance set', '香氛礼盒', '蜡烛'],
    copy: {
      intro: '澜岛、晨雾白茶与玫瑰絮语各一支 10ml 随行装，搭配一只 80g 迷你香氛蜡烛，出门旅行或送给还不确定喜好的 TA。',
      ingredients: [
        ['三款淡香精', '海洋、茶香、花香三种风格。'],
        ['迷你香氛蜡烛', '白茶香型，燃烧约 18 小时。'],
      ],
      usage: '香水喷于脉搏处；蜡烛首次点燃请保持 1 小时以上。',
      effects: ['一次体验三种香', '便携旅行', '礼盒精美'],
      suits: '香水入门与送礼。',
    },
    skus: [contents('淡香精10ml×3+香氛蜡烛80g', 'SET', 399, 479, 140)],
  },
  {
    code: 'LJGFT05',
    name: '澜肌新春限定礼盒',
    subtitle: '新年好运 水光好气色',
    sellingPoints: ['新春限定包装', '精华 + 口红 + 护手霜', '限量发售'],
    categories: ['GIFTFEST'],
    texture: 'lip-red',
    tags: [TAG.limited, TAG.gift, TAG.limitedBuy],
    sort: 990,
    keywords: ['新年礼盒', '春节礼物', '限定', 'gift box', '口红', '精华'],
    copy: {
      intro: '红金配色的新春限定礼盒，装着水光精华、正红口红与白茶护手霜，把好气色与好运一起送出去。',
      ingredients: [
        ['水光精华液 30ml', '补水提亮。'],
        ['丝绒哑光口红 #101 正红', '新年必备的正红色。'],
      ],
      usage: '按各单品说明使用。',
      effects: ['新春限定包装', '护肤彩妆一盒搞定', '限量发售'],
      suits: '春节送礼、犒劳自己。',
    },
    skus: [
      contents('精华30ml+口红#101+护手霜50ml', 'NY', 599, 719, 88, {
        limit: 1,
        secKill: { price: 499, inventory: 50, used: 21 },
      }),
    ],
  },
  {
    code: 'LJGFT06',
    name: '澜肌七夕心动礼盒',
    subtitle: '玫瑰香气里的心动',
    sellingPoints: ['玫瑰絮语香水 30ml', '润色护唇膏', '附赠心形贺卡'],
    categories: ['GIFTFEST', 'GIFTMAKEUP'],
    texture: 'mist-rose',
    tags: [TAG.limited, TAG.gift],
    sort: 900,
    keywords: ['七夕礼物', '情人节礼物', '香水礼盒', 'gift', '玫瑰', '送女友'],
    copy: {
      intro: '玫瑰絮语淡香精与淡粉色润色护唇膏，装在粉色心动礼盒中，附赠心形贺卡，写下想说的话。',
      ingredients: [
        ['玫瑰絮语淡香精 30ml', '温柔甜美的玫瑰花香。'],
        ['润色护唇膏 #02 淡粉', '滋润又有好气色。'],
      ],
      usage: '香水喷于手腕与锁骨；护唇膏随时涂抹。',
      effects: ['浪漫心意', '香气与气色', '精美礼盒'],
      suits: '七夕、情人节、纪念日。',
    },
    skus: [contents('淡香精30ml+护唇膏#02', 'LOVE', 529, 588, 7)],
  },
]

const trials: GoodsInput[] = [
  {
    code: 'LJTRY01',
    name: '澜肌水光精华体验装',
    subtitle: '先试后买 7 天见水光',
    sellingPoints: ['5ml 足够用 7 天', '新客专享价', '每人限购'],
    categories: ['TRIALSKIN'],
    texture: 'serum-aqua',
    tags: [TAG.hot, TAG.limitedBuy],
    sort: 950,
    keywords: ['小样', '试用装', '体验装', 'sample', '精华', '水光'],
    copy: {
      intro: '和正装同一配方的水光精华 5ml 体验装，早晚使用约 7 天，先感受它的质地与效果，再决定要不要入手正装。',
      ingredients: [['五重玻尿酸', '与正装同配方。']],
      usage: '爽肤水后取 2–3 滴轻按全脸至吸收。',
      effects: ['低成本体验明星精华', '便携旅行', '新客专享'],
      suits: '想先试用的新朋友。',
    },
    skus: [
      option('5ml', 39, 59, 900, { limit: 1, secKill: { price: 19.9, inventory: 500, used: 463 } }, '规格', '5ML'),
      option('5ml×3', 99, 177, 300, { limit: 2 }, '规格', '5MLX3'),
    ],
  },
  {
    code: 'LJTRY02',
    name: '澜肌修护面霜体验装',
    subtitle: '15g 小罐 感受云朵质地',
    sellingPoints: ['与正装同配方', '出差旅行带着走', '体验价'],
    categories: ['TRIALSKIN', 'TRIALTRAVEL'],
    texture: 'cream-blush',
    tags: [TAG.sensitive],
    sort: 820,
    keywords: ['面霜小样', '小样', 'sample', '试用装', '修护面霜'],
    copy: {
      intro: '修护面霜的 15g 小罐装，够用约 3 周，适合先体验或出差旅行携带。',
      ingredients: [['屏障脂质复合物', '与正装同配方。']],
      usage: '护肤最后一步，取珍珠大小推开至吸收。',
      effects: ['体验软糯质地', '便携', '修护保湿'],
      suits: '干性与敏感肌的新朋友。',
    },
    skus: [option('15g', 99, 139, 260, { limit: 3 }, '规格', '15G')],
  },
  {
    code: 'LJTRY03',
    name: '澜肌香水小样套装',
    subtitle: '五款香 一次闻个遍',
    sellingPoints: ['5 款淡香精各 2ml', '可抵扣正装', '送礼小心意'],
    categories: ['TRIALFRAG'],
    texture: 'mist-lilac',
    tags: [TAG.hot],
    sort: 900,
    keywords: ['香水小样', '试香', 'perfume sample', '小样', '试用装'],
    copy: {
      intro: '澜岛、晨雾白茶、玫瑰絮语、夜航檀木与深海五款香各 2ml，在自己的皮肤上慢慢感受，找到最适合你的那一款。',
      ingredients: [['五款淡香精', '海洋、茶香、花香、木质与男士海洋调。']],
      usage: '每天试一款，喷于手腕并在不同时间感受前中后调。',
      effects: ['低成本试香', '便携喷头', '找到本命香'],
      suits: '香水新手与送礼。',
    },
    skus: [
      option('2ml×5', 99, 129, 420, { limit: 2 }, '规格', '2MLX5'),
      option('2ml×10', 179, 258, 120, {}, '规格', '2MLX10'),
    ],
  },
  {
    code: 'LJTRY04',
    name: '澜肌护肤旅行套装',
    subtitle: '一个小包 带走全套护肤',
    sellingPoints: ['洁面 + 水 + 乳 + 霜', '符合登机液体要求', '附旅行收纳袋'],
    categories: ['TRIALTRAVEL'],
    texture: 'cream-ivory',
    tags: [TAG.new],
    sort: 840,
    keywords: ['旅行装', '旅行套装', 'travel kit', '小样', '出差'],
    copy: {
      intro:
        '氨基酸洁面 30g、水光爽肤水 30ml、保湿乳液 30ml 与修护面霜 15g，装进防水旅行收纳袋，出差旅行不再手忙脚乱。',
      ingredients: [['全明星小样', '与正装同配方。']],
      usage: '按洁面、爽肤水、乳液、面霜的顺序使用。',
      effects: ['全套护肤', '轻巧便携', '登机无忧'],
      suits: '出差、旅行、健身包常备。',
    },
    skus: [contents('洁面30g+爽肤水30ml+乳液30ml+面霜15g', 'KIT', 149, 199, 190)],
  },
  {
    code: 'LJTRY05',
    name: '澜肌面膜尝鲜装',
    subtitle: '三片面膜 三种体验',
    sellingPoints: ['补水 / 清洁 / 睡眠', '一周护理刚刚好', '体验价'],
    categories: ['TRIALSKIN'],
    texture: 'gel-aqua',
    tags: [TAG.hot],
    sort: 780,
    keywords: ['面膜小样', '面膜', 'mask sample', '尝鲜装', '试用装'],
    copy: {
      intro: '补水面膜、清洁泥膜与睡眠面膜各一份，一周的面膜护理刚刚好，适合第一次认识澜肌面膜家族。',
      ingredients: [['三款面膜', '补水、清洁、修护一次体验。']],
      usage: '周一补水面膜，周三清洁泥膜，周五睡眠面膜。',
      effects: ['一周面膜护理', '找到最适合的面膜', '体验价'],
      suits: '所有肤质。',
    },
    skus: [option('3片装', 39, 59, 640, {}, '规格', '3PCS'), option('6片装', 69, 99, 0, {}, '规格', '6PCS')],
  },
  {
    code: 'LJTRY06',
    name: '澜肌口红迷你装',
    subtitle: '1.5g 迷你口红 试色不踩雷',
    sellingPoints: ['人气色迷你装', '小巧放进口袋', '可选组合'],
    categories: ['TRIALTRAVEL', 'GIFTMAKEUP'],
    texture: 'lip-red',
    tags: [TAG.new, TAG.gift],
    sort: 800,
    keywords: ['口红小样', '迷你口红', 'mini lipstick', '试色', '小样'],
    copy: {
      intro: '丝绒哑光口红的 1.5g 迷你装，三支人气色号组合，出门补妆方便，也能先试试哪一支最衬你。',
      ingredients: [['丝绒哑光口红', '与正装同配方。']],
      usage: '随身携带，随时补涂。',
      effects: ['低成本试色', '小巧便携', '送礼小心意'],
      suits: '口红新手与送礼。',
    },
    skus: [
      contents('#101+#202+#303 迷你装', 'MINI3', 99, 139, 350),
      contents('#404+#606+#707 迷你装', 'MINI3B', 99, 139, 4),
    ],
  },
]

export const demoGoods: DemoGoods[] = [
  ...skincare,
  ...makeup,
  ...fragrance,
  ...body,
  ...hair,
  ...men,
  ...gifts,
  ...trials,
].map(goods)

// ── Discovery (种草) articles ────────────────────────────────────────────────────────────────────────────────────

export const articleCategories: ArticleCategory[] = [
  { code: 'SKINNOTE', name: '护肤心得', sort: 50 },
  { code: 'MAKEUPTIP', name: '彩妆教程', sort: 40 },
  { code: 'SCENT', name: '香氛故事', sort: 30 },
  { code: 'NEWIN', name: '新品速递', sort: 20 },
  { code: 'PICKS', name: '好物清单', sort: 10 },
]

const avatarImage = (index: number): ImageFile => `avatar/${String(index).padStart(2, '0')}.png`

export const articleAuthors = {
  lan: { name: '小澜护肤日记', avatar: avatarImage(1) },
  may: { name: '成分党阿May', avatar: avatarImage(2) },
  kiki: { name: '彩妆师Kiki', avatar: avatarImage(3) },
  linmu: { name: '香气收藏家林木', avatar: avatarImage(4) },
  cici: { name: '通勤美妆Cici', avatar: avatarImage(5) },
  yuki: { name: '澜肌美容顾问Yuki', avatar: avatarImage(6) },
  sensitive: { name: '敏感肌自救笔记', avatar: avatarImage(7) },
  men: { name: '男士理容研究所', avatar: avatarImage(8) },
  shanshan: { name: '旅行的珊珊', avatar: avatarImage(9) },
  official: { name: '澜肌官方', avatar: avatarImage(10) },
} satisfies Record<string, ArticleAuthor>

export const articleCoverImage = (code: string): ImageFile => `article/${code.toLowerCase()}.png`

/** A block of article content: a paragraph, a sub-heading ('## ' prefix) or a picture. */
type Block = string | { image: ImageFile; alt: string }

interface ArticleInput {
  code: string
  category: string
  title: string
  author: ArticleAuthor
  keywords: string[]
  counts: [like: number, keep: number, forward: number]
  goods: string[]
  publishedAt: string
  blocks: Block[]
}

function article(input: ArticleInput): DemoArticle {
  const html = input.blocks
    .map((block) =>
      typeof block === 'string'
        ? block.startsWith('## ')
          ? `<h3>${block.slice(3)}</h3>`
          : `<p>${block}</p>`
        : `<img src="${block.image}" alt="${block.alt}"/>`,
    )
    .join('')
  const [like, keep, forward] = input.counts
  return {
    code: input.code,
    categoryCode: input.category,
    title: input.title,
    author: input.author,
    cover: articleCoverImage(input.code),
    contentHtml: html,
    keywords: input.keywords,
    like,
    keep,
    forward,
    goodsCodes: input.goods,
    publishedAt: input.publishedAt,
  }
}

const picture = (code: string, view: 'main' | 'angle', alt: string): Block => ({ image: goodsImage(code, view), alt })
const { lan, may, kiki, linmu, cici, yuki, sensitive, men: menAuthor, shanshan, official } = articleAuthors

const articleInputs: ArticleInput[] = [
  {
    code: 'ART001',
    category: 'SKINNOTE',
    title: '干皮换季不起皮，我的水光三步走',
    author: lan,
    keywords: ['干皮', '换季', '水光', '保湿'],
    counts: [3268, 1874, 312],
    goods: ['LJTNR01', 'LJSER01', 'LJCRM01'],
    publishedAt: '2025-03-02T02:00:00.000Z',
    blocks: [
      '每到换季，我的脸颊就开始起皮、泛红，上妆像在砂纸上涂粉。折腾了几年，终于找到一套简单又稳定的流程，只有三步，分享给同样是干皮的姐妹。',
      '## 第一步：爽肤水多拍几遍',
      '洁面后趁脸还微湿，用手心拍爽肤水，一遍吸收了再拍第二遍。干燥的时候我会用化妆棉湿敷 5 分钟，脸摸起来会明显软下来。',
      picture('LJTNR01', 'angle', '水光保湿爽肤水'),
      '## 第二步：精华按压，不要搓',
      '水光精华取 3–4 滴，掌心温一下再按压全脸。质地很轻，几秒就吸收了，第二天早上脸是“透”的，不是油光。',
      picture('LJSER01', 'main', '水光精华液'),
      '## 第三步：面霜只涂薄薄一层',
      '最后用修护面霜封住前面的水分。干皮也不要厚涂，珍珠大小就够，厚涂反而容易闷。坚持两周，起皮基本没再出现过。',
    ],
  },
  {
    code: 'ART002',
    category: 'SKINNOTE',
    title: '成分党拆解：五重玻尿酸到底有什么不同',
    author: may,
    keywords: ['玻尿酸', '成分', '精华', '补水'],
    counts: [5120, 3980, 860],
    goods: ['LJSER01', 'LJSER02'],
    publishedAt: '2025-03-10T03:30:00.000Z',
    blocks: [
      '“五重玻尿酸”听起来像营销话术，但它背后的逻辑其实很简单：不同分子量的玻尿酸，待在皮肤的不同位置，做的事情也不同。',
      '## 大分子：表面的保湿膜',
      '大分子玻尿酸很难进入皮肤，它在表面形成一层透气的保湿膜，涂完立刻有“水润感”，主要负责减少水分蒸发。',
      '## 小分子与超小分子：往里走',
      '小分子可以进入角质层，补充皮肤内部的含水量，效果需要连续使用才看得出来。两者搭配，才是“即时 + 长效”的补水。',
      picture('LJSER01', 'angle', '水光精华液'),
      '如果你只是想要简单高效的补水，玻尿酸原液就足够；如果还想顺便提亮肤色，带烟酰胺的水光精华会更合适。',
      picture('LJSER02', 'main', '玻尿酸保湿原液'),
    ],
  },
  {
    code: 'ART003',
    category: 'MAKEUPTIP',
    title: '新手也能 5 分钟画好的通勤妆',
    author: cici,
    keywords: ['通勤妆', '新手', '气垫', '口红'],
    counts: [4210, 2650, 540],
    goods: ['LJCSH01', 'LJLIP01', 'LJMAS01'],
    publishedAt: '2025-03-15T00:45:00.000Z',
    blocks: [
      '早上多睡 10 分钟比什么都重要。这套通勤妆我练到了 5 分钟以内，全程只用三样东西。',
      '## 1 分钟：气垫轻拍',
      '气垫从脸中间往外拍，鼻翼和嘴角多拍两下。不需要全脸厚涂，留一点皮肤本身的质感反而更高级。',
      picture('LJCSH01', 'main', '水光气垫粉底'),
      '## 2 分钟：睫毛膏 Z 字刷',
      '夹完睫毛后刷头贴着睫毛根部左右晃动再往上提，眼睛立刻有精神。',
      '## 1 分钟：口红用手指拍',
      '豆沙玫瑰色直接涂在唇中，用指腹往外拍开，边缘模糊一点更温柔，也不容易出错。',
      picture('LJLIP01', 'angle', '丝绒哑光口红'),
    ],
  },
  {
    code: 'ART004',
    category: 'MAKEUPTIP',
    title: '黄皮显白口红怎么选？八个色号实测',
    author: kiki,
    keywords: ['口红', '显白', '黄皮', '试色'],
    counts: [9820, 6210, 1530],
    goods: ['LJLIP01', 'LJGLS01'],
    publishedAt: '2025-03-20T11:00:00.000Z',
    blocks: [
      '作为化妆师，被问得最多的问题就是：“我皮肤黄，涂什么颜色显白？”这次把丝绒哑光口红八个色号都在黄一白、黄二白的模特唇上试了一遍。',
      '## 最稳的三支',
      '#101 正红：蓝调的正红，黄皮涂上去牙齿都显白；#202 豆沙玫瑰：通勤不出错；#808 丝绒酒红：秋冬气场拉满。',
      picture('LJLIP01', 'main', '丝绒哑光口红'),
      '## 需要一点技巧的颜色',
      '#404 珊瑚橘和 #606 裸杏更挑底妆，建议先把唇周的暗沉用遮瑕盖一下，再薄涂。',
      '如果觉得哑光太干，可以在唇中叠一点透明水光唇釉，立刻变成半哑光的温柔质感。',
      picture('LJGLS01', 'angle', '水光镜面唇釉'),
    ],
  },
  {
    code: 'ART005',
    category: 'SCENT',
    title: '「澜岛」的诞生：把海岸线装进瓶子里',
    author: linmu,
    keywords: ['澜岛', '香水', '海洋调', '调香'],
    counts: [2870, 1960, 410],
    goods: ['LJPFM01', 'LJDIF01'],
    publishedAt: '2025-04-01T09:00:00.000Z',
    blocks: [
      '调香师说，「澜岛」的起点是一个傍晚：海风把盐粒吹到皮肤上，远处有人在烧雪松木。她想留住的，就是那一刻“干净又温暖”的感觉。',
      '## 前调：海盐与葡萄柚',
      '喷出的第一秒是明亮的葡萄柚，很快海盐的微咸浮上来，像站在海边深吸一口气。',
      picture('LJPFM01', 'main', '澜岛淡香精'),
      '## 尾调：雪松与白麝香',
      '两个小时后，香气安静下来，只剩雪松和白麝香贴着皮肤，很多人说这是“洗完澡后干净的味道”。',
      '如果你喜欢这个味道，也可以把它带回家：同款香调的无火香薰放在玄关，每次开门都像回到海边。',
      picture('LJDIF01', 'angle', '无火香薰'),
    ],
  },
  {
    code: 'ART006',
    category: 'SCENT',
    title: '香水前中后调，一次讲明白',
    author: linmu,
    keywords: ['香水', '前调', '试香', '入门'],
    counts: [4560, 3720, 690],
    goods: ['LJPFM02', 'LJPFM03', 'LJTRY03'],
    publishedAt: '2025-04-08T12:30:00.000Z',
    blocks: [
      '在柜台试香时，很多人喷完闻一下就决定买不买，其实只闻到了香水的“开场白”。',
      '## 前调：最初的 15 分钟',
      '由挥发最快的柑橘、果香组成，明亮但短暂。「晨雾白茶」的佛手柑就是典型的前调。',
      '## 中调：香水的性格',
      '30 分钟到 2 小时，花香和茶香登场，这才是香水真正的样子。「玫瑰絮语」的大马士革玫瑰就在这里绽放。',
      picture('LJPFM03', 'main', '玫瑰絮语淡香精'),
      '## 后调：留在皮肤上的记忆',
      '木质、麝香与琥珀挥发最慢，可以停留一整天。所以试香最好喷在手腕上，隔几个小时再闻一次。',
      '不确定喜欢哪一款？小样套装五款各 2ml，在自己的皮肤上慢慢试，才不会踩雷。',
      picture('LJTRY03', 'main', '香水小样套装'),
    ],
  },
  {
    code: 'ART007',
    category: 'NEWIN',
    title: '新品速递｜轻透防晒乳 SPF50+ 上市',
    author: official,
    keywords: ['新品', '防晒', 'SPF50', '清爽'],
    counts: [1980, 870, 260],
    goods: ['LJSUN01'],
    publishedAt: '2025-04-15T02:00:00.000Z',
    blocks: [
      '澜肌轻透防晒乳 SPF50+ PA++++ 正式上市。我们花了 18 个月，只为了做一支“涂了像没涂”的高倍防晒。',
      picture('LJSUN01', 'main', '轻透防晒乳'),
      '## 不泛白、不搓泥',
      '水感乳液质地一抹即化，在 30 位不同肤色的试用者脸上都没有出现假白；叠加精华、面霜与粉底也不会搓泥。',
      '## 通勤、户外都够用',
      '日常通勤一次涂够一元硬币大小即可；户外活动请每 2–3 小时补涂。上市首月买两支享组合价。',
      picture('LJSUN01', 'angle', '轻透防晒乳'),
    ],
  },
  {
    code: 'ART008',
    category: 'NEWIN',
    title: '新品速递｜烟酰胺焕亮精华，认真对待痘印',
    author: official,
    keywords: ['新品', '烟酰胺', '痘印', '提亮'],
    counts: [2640, 1530, 330],
    goods: ['LJSER03', 'LJSER04'],
    publishedAt: '2025-04-22T02:00:00.000Z',
    blocks: [
      '痘痘好了，痘印却留了好几个月？澜肌烟酰胺焕亮精华，用 5% 烟酰胺与传明酸，专门对付暗沉与痘印。',
      picture('LJSER03', 'main', '烟酰胺焕亮精华'),
      '## 为什么是琥珀色瓶子',
      '避光的琥珀色玻璃瓶可以减少活性成分被光线破坏，开封后也请放在阴凉处，并在 6 个月内用完。',
      '## 搭配建议',
      '重要场合前想快速提亮，可以在晚间搭配维C焕颜安瓶，一周一个疗程。白天一定要做好防晒。',
      picture('LJSER04', 'angle', '维C焕颜安瓶精华'),
    ],
  },
  {
    code: 'ART009',
    category: 'PICKS',
    title: '送礼不踩雷：预算 500 元内的礼物清单',
    author: yuki,
    keywords: ['送礼', '礼物', '礼盒', '预算'],
    counts: [7350, 6120, 2210],
    goods: ['LJGFT03', 'LJGFT04', 'LJHND01', 'LJCDL01'],
    publishedAt: '2025-05-01T10:00:00.000Z',
    blocks: [
      '作为美容顾问，每到节日就会被问“送什么不会错”。整理了一份 500 元以内的清单，按关系亲疏排好了。',
      '## 100 元以内：香氛护手霜',
      '四种香型，小巧体面，同事、闺蜜都合适。',
      picture('LJHND01', 'main', '香氛护手霜'),
      '## 300 元左右：香氛蜡烛',
      '比香水更不挑人，送给刚搬新家的朋友最好。',
      '## 400–500 元：香氛旅行礼盒',
      '三款香水小瓶加一只蜡烛，还不知道对方喜欢什么香的时候，选它最保险。',
      picture('LJGFT04', 'main', '香氛旅行礼盒'),
      '预算再多一点，丝绒口红礼盒三支经典色，几乎不会出错。',
    ],
  },
  {
    code: 'ART010',
    category: 'SKINNOTE',
    title: '敏感肌的修护期，我只用这四样',
    author: sensitive,
    keywords: ['敏感肌', '修护', '屏障', '精简护肤'],
    counts: [6230, 5410, 980],
    goods: ['LJCLN01', 'LJMST01', 'LJCRM01', 'LJSER02'],
    publishedAt: '2025-05-06T13:00:00.000Z',
    blocks: [
      '去年烂脸三个月，医生给我的建议只有一句：少用，用对。修护期我把护肤品砍到只剩四样。',
      '## 温和洁面，一天一次',
      '早上只用清水，晚上用氨基酸洁面。洗完不紧绷是最低标准。',
      picture('LJCLN01', 'main', '氨基酸洁面乳'),
      '## 喷雾救急，原液补水',
      '泛红发热时喷一下舒缓喷雾，再用玻尿酸原液补水。原液没有香精和酒精，修护期用着很安心。',
      '## 面霜修护屏障',
      '最后用修护面霜封住水分。坚持一个月，泛红明显少了，现在已经可以慢慢把精华加回来。',
      picture('LJCRM01', 'angle', '修护面霜'),
    ],
  },
  {
    code: 'ART011',
    category: 'MAKEUPTIP',
    title: '一盘眼影画出三种妆：通勤、约会、派对',
    author: kiki,
    keywords: ['眼影', '眼妆', '教程', '眼影盘'],
    counts: [5480, 4630, 870],
    goods: ['LJPAL01', 'LJLNR01'],
    publishedAt: '2025-05-12T08:00:00.000Z',
    blocks: [
      '九色盘最大的好处，是一盘就能应付一周的不同场合。以大地奶茶盘为例，三种画法给大家。',
      picture('LJPAL01', 'main', '九色眼影盘'),
      '## 通勤：两色就够',
      '左上浅色打底全眼窝，中间奶茶色在双眼皮褶皱内晕开，干净又有精神。',
      '## 约会：加一点闪',
      '在通勤妆基础上，用手指把中间的珠光色点在眼皮中央，眨眼时会有细碎的光。',
      '## 派对：深色加眼线',
      '最深的咖啡色加深眼尾，再用眼线液笔拉出一点上扬，眼神立刻变得有故事。',
      picture('LJLNR01', 'main', '极细防水眼线液笔'),
    ],
  },
  {
    code: 'ART012',
    category: 'SKINNOTE',
    title: '熬夜党急救：一晚找回好气色',
    author: lan,
    keywords: ['熬夜', '急救', '暗沉', '眼霜'],
    counts: [3910, 2870, 450],
    goods: ['LJSER04', 'LJMSK01', 'LJEYE01'],
    publishedAt: '2025-05-20T14:00:00.000Z',
    blocks: [
      '赶完方案凌晨两点，第二天还要见客户。这套急救流程救过我很多次。',
      '## 维C安瓶：提亮暗沉',
      '洁面后用一支维C安瓶涂满全脸，第二天的暗黄会好很多。',
      picture('LJSER04', 'main', '维C焕颜安瓶精华'),
      '## 眼霜：按压不要拉扯',
      '熬夜最先出卖你的是眼睛。眼霜用无名指从内往外按压，顺便按一按太阳穴，浮肿会消得快一些。',
      '## 睡眠面膜：最后一步厚涂',
      '厚厚一层睡眠面膜，睡几个小时也能让皮肤喝饱水。当然，最好的护肤还是早点睡。',
      picture('LJMSK01', 'angle', '水光睡眠面膜'),
    ],
  },
  {
    code: 'ART013',
    category: 'PICKS',
    title: '男士护肤，其实只需要三步',
    author: menAuthor,
    keywords: ['男士护肤', '控油', '洁面', '新手'],
    counts: [2150, 1720, 640],
    goods: ['LJMCL01', 'LJMTN01', 'LJMLT01'],
    publishedAt: '2025-05-28T01:00:00.000Z',
    blocks: [
      '很多男生觉得护肤麻烦，其实每天只要三步、两分钟。',
      '## 洗：控油洁面',
      '早晚各一次，用控油洁面揉出泡沫，T 区多按摩几圈。',
      picture('LJMCL01', 'main', '男士控油洁面乳'),
      '## 拍：爽肤水',
      '用手拍上爽肤水，收敛毛孔，早上还能醒醒神。',
      '## 抹：保湿乳',
      '一泵保湿乳涂满全脸。油皮也需要保湿，缺水反而会出更多油。',
      picture('LJMLT01', 'angle', '男士水活保湿乳'),
    ],
  },
  {
    code: 'ART014',
    category: 'SCENT',
    title: '让家里有好闻的味道：蜡烛与香薰怎么选',
    author: linmu,
    keywords: ['香薰', '蜡烛', '居家香氛', '氛围感'],
    counts: [3380, 2940, 520],
    goods: ['LJCDL01', 'LJDIF01'],
    publishedAt: '2025-06-03T11:30:00.000Z',
    blocks: [
      '家里的味道，是比装修更容易改变的氛围。香氛蜡烛和无火香薰，其实适合不同的场景。',
      '## 香氛蜡烛：仪式感',
      '晚上关掉大灯，点一支蜡烛看书或泡澡，烛光和香气一起让人慢下来。第一次点燃记得烧够两小时。',
      picture('LJCDL01', 'main', '香氛蜡烛'),
      '## 无火香薰：持续陪伴',
      '玄关、卫生间、办公桌适合放无火香薰，安全、不用管，能持续两个月。',
      picture('LJDIF01', 'main', '无火香薰'),
      '想要香气统一，可以选同一个香调：比如客厅点「澜岛」蜡烛，玄关放「澜岛」香薰。',
    ],
  },
  {
    code: 'ART015',
    category: 'PICKS',
    title: '出差旅行，我的洗护包里装了什么',
    author: shanshan,
    keywords: ['旅行', '出差', '旅行装', '收纳'],
    counts: [2760, 2390, 410],
    goods: ['LJTRY04', 'LJHOL01', 'LJTRY05', 'LJHND01'],
    publishedAt: '2025-06-12T06:00:00.000Z',
    blocks: [
      '一年有一半时间在路上，洗护包越装越精简，最后固定成了这几样。',
      '## 护肤旅行套装',
      '洁面、水、乳、霜四件套，全部符合登机要求，收纳袋防水，酒店洗手台上一摆就是完整的护肤流程。',
      picture('LJTRY04', 'main', '护肤旅行套装'),
      '## 护发精油',
      '酒店的洗发水通常很干，吹头发前抹两滴护发精油，第二天头发依然顺滑。',
      '## 面膜尝鲜装与护手霜',
      '长途飞行后敷一片补水面膜；护手霜放在随身包里，飞机上随时涂。',
      picture('LJHOL01', 'angle', '山茶花护发精油'),
    ],
  },
  {
    code: 'ART016',
    category: 'SKINNOTE',
    title: '头皮也是脸：洗发前后的护理顺序',
    author: yuki,
    keywords: ['头皮护理', '洗发', '护发', '顺序'],
    counts: [1890, 1560, 280],
    goods: ['LJSHP01', 'LJSCP01', 'LJCDT01'],
    publishedAt: '2025-06-20T12:00:00.000Z',
    blocks: [
      '头皮和脸是连在一起的皮肤，只是被头发挡住了。顺序对了，头发会好很多。',
      '## 洗发：只洗头皮',
      '洗发水在掌心揉出泡沫后，用指腹按摩头皮，发尾让泡沫流过即可。',
      picture('LJSHP01', 'main', '氨基酸无硅油洗发水'),
      '## 护发素：只涂发尾',
      '护发素从耳朵以下开始涂，避开头皮，停留两三分钟再冲。',
      '## 头皮精华：吹干后再用',
      '头发吹到八成干，用滴管把头皮精华点在发缝里按摩一分钟，不用冲洗。',
      picture('LJSCP01', 'main', '头皮舒缓精华'),
    ],
  },
  {
    code: 'ART017',
    category: 'NEWIN',
    title: '新春限定礼盒开箱：红金配色太好看了',
    author: official,
    keywords: ['新春', '限定', '礼盒', '开箱'],
    counts: [8920, 5340, 2870],
    goods: ['LJGFT05', 'LJLIP01'],
    publishedAt: '2025-01-10T02:00:00.000Z',
    blocks: [
      '今年的新春限定礼盒，设计师用了“澜”字的水波纹与烫金工艺，打开盒子的那一刻就很有仪式感。',
      picture('LJGFT05', 'main', '新春限定礼盒'),
      '## 盒子里有什么',
      '水光精华液 30ml、丝绒哑光口红 #101 正红，以及一支白茶香氛护手霜。护肤、彩妆、随身香，一盒都有了。',
      '## 限量发售',
      '礼盒限量发售，每位会员限购一份。新年第一支正红口红，祝你新的一年好气色、好运气。',
      picture('LJLIP01', 'main', '丝绒哑光口红'),
    ],
  },
  {
    code: 'ART018',
    category: 'MAKEUPTIP',
    title: '底妆不卡粉的秘密：气垫与粉底液的用法',
    author: cici,
    keywords: ['底妆', '卡粉', '气垫', '粉底液'],
    counts: [4870, 3910, 620],
    goods: ['LJCSH01', 'LJFDN01', 'LJPWD01', 'LJCON01'],
    publishedAt: '2025-06-28T03:00:00.000Z',
    blocks: [
      '卡粉，八成不是粉底的问题，而是“量”和“手法”的问题。',
      '## 干皮：气垫少量多次',
      '先做好保湿，等护肤品吸收后再用气垫轻拍。哪里干就少拍哪里，不要来回蹭。',
      picture('LJCSH01', 'angle', '水光气垫粉底'),
      '## 油皮：粉底液 + 定妆',
      '油皮用柔焦粉底液，一泵足够全脸；最后用蜜粉饼轻压 T 区，能撑一整天。',
      picture('LJFDN01', 'main', '柔焦持妆粉底液'),
      '## 遮瑕只点在需要的地方',
      '痘印、黑眼圈用遮瑕液点涂再拍开，比全脸厚涂粉底干净得多。',
    ],
  },
  {
    code: 'ART019',
    category: 'PICKS',
    title: '秋冬身体护理：告别鸡皮与干痒',
    author: sensitive,
    keywords: ['身体护理', '鸡皮', '身体乳', '秋冬'],
    counts: [3120, 2680, 390],
    goods: ['LJBSC01', 'LJBLT01', 'LJBOL01'],
    publishedAt: '2025-10-18T12:00:00.000Z',
    blocks: [
      '一到秋冬，小腿就干到发痒，手臂上的鸡皮也更明显。身体护理其实和脸一样，需要“清洁、去角质、保湿”。',
      '## 每周一次磨砂',
      '海盐磨砂膏在手肘、膝盖、手臂外侧打圈按摩，粗糙的角质去掉了，后面的身体乳才吸收得进去。',
      picture('LJBSC01', 'main', '海盐身体磨砂膏'),
      '## 洗完马上涂身体乳',
      '趁皮肤还微湿的三分钟内涂身体乳，保湿效果最好。',
      '## 特别干的地方加精油',
      '小腿和脚后跟可以在身体乳里混两滴身体精油，第二天摸起来完全不一样。',
      picture('LJBOL01', 'angle', '玫瑰紧致身体精油'),
    ],
  },
  {
    code: 'ART020',
    category: 'SCENT',
    title: '送他一瓶香：男士香水的入门选择',
    author: menAuthor,
    keywords: ['男士香水', '送男友', '木质香', '海洋调'],
    counts: [2980, 2210, 760],
    goods: ['LJMPF01', 'LJPFM04'],
    publishedAt: '2025-07-05T10:00:00.000Z',
    blocks: [
      '不知道他喜欢什么味道？从两个最不容易出错的方向开始。',
      '## 清爽派：「深海」',
      '海洋与柠檬开场，干净清爽，适合上班和日常，几乎没有人会讨厌这个味道。',
      picture('LJMPF01', 'main', '深海男士淡香水'),
      '## 沉稳派：「夜航檀木」',
      '温暖的檀香与琥珀，适合秋冬与晚上的约会，比清爽调多一份成熟感。',
      picture('LJPFM04', 'main', '夜航檀木淡香精'),
      '小提示：男士香水一到两喷就够了，喷在手腕和颈侧，距离一臂远能闻到刚刚好。',
    ],
  },
  {
    code: 'ART021',
    category: 'NEWIN',
    title: '新品速递｜水光镜面唇釉 6 色上新',
    author: kiki,
    keywords: ['新品', '唇釉', '镜面', '玻璃唇'],
    counts: [4410, 2760, 590],
    goods: ['LJGLS01', 'LJBLM01'],
    publishedAt: '2025-07-15T02:00:00.000Z',
    blocks: [
      '玻璃唇终于有了不黏的版本。澜肌水光镜面唇釉 6 色上新，从透明水光到复古红都有。',
      picture('LJGLS01', 'main', '水光镜面唇釉'),
      '## 单涂与叠涂',
      '#05 透明水光可以叠在任何口红上；#02 草莓牛奶单涂就是元气满满的少女感。',
      '## 先打底再上色',
      '唇纹明显的话，先涂一层润色护唇膏，等一分钟再上唇釉，镜面效果会更均匀。',
      picture('LJBLM01', 'angle', '润色护唇膏'),
    ],
  },
  {
    code: 'ART022',
    category: 'SKINNOTE',
    title: '油皮夏天的清洁课：洁面、泥膜和卸妆',
    author: may,
    keywords: ['油皮', '清洁', '泥膜', '卸妆'],
    counts: [3560, 2980, 470],
    goods: ['LJCLN02', 'LJMSK03', 'LJCLN01'],
    publishedAt: '2025-07-24T13:00:00.000Z',
    blocks: [
      '油皮最容易犯的错误，是“越油越用力洗”。清洁过度反而会让皮肤分泌更多油脂。',
      '## 卸妆：防晒也要卸',
      '只要涂了防晒，晚上就需要卸妆。卸妆油记得充分乳化，毛孔里的残妆才带得走。',
      picture('LJCLN02', 'main', '温和净澈卸妆油'),
      '## 洁面：温和就够',
      '氨基酸洁面一天两次足够，不需要追求“嘎吱嘎吱”的洗后感。',
      '## 泥膜：一周一到两次',
      '泥膜只涂 T 区，十分钟就洗掉，不要等到完全干透。',
      picture('LJMSK03', 'angle', '净透清洁泥膜'),
    ],
  },
]

export const demoArticles: DemoArticle[] = articleInputs.map(article)

// ── Search, home page and tab bar ────────────────────────────────────────────────────────────────────────────────

export const hotKeywords: HotKeyword[] = [
  ['水光精华', true],
  ['口红', true],
  ['气垫', false],
  ['防晒', true],
  ['香水', false],
  ['面霜', false],
  ['礼盒', false],
  ['洗发水', false],
  ['男士护肤', false],
  ['小样', false],
].map(([keyword, hot], index, all) => ({
  keyword: keyword as string,
  hot: hot as boolean,
  sort: (all.length - index) * 10,
}))

export const homeBanners: HomeBanner[] = [
  { title: '水光精华 焕新上市', image: 'banner/home-1.png', target: { type: 'goods', code: 'LJSER01' }, sort: 30 },
  { title: '丝绒口红 八色登场', image: 'banner/home-2.png', target: { type: 'category', code: 'MKLIP' }, sort: 20 },
  { title: '心意礼盒 限定发售', image: 'banner/home-3.png', target: { type: 'category', code: 'GIFT' }, sort: 10 },
]

export const homeHotZone: HotZoneImage = {
  image: 'hotzone/home.png',
  width: 750,
  height: 400,
  areas: [
    { x: 0, y: 0, width: 375, height: 400, target: { type: 'category', code: 'SKIN' }, remark: '护肤专区' },
    { x: 375, y: 0, width: 375, height: 200, target: { type: 'category', code: 'MAKEUP' }, remark: '彩妆专区' },
    { x: 375, y: 200, width: 375, height: 200, target: { type: 'category', code: 'FRAG' }, remark: '香氛专区' },
  ],
}

const tab = (key: string, text: string, pagePath: string, sort: number): TabBarEntry => ({
  text,
  pagePath,
  iconPath: `tabbar/${key}.png`,
  selectedIconPath: `tabbar/${key}-active.png`,
  sort,
})

/** The five tabs of spec §2, in order. */
export const tabBar: TabBarEntry[] = [
  tab('home', '首页', 'pages/index/index', 1),
  tab('discover', '发现', 'pages/plantGrass/index', 2),
  tab('category', '分类', 'pages/classify/index', 3),
  tab('cart', '购物车', 'pages/cart/index', 4),
  tab('user', '我的', 'pages/user/index', 5),
]

// ── Every picture the data refers to ─────────────────────────────────────────────────────────────────────────────

/** The `src` of every <img> in a piece of rich text. */
export function imagesInHtml(html: string): ImageFile[] {
  return [...html.matchAll(/<img\s[^>]*src="([^"]+)"/g)].map((match) => match[1]!)
}

function allCategories(categories: SalesCategory[]): SalesCategory[] {
  return categories.flatMap((node) => [node, ...allCategories(node.children)])
}

/** Each image file referenced anywhere in this module, once, sorted. */
export const demoImageFiles: ImageFile[] = [
  ...new Set([
    ...allCategories(salesCategories).map((node) => node.image),
    ...demoGoods.flatMap((item) => [
      item.mainImage,
      ...item.gallery,
      ...imagesInHtml(item.detailHtml),
      ...item.skus.flatMap((sku) => [sku.mainImage, ...sku.specifications.map((spec) => spec.image)]),
    ]),
    ...demoArticles.flatMap((item) => [item.cover, item.author.avatar, ...imagesInHtml(item.contentHtml)]),
    ...homeBanners.map((banner) => banner.image),
    homeHotZone.image,
    ...tabBar.flatMap((entry) => [entry.iconPath, entry.selectedIconPath]),
  ]),
].sort()
