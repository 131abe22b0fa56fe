import { type Defs, cylinderShade, darken, lighten, luminance, metalShade, mix, round, strokeText } from './svg.kit'

/**
 * Packaging drawn as SVG in a local frame: the item stands on y = 0, centred on x = 0, and grows upwards (negative y).
 * A scene places it with a transform. Sizes are in pixels of a 600 × 600 goods picture at scale 1.
 */

export type Shape =
  | 'dropper'
  | 'pump'
  | 'foundation'
  | 'jar'
  | 'tube'
  | 'bottle'
  | 'mist'
  | 'aerosol'
  | 'compact'
  | 'lipstick'
  | 'balm'
  | 'gloss'
  | 'mascara'
  | 'palette'
  | 'perfume'
  | 'candle'
  | 'diffuser'
  | 'sachet'
  | 'giftbox'
  | 'vial'

export interface ItemArt {
  shape: Shape
  /** Packaging colour; for glass, the tint of the glass. */
  body: string
  /** Cap, collar, ribbon or trim colour. */
  cap: string
  /** What is inside: liquid, cream, or the shade of a lipstick, cushion or palette. */
  fill?: string
  glass?: boolean
  /** Latin words printed under the brand mark, e.g. 'HYDRA SERUM'. */
  word?: string
}

export interface DrawnItem {
  svg: string
  /** Extent above the base line and half-width, for layout. */
  height: number
  halfWidth: number
}

const BRAND = 'LANJI'

export function drawItem(defs: Defs, item: ItemArt): DrawnItem {
  const drawn = DRAWERS[item.shape](defs, item)
  const size = DISPLAY_SIZE[item.shape]
  if (!size) return drawn
  return {
    svg: `<g transform="scale(${size})">${drawn.svg}</g>`,
    height: drawn.height * size,
    halfWidth: drawn.halfWidth * size,
  }
}

/** Squat shapes are drawn a size up so that, next to tall bottles, they hold the picture as real ones would. */
const DISPLAY_SIZE: Partial<Record<Shape, number>> = { jar: 1.3, candle: 1.12, lipstick: 1.18, balm: 1.18 }

