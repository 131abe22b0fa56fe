// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { boxStyle, zoneBoxes, type HotZone } from './hot-zone'

const zone = (x: number, y: number, width: number, height: number): HotZone => ({
  x,
  y,
  width,
  height,
  link: '/pages/classify/index?id=1',
  remark: null,
})

/** Where a box lands in pixels on an image of `image` own size rendered `renderedWidth` wide. */
const pixels = (image: { width: number; height: number }, z: HotZone, renderedWidth: number) => {
  const [box] = zoneBoxes(image, [z])
  const renderedHeight = (renderedWidth * image.height) / image.width
  return box
    ? [box.left * renderedWidth, box.top * renderedHeight, box.width * renderedWidth, box.height * renderedHeight]
    : null
}

describe('hot-zone geometry', () => {
  const image = { width: 750, height: 400 }

  it.each([
    ['rendered at its own width', zone(375, 200, 375, 200), 750, [375, 200, 375, 200]],
    ['rendered at 343 px (375 wide screen, page padding)', zone(375, 200, 375, 200), 343, [171.5, 91.47, 171.5, 91.47]],
    ['rendered at 375 px', zone(0, 0, 375, 400), 375, [0, 0, 187.5, 200]],
    ['rendered at 430 px (the H5 column cap)', zone(150, 100, 300, 50), 430, [86, 57.33, 172, 28.67]],
    ['a zone running off the right edge is cut there', zone(600, 0, 300, 100), 375, [300, 0, 75, 50]],
    ['a zone starting above the image is cut at the top', zone(0, -100, 100, 200), 750, [0, 0, 100, 100]],
  ])('%s', (_name, z, renderedWidth, expected) => {
    const got = pixels(image, z, renderedWidth)!
    got.forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 2))
  })

  it('drops zones wholly outside the image, and every zone of an image without a size', () => {
    expect(zoneBoxes(image, [zone(800, 0, 100, 100), zone(0, 400, 10, 10)])).toEqual([])
    expect(zoneBoxes({ width: 0, height: 400 }, [zone(0, 0, 10, 10)])).toEqual([])
  })

  it('keeps the order and the zone itself (its link and remark)', () => {
    const zones = [zone(0, 0, 375, 400), { ...zone(375, 0, 375, 200), remark: '彩妆专区' }]
    expect(zoneBoxes(image, zones).map((b) => b.zone)).toEqual(zones)
  })

  it('styles a box in percentages of the rendered image', () => {
    const [box] = zoneBoxes(image, [zone(375, 200, 375, 100)])
    expect(boxStyle(box!)).toEqual({ left: '50%', top: '50%', width: '50%', height: '25%' })
  })
})
