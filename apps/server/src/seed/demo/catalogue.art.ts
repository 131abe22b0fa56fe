import type { ItemArt } from './product.shapes'
import type { AvatarArt, BannerArt, Mood, PlacedItem, Texture } from './scenes'
import { lighten } from './svg.kit'

/**
 * How each thing in the catalogue looks: packaging shapes and colours per goods, texture close-ups, the picture of
 * each category, article covers, author avatars and the home banners. Keys are the codes of catalogue.data.ts; the
 * image plan joins the two and the tests check that nothing is missing.
 */

const GOLD = '#c9a46a'
const ROSE_GOLD = '#c7a09a'
const INK = '#2d2327'
const TEAL = '#2f7c82'

/** The mood (palette and props) of each top category. */
export const CATEGORY_MOODS: Record<string, Mood> = {
  SKIN: 'skin',
  MAKEUP: 'makeup',
  FRAG: 'fragrance',
  BODY: 'body',
  HAIR: 'hair',
  MEN: 'men',
  GIFT: 'gift',
  TRIAL: 'trial',
}

const item = (shape: ItemArt['shape'], body: string, cap: string, more: Partial<ItemArt> = {}): ItemArt => ({
  shape,
  body,
  cap,
  ...more,
})
const glass = (shape: ItemArt['shape'], body: string, cap: string, fill: string, word?: string): ItemArt => ({
  shape,
  body,
  cap,
  fill,
  glass: true,
  ...(word ? { word } : {}),
})
const at = (art: ItemArt, x: number, scale: number): PlacedItem => ({ ...art, x, scale })

const SERUM = glass('dropper', '#a9d8d4', GOLD, '#cfeeea', 'HYDRA SERUM')
const CREAM = item('jar', '#f3dcd4', GOLD, { word: 'REPAIR CREAM' })
const TONER = glass('bottle', '#cfe8ea', '#bfdcdc', '#e6f5f5', 'HYDRA TONER')
const LIPSTICK = item('lipstick', INK, GOLD, { fill: '#b3202f' })
const HAND_CREAM = item('tube', '#fbe8e0', GOLD, { word: 'HAND CREAM' })