const DRAWERS: Record<Shape, (defs: Defs, item: ItemArt) => DrawnItem> = {
  dropper: (defs, item) => {
    const outline =
      'M-66 -14Q-66 0 -52 0H52Q66 0 66 -14V-168Q66 -196 40 -204L25 -208V-218H-25V-208L-40 -204Q-66 -196 -66 -168Z'
    const svg = [
      vessel(defs, outline, item, -150),
      item.glass ? `<rect x="-4" y="-214" width="8" height="176" rx="4" fill="#ffffff" opacity="0.28"/>` : '',
      highlight(defs, -50, -188, -18, 11),
      highlight(defs, 46, -170, -30, 4, 0.35),
      labelText(item, 0, -122, 15, item.glass ? (item.fill ?? item.body) : item.body),
      collar(defs, item.cap, -33, -264, 66, 48),
      `<path d="M-22 -262V-312Q-22 -338 0 -338Q22 -338 22 -312V-262Z" fill="${cylinderShade(defs, darken(item.cap, 0.15), 0.3)}"/>`,
      highlight(defs, -12, -330, -270, 5, 0.45),
    ]
    return { svg: svg.join(''), height: 338, halfWidth: 66 }
  },

  pump: (defs, item) => {
    const outline = 'M-74 -16Q-74 0 -58 0H58Q74 0 74 -16V-234Q74 -258 50 -262H30V-270H-30V-262H-50Q-74 -258 -74 -234Z'
    const svg = [
      vessel(defs, outline, item, -220),
      highlight(defs, -56, -246, -20, 12),
      highlight(defs, 54, -230, -30, 5, 0.3),
      labelText(item, 0, -160, 17, item.glass ? (item.fill ?? item.body) : item.body),
      collar(defs, item.cap, -32, -298, 64, 30),
      pumpHead(defs, item.cap, -298),
    ]
    return { svg: svg.join(''), height: 348, halfWidth: 86 }
  },

  foundation: (defs, item) => {
    const outline = 'M-72 -16Q-72 0 -56 0H56Q72 0 72 -16V-154Q72 -170 56 -170H-56Q-72 -170 -72 -154Z'
    const inner = 'M-60 -14H60Q62 -14 62 -16V-140Q62 -156 52 -156H-52Q-62 -156 -62 -140V-16Q-62 -14 -60 -14Z'
    const svg = [
      `<path d="${outline}" fill="${lighten(item.body, 0.55)}" opacity="0.75"/>`,
      `<path d="${inner}" fill="${cylinderShade(defs, item.fill ?? item.body, 0.3)}"/>`,
      `<path d="${outline}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.7"/>`,
      highlight(defs, -54, -150, -22, 8, 0.7),
      labelText({ ...item, glass: true }, 0, -104, 14, item.fill ?? item.body),
      collar(defs, item.cap, -30, -200, 60, 32),
      pumpHead(defs, item.cap, -200),
    ]
    return { svg: svg.join(''), height: 250, halfWidth: 86 }
  },

  jar: (defs, item) => {
    const body = 'M-122 -106V-12A122 14 0 0 0 122 -12V-106Z'
    const lid = 'M-128 -182V-108A128 16 0 0 0 128 -108V-182Z'
    const svg = [
      vessel(defs, body, item, -92),
      highlight(defs, -100, -100, -20, 10, 0.55),
      labelText(item, 0, -74, 15, item.glass ? (item.fill ?? item.body) : item.body),
      `<path d="${lid}" fill="${metalShade(defs, item.cap)}"/>`,
      `<path d="M-128 -118A128 16 0 0 0 128 -118" fill="none" stroke="${darken(item.cap, 0.25)}" stroke-width="2" opacity="0.5"/>`,
      `<ellipse cx="0" cy="-182" rx="128" ry="18" fill="${defs.radial(
        [
          [0, lighten(item.cap, 0.55)],
          [1, lighten(item.cap, 0.1)],
        ],
        0.4,
        0.3,
        0.8,
      )}"/>`,
      `<ellipse cx="0" cy="-182" rx="96" ry="12" fill="none" stroke="${darken(item.cap, 0.12)}" stroke-width="1.5" opacity="0.5"/>`,
    ]
    return { svg: svg.join(''), height: 200, halfWidth: 128 }
  },

  tube: (defs, item) => {
    const body = 'M-46 -68C-50 -160 -74 -280 -80 -330H80C74 -280 50 -160 46 -68Z'
    const ridges = Array.from({ length: 26 }, (_, i) => -78 + i * 6.2)
      .map(
        (x) =>
          `<line x1="${round(x)}" y1="-352" x2="${round(x)}" y2="-332" stroke="${darken(item.body, 0.3)}" stroke-width="1" opacity="0.25"/>`,
      )
      .join('')
    const svg = [
      `<rect x="-52" y="-72" width="104" height="72" rx="12" fill="${cylinderShade(defs, item.cap, 0.35)}"/>`,
      `<rect x="-52" y="-72" width="104" height="8" fill="${darken(item.cap, 0.2)}" opacity="0.4"/>`,
      `<path d="${body}" fill="${cylinderShade(defs, item.body, 0.5)}"/>`,
      `<rect x="-82" y="-354" width="164" height="26" rx="3" fill="${cylinderShade(defs, darken(item.body, 0.04), 0.3)}"/>`,
      ridges,
      highlight(defs, -52, -320, -90, 10, 0.5),
      labelText(item, 0, -250, 15, item.body),
    ]
    return { svg: svg.join(''), height: 354, halfWidth: 82 }
  },

  bottle: (defs, item) => {
    const outline = 'M-64 -16Q-64 0 -48 0H48Q64 0 64 -16V-262Q64 -286 40 -290H-40Q-64 -286 -64 -262Z'
    const svg = [
      vessel(defs, outline, item, -250),
      highlight(defs, -48, -272, -22, 11),
      highlight(defs, 46, -260, -40, 4, 0.35),
      labelText(item, 0, -176, 15, item.glass ? (item.fill ?? item.body) : item.body),
      `<rect x="-26" y="-302" width="52" height="14" fill="${darken(item.cap, 0.2)}"/>`,
      `<rect x="-40" y="-374" width="80" height="76" rx="10" fill="${cylinderShade(defs, item.cap, 0.4)}"/>`,
      highlight(defs, -26, -366, -306, 7, 0.45),
    ]
    return { svg: svg.join(''), height: 374, halfWidth: 64 }
  },

  mist: (defs, item) => {
    const outline = 'M-56 -16Q-56 0 -40 0H40Q56 0 56 -16V-242Q56 -262 36 -266H-36Q-56 -262 -56 -242Z'
    const svg = [
      vessel(defs, outline, item, -226),
      highlight(defs, -42, -250, -22, 10),
      labelText(item, 0, -160, 14, item.glass ? (item.fill ?? item.body) : item.body),
      collar(defs, item.cap, -28, -290, 56, 26),
      `<rect x="-20" y="-322" width="40" height="34" rx="6" fill="${cylinderShade(defs, item.cap, 0.3)}"/>`,
      `<circle cx="20" cy="-310" r="3.5" fill="${darken(item.cap, 0.4)}"/>`,
      `<path d="M-46 -284V-350Q-46 -374 -22 -374H22Q46 -374 46 -350V-284Z" fill="#ffffff" opacity="0.28" stroke="#ffffff" stroke-width="2" stroke-opacity="0.6"/>`,
      highlight(defs, -36, -364, -296, 6, 0.6),
    ]
    return { svg: svg.join(''), height: 374, halfWidth: 56 }
  },

  aerosol: (defs, item) => {
    const can =
      'M-62 -10Q-62 0 -52 0H52Q62 0 62 -10V-268Q62 -290 40 -296Q20 -302 0 -302Q-20 -302 -40 -296Q-62 -290 -62 -268Z'
    const svg = [
      `<path d="${can}" fill="${cylinderShade(defs, item.body, 0.5)}"/>`,
      `<rect x="-62" y="-14" width="124" height="6" fill="${darken(item.body, 0.3)}" opacity="0.35"/>`,
      `<path d="M-62 -262Q0 -250 62 -262" fill="none" stroke="${darken(item.body, 0.3)}" stroke-width="2" opacity="0.35"/>`,
      highlight(defs, -46, -280, -24, 11),
      labelText(item, 0, -190, 15, item.body),
      `<rect x="-14" y="-318" width="28" height="18" rx="3" fill="${metalShade(defs, '#c8ccd0')}"/>`,
      `<path d="M-16 -318V-336Q-16 -342 -10 -342H18Q26 -342 30 -334L32 -326Q33 -318 26 -318Z" fill="${cylinderShade(defs, item.cap, 0.35)}"/>`,
    ]
    return { svg: svg.join(''), height: 342, halfWidth: 62 }
  },

  compact: (defs, item) => {
    const shade = item.fill ?? lighten(item.body, 0.4)
    const mirror = defs.linear(
      [
        [0, '#f4f7fa'],
        [0.45, '#dfe6ee'],
        [0.55, '#ffffff'],
        [1, '#cfd8e2'],
      ],
      0,
      0,
      1,
      1,
    )
    const svg = [
      `<ellipse cx="0" cy="-214" rx="140" ry="126" fill="${metalShade(defs, item.cap)}"/>`,
      `<ellipse cx="0" cy="-214" rx="124" ry="110" fill="${mirror}"/>`,
      `<path d="M-70 -290L20 -130" stroke="#ffffff" stroke-width="26" opacity="0.5" stroke-linecap="round"/>`,
      `<path d="M-140 -54V-14A140 40 0 0 0 140 -14V-54Z" fill="${cylinderShade(defs, item.body, 0.4)}"/>`,
      `<ellipse cx="0" cy="-54" rx="140" ry="40" fill="${lighten(item.body, 0.35)}"/>`,
      `<ellipse cx="0" cy="-54" rx="118" ry="32" fill="${darken(item.body, 0.2)}"/>`,
      `<ellipse cx="0" cy="-52" rx="112" ry="29" fill="${defs.radial(
        [
          [0, lighten(shade, 0.25)],
          [0.7, shade],
          [1, darken(shade, 0.15)],
        ],
        0.45,
        0.4,
        0.6,
      )}"/>`,
      `<ellipse cx="-34" cy="-60" rx="40" ry="9" fill="#ffffff" opacity="0.25"/>`,
      strokeText(BRAND, 0, -38, {
        size: 11,
        color: ink(item.body),
        weight: 1.3,
        tracking: 0.6,
        anchor: 'middle',
        opacity: 0.8,
      }),
    ]
    return { svg: svg.join(''), height: 340, halfWidth: 140 }
  },

  lipstick: (defs, item) => lipstick(defs, item, 316),
  balm: (defs, item) => lipstick(defs, item, 250),

  gloss: (defs, item) => {
    const shade = item.fill ?? item.body
    const outline = 'M-32 -12Q-32 0 -20 0H20Q32 0 32 -12V-180Q32 -190 22 -192H-22Q-32 -190 -32 -180Z'
    const inner = 'M-24 -10H24V-176Q24 -182 18 -182H-18Q-24 -182 -24 -176Z'
    const svg = [
      `<path d="${outline}" fill="#ffffff" opacity="0.55"/>`,
      `<path d="${inner}" fill="${cylinderShade(defs, shade, 0.45)}"/>`,
      `<path d="${outline}" fill="none" stroke="#ffffff" stroke-width="2.5" opacity="0.8"/>`,
      highlight(defs, -20, -176, -16, 6, 0.75),
      `<rect x="-26" y="-350" width="52" height="162" rx="10" fill="${cylinderShade(defs, item.cap, 0.4)}"/>`,
      highlight(defs, -16, -340, -200, 6, 0.45),
      verticalWord(BRAND, 0, -270, ink(item.cap)),
    ]
    return { svg: svg.join(''), height: 350, halfWidth: 32 }
  },

  mascara: (defs, item) => {
    const svg = [
      `<path d="M-28 -12Q-28 0 -16 0H16Q28 0 28 -12V-196H-28Z" fill="${cylinderShade(defs, item.body, 0.4)}"/>`,
      `<rect x="-29" y="-206" width="58" height="10" fill="${metalShade(defs, '#cbb08a')}"/>`,
      `<rect x="-28" y="-356" width="56" height="150" rx="8" fill="${cylinderShade(defs, item.cap, 0.4)}"/>`,
      highlight(defs, -18, -346, -16, 6, 0.45),
      verticalWord(BRAND, 6, -120, ink(item.body)),
    ]
    return { svg: svg.join(''), height: 356, halfWidth: 29 }
  },

  palette: (defs, item) => {
    const base = item.fill ?? '#c89b8c'
    const tones = paletteTones(base)
    const face: Quad = [
      [-150, -170],
      [150, -170],
      [186, -18],
      [-186, -18],
    ]
    const pans: string[] = []
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 3; col++) {
        const at = (u: number, v: number) => bilinear(face, (col + 0.12 + u * 0.76) / 3, (row + 0.14 + v * 0.72) / 3)
        const corners = [at(0, 0), at(1, 0), at(1, 1), at(0, 1)]
        const tone = tones[row * 3 + col]!
        pans.push(
          `<path d="${polygon(corners)}" fill="${defs.linear(
            [
              [0, lighten(tone, 0.22)],
              [1, darken(tone, 0.08)],
            ],
            0,
            0,
            1,
            1,
          )}" stroke="${darken(tone, 0.2)}" stroke-width="1" stroke-linejoin="round"/>`,
        )
      }
    }
    const lid: Quad = [
      [-168, -404],
      [168, -404],
      [150, -170],
      [-150, -170],
    ]
    const mirror: Quad = [
      [-150, -388],
      [150, -388],
      [134, -184],
      [-134, -184],
    ]
    const svg = [
      `<path d="${polygon(lid)}" fill="${cylinderShade(defs, item.body, 0.25)}" stroke-linejoin="round"/>`,
      `<path d="${polygon(mirror)}" fill="${defs.linear(
        [
          [0, '#eef2f6'],
          [0.5, '#ffffff'],
          [1, '#d5dde6'],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
      `<path d="M-90 -380L-20 -192" stroke="#ffffff" stroke-width="34" opacity="0.55"/>`,
      `<path d="M-186 -18H186V0H-186Z" fill="${darken(item.body, 0.25)}"/>`,
      `<path d="${polygon(face)}" fill="${defs.linear([
        [0, darken(item.body, 0.1)],
        [1, lighten(item.body, 0.12)],
      ])}"/>`,
      ...pans,
    ]
    return { svg: svg.join(''), height: 404, halfWidth: 186 }
  },

  perfume: (defs, item) => {
    const liquid = item.fill ?? item.body
    const flask = 'M-84 0H84L100 -16V-214L84 -230H-84L-100 -214V-16Z'
    const inner = 'M-76 -12H76L88 -24V-148H-88V-24Z'
    const svg = [
      `<path d="${flask}" fill="${lighten(item.body, 0.6)}" opacity="0.7"/>`,
      `<path d="${inner}" fill="${cylinderShade(defs, liquid, 0.35)}" opacity="0.92"/>`,
      `<path d="M-88 -148H88" stroke="${lighten(liquid, 0.5)}" stroke-width="3" opacity="0.8"/>`,
      `<path d="${flask}" fill="none" stroke="#ffffff" stroke-width="5" stroke-linejoin="round" opacity="0.7"/>`,
      `<path d="M-92 -22V-208M92 -22V-208" stroke="#ffffff" stroke-width="4" opacity="0.5"/>`,
      highlight(defs, -76, -212, -20, 10, 0.6),
      `<rect x="-58" y="-128" width="116" height="52" rx="3" fill="#ffffff" opacity="0.82"/>`,
      `<rect x="-54" y="-124" width="108" height="44" rx="2" fill="none" stroke="#c9a46a" stroke-width="1.2"/>`,
      strokeText(BRAND, 0, -116, { size: 11, color: '#3b3135', weight: 1.3, tracking: 0.55, anchor: 'middle' }),
      item.word
        ? strokeText(item.word, 0, -97, { size: 6, color: '#8a7258', weight: 0.9, tracking: 0.5, anchor: 'middle' })
        : '',
      `<rect x="-20" y="-248" width="40" height="20" fill="${metalShade(defs, '#c9a46a')}"/>`,
      `<path d="M-54 -246V-318Q-54 -328 -44 -328H44Q54 -328 54 -318V-246Z" fill="${cylinderShade(defs, item.cap, 0.35)}"/>`,
      highlight(defs, -40, -320, -254, 8, 0.45),
    ]
    return { svg: svg.join(''), height: 328, halfWidth: 100 }
  },

  candle: (defs, item) => {
    const wax = item.fill ?? '#f4ece1'
    const glass = 'M-108 -216V-12A108 14 0 0 0 108 -12V-216Z'
    const svg = [
      `<circle cx="0" cy="-250" r="46" fill="#ffd98a" opacity="0.55" filter="${defs.blur(16)}"/>`,
      `<path d="${glass}" fill="${cylinderShade(defs, item.body, 0.35)}"/>`,
      `<ellipse cx="0" cy="-216" rx="108" ry="16" fill="${darken(item.body, 0.2)}"/>`,
      `<ellipse cx="0" cy="-210" rx="98" ry="12" fill="${defs.radial([
        [0, lighten(wax, 0.4)],
        [1, wax],
      ])}"/>`,
      `<path d="M0 -210V-228" stroke="#3a2e2a" stroke-width="3" stroke-linecap="round"/>`,
      `<path d="M0 -278Q13 -252 8 -238Q0 -226 -8 -238Q-13 -252 0 -278Z" fill="${defs.radial(
        [
          [0, '#ffffff'],
          [0.45, '#ffe7a3'],
          [1, '#f3a24b'],
        ],
        0.5,
        0.75,
        0.7,
      )}"/>`,
      `<rect x="-108" y="-150" width="216" height="82" fill="${lighten(item.cap, 0.15)}" opacity="0.92"/>`,
      `<rect x="-108" y="-150" width="216" height="82" fill="${cylinderShade(defs, '#ffffff', 0)}" opacity="0.18"/>`,
      labelText(item, 0, -134, 15, lighten(item.cap, 0.15)),
      highlight(defs, -92, -210, -20, 10, 0.45),
    ]
    return { svg: svg.join(''), height: 296, halfWidth: 108 }
  },

  diffuser: (defs, item) => {
    const outline = 'M-86 -14Q-86 0 -72 0H72Q86 0 86 -14V-118Q86 -168 30 -180V-196H-30V-180Q-86 -168 -86 -118Z'
    const reeds = [-0.36, -0.22, -0.1, 0.02, 0.13, 0.26, 0.38]
      .map((angle, i) => {
        const length = 300 + ((i * 37) % 60)
        const x = Math.sin(angle) * length
        const y = -200 - Math.cos(angle) * length
        return `<path d="M${(i - 3) * 4} -150L${round(x)} ${round(y)}" stroke="${i % 2 ? '#9b7a58' : '#b89672'}" stroke-width="5" stroke-linecap="round"/>`
      })
      .join('')
    const svg = [
      reeds,
      vessel(defs, outline, item, -120),
      highlight(defs, -68, -120, -20, 10, 0.55),
      labelText(item, 0, -86, 14, item.fill ?? item.body),
      collar(defs, item.cap, -34, -214, 68, 22),
    ]
    return { svg: svg.join(''), height: 500, halfWidth: 120 }
  },

  sachet: (defs, item) => {
    const teeth = (y: number, depth: number, fromLeft: boolean) =>
      Array.from({ length: 33 }, (_, i) => {
        const x = -124 + i * 7.75
        return `${round(fromLeft ? x : -x)} ${i % 2 ? y + depth : y}`
      })
    const outline = `M${[...teeth(-360, 6, true), ...teeth(0, -6, false)].join('L')}Z`
    const pouch = (tone: string) => {
      const foil = defs.linear(
        [
          [0, darken(tone, 0.06)],
          [0.35, lighten(tone, 0.35)],
          [0.6, tone],
          [1, darken(tone, 0.12)],
        ],
        0,
        0,
        1,
        1,
      )
      return `<path d="${outline}" fill="${foil}"/>`
    }
    const back = pouch(darken(item.body, 0.12))
    const svg = [
      `<g transform="translate(70 -6) rotate(8)">${back}</g>`,
      pouch(item.body),
      `<rect x="-124" y="-352" width="248" height="22" fill="${darken(item.body, 0.08)}" opacity="0.5"/>`,
      `<rect x="-124" y="-28" width="248" height="22" fill="${darken(item.body, 0.08)}" opacity="0.5"/>`,
      `<path d="M-124 -320L-114 -314L-124 -308Z" fill="${darken(item.body, 0.3)}"/>`,
      `<circle cx="0" cy="-190" r="62" fill="${item.fill ?? lighten(item.cap, 0.2)}" opacity="0.9"/>`,
      `<path d="M0 -226Q26 -192 26 -178A26 26 0 0 1 -26 -178Q-26 -192 0 -226Z" fill="#ffffff" opacity="0.9"/>`,
      labelText(item, 0, -300, 18, item.body),
      highlight(defs, -100, -320, -40, 12, 0.4),
    ]
    return { svg: svg.join(''), height: 366, halfWidth: 150 }
  },

  giftbox: (defs, item) => {
    const front = item.body
    const ribbon = item.cap
    const svg = [
      `<path d="M-150 0H70V-190H-150Z" fill="${defs.linear([
        [0, lighten(front, 0.08)],
        [1, darken(front, 0.08)],
      ])}"/>`,
      `<path d="M70 0L140 -40V-230L70 -190Z" fill="${darken(front, 0.2)}"/>`,
      `<path d="M-150 -190H70L140 -230H-80Z" fill="${lighten(front, 0.2)}"/>`,
      `<path d="M-150 -150H70V-190H-150Z" fill="${darken(front, 0.06)}" opacity="0.55"/>`,
      `<path d="M70 -150L140 -190V-230L70 -190Z" fill="${darken(front, 0.3)}" opacity="0.35"/>`,
      `<path d="M-56 0H-24V-190H-56Z" fill="${cylinderShade(defs, ribbon, 0.3)}"/>`,
      `<path d="M-56 -190H-24L46 -230H14Z" fill="${lighten(ribbon, 0.15)}"/>`,
      `<path d="M-121 -206H99L111 -214H-109Z" fill="${lighten(ribbon, 0.1)}"/>`,
      `<path d="M99 -206L111 -214V-24L99 -16Z" fill="${darken(ribbon, 0.15)}"/>`,
      `<g transform="translate(-6 -212)">`,
      `<path d="M-4 0Q-40 30 -34 56L-22 52Q-22 30 2 4Z" fill="${darken(ribbon, 0.1)}"/>`,
      `<path d="M4 0Q38 26 40 50L28 52Q20 30 -2 4Z" fill="${darken(ribbon, 0.1)}"/>`,
      `<ellipse cx="-40" cy="-24" rx="46" ry="24" transform="rotate(-24 -40 -24)" fill="${cylinderShade(defs, ribbon, 0.35)}"/>`,
      `<ellipse cx="-38" cy="-22" rx="24" ry="10" transform="rotate(-24 -38 -22)" fill="${darken(ribbon, 0.3)}"/>`,
      `<ellipse cx="40" cy="-24" rx="46" ry="24" transform="rotate(24 40 -24)" fill="${cylinderShade(defs, ribbon, 0.35)}"/>`,
      `<ellipse cx="38" cy="-22" rx="24" ry="10" transform="rotate(24 38 -22)" fill="${darken(ribbon, 0.3)}"/>`,
      `<ellipse cx="0" cy="-10" rx="16" ry="14" fill="${lighten(ribbon, 0.1)}"/>`,
      `</g>`,
      strokeText(BRAND, 40, -48, {
        size: 14,
        color: ink(front),
        weight: 1.5,
        tracking: 0.55,
        anchor: 'end',
        opacity: 0.85,
      }),
    ]
    return { svg: `<g transform="translate(5 0)">${svg.join('')}</g>`, height: 290, halfWidth: 150 }
  },

  vial: (defs, item) => {
    const outline = 'M-20 -8Q-20 0 -12 0H12Q20 0 20 -8V-118Q20 -124 14 -124H-14Q-20 -124 -20 -118Z'
    const svg = [
      vessel(defs, outline, { ...item, glass: true }, -100),
      highlight(defs, -13, -116, -12, 5, 0.7),
      `<rect x="-16" y="-172" width="32" height="50" rx="5" fill="${cylinderShade(defs, item.cap, 0.4)}"/>`,
    ]
    return { svg: svg.join(''), height: 172, halfWidth: 20 }
  },
}

