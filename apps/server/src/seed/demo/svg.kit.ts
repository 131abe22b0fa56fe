/**
 * The drawing kit of the demo images: colour arithmetic, gradient/filter definitions and a tiny stroke font, so every
 * picture is plain SVG that resvg renders the same way on every machine (no system fonts, no randomness).
 */

export type Stop = readonly [offset: number, color: string, opacity?: number]

export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a)
  const [br, bg, bb] = rgb(b)
  const channel = (x: number, y: number) => Math.round(x + (y - x) * t)
  return `#${[channel(ar, br), channel(ag, bg), channel(ab, bb)].map((v) => v.toString(16).padStart(2, '0')).join('')}`
}

export const lighten = (color: string, t: number) => mix(color, '#ffffff', t)
/** Darkens towards a deep warm grey rather than black, which keeps shadows soft and in the palette. */
export const darken = (color: string, t: number) => mix(color, '#2a2326', t)

function rgb(color: string): [number, number, number] {
  const value = color.replace('#', '')
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number]
}

/** Relative luminance in 0..1, to pick light or dark ink on a colour. */
export function luminance(color: string): number {
  const [r, g, b] = rgb(color)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

/** Collects the <defs> of one picture and hands out unique ids. */
export class Defs {
  private readonly items: string[] = []

  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.nextId('l')
    this.items.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.nextId('r')
    this.items.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsSvg(stops)}</radialGradient>`)
    return `url(#${id})`
  }

  blur(deviation: number): string {
    const id = this.nextId('f')
    this.items.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    )
    return `url(#${id})`
  }

  /** Turns whatever it is applied to into a soft dark shadow of the same outline. */
  silhouetteShadow(opacity: number, deviation: number): string {
    const id = this.nextId('f')
    this.items.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feColorMatrix type="matrix" values="0 0 0 0 0.16 0 0 0 0 0.12 0 0 0 0 0.14 0 0 0 ${opacity} 0"/><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    )
    return `url(#${id})`
  }

  clip(shape: string): string {
    const id = this.nextId('c')
    this.items.push(`<clipPath id="${id}">${shape}</clipPath>`)
    return `url(#${id})`
  }

  toString(): string {
    return `<defs>${this.items.join('')}</defs>`
  }

  private nextId(prefix: string): string {
    return `${prefix}${this.items.length}`
  }
}

function stopsSvg(stops: readonly Stop[]): string {
  return stops
    .map(([offset, color, opacity]) => {
      const alpha = opacity === undefined ? '' : ` stop-opacity="${opacity}"`
      return `<stop offset="${offset}" stop-color="${color}"${alpha}/>`
    })
    .join('')
}