/** The items shown in each goods picture, back to front. */
export const GOODS_ART: Record<string, PlacedItem[]> = {
  LJCLN01: [item('tube', '#ffffff', '#7fb8b4', { word: 'AMINO CLEANSER' })],
  LJCLN02: [glass('pump', '#f3e6c6', GOLD, '#f0d48e', 'CLEANSING OIL')],
  LJCLN03: [glass('bottle', '#dcecf3', '#a8c8d8', '#eef6fa', 'MICELLAR WATER')],
  LJTNR01: [TONER],
  LJLOT01: [item('pump', '#f6efe8', GOLD, { word: 'HYDRA EMULSION' })],
  LJMST01: [item('mist', '#f7e1e4', '#e3b7bf', { word: 'SOOTHING MIST' })],
  LJSER01: [SERUM],
  LJSER02: [glass('dropper', '#d7e6f3', '#b9c7d6', '#e6f0fa', 'HYALURONIC ACID')],
  LJSER03: [glass('dropper', '#e2a86d', INK, '#f0c890', 'BRIGHT SERUM')],
  LJEYE01: [at(item('jar', '#eadcf0', GOLD, { word: 'EYE CREAM' }), 0, 0.8)],
  LJSER04: [-80, 0, 80].map((x) => at(glass('vial', '#f6d7a8', '#e59a3a', '#f3b860'), x, x === 0 ? 1.65 : 1.45)),
  LJCRM01: [CREAM],
  LJMSK01: [item('jar', '#cfe8ee', '#eef4f6', { word: 'SLEEPING MASK' })],
  LJMSK02: [item('sachet', '#bfe0dd', TEAL, { fill: '#7fc0bc', word: 'HYDRA MASK' })],
  LJMSK03: [item('jar', '#9fae9c', '#e9ece6', { word: 'CLAY MASK' })],
  LJSUN01: [item('tube', '#fff3d6', '#f2b84b', { word: 'UV SHIELD SPF50' })],

  LJCSH01: [item('compact', '#f1d6d2', GOLD, { fill: '#e2bb98' })],
  LJFDN01: [item('foundation', '#eeeeee', INK, { fill: '#e2bb98', word: 'SOFT MATTE' })],
  LJPWD01: [item('compact', '#f7ece6', ROSE_GOLD, { fill: '#f4e7dc' })],
  LJCON01: [item('gloss', '#ffffff', INK, { fill: '#ddb593' })],
  LJLIP01: [LIPSTICK],
  LJGLS01: [item('gloss', '#ffffff', ROSE_GOLD, { fill: '#ef8fa0' })],
  LJBLM01: [item('balm', '#f4d3d6', GOLD, { fill: '#f08a9a' })],
  LJPAL01: [item('palette', '#e6c9c0', GOLD, { fill: '#b7826d' })],
  LJMAS01: [item('mascara', '#1f1b1d', '#1f1b1d')],
  LJLNR01: [item('mascara', '#f1e1da', INK)],

  LJPFM01: [glass('perfume', '#e2f1f1', TEAL, '#a9d6d6', 'EAU DE PARFUM')],
  LJPFM02: [glass('perfume', '#f4f1e8', '#d9cdb4', '#e9dfc0', 'EAU DE PARFUM')],
  LJPFM03: [glass('perfume', '#f7e6ea', '#8c4a5a', '#eeb9c6', 'EAU DE PARFUM')],
  LJPFM04: [glass('perfume', '#efe3d6', '#3a2f2a', '#c98c55', 'EAU DE PARFUM')],
  LJCDL01: [item('candle', '#c9b8dd', '#f7f1ea', { word: 'SCENTED CANDLE' })],
  LJDIF01: [glass('diffuser', '#d8cbe8', GOLD, '#e6d9f0', 'DIFFUSER')],

  LJBWS01: [item('pump', '#f7e3d3', '#c98a62', { word: 'BODY WASH' })],
  LJBSC01: [glass('jar', '#e9f1f2', '#c98a62', '#f4ede4', 'SEA SALT SCRUB')],
  LJBLT01: [item('pump', '#fbeee6', '#e3b49a', { word: 'BODY LOTION' })],
  LJBOL01: [glass('dropper', '#f3c9a6', GOLD, '#f2c27e', 'BODY OIL')],
  LJHND01: [HAND_CREAM],
  LJDEO01: [item('mist', '#e3efed', '#8fbdb8', { word: 'FRESH DEO' })],

  LJSHP01: [item('pump', '#eaf1e4', '#6c8f5f', { word: 'AMINO SHAMPOO' })],
  LJSHP02: [item('pump', '#dfeee9', '#3f8f8d', { word: 'VOLUME SHAMPOO' })],
  LJCDT01: [item('pump', '#f5efe4', '#b89672', { word: 'CONDITIONER' })],
  LJHMK01: [item('jar', '#e9e2d2', '#6c8f5f', { word: 'HAIR MASK' })],
  LJHOL01: [glass('dropper', '#f1d89a', INK, '#e9c46a', 'HAIR OIL')],
  LJSCP01: [glass('dropper', '#cfe1c8', '#6c8f5f', '#dcead4', 'SCALP SERUM')],

  LJMCL01: [item('tube', '#3c4a58', '#1e252c', { word: 'MEN CLEANSER' })],
  LJMLT01: [item('pump', '#2f3a45', '#9aa6b2', { word: 'MEN MOISTURIZER' })],
  LJMTN01: [item('bottle', '#55677a', '#1e252c', { word: 'MEN TONER' })],
  LJMSV01: [item('aerosol', '#46586a', '#1e252c', { word: 'SHAVE FOAM' })],
  LJMAS02: [glass('bottle', '#b9c6d2', INK, '#d6dee6', 'AFTER SHAVE')],
  LJMPF01: [glass('perfume', '#d5dde5', '#1e252c', '#5e7a92', 'EAU DE TOILETTE')],

  LJGFT01: [at(item('giftbox', '#e6f2f1', TEAL), -50, 0.9), at(CREAM, 70, 0.5), at(SERUM, 170, 0.55)],
  LJGFT02: [
    at(item('giftbox', '#f3e3d3', '#c7707a'), -50, 0.9),
    at(item('tube', '#ffffff', '#7fb8b4'), 60, 0.45),
    at(TONER, 150, 0.5),
  ],
  LJGFT03: [at(item('giftbox', '#3a2d33', GOLD), -50, 0.9), at(LIPSTICK, 130, 0.6)],
  LJGFT04: [
    at(item('giftbox', '#e9e2f3', '#7c68a6'), -50, 0.9),
    at(glass('perfume', '#f7e6ea', '#8c4a5a', '#eeb9c6'), 80, 0.45),
    at(item('candle', '#c9b8dd', '#f7f1ea'), 180, 0.42),
  ],
  LJGFT05: [at(item('giftbox', '#b8323f', GOLD), -50, 0.9), at(SERUM, 90, 0.55), at(LIPSTICK, 190, 0.5)],
  LJGFT06: [
    at(item('giftbox', '#f6d5dc', '#b9616f'), -50, 0.9),
    at(glass('perfume', '#f7e6ea', '#8c4a5a', '#eeb9c6'), 110, 0.55),
  ],

  LJTRY01: [-85, 0, 85].map((x) => at(glass('vial', '#a9d8d4', GOLD, '#bfe6e2'), x, x === 0 ? 1.7 : 1.5)),
  LJTRY02: [
    at(item('jar', '#f3dcd4', GOLD, { word: 'REPAIR CREAM' }), -30, 0.8),
    at(glass('vial', '#f3dcd4', GOLD, '#f6e6df'), 110, 1.3),
  ],
  LJTRY03: ['#a9d6d6', '#e9dfc0', '#eeb9c6', '#c98c55', '#5e7a92'].map((fill, index) =>
    at(glass('vial', lighten(fill, 0.5), INK, fill), (index - 2) * 72, 1.45),
  ),
  LJTRY04: [
    at(item('tube', '#ffffff', '#7fb8b4'), -120, 0.6),
    at(TONER, -30, 0.62),
    at(item('pump', '#f6efe8', GOLD), 60, 0.6),
    at(CREAM, 160, 0.5),
  ],
  LJTRY05: [item('sachet', '#f3dcd4', '#c7707a', { fill: '#e8a7a0', word: 'MASK TRIO' })],
  LJTRY06: [
    at(item('lipstick', INK, GOLD, { fill: '#b3202f' }), -90, 0.7),
    at(item('lipstick', INK, GOLD, { fill: '#b56b6f' }), 90, 0.7),
  ],
}

