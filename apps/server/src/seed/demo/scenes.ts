import { drawItem, paletteTones, type ItemArt } from './product.shapes'
import {
  Defs,
  darken,
  lighten,
  metalShade,
  mix,
  round,
  seededRandom,
  strokeText,
  svgDocument,
  textWidth,
} from './svg.kit'

/**
 * Whole pictures of the demo shop, each a function of plain art data that answers an SVG document: goods photos on
 * a podium, flat-lays, textures, ingredient still lifes, category icons, shade swatches, article covers, avatars,
 * home banners, the hot-zone image and the tab-bar icons. One palette per sales area keeps the shop consistent.
 */

export type Mood = 'skin' | 'makeup' | 'fragrance' | 'body' | 'hair' | 'men' | 'gift' | 'trial'

export interface Backdrop {
  top: string
  bottom: string
  /** A deeper tone of the same family, for props and titles. */
  deep: string
}

export const BRAND_TEAL = '#2f7c82'
export const BRAND_GOLD = '#c9a46a'

export const BACKDROPS: Record<Mood, Backdrop> = {
  skin: { top: '#eef7f6', bottom: '#cde5e3', deep: '#3f8f8d' },
  makeup: { top: '#fcf0f0', bottom: '#efd0d3', deep: '#b9616f' },
  fragrance: { top: '#f4f0fa', bottom: '#dbd0ec', deep: '#7c68a6' },
  body: { top: '#fdf3ec', bottom: '#f1d7c6', deep: '#c47c55' },
  hair: { top: '#f1f5ec', bottom: '#d4e1cb', deep: '#6c8f5f' },
  men: { top: '#eceff3', bottom: '#c9d3dd', deep: '#46586a' },
  gift: { top: '#fbf3e6', bottom: '#ecd6b4', deep: '#b0804a' },
  trial: { top: '#f7f2ec', bottom: '#e4d9cc', deep: '#9a7f63' },
}

export type Texture = 'cream' | 'serum' | 'gel' | 'oil' | 'foam' | 'powder' | 'lip' | 'mist'

/** An item of a composition: x is an offset from the group centre in picture pixels, scale is relative. */
export interface PlacedItem extends ItemArt {
  x?: number
  scale?: number
}

export interface SceneArt {
  mood: Mood
  items: PlacedItem[]
  texture: Texture
  /** Colour of the product itself (cream, liquid, shade), used by texture pictures. */
  textureColor: string
}

const GOODS_SIZE = 600

/** The main goods picture: the product on a podium in front of a soft halo. */
export function goodsMainSvg(art: SceneArt, seed: string): string {
  const defs = new Defs()
  const backdrop = BACKDROPS[art.mood]
  const body = [
    background(defs, GOODS_SIZE, GOODS_SIZE, backdrop),
    halo(defs, 300, 250, 240),
    waves(150, 352, GOODS_SIZE, 3, 0.35),
    bubbles(defs, seed, GOODS_SIZE, 300),
    podium(defs, 300, 470, 205, backdrop),
    group(defs, art.items, { cx: 300, baseY: 474, maxHeight: 360, maxWidth: 480 }),
  ]
  return svgDocument(GOODS_SIZE, GOODS_SIZE, defs, body.join(''))
}

/** A second angle: the product lying on a styled surface with props, seen from above. */
export function goodsFlatlaySvg(art: SceneArt, seed: string): string {
  return flatlay(art.mood, art.items, seed, GOODS_SIZE, GOODS_SIZE)
}

function flatlay(
  mood: Mood,
  items: readonly PlacedItem[],
  seed: string,
  width: number,
  height: number,
  titleSpace = false,
): string {
  const defs = new Defs()
  const backdrop = BACKDROPS[mood]
  const random = seededRandom(seed)
  // A vertical wash: rows stay uniform, which keeps the PNG small.
  const surface = defs.linear([
    [0, lighten(backdrop.bottom, 0.25)],
    [1, mix(backdrop.bottom, backdrop.top, 0.3)],
  ])
  const drawn = group(defs, items, { cx: 0, baseY: 0, maxHeight: 380, maxWidth: 420, shadow: false })
  const tallest = Math.min(380, Math.max(...items.map((item) => drawItem(new Defs(), item).height * (item.scale ?? 1))))
  const place = `translate(${width / 2} ${height / 2 + 10}) rotate(-24) translate(0 ${round(tallest / 2)})`
  const body = [
    `<rect width="${width}" height="${height}" fill="${surface}"/>`,
    blob(random, width * 0.28, height * 0.3, width * 0.42, lighten(backdrop.top, 0.35), 0.9),
    blob(random, width * 0.78, height * 0.74, width * 0.36, darken(backdrop.bottom, 0.05), 0.5),
    props(defs, mood, random, width, height, 1, titleSpace),
    // A crisp, short shadow as under a noon sun; a wide blur would double the file for little gain.
    `<g transform="translate(12 14)" filter="${defs.silhouetteShadow(0.22, 3)}"><g transform="${place}">${drawn}</g></g>`,
    `<g transform="${place}">${drawn}</g>`,
  ]
  return svgDocument(width, height, defs, body.join(''))
}

/** A close-up of the product's texture in its own colour. */
export function textureSvg(texture: Texture, color: string, mood: Mood): string {
  const defs = new Defs()
  const backdrop = BACKDROPS[mood]
  const random = seededRandom(`${texture}${color}`)
  // Light textures (cream, foam, powder) need a deeper ground to stand out; coloured ones sit on the area's own.
  const light = LIGHT_TEXTURES.includes(texture)
  const bg = background(defs, GOODS_SIZE, GOODS_SIZE, {
    top: light ? mix(backdrop.bottom, darken(color, 0.1), 0.3) : mix(backdrop.top, color, 0.12),
    bottom: light ? darken(mix(backdrop.bottom, color, 0.4), 0.1) : mix(backdrop.bottom, color, 0.25),
    deep: backdrop.deep,
  })
  return svgDocument(GOODS_SIZE, GOODS_SIZE, defs, bg + TEXTURES[texture](defs, color, random))
}

