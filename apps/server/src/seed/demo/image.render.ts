import { Resvg } from '@resvg/resvg-js'
import type { PlannedImage } from './image.plan'
import { encodePng } from './png.encoder'

/** See encodePng: keeps the committed pictures under 10 MB with no banding visible at phone size. */
const COLOR_STEP = 2

/** Renders one planned picture to PNG bytes, the same bytes on every run and machine. */
export function renderPng({ file, width, height, svg }: PlannedImage): Buffer {
  // No system fonts: every letter is drawn as a path.
  const rendered = new Resvg(svg(), {
    font: { loadSystemFonts: false },
    fitTo: { mode: 'width', value: width },
  }).render()
  if (rendered.height !== height)
    throw new Error(`${file}: drawn ${rendered.width}×${rendered.height}, planned ${width}×${height}`)
  return encodePng(rendered.width, rendered.height, rendered.pixels, COLOR_STEP)
}