function lipstick(defs: Defs, item: ItemArt, height: number): DrawnItem {
  const shade = item.fill ?? '#b8324a'
  const tip = height - 196
  const bullet =
    item.shape === 'balm'
      ? `M-26 -190V${-190 - tip + 26}A26 26 0 0 1 26 ${-190 - tip + 26}V-190Z`
      : `M-26 -190V${-190 - tip + 52}Q-26 ${-190 - tip + 38} -12 ${-190 - tip + 30}L26 ${-190 - tip}V-190Z`
  const lipstickBody = [
    `<path d="M-40 -150V-8Q-40 0 -32 0H32Q40 0 40 -8V-150Z" fill="${cylinderShade(defs, item.body, 0.45)}"/>`,
    `<rect x="-41" y="-158" width="82" height="10" fill="${metalShade(defs, item.cap)}"/>`,
    `<rect x="-32" y="-196" width="64" height="40" fill="${metalShade(defs, item.cap)}"/>`,
    `<path d="${bullet}" fill="${cylinderShade(defs, shade, 0.32)}"/>`,
    highlight(defs, -18, -190 - tip + 48, -196, 6, 0.4),
    highlight(defs, -30, -140, -12, 8, 0.4),
    verticalWord(BRAND, 0, -78, ink(item.body)),
  ].join('')
  const capHeight = height === 316 ? 176 : 150
  const capPart = [
    `<rect x="-40" y="${-capHeight}" width="80" height="${capHeight}" rx="6" fill="${cylinderShade(defs, item.body, 0.45)}"/>`,
    `<rect x="-41" y="-20" width="82" height="10" fill="${metalShade(defs, item.cap)}"/>`,
    highlight(defs, -30, -capHeight + 8, -26, 8, 0.4),
  ].join('')
  const svg = [`<g transform="translate(-52 0)">${lipstickBody}</g>`, `<g transform="translate(58 0)">${capPart}</g>`]
  return { svg: svg.join(''), height, halfWidth: 100 }
}