const LIGHT_TEXTURES: readonly Texture[] = ['cream', 'gel', 'foam', 'powder']

const TEXTURES: Record<Texture, (defs: Defs, color: string, random: () => number) => string> = {
  cream: (defs, color, random) => cream(defs, color, random),
  gel: (defs, color, random) => cream(defs, color, random, true),
  serum: (defs, color, random) => droplets(defs, color, random, 0.4),
  oil: (defs, color, random) => droplets(defs, color, random, 0.7),
  foam: (defs, color, random) => {
    const parts = [`<ellipse cx="300" cy="330" rx="230" ry="190" fill="${lighten(color, 0.45)}" opacity="0.5"/>`]
    for (let i = 0; i < 46; i++) {
      const angle = random() * Math.PI * 2
      const distance = Math.sqrt(random()) * 220
      const r = 10 + random() * (58 - distance / 6)
      parts.push(bubble(defs, 300 + Math.cos(angle) * distance, 320 + Math.sin(angle) * distance * 0.8, r))
    }
    return parts.join('')
  },
  powder: (defs, color) => {
    const rings = Array.from(
      { length: 7 },
      (_, i) =>
        `<circle cx="300" cy="300" r="${30 + i * 22}" fill="none" stroke="${darken(color, 0.08)}" stroke-width="1" opacity="0.25"/>`,
    )
    return [
      `<ellipse cx="314" cy="322" rx="196" ry="196" fill="${darken(color, 0.4)}" opacity="0.25" filter="${defs.blur(14)}"/>`,
      `<circle cx="300" cy="300" r="196" fill="${lighten(color, 0.5)}"/>`,
      `<circle cx="300" cy="300" r="180" fill="${defs.radial(
        [
          [0, lighten(color, 0.25)],
          [0.8, color],
          [1, darken(color, 0.12)],
        ],
        0.42,
        0.38,
        0.7,
      )}"/>`,
      ...rings,
      `<circle cx="300" cy="300" r="196" fill="none" stroke="${metalShade(defs, BRAND_GOLD)}" stroke-width="10"/>`,
      `<ellipse cx="330" cy="330" rx="92" ry="46" transform="rotate(-32 330 330)" fill="${darken(color, 0.12)}" opacity="0.35" filter="${defs.blur(6)}"/>`,
      `<ellipse cx="324" cy="322" rx="80" ry="36" transform="rotate(-32 324 322)" fill="${lighten(color, 0.3)}" opacity="0.6" filter="${defs.blur(4)}"/>`,
    ].join('')
  },
  lip: (defs, color, random) => {
    // Three brush swatches: full colour where the brush landed, thinning out where it ran dry.
    const swatches = [
      { y: 180, tone: lighten(color, 0.25) },
      { y: 300, tone: color },
      { y: 420, tone: darken(color, 0.15) },
    ].map(({ y, tone }) => {
      const lift = random() * 24
      const d = `M120 ${y + 20}C220 ${y - 14 - lift} 380 ${y - 26} 490 ${y - 4}`
      const dryOut = defs.linear(
        [
          [0, tone, 1],
          [0.62, tone, 1],
          [1, tone, 0.2],
        ],
        0,
        0,
        1,
        0,
      )
      const streaks = [-20, -6, 10, 22].map(
        (offset, i) =>
          `<path d="${d}" transform="translate(${i * 6} ${offset})" fill="none" stroke="#ffffff" stroke-width="${i % 2 ? 1.5 : 2.5}" opacity="0.22" stroke-linecap="round"/>`,
      )
      return [
        `<path d="${d}" transform="translate(5 10)" fill="none" stroke="${darken(color, 0.5)}" stroke-width="72" stroke-linecap="round" opacity="0.14" filter="${defs.blur(6)}"/>`,
        `<path d="${d}" fill="none" stroke="${dryOut}" stroke-width="72" stroke-linecap="round"/>`,
        ...streaks,
      ].join('')
    })
    return swatches.join('')
  },
  mist: (defs, color, random) => {
    // Scent as light through a spray: flat translucent discs (bokeh) and a fine drift of droplets.
    const parts: string[] = []
    for (let i = 0; i < 14; i++) {
      const r = 30 + random() * 90
      const tone = [lighten(color, 0.5), color, darken(color, 0.1)][i % 3]!
      parts.push(
        `<circle cx="${round(60 + random() * 480)}" cy="${round(60 + random() * 480)}" r="${round(r)}" fill="${tone}" opacity="${round(0.18 + random() * 0.25)}" stroke="#ffffff" stroke-width="1.5" stroke-opacity="0.5"/>`,
      )
    }
    for (let i = 0; i < 70; i++) {
      const angle = -0.45 + random() * 0.9
      const distance = 80 + random() * 420
      parts.push(
        `<circle cx="${round(40 + Math.cos(angle) * distance)}" cy="${round(330 + Math.sin(angle) * distance)}" r="${round(1.5 + random() * 4.5)}" fill="#ffffff" opacity="${round(0.55 + random() * 0.45)}"/>`,
      )
    }
    return parts.join('')
  },
}

function cream(defs: Defs, color: string, random: () => number, translucent = false): string {
  const spiral: string[] = []
  for (let step = 0; step <= 60; step++) {
    const angle = step * 0.2
    const r = 12 + angle * 11
    spiral.push(`${round(300 + Math.cos(angle) * r)} ${round(320 + Math.sin(angle) * r * 0.72)}`)
  }
  const path = `M${spiral.join('L')}`
  const parts = [
    `<ellipse cx="316" cy="344" rx="210" ry="160" fill="${darken(color, 0.4)}" opacity="0.2" filter="${defs.blur(18)}"/>`,
    blob(
      random,
      300,
      320,
      200,
      color,
      translucent ? 0.8 : 1,
      defs.radial(
        [
          [0, lighten(color, 0.6)],
          [0.7, lighten(color, 0.25)],
          [1, darken(color, 0.1)],
        ],
        0.4,
        0.35,
        0.7,
      ),
    ),
    `<path d="${path}" transform="translate(0 10)" fill="none" stroke="${darken(color, 0.22)}" stroke-width="12" stroke-linecap="round" opacity="0.4"/>`,
    `<path d="${path}" fill="none" stroke="${lighten(color, 0.55)}" stroke-width="22" stroke-linecap="round" opacity="0.85"/>`,
    `<path d="${path}" transform="translate(-4 -6)" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.7"/>`,
  ]
  if (translucent)
    for (let i = 0; i < 12; i++) parts.push(bubble(defs, 160 + random() * 280, 200 + random() * 230, 5 + random() * 12))
  return parts.join('')
}