/** Texture close-ups shared by goods of the same kind: the key is the file name under texture/. */
export const TEXTURE_ART: Record<string, { texture: Texture; color: string; mood: Mood }> = {
  'foam-white': { texture: 'foam', color: '#e8f3f2', mood: 'skin' },
  'foam-green': { texture: 'foam', color: '#e2ecd9', mood: 'hair' },
  'foam-slate': { texture: 'foam', color: '#d5dde5', mood: 'men' },
  'oil-gold': { texture: 'oil', color: '#e9c46a', mood: 'body' },
  'serum-aqua': { texture: 'serum', color: '#9fd3cf', mood: 'skin' },
  'serum-amber': { texture: 'serum', color: '#eab46e', mood: 'body' },
  'serum-sage': { texture: 'serum', color: '#a9c79c', mood: 'hair' },
  'serum-slate': { texture: 'serum', color: '#9fb2c4', mood: 'men' },
  'gel-aqua': { texture: 'gel', color: '#c6e8e6', mood: 'skin' },
  'cream-ivory': { texture: 'cream', color: '#f6efe6', mood: 'trial' },
  'cream-blush': { texture: 'cream', color: '#f6e0d8', mood: 'makeup' },
  'cream-lilac': { texture: 'cream', color: '#efe4f3', mood: 'fragrance' },
  'cream-clay': { texture: 'cream', color: '#a8b5a4', mood: 'hair' },
  'cream-sun': { texture: 'cream', color: '#fbf3df', mood: 'gift' },
  'cream-sage': { texture: 'cream', color: '#eef0e4', mood: 'hair' },
  'cream-slate': { texture: 'cream', color: '#e9eef2', mood: 'men' },
  'powder-light': { texture: 'powder', color: '#e8c4a4', mood: 'makeup' },
  'powder-rose': { texture: 'powder', color: '#efd0cb', mood: 'makeup' },
  'powder-bronze': { texture: 'powder', color: '#b7826d', mood: 'makeup' },
  'lip-red': { texture: 'lip', color: '#b3202f', mood: 'makeup' },
  'lip-pink': { texture: 'lip', color: '#ec8c9c', mood: 'makeup' },
  'swatch-nude': { texture: 'lip', color: '#dcb08c', mood: 'makeup' },
  'swatch-ink': { texture: 'lip', color: '#3a3034', mood: 'makeup' },
  'mist-sea': { texture: 'mist', color: '#9fd0d2', mood: 'skin' },
  'mist-tea': { texture: 'mist', color: '#e3d6ae', mood: 'gift' },
  'mist-rose': { texture: 'mist', color: '#efb5c2', mood: 'makeup' },
  'mist-amber': { texture: 'mist', color: '#d29a62', mood: 'body' },
  'mist-lilac': { texture: 'mist', color: '#c7b5e6', mood: 'fragrance' },
}