export function svgDocument(width: number, height: number, defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs}${body}</svg>`
}

/** Horizontal shading of a round body (bottle, jar, tube): dark rims, a soft highlight left of centre. */
export function cylinderShade(defs: Defs, color: string, gloss = 0.45): string {
  return defs.linear(
    [
      [0, darken(color, 0.28)],
      [0.1, darken(color, 0.06)],
      [0.28, lighten(color, gloss)],
      [0.42, color],
      [0.82, darken(color, 0.1)],
      [1, darken(color, 0.3)],
    ],
    0,
    0,
    1,
    0,
  )
}

/** Brushed-metal shading for caps and collars. */
export function metalShade(defs: Defs, color: string): string {
  return defs.linear(
    [
      [0, darken(color, 0.35)],
      [0.18, lighten(color, 0.25)],
      [0.32, lighten(color, 0.6)],
      [0.5, color],
      [0.7, darken(color, 0.15)],
      [0.86, lighten(color, 0.2)],
      [1, darken(color, 0.4)],
    ],
    0,
    0,
    1,
    0,
  )
}

/**
 * Stroke glyphs on a 10-unit cap height (y grows down, baseline at 10). Thin strokes with wide tracking read like a
 * cosmetics label, and drawing them ourselves keeps the images free of system fonts.
 */
const GLYPHS: Record<string, { width: number; d: string }> = {
  A: { width: 7, d: 'M0 10L3.5 0L7 10M1.3 6.6H5.7' },
  B: { width: 6, d: 'M0 10V0H3.4A2.4 2.4 0 0 1 3.4 4.8H0M3.4 4.8H3.6A2.6 2.6 0 0 1 3.6 10H0' },
  C: { width: 8.6, d: 'M8.54 1.46A5 5 0 1 0 8.54 8.54' },
  D: { width: 8, d: 'M0 0V10H3A5 5 0 0 0 3 0Z' },
  E: { width: 6, d: 'M6 0H0V10H6M0 5H5' },
  F: { width: 6, d: 'M6 0H0V10M0 5H5' },
  G: { width: 10, d: 'M8.54 1.46A5 5 0 1 0 10 5H6' },
  H: { width: 7, d: 'M0 0V10M7 0V10M0 5H7' },
  I: { width: 0, d: 'M0 0V10' },
  J: { width: 5, d: 'M5 0V7A2.5 2.5 0 0 1 0 7' },
  K: { width: 6.5, d: 'M0 0V10M6.3 0L0 6M2 4.2L6.5 10' },
  L: { width: 5.5, d: 'M0 0V10H5.5' },
  M: { width: 9, d: 'M0 10V0L4.5 10L9 0V10' },
  N: { width: 7, d: 'M0 10V0L7 10V0' },
  O: { width: 10, d: 'M5 0A5 5 0 1 1 5 10A5 5 0 1 1 5 0Z' },
  P: { width: 6.2, d: 'M0 10V0H3.5A2.7 2.7 0 0 1 3.5 5.4H0' },
  Q: { width: 10, d: 'M5 0A5 5 0 1 1 5 10A5 5 0 1 1 5 0ZM6.6 7L10 10.4' },
  R: { width: 6.5, d: 'M0 10V0H3.5A2.7 2.7 0 0 1 3.5 5.4H0M3.4 5.4L6.5 10' },
  S: { width: 6, d: 'M5.8 1.4Q4.9 0 3 0Q0.2 0 0.2 2.5Q0.2 4.3 3 5Q6 5.7 6 7.6Q6 10 3 10Q0.9 10 0 8.5' },
  T: { width: 7, d: 'M0 0H7M3.5 0V10' },
  U: { width: 7, d: 'M0 0V6.5A3.5 3.5 0 0 0 7 6.5V0' },
  V: { width: 7, d: 'M0 0L3.5 10L7 0' },
  W: { width: 10, d: 'M0 0L2.5 10L5 2L7.5 10L10 0' },
  X: { width: 6.5, d: 'M0 0L6.5 10M6.5 0L0 10' },
  Y: { width: 7, d: 'M0 0L3.5 5L7 0M3.5 5V10' },
  Z: { width: 6.5, d: 'M0 0H6.5L0 10H6.5' },
  '0': { width: 6, d: 'M3 0A3 5 0 1 1 3 10A3 5 0 1 1 3 0Z' },
  '1': { width: 3, d: 'M0.6 2L3 0V10' },
  '2': { width: 6, d: 'M0.2 2.6A2.9 2.7 0 0 1 5.9 2.9Q5.9 4.6 0 10H6' },
  '3': { width: 6, d: 'M0.4 1.2Q1.6 0 3 0Q5.7 0 5.7 2.5Q5.7 4.7 2.6 4.8Q6 4.8 6 7.4Q6 10 3 10Q1.2 10 0 8.6' },
  '4': { width: 6.5, d: 'M5 10V0L0 7.2H6.5' },
  '5': { width: 6, d: 'M5.6 0H0.8L0.4 4.6Q1.5 3.7 3 3.7Q6 3.7 6 6.9Q6 10 3 10Q1.1 10 0 8.7' },
  '6': { width: 6, d: 'M5.2 0.6Q4.3 0 3.2 0Q0 0 0 6Q0 10 3 10Q6 10 6 6.9Q6 4 3.1 4Q1 4 0.1 5.8' },
  '7': { width: 6, d: 'M0 0H6L2 10' },
  '8': { width: 6, d: 'M3 4.7A2.6 2.35 0 1 1 3 0A2.6 2.35 0 1 1 3 4.7A3 2.65 0 1 0 3 10A3 2.65 0 1 0 3 4.7Z' },
  '9': { width: 6, d: 'M0.8 9.4Q1.7 10 2.8 10Q6 10 6 4Q6 0 3 0Q0 0 0 3.1Q0 6 2.9 6Q5 6 5.9 4.2' },
  '.': { width: 0, d: 'M0 9.9V10' },
  '&': {
    width: 7,
    d: 'M7 10L1.4 3.6Q0.6 2.6 1 1.4Q1.5 0 3 0Q4.6 0 4.8 1.6Q5 3.3 2.6 4.9Q0 6.6 0 8Q0 10 2.6 10Q4.6 10 6.6 6.6',
  },
  '-': { width: 3.5, d: 'M0 6H3.5' },
  '%': {
    width: 8,
    d: 'M8 0L0 10M2 0A1.6 1.8 0 1 1 2 3.6A1.6 1.8 0 1 1 2 0ZM6 6.4A1.6 1.8 0 1 1 6 10A1.6 1.8 0 1 1 6 6.4Z',
  },
}

export interface TextStyle {
  /** Cap height in pixels. */
  size: number
  color: string
  /** Stroke width in pixels. */
  weight?: number
  /** Gap between letters, as a share of the cap height. */
  tracking?: number
  anchor?: 'start' | 'middle' | 'end'
  opacity?: number
}

const SPACE_WIDTH = 4

/** Width in pixels of `text` in the stroke font. */
export function textWidth(text: string, style: Pick<TextStyle, 'size' | 'tracking'>): number {
  const scale = style.size / 10
  const gap = (style.tracking ?? 0.35) * 10
  let width = 0
  for (const char of text.toUpperCase()) width += (char === ' ' ? SPACE_WIDTH : (GLYPHS[char]?.width ?? 0)) + gap
  return Math.max(0, (width - gap) * scale)
}

/** Draws `text` (Latin capitals, digits, a few signs) with its top-left, top-centre or top-right at x, y. */
export function strokeText(text: string, x: number, y: number, style: TextStyle): string {
  const scale = style.size / 10
  const gap = (style.tracking ?? 0.35) * 10
  const width = textWidth(text, style)
  const startX = style.anchor === 'middle' ? x - width / 2 : style.anchor === 'end' ? x - width : x
  const parts: string[] = []
  let cursor = 0
  for (const char of text.toUpperCase()) {
    const glyph = GLYPHS[char]
    if (char !== ' ' && !glyph) throw new Error(`stroke font has no glyph for "${char}"`)
    if (glyph) parts.push(`<path transform="translate(${round(cursor)} 0)" d="${glyph.d}"/>`)
    cursor += (glyph ? glyph.width : SPACE_WIDTH) + gap
  }
  const weight = (style.weight ?? Math.max(1, style.size / 9)) / scale
  const opacity = style.opacity === undefined ? '' : ` opacity="${style.opacity}"`
  return `<g transform="translate(${round(startX)} ${round(y)}) scale(${round(scale)})" fill="none" stroke="${style.color}" stroke-width="${round(weight)}" stroke-linecap="round" stroke-linejoin="round"${opacity}>${parts.join('')}</g>`
}

export function round(value: number): number {
  return Math.round(value * 100) / 100
}

/** A small deterministic pseudo-random sequence (mulberry32), seeded from a name, for prop placement. */
export function seededRandom(seed: string): () => number {
  let state = 0
  for (const char of seed) state = (Math.imul(state, 31) + char.charCodeAt(0)) | 0
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