function droplets(defs: Defs, color: string, random: () => number, body: number): string {
  const drops = [{ x: 300, y: 300, r: 128 }]
  for (let i = 0; i < 9; i++) {
    const angle = random() * Math.PI * 2
    const distance = 170 + random() * 100
    drops.push({ x: 300 + Math.cos(angle) * distance, y: 300 + Math.sin(angle) * distance, r: 16 + random() * 42 })
  }
  return drops.map(({ x, y, r }) => drop(defs, x, y, r, color, body)).join('')
}

/** A liquid droplet seen from above: a soft shadow, a tinted lens, a bright rim and a specular highlight. */
function drop(defs: Defs, x: number, y: number, r: number, color: string, body: number): string {
  return [
    `<ellipse cx="${round(x + r * 0.12)}" cy="${round(y + r * 0.22)}" rx="${round(r)}" ry="${round(r * 0.95)}" fill="${darken(color, 0.45)}" opacity="0.22" filter="${defs.blur(r * 0.12 + 2)}"/>`,
    `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r)}" fill="${defs.radial(
      [
        [0, lighten(color, 0.6), body * 0.5],
        [0.8, color, body],
        [1, darken(color, 0.25), body + 0.1],
      ],
      0.45,
      0.6,
      0.6,
    )}"/>`,
    `<ellipse cx="${round(x + r * 0.18)}" cy="${round(y + r * 0.5)}" rx="${round(r * 0.5)}" ry="${round(r * 0.22)}" fill="#ffffff" opacity="0.35"/>`,
    `<ellipse cx="${round(x - r * 0.35)}" cy="${round(y - r * 0.42)}" rx="${round(r * 0.28)}" ry="${round(r * 0.16)}" transform="rotate(-35 ${round(x - r * 0.35)} ${round(y - r * 0.42)})" fill="#ffffff" opacity="0.9"/>`,
  ].join('')
}

function bubble(defs: Defs, x: number, y: number, r: number): string {
  return [
    `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r)}" fill="${defs.radial([
      [0, '#ffffff', 0.08],
      [0.85, '#ffffff', 0.25],
      [1, '#ffffff', 0.7],
    ])}" stroke="#ffffff" stroke-width="1.5" stroke-opacity="0.8"/>`,
    `<ellipse cx="${round(x - r * 0.38)}" cy="${round(y - r * 0.4)}" rx="${round(r * 0.22)}" ry="${round(r * 0.12)}" transform="rotate(-40 ${round(x - r * 0.38)} ${round(y - r * 0.4)})" fill="#ffffff" opacity="0.9"/>`,
  ].join('')
}

/** An ingredient still life per sales area: botanicals, drops and stones on a plate of light. */
export function moodSvg(mood: Mood): string {
  const defs = new Defs()
  const backdrop = BACKDROPS[mood]
  const random = seededRandom(`mood-${mood}`)
  const body = [
    background(defs, GOODS_SIZE, GOODS_SIZE, backdrop),
    `<circle cx="300" cy="300" r="230" fill="${lighten(backdrop.bottom, 0.55)}"/>`,
    `<circle cx="300" cy="300" r="230" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.8"/>`,
    STILL_LIFES[mood](defs, random),
  ]
  return svgDocument(GOODS_SIZE, GOODS_SIZE, defs, body.join(''))
}

const GREEN = '#7fa98a'
const STILL_LIFES: Record<Mood, (defs: Defs, random: () => number) => string> = {
  skin: (defs) =>
    [
      ripples(300, 330, BACKDROPS.skin.deep),
      leaf(defs, 250, 250, 210, -150, GREEN),
      leaf(defs, 350, 260, 190, -30, lighten(GREEN, 0.15)),
      drop(defs, 300, 330, 60, '#bfe3e0', 0.4),
      drop(defs, 210, 400, 26, '#bfe3e0', 0.4),
      drop(defs, 400, 410, 18, '#bfe3e0', 0.4),
    ].join(''),
  makeup: (defs, random) =>
    [
      flower(defs, 250, 270, 80, '#f2b6bf'),
      flower(defs, 380, 360, 56, '#f7cfd4'),
      petal(defs, 420, 220, 50, 30, '#e99aa7'),
      petal(defs, 190, 390, 46, 200, '#f2b6bf'),
      powderDots(random, 300, 300, '#d98c98'),
    ].join(''),
  fragrance: (defs) =>
    [
      sprig(defs, 190, 430, -20, '#9b86c7'),
      sprig(defs, 230, 440, -6, '#b4a2d8'),
      citrus(defs, 380, 260, 74, '#f0b45a'),
      flower(defs, 350, 400, 60, '#d9c8f0'),
      petal(defs, 230, 220, 40, -30, '#d8c8ee'),
    ].join(''),
  body: (defs) =>
    [
      citrus(defs, 250, 260, 90, '#f2a35e'),
      citrus(defs, 380, 370, 64, '#f5c46a'),
      leaf(defs, 350, 230, 160, -40, GREEN),
      leaf(defs, 220, 400, 130, 160, lighten(GREEN, 0.12)),
    ].join(''),
  hair: (defs) =>
    [
      sprig(defs, 220, 450, -18, '#6f9a6a', true),
      sprig(defs, 260, 460, -4, '#86ad7e', true),
      drop(defs, 380, 280, 56, '#e9c46a', 0.7),
      drop(defs, 410, 390, 30, '#e9c46a', 0.7),
      leaf(defs, 330, 420, 150, 10, GREEN),
    ].join(''),
  men: (defs) =>
    [
      pebble(defs, 250, 360, 110, 70, '#8d99a6'),
      pebble(defs, 370, 380, 80, 54, '#b5bec7'),
      pebble(defs, 320, 300, 60, 40, '#66727f'),
      leaf(defs, 220, 240, 170, -140, '#5f7f6a'),
      leaf(defs, 390, 230, 140, -50, '#7f9a82'),
    ].join(''),
  gift: (defs, random) =>
    [
      ribbonCurl(defs, 300, 300, '#c7707a'),
      flower(defs, 240, 380, 54, '#f7d9c9'),
      flower(defs, 380, 240, 46, '#f2c7cc'),
      confetti(random, 300, 300, ['#c9a46a', '#e8b4bc', '#ffffff']),
    ].join(''),
  trial: (defs) =>
    [
      drop(defs, 250, 280, 50, '#f2d7c9', 0.5),
      drop(defs, 360, 250, 34, '#d6ecef', 0.5),
      drop(defs, 330, 370, 44, '#e6d9f0', 0.5),
      leaf(defs, 200, 400, 150, 170, GREEN),
      leaf(defs, 420, 400, 120, 20, lighten(GREEN, 0.15)),
    ].join(''),
}