/** Each category's picture shows one of its goods. */
export const CATEGORY_GOODS: Record<string, string> = {
  SKIN: 'LJCRM01',
  SKINCLEAN: 'LJCLN01',
  SKINTONER: 'LJTNR01',
  SKINSERUM: 'LJSER01',
  SKINCREAM: 'LJMSK02',
  MAKEUP: 'LJLIP01',
  MKBASE: 'LJCSH01',
  MKLIP: 'LJGLS01',
  MKEYE: 'LJPAL01',
  FRAG: 'LJPFM01',
  FRAGPERFUME: 'LJPFM03',
  FRAGHOME: 'LJCDL01',
  BODY: 'LJBLT01',
  BODYWASH: 'LJBWS01',
  BODYLOTION: 'LJBOL01',
  BODYHAND: 'LJHND01',
  HAIR: 'LJSHP01',
  HAIRWASH: 'LJSHP02',
  HAIRCARE: 'LJHMK01',
  HAIRSCALP: 'LJSCP01',
  MEN: 'LJMPF01',
  MENCLEAN: 'LJMCL01',
  MENCARE: 'LJMLT01',
  MENSHAVE: 'LJMSV01',
  GIFT: 'LJGFT05',
  GIFTFEST: 'LJGFT06',
  GIFTSKIN: 'LJGFT01',
  GIFTMAKEUP: 'LJGFT03',
  TRIAL: 'LJTRY01',
  TRIALSKIN: 'LJTRY02',
  TRIALFRAG: 'LJTRY03',
  TRIALTRAVEL: 'LJTRY04',
}

/** Cover headline (Latin, the stroke font has no CJK) per article category. */
export const ARTICLE_COVER_TITLES: Record<string, string> = {
  SKINNOTE: 'SKIN NOTES',
  MAKEUPTIP: 'MAKEUP CLASS',
  SCENT: 'SCENT STORY',
  NEWIN: 'NEW IN',
  PICKS: 'EDITOR PICKS',
}

