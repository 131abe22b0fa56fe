/** A hot zone as the server sends it: a rectangle in the image's own pixels. */
export interface HotZone {
  x: number
  y: number
  width: number
  height: number
  link: string | null
  remark: string | null
}

/** A zone's place as fractions (0–1) of the image, so it scales with whatever width the image is rendered at. */
export interface ZoneBox {
  left: number
  top: number
  width: number
  height: number
  zone: HotZone
}

const clamp = (n: number) => Math.min(1, Math.max(0, n))

/**
 * The tappable boxes of a hot-zone image. The image keeps its aspect ratio, so one scale (rendered width / own
 * width) applies to both axes: a fraction of the own size is the same fraction of the rendered size. Parts of a
 * zone outside the image are cut off; zones left with no area are dropped.
 */
export function zoneBoxes(image: { width: number; height: number }, zones: readonly HotZone[]): ZoneBox[] {
  if (!(image.width > 0 && image.height > 0)) return []
  return zones.flatMap((zone) => {
    const left = clamp(zone.x / image.width)
    const top = clamp(zone.y / image.height)
    const right = clamp((zone.x + zone.width) / image.width)
    const bottom = clamp((zone.y + zone.height) / image.height)
    return right > left && bottom > top ? [{ left, top, width: right - left, height: bottom - top, zone }] : []
  })
}

/** CSS percentages of a box (the rendered image is the box's containing block). */
export function boxStyle(box: ZoneBox): Record<'left' | 'top' | 'width' | 'height', string> {
  const pct = (f: number) => `${Number((f * 100).toFixed(4))}%`
  return { left: pct(box.left), top: pct(box.top), width: pct(box.width), height: pct(box.height) }
}