/** A category tile: the representative product on a tinted disc. */
export function categoryIconSvg(art: SceneArt): string {
  const defs = new Defs()
  const backdrop = BACKDROPS[art.mood]
  const body = [
    `<rect width="200" height="200" fill="#ffffff"/>`,
    `<circle cx="100" cy="100" r="90" fill="${defs.linear([
      [0, backdrop.top],
      [1, backdrop.bottom],
    ])}"/>`,
    `<circle cx="72" cy="66" r="46" fill="#ffffff" opacity="0.45" filter="${defs.blur(14)}"/>`,
    group(defs, art.items, { cx: 100, baseY: 166, maxHeight: 128, maxWidth: 132 }),
  ]
  return svgDocument(200, 200, defs, body.join(''))
}

/** A round shade swatch; several colours make a pie (palettes). */
export function swatchSvg(colors: readonly string[]): string {
  const defs = new Defs()
  const parts = [
    `<rect width="120" height="120" fill="#ffffff"/>`,
    `<circle cx="61" cy="63" r="50" fill="#2a2326" opacity="0.16" filter="${defs.blur(4)}"/>`,
  ]
  if (colors.length === 1) {
    const color = colors[0]!
    parts.push(
      `<circle cx="60" cy="60" r="50" fill="${defs.radial(
        [
          [0, lighten(color, 0.22)],
          [0.7, color],
          [1, darken(color, 0.12)],
        ],
        0.4,
        0.35,
        0.7,
      )}"/>`,
    )
  } else {
    colors.forEach((color, i) => {
      const from = (i / colors.length) * Math.PI * 2 - Math.PI / 2
      const to = ((i + 1) / colors.length) * Math.PI * 2 - Math.PI / 2
      const point = (angle: number) => `${round(60 + Math.cos(angle) * 50)} ${round(60 + Math.sin(angle) * 50)}`
      parts.push(`<path d="M60 60L${point(from)}A50 50 0 0 1 ${point(to)}Z" fill="${color}"/>`)
    })
  }
  parts.push(
    `<circle cx="60" cy="60" r="50" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.9"/>`,
    `<ellipse cx="44" cy="40" rx="18" ry="9" transform="rotate(-35 44 40)" fill="#ffffff" opacity="0.35"/>`,
  )
  return svgDocument(120, 120, defs, parts.join(''))
}

export interface CoverArt {
  mood: Mood
  items: PlacedItem[]
  title: string
  issue: number
  layout: 'podium' | 'flatlay'
}

/** A 3:4 article cover in the style of a beauty journal. */
export function articleCoverSvg(cover: CoverArt): string {
  const width = 600
  const height = 800
  if (cover.layout === 'flatlay') {
    const base = flatlay(cover.mood, cover.items, `cover-${cover.issue}`, width, height, true)
    return base.replace('</svg>', `${coverTitle(cover, BACKDROPS[cover.mood].deep)}</svg>`)
  }
  const defs = new Defs()
  const backdrop = BACKDROPS[cover.mood]
  const random = seededRandom(`cover-${cover.issue}`)
  const body = [
    background(defs, width, height, backdrop),
    halo(defs, 300, 430, 260),
    waves(200, 560, width, 3, 0.3),
    props(defs, cover.mood, random, width, height, 0.75, true),
    podium(defs, 300, 650, 220, backdrop),
    group(defs, cover.items, { cx: 300, baseY: 654, maxHeight: 380, maxWidth: 500 }),
    coverTitle(cover, BACKDROPS[cover.mood].deep),
  ]
  return svgDocument(width, height, defs, body.join(''))
}

function coverTitle(cover: CoverArt, color: string): string {
  return [
    strokeText('LANJI JOURNAL', 50, 50, { size: 11, color, weight: 1.2, tracking: 0.8 }),
    strokeText(cover.title, 50, 74, { size: 30, color, weight: 2.2, tracking: 0.3 }),
    strokeText(`NO.${String(cover.issue).padStart(2, '0')}`, 50, 116, {
      size: 9,
      color,
      weight: 1,
      tracking: 0.7,
      opacity: 0.8,
    }),
  ].join('')
}

export interface AvatarArt {
  background: string
  skin: string
  hair: string
  shirt: string
  style: 'bob' | 'long' | 'bun' | 'short'
}