/** A body that is either opaque and shaded, or glass showing its contents up to `fillTop`. */
function vessel(defs: Defs, outline: string, item: ItemArt, fillTop: number): string {
  if (!item.glass) {
    return [
      `<path d="${outline}" fill="${cylinderShade(defs, item.body)}"/>`,
      `<path d="${outline}" fill="none" stroke="${darken(item.body, 0.2)}" stroke-width="1.5" opacity="0.35"/>`,
    ].join('')
  }
  const liquid = item.fill ?? lighten(item.body, 0.3)
  const clip = defs.clip(`<path d="${outline}"/>`)
  return [
    `<path d="${outline}" fill="${lighten(item.body, 0.5)}" opacity="0.72"/>`,
    `<g clip-path="${clip}"><rect x="-200" y="${fillTop}" width="400" height="${-fillTop}" fill="${cylinderShade(defs, liquid, 0.35)}" opacity="0.92"/>`,
    `<rect x="-200" y="${fillTop}" width="400" height="3" fill="${lighten(liquid, 0.5)}" opacity="0.9"/></g>`,
    `<path d="${outline}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.75"/>`,
  ].join('')
}

/** A soft vertical gloss stripe that fades at both ends. */
function highlight(defs: Defs, x: number, top: number, bottom: number, width: number, opacity = 0.6): string {
  const fade = defs.linear([
    [0, '#ffffff', 0],
    [0.18, '#ffffff', opacity],
    [0.8, '#ffffff', opacity],
    [1, '#ffffff', 0],
  ])
  return `<rect x="${x}" y="${top}" width="${width}" height="${bottom - top}" rx="${width / 2}" fill="${fade}"/>`
}