/** Avatars by number, matching avatar/NN.png. */
export const AVATAR_ART: AvatarArt[] = [
  { background: '#cfe6e4', skin: '#f3d3bf', hair: '#3b2a26', shirt: '#2f7c82', style: 'bob' },
  { background: '#f1d6d9', skin: '#efc9b0', hair: '#1f1a1a', shirt: '#f7f1ea', style: 'long' },
  { background: '#e5d9f1', skin: '#f5d9c6', hair: '#6b3e2e', shirt: '#2d2327', style: 'bun' },
  { background: '#dfe7d5', skin: '#e8c1a4', hair: '#2a2220', shirt: '#8a9b7a', style: 'short' },
  { background: '#f6e3cf', skin: '#f3d3bf', hair: '#4a2f24', shirt: '#c7707a', style: 'long' },
  { background: '#d6e6ee', skin: '#f0cdb6', hair: '#2b2120', shirt: '#ffffff', style: 'bun' },
  { background: '#f5e6e1', skin: '#f6dccb', hair: '#8a5a3c', shirt: '#e8c4b8', style: 'bob' },
  { background: '#d3dae2', skin: '#e2b596', hair: '#1c1a1b', shirt: '#46586a', style: 'short' },
  { background: '#f3ecd9', skin: '#efc6a8', hair: '#3d2b22', shirt: '#e9c46a', style: 'long' },
  { background: '#2f7c82', skin: '#f3d3bf', hair: '#1f2a2c', shirt: '#f7f1ea', style: 'bob' },
]

/** The home carousel, matching banner/home-N.png. */
export const BANNER_ART: BannerArt[] = [
  {
    mood: 'skin',
    kicker: 'NEW ARRIVAL',
    title: ['HYDRA', 'GLOW SERUM'],
    subtitle: 'FIVE HYALURONIC ACIDS',
    items: [at(TONER, -130, 0.65), at(CREAM, 160, 0.45), at(SERUM, 0, 0.9)],
  },
  {
    mood: 'makeup',
    kicker: 'VELVET MATTE',
    title: ['LIP', 'STUDIO'],
    subtitle: 'EIGHT SHADES TO LOVE',
    items: [
      at(item('gloss', '#ffffff', ROSE_GOLD, { fill: '#c4707a' }), -160, 0.8),
      at(item('lipstick', INK, GOLD, { fill: '#b3202f' }), 0, 0.95),
      at(item('gloss', '#ffffff', ROSE_GOLD, { fill: '#ef8fa0' }), 160, 0.8),
    ],
  },
  {
    mood: 'gift',
    kicker: 'LIMITED EDITION',
    title: ['GIFT', 'SEASON'],
    subtitle: 'WRAPPED WITH CARE',
    items: [
      at(item('giftbox', '#b8323f', GOLD), -60, 0.85),
      at(glass('perfume', '#f7e6ea', '#8c4a5a', '#eeb9c6'), 160, 0.6),
    ],
  },
]

export const HOT_ZONE_ART: { mood: Mood; title: string; items: PlacedItem[] }[] = [
  { mood: 'skin', title: 'SKINCARE', items: [at(SERUM, -95, 0.85), at(CREAM, 95, 0.55)] },
  {
    mood: 'makeup',
    title: 'MAKEUP',
    items: [at(item('compact', '#f1d6d2', GOLD, { fill: '#e2bb98' }), -30, 0.8), at(LIPSTICK, 150, 0.8)],
  },
  {
    mood: 'fragrance',
    title: 'FRAGRANCE',
    items: [
      at(glass('perfume', '#f7e6ea', '#8c4a5a', '#eeb9c6'), 0, 1),
      at(item('candle', '#c9b8dd', '#f7f1ea'), 190, 0.75),
    ],
  },
]

export const TAB_COLORS = { normal: '#9a9a9a', selected: TEAL }