/** A faceless illustrated portrait for article authors. */
export function avatarSvg(art: AvatarArt): string {
  const defs = new Defs()
  const hairBack: Record<AvatarArt['style'], string> = {
    bob: `<path d="M44 78Q40 38 80 34Q120 38 116 78Q118 104 106 112H54Q42 104 44 78Z" fill="${art.hair}"/>`,
    long: `<path d="M42 80Q38 36 80 34Q122 36 118 80V140H42Z" fill="${art.hair}"/>`,
    bun: `<circle cx="80" cy="30" r="18" fill="${art.hair}"/>`,
    short: '',
  }
  const hairFront: Record<AvatarArt['style'], string> = {
    bob: `<path d="M52 70Q56 46 80 44Q104 46 110 72Q92 58 66 62Q58 64 52 70Z" fill="${art.hair}"/>`,
    long: `<path d="M54 72Q58 46 82 44Q106 48 108 74Q96 56 78 60Q62 62 54 72Z" fill="${art.hair}"/>`,
    bun: `<path d="M54 70Q58 44 80 42Q104 44 108 70Q96 54 80 54Q64 54 54 70Z" fill="${art.hair}"/>`,
    short: `<path d="M54 74Q52 42 80 40Q110 42 108 74Q100 56 86 56Q66 56 54 74Z" fill="${art.hair}"/>`,
  }
  const body = [
    `<rect width="160" height="160" fill="${defs.linear([
      [0, lighten(art.background, 0.3)],
      [1, art.background],
    ])}"/>`,
    hairBack[art.style],
    `<path d="M28 160Q30 118 80 114Q130 118 132 160Z" fill="${softShade(defs, art.shirt)}"/>`,
    `<rect x="70" y="96" width="20" height="24" rx="8" fill="${darken(art.skin, 0.08)}"/>`,
    `<ellipse cx="80" cy="76" rx="26" ry="30" fill="${defs.radial(
      [
        [0, lighten(art.skin, 0.15)],
        [1, art.skin],
      ],
      0.4,
      0.4,
      0.7,
    )}"/>`,
    `<ellipse cx="69" cy="86" rx="5" ry="3" fill="#f0a0a0" opacity="0.35"/>`,
    `<ellipse cx="93" cy="86" rx="5" ry="3" fill="#f0a0a0" opacity="0.35"/>`,
    hairFront[art.style],
  ]
  return svgDocument(160, 160, defs, body.join(''))
}

function softShade(defs: Defs, color: string): string {
  return defs.linear([
    [0, lighten(color, 0.12)],
    [1, darken(color, 0.08)],
  ])
}

export interface BannerArt {
  mood: Mood
  kicker: string
  title: readonly string[]
  subtitle: string
  items: PlacedItem[]
}