function collar(defs: Defs, color: string, x: number, y: number, width: number, height: number): string {
  const lines = Array.from({ length: Math.floor(height / 6) }, (_, i) => y + 4 + i * 6)
    .map(
      (ly) =>
        `<line x1="${x}" y1="${ly}" x2="${x + width}" y2="${ly}" stroke="${darken(color, 0.35)}" stroke-width="1" opacity="0.25"/>`,
    )
    .join('')
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="3" fill="${metalShade(defs, color)}"/>${lines}`
}

function pumpHead(defs: Defs, color: string, collarTop: number): string {
  const y = collarTop
  return [
    `<rect x="-7" y="${y - 22}" width="14" height="24" fill="${cylinderShade(defs, color, 0.3)}"/>`,
    `<path d="M-40 ${y - 30}Q-40 ${y - 22} -32 ${y - 22}H32Q40 ${y - 22} 40 ${y - 30}V${y - 42}Q40 ${y - 50} 32 ${y - 50}H-32Q-40 ${y - 50} -40 ${y - 42}Z" fill="${cylinderShade(defs, color, 0.4)}"/>`,
    `<path d="M34 ${y - 46}H80Q88 ${y - 46} 88 ${y - 40}Q88 ${y - 35} 82 ${y - 35}H34Z" fill="${cylinderShade(defs, color, 0.3)}"/>`,
  ].join('')
}

/** Dark ink on light packaging, white on dark packaging. */
export function ink(background: string): string {
  return luminance(background) > 0.62 ? '#2f4a50' : '#ffffff'
}

function labelText(item: ItemArt, x: number, y: number, size: number, background: string): string {
  const color = ink(background)
  const parts = [strokeText(BRAND, x, y, { size, color, weight: size / 9, tracking: 0.55, anchor: 'middle' })]
  parts.push(
    `<line x1="${x - 16}" y1="${y + size + 9}" x2="${x + 16}" y2="${y + size + 9}" stroke="${color}" stroke-width="1" opacity="0.7"/>`,
  )
  if (item.word) {
    parts.push(
      strokeText(item.word, x, y + size + 18, {
        size: size * 0.42,
        color,
        weight: 1,
        tracking: 0.5,
        anchor: 'middle',
        opacity: 0.85,
      }),
    )
  }
  return parts.join('')
}

/** The brand written bottom-to-top along a slim item (lipstick case, mascara). */
function verticalWord(word: string, x: number, y: number, color: string): string {
  return `<g transform="translate(${x} ${y}) rotate(-90)">${strokeText(word, 0, -6, { size: 12, color, weight: 1.3, tracking: 0.6, anchor: 'middle', opacity: 0.85 })}</g>`
}

type Point = readonly [number, number]
type Quad = readonly [Point, Point, Point, Point]

function bilinear(quad: Quad, u: number, v: number): Point {
  const [a, b, c, d] = quad
  const top: Point = [a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u]
  const bottom: Point = [d[0] + (c[0] - d[0]) * u, d[1] + (c[1] - d[1]) * u]
  return [top[0] + (bottom[0] - top[0]) * v, top[1] + (bottom[1] - top[1]) * v]
}

function polygon(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${round(x)} ${round(y)}`).join('L')}Z`
}

/** Nine eyeshadow tones around one key colour: highlights, mids, deep shades and a warm shimmer. */
export function paletteTones(base: string): string[] {
  return [
    lighten(base, 0.7),
    mix(base, '#f3d2bd', 0.55),
    lighten(base, 0.35),
    mix(base, '#d9a55b', 0.45),
    base,
    mix(base, '#c0625e', 0.35),
    darken(base, 0.2),
    mix(base, '#6b4136', 0.5),
    darken(base, 0.45),
  ]
}
