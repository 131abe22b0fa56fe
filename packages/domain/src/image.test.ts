import { describe, expect, it } from 'vitest'
import { imageSrcSet, imageWidthFor, isSizedImagePath, sizedImagePath } from './image'

describe('sized pictures', () => {
  it('picks the smallest width that covers the pixels, the largest when none does', () => {
    expect(imageWidthFor(1)).toBe(160)
    expect(imageWidthFor(160)).toBe(160)
    expect(imageWidthFor(721)).toBe(750)
    expect(imageWidthFor(1125)).toBe(1080)
  })

  it("sizes the server's own pictures only", () => {
    expect(isSizedImagePath('/uploads/0a1b.JPG')).toBe(true)
    expect(sizedImagePath('/assets/goods/a.png', 480)).toBe('/assets/goods/a.png?w=480')
    for (const other of ['https://cdn.example/a.png', '/uploads/invoice.pdf', '/assets/a.png?w=160', 'data:,'])
      expect(sizedImagePath(other, 480), other).toBe(other)
  })

  it('lists every width in a srcset, after the origin given', () => {
    expect(imageSrcSet('/assets/a.png', 'https://shop.example')).toBe(
      [160, 320, 480, 640, 750, 1080].map((w) => `https://shop.example/assets/a.png?w=${w} ${w}w`).join(', '),
    )
  })
})