/** A home carousel banner, 750 × 360: a headline on the left, the products on the right. */
export function bannerSvg(banner: BannerArt): string {
  const defs = new Defs()
  const backdrop = BACKDROPS[banner.mood]
  const width = 750
  const height = 360
  const body = [
    `<rect width="${width}" height="${height}" fill="${defs.linear(
      [
        [0, backdrop.top],
        [1, backdrop.bottom],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
    halo(defs, 540, 170, 220),
    waves(120, 270, width, 3, 0.35),
    bubbles(defs, banner.kicker, width, 320, 380),
    podium(defs, 540, 300, 170, backdrop),
    group(defs, banner.items, { cx: 545, baseY: 304, maxHeight: 250, maxWidth: 340 }),
    headline(backdrop.deep, 52, 92, banner.kicker, banner.title, banner.subtitle, 34),
    button(52, 276, 'SHOP NOW', backdrop.deep),
  ]
  return svgDocument(width, height, defs, body.join(''))
}

function headline(
  color: string,
  x: number,
  y: number,
  kicker: string,
  title: readonly string[],
  subtitle: string,
  size: number,
): string {
  const parts = [strokeText(kicker, x, y - 34, { size: 11, color, weight: 1.3, tracking: 0.8 })]
  title.forEach((line, i) =>
    parts.push(strokeText(line, x, y + i * (size + 16), { size, color, weight: size / 13, tracking: 0.28 })),
  )
  const subtitleY = y + title.length * (size + 16) + 6
  parts.push(
    `<line x1="${x}" y1="${subtitleY - 8}" x2="${x + 36}" y2="${subtitleY - 8}" stroke="${color}" stroke-width="1.5"/>`,
  )
  parts.push(strokeText(subtitle, x, subtitleY + 4, { size: 10, color, weight: 1.1, tracking: 0.6, opacity: 0.85 }))
  return parts.join('')
}

function button(x: number, y: number, text: string, color: string): string {
  const width = textWidth(text, { size: 10, tracking: 0.6 }) + 44
  return `<rect x="${x}" y="${y}" width="${round(width)}" height="36" rx="18" fill="${color}"/>${strokeText(text, x + width / 2, y + 13, { size: 10, color: '#ffffff', weight: 1.4, tracking: 0.6, anchor: 'middle' })}`
}

export interface HotZonePanel {
  x: number
  y: number
  width: number
  height: number
  mood: Mood
  title: string
  items: PlacedItem[]
}

/** The hot-zone picture: visually separate panels, each one a clickable area in the page data. */
export function hotZoneSvg(width: number, height: number, panels: readonly HotZonePanel[]): string {
  const defs = new Defs()
  const gutter = 5
  const parts = [`<rect width="${width}" height="${height}" fill="#ffffff"/>`]
  for (const panel of panels) {
    const backdrop = BACKDROPS[panel.mood]
    const x = panel.x + gutter
    const y = panel.y + gutter
    const w = panel.width - gutter * 2
    const h = panel.height - gutter * 2
    const clip = defs.clip(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14"/>`)
    const tall = h > w * 0.7
    const productX = tall ? x + w / 2 : x + w * 0.72
    const baseY = y + h - (tall ? 40 : 24)
    parts.push(
      `<g clip-path="${clip}">`,
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${defs.linear(
        [
          [0, backdrop.top],
          [1, backdrop.bottom],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
      halo(defs, productX, baseY - h * 0.3, Math.min(w, h) * 0.55),
      podium(defs, productX, baseY, tall ? 120 : 80, backdrop),
      group(defs, panel.items, {
        cx: productX,
        baseY: baseY + 2,
        maxHeight: tall ? h * 0.52 : h * 0.74,
        maxWidth: tall ? w * 0.8 : w * 0.42,
      }),
      `</g>`,
      strokeText(panel.title, x + 24, y + 26, {
        size: tall ? 24 : 18,
        color: backdrop.deep,
        weight: tall ? 2 : 1.7,
        tracking: 0.3,
      }),
      strokeText('EXPLORE', x + 24, y + (tall ? 64 : 54), {
        size: 9,
        color: backdrop.deep,
        weight: 1.1,
        tracking: 0.7,
        opacity: 0.8,
      }),
    )
  }
  return svgDocument(width, height, defs, parts.join(''))
}

export type TabIcon = 'home' | 'discover' | 'category' | 'cart' | 'user'

/** Line icons for the bottom tab bar on a transparent 81 × 81 canvas; the selected state is tinted and filled. */
export function tabIconSvg(icon: TabIcon, color: string, selected: boolean): string {
  const defs = new Defs()
  const fill = selected ? lighten(color, 0.78) : 'none'
  const stroke = `fill="${fill}" stroke="${color}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"`
  const shapes: Record<TabIcon, string> = {
    home: `<path d="M16 38L40.5 17L65 38V62Q65 66 61 66H20Q16 66 16 62Z" ${stroke}/><path d="M33 66V50H48V66" fill="none" stroke="${color}" stroke-width="4.5" stroke-linejoin="round"/>`,
    discover: `<path d="M40.5 66V40" fill="none" stroke="${color}" stroke-width="4.5" stroke-linecap="round"/><path d="M40.5 42Q40 20 62 16Q64 38 40.5 42Z" ${stroke}/><path d="M40.5 50Q38 32 18 30Q18 50 40.5 50Z" ${stroke}/>`,
    category: [
      [15, 15],
      [44, 15],
      [15, 44],
      [44, 44],
    ]
      .map(([x, y], i) =>
        i === 1
          ? `<circle cx="${x! + 11}" cy="${y! + 11}" r="11" ${stroke}/>`
          : `<rect x="${x}" y="${y}" width="22" height="22" rx="5" ${stroke}/>`,
      )
      .join(''),
    cart: `<path d="M18 28H63L59 62Q58.5 66 54.5 66H26.5Q22.5 66 22 62Z" ${stroke}/><path d="M30 34V24Q30 14 40.5 14Q51 14 51 24V34" fill="none" stroke="${color}" stroke-width="4.5" stroke-linecap="round"/>`,
    user: `<circle cx="40.5" cy="29" r="13" ${stroke}/><path d="M16 66Q17 46 40.5 46Q64 46 65 66Z" ${stroke}/>`,
  }
  return svgDocument(81, 81, defs, shapes[icon])
}

// ── shared pieces ────────────────────────────────────────────────────────────────────────────────────────────────

function background(defs: Defs, width: number, height: number, backdrop: Backdrop): string {
  return `<rect width="${width}" height="${height}" fill="${defs.linear([
    [0, backdrop.top],
    [1, backdrop.bottom],
  ])}"/>`
}

function halo(defs: Defs, x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${defs.radial([
    [0, '#ffffff', 0.85],
    [0.6, '#ffffff', 0.35],
    [1, '#ffffff', 0],
  ])}"/>`
}

/** The brand's motif (澜, a ripple): thin white swells across the picture. */
function waves(amplitude: number, y: number, width: number, count: number, opacity: number): string {
  return Array.from({ length: count }, (_, i) => {
    const top = y + i * 22
    const swell = amplitude / 6 - i * 4
    const d = `M-20 ${top}C${width * 0.25} ${top - swell} ${width * 0.45} ${top + swell} ${width * 0.7} ${top}S${width + 40} ${top - swell} ${width + 40} ${top}`
    return `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="2" opacity="${round(opacity - i * 0.08)}"/>`
  }).join('')
}

function podium(defs: Defs, x: number, y: number, rx: number, backdrop: Backdrop): string {
  const ry = rx * 0.17
  const depth = rx * 0.28
  return [
    `<path d="M${x - rx} ${y}V${round(y + depth)}A${rx} ${round(ry)} 0 0 0 ${x + rx} ${round(y + depth)}V${y}Z" fill="${defs.linear(
      [
        [0, mix(backdrop.bottom, '#ffffff', 0.3)],
        [0.3, mix(backdrop.bottom, '#ffffff', 0.65)],
        [1, darken(backdrop.bottom, 0.06)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
    `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${round(ry)}" fill="${defs.radial(
      [
        [0, '#ffffff'],
        [1, mix(backdrop.top, '#ffffff', 0.4)],
      ],
      0.5,
      0.4,
      0.7,
    )}"/>`,
  ].join('')
}

function bubbles(defs: Defs, seed: string, width: number, maxY: number, avoidFrom = width * 0.28): string {
  const random = seededRandom(`bubbles-${seed}`)
  const parts: string[] = []
  for (let i = 0; i < 5; i++) {
    const left = random() < 0.5
    const x = left ? 30 + random() * (avoidFrom * 0.6) : width - 30 - random() * (width * 0.2)
    const y = 60 + random() * (maxY - 60)
    parts.push(bubble(defs, x, y, 6 + random() * 12))
  }
  return parts.join('')
}

interface GroupLayout {
  cx: number
  baseY: number
  maxHeight: number
  maxWidth: number
  shadow?: boolean
}

/** Places items side by side on one base line, scaled together to fit the box, each with a contact shadow. */
function group(defs: Defs, items: readonly PlacedItem[], layout: GroupLayout): string {
  const drawn = items.map((item) => ({
    item,
    art: drawItem(defs, item),
    scale: item.scale ?? (items.length > 1 ? 0.72 : 1),
  }))
  const gap = 18
  const total = drawn.reduce((sum, d) => sum + d.art.halfWidth * 2 * d.scale, 0) + gap * (drawn.length - 1)
  let cursor = -total / 2
  const placed = drawn.map((d) => {
    const auto = cursor + d.art.halfWidth * d.scale
    cursor += d.art.halfWidth * 2 * d.scale + gap
    return { ...d, x: d.item.x ?? auto }
  })
  const span = Math.max(...placed.map((p) => Math.abs(p.x) + p.art.halfWidth * p.scale)) * 2
  const tallest = Math.max(...placed.map((p) => p.art.height * p.scale))
  const fit = Math.min(1, layout.maxHeight / tallest, layout.maxWidth / span)
  const shadows =
    layout.shadow === false
      ? ''
      : placed
          .map(
            (p) =>
              `<ellipse cx="${round(p.x)}" cy="2" rx="${round(p.art.halfWidth * p.scale * 1.05)}" ry="${round(14 * p.scale)}" fill="#2a2326" opacity="0.22" filter="${defs.blur(7)}"/>`,
          )
          .join('')
  const bodies = placed
    .map((p) => `<g transform="translate(${round(p.x)} 0) scale(${round(p.scale)})">${p.art.svg}</g>`)
    .join('')
  return `<g transform="translate(${layout.cx} ${layout.baseY}) scale(${round(fit)})">${shadows}${bodies}</g>`
}

function blob(
  random: () => number,
  x: number,
  y: number,
  r: number,
  color: string,
  opacity: number,
  fill?: string,
): string {
  const count = 9
  const points = Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * Math.PI * 2
    const radius = r * (0.86 + random() * 0.22)
    return [x + Math.cos(angle) * radius, y + Math.sin(angle) * radius * 0.86] as const
  })
  const mid = (a: readonly [number, number], b: readonly [number, number]) =>
    `${round((a[0] + b[0]) / 2)} ${round((a[1] + b[1]) / 2)}`
  let d = `M${mid(points[count - 1]!, points[0]!)}`
  for (let i = 0; i < count; i++)
    d += `Q${round(points[i]![0])} ${round(points[i]![1])} ${mid(points[i]!, points[(i + 1) % count]!)}`
  return `<path d="${d}Z" fill="${fill ?? color}" opacity="${opacity}"/>`
}

/** Scattered props around the edges of a picture, chosen by sales area. */
/** With `titleSpace`, the top-left corner stays clear for a cover headline. */
function props(
  defs: Defs,
  mood: Mood,
  random: () => number,
  width: number,
  height: number,
  scale = 1,
  titleSpace = false,
): string {
  const spots = [
    [0.12, 0.14],
    [0.86, 0.16],
    [0.1, 0.84],
    [0.88, 0.86],
    [0.5, 0.95],
    [0.94, 0.5],
  ]
  return spots
    .filter(([u, v]) => !(titleSpace && u! < 0.6 && v! < 0.25))
    .map(([u, v], i) => {
      const x = u! * width + (random() - 0.5) * 30
      const y = v! * height + (random() - 0.5) * 30
      const angle = random() * 360
      const kind = PROPS[mood][i % PROPS[mood].length]!
      return kind(defs, x, y, (0.8 + random() * 0.4) * scale, angle)
    })
    .join('')
}

type Prop = (defs: Defs, x: number, y: number, size: number, angle: number) => string
const leafProp: Prop = (defs, x, y, size, angle) => leaf(defs, x, y, 130 * size, angle, GREEN)
const dropProp: Prop = (defs, x, y, size) => drop(defs, x, y, 20 * size, '#ffffff', 0.3)
const petalProp: Prop = (defs, x, y, size, angle) => petal(defs, x, y, 44 * size, angle, '#eeb3bd')
const PROPS: Record<Mood, Prop[]> = {
  skin: [leafProp, dropProp, leafProp, dropProp],
  makeup: [petalProp, (defs, x, y, size) => flower(defs, x, y, 44 * size, '#f5c9cf'), petalProp],
  fragrance: [
    (defs, x, y, size, angle) => sprig(defs, x, y + 60, angle / 8 - 20, '#a592cf'),
    petalProp,
    (defs, x, y, size) => citrus(defs, x, y, 44 * size, '#f0b45a'),
  ],
  body: [(defs, x, y, size) => citrus(defs, x, y, 50 * size, '#f2a35e'), leafProp],
  hair: [leafProp, (defs, x, y, size) => drop(defs, x, y, 22 * size, '#e9c46a', 0.7)],
  men: [
    (defs, x, y, size) => pebble(defs, x, y, 60 * size, 40 * size, '#8d99a6'),
    (defs, x, y, size, angle) => leaf(defs, x, y, 120 * size, angle, '#5f7f6a'),
  ],
  gift: [
    (defs, x, y, size) => flower(defs, x, y, 40 * size, '#f7d9c9'),
    petalProp,
    (defs, x, y) => confetti(seededRandom(`${x}${y}`), x, y, ['#c9a46a', '#e8b4bc'], 50),
  ],
  trial: [dropProp, leafProp, (defs, x, y, size) => drop(defs, x, y, 16 * size, '#f2d7c9', 0.5)],
}

function leaf(defs: Defs, x: number, y: number, length: number, angle: number, color: string): string {
  const w = length * 0.3
  return `<g transform="translate(${round(x)} ${round(y)}) rotate(${round(angle)})"><path d="M0 0Q${round(length * 0.45)} ${round(-w)} ${round(length)} 0Q${round(length * 0.45)} ${round(w)} 0 0Z" fill="${defs.linear(
    [
      [0, lighten(color, 0.2)],
      [1, darken(color, 0.12)],
    ],
    0,
    0,
    1,
    1,
  )}"/><path d="M0 0Q${round(length * 0.5)} ${round(-w * 0.08)} ${round(length * 0.92)} 0" fill="none" stroke="${lighten(color, 0.45)}" stroke-width="2"/></g>`
}

function petal(defs: Defs, x: number, y: number, size: number, angle: number, color: string): string {
  return `<g transform="translate(${round(x)} ${round(y)}) rotate(${round(angle)})"><path d="M0 0C${round(size * 0.2)} ${round(-size * 0.7)} ${round(size * 1.2)} ${round(-size * 0.6)} ${round(size * 1.1)} 0C${round(size)} ${round(size * 0.5)} ${round(size * 0.2)} ${round(size * 0.4)} 0 0Z" fill="${defs.radial(
    [
      [0, lighten(color, 0.35)],
      [1, color],
    ],
    0.7,
    0.4,
    0.8,
  )}"/></g>`
}

function flower(defs: Defs, x: number, y: number, r: number, color: string): string {
  const petals = Array.from({ length: 5 }, (_, i) => {
    const angle = i * 72
    return `<ellipse cx="0" cy="${round(-r * 0.5)}" rx="${round(r * 0.36)}" ry="${round(r * 0.52)}" transform="rotate(${angle})" fill="${defs.radial(
      [
        [0, lighten(color, 0.4)],
        [1, color],
      ],
      0.5,
      0.8,
      0.8,
    )}"/>`
  })
  return `<g transform="translate(${round(x)} ${round(y)})">${petals.join('')}<circle r="${round(r * 0.16)}" fill="${BRAND_GOLD}"/></g>`
}

function citrus(defs: Defs, x: number, y: number, r: number, color: string): string {
  const segments = Array.from({ length: 8 }, (_, i) => {
    const from = (i / 8) * Math.PI * 2
    const to = ((i + 0.86) / 8) * Math.PI * 2
    const inner = r * 0.8
    const p = (angle: number, radius: number) => `${round(Math.cos(angle) * radius)} ${round(Math.sin(angle) * radius)}`
    return `<path d="M${p((from + to) / 2, r * 0.08)}L${p(from, inner)}A${round(inner)} ${round(inner)} 0 0 1 ${p(to, inner)}Z" fill="${lighten(color, 0.25)}"/>`
  })
  return `<g transform="translate(${round(x)} ${round(y)})"><circle r="${round(r)}" fill="${darken(color, 0.05)}"/><circle r="${round(r * 0.9)}" fill="#fff8ea"/>${segments.join('')}<circle r="${round(r)}" fill="${defs.radial(
    [
      [0, '#ffffff', 0],
      [1, '#ffffff', 0.25],
    ],
  )}"/></g>`
}

function sprig(defs: Defs, x: number, y: number, angle: number, color: string, needles = false): string {
  const buds = Array.from({ length: 9 }, (_, i) => {
    const along = -60 - i * 17
    const side = i % 2 ? 1 : -1
    return needles
      ? `<path d="M0 ${along}L${side * 24} ${along - 16}" stroke="${color}" stroke-width="5" stroke-linecap="round"/>`
      : `<ellipse cx="${side * 5}" cy="${along}" rx="6" ry="10" transform="rotate(${side * 20} ${side * 5} ${along})" fill="${defs.radial(
          [
            [0, lighten(color, 0.3)],
            [1, color],
          ],
        )}"/>`
  })
  return `<g transform="translate(${round(x)} ${round(y)}) rotate(${round(angle)})"><path d="M0 0V-210" stroke="${needles ? darken(color, 0.2) : '#8aa07a'}" stroke-width="3"/>${buds.join('')}</g>`
}

function pebble(defs: Defs, x: number, y: number, rx: number, ry: number, color: string): string {
  return [
    `<ellipse cx="${round(x + 6)}" cy="${round(y + 10)}" rx="${round(rx)}" ry="${round(ry)}" fill="#2a2326" opacity="0.18" filter="${defs.blur(6)}"/>`,
    `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(rx)}" ry="${round(ry)}" fill="${defs.radial(
      [
        [0, lighten(color, 0.35)],
        [1, darken(color, 0.1)],
      ],
      0.4,
      0.3,
      0.8,
    )}"/>`,
  ].join('')
}

function ripples(x: number, y: number, color: string): string {
  return [70, 120, 175, 225]
    .map(
      (r, i) =>
        `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${round(r * 0.36)}" fill="none" stroke="${color}" stroke-width="${3 - i * 0.5}" opacity="${round(0.4 - i * 0.08)}"/>`,
    )
    .join('')
}

function powderDots(random: () => number, x: number, y: number, color: string): string {
  return Array.from({ length: 40 }, () => {
    const angle = random() * Math.PI * 2
    const distance = 60 + random() * 150
    return `<circle cx="${round(x + Math.cos(angle) * distance)}" cy="${round(y + Math.sin(angle) * distance)}" r="${round(1.5 + random() * 3)}" fill="${color}" opacity="${round(0.3 + random() * 0.4)}"/>`
  }).join('')
}

function confetti(random: () => number, x: number, y: number, colors: readonly string[], spread = 200): string {
  return Array.from({ length: 24 }, (_, i) => {
    const cx = x + (random() - 0.5) * spread * 2
    const cy = y + (random() - 0.5) * spread * 2
    return `<rect x="${round(cx)}" y="${round(cy)}" width="10" height="5" rx="2" transform="rotate(${round(random() * 180)} ${round(cx)} ${round(cy)})" fill="${colors[i % colors.length]}"/>`
  }).join('')
}

function ribbonCurl(defs: Defs, x: number, y: number, color: string): string {
  return [
    `<path d="M${x - 200} ${y + 60}C${x - 120} ${y - 80} ${x - 20} ${y + 120} ${x + 40} ${y - 10}S${x + 160} ${y - 120} ${x + 210} ${y - 40}" fill="none" stroke="${darken(color, 0.15)}" stroke-width="30" stroke-linecap="round" opacity="0.35" transform="translate(6 10)"/>`,
    `<path d="M${x - 200} ${y + 60}C${x - 120} ${y - 80} ${x - 20} ${y + 120} ${x + 40} ${y - 10}S${x + 160} ${y - 120} ${x + 210} ${y - 40}" fill="none" stroke="${defs.linear(
      [
        [0, color],
        [0.5, lighten(color, 0.3)],
        [1, color],
      ],
      0,
      0,
      1,
      0,
    )}" stroke-width="30" stroke-linecap="round"/>`,
  ].join('')
}

/** Eyeshadow key colours as the palette picture shows them, for swatches. */
export function paletteSwatchColors(base: string): string[] {
  const tones = paletteTones(base)
  return [tones[0]!, tones[3]!, tones[4]!, tones[7]!]
}
