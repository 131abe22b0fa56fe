import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { encodePng, pngSize } from './png.encoder'

/** A minimal PNG reader (8-bit RGB/RGBA, one IDAT stream) to check the encoder against. */
function decode(png: Buffer): { width: number; height: number; colorType: number; pixels: Uint8Array } {
  let offset = 8
  const idat: Buffer[] = []
  let width = 0
  let height = 0
  let colorType = 0
  while (offset < png.length) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('latin1', offset + 4, offset + 8)
    const data = png.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      width = data.readUInt32BE(0)
      height = data.readUInt32BE(4)
      colorType = data[9]!
    }
    if (type === 'IDAT') idat.push(data)
    offset += 12 + length
  }
  const bpp = colorType === 6 ? 4 : 3
  const stride = width * bpp
  const raw = inflateSync(Buffer.concat(idat))
  const pixels = new Uint8Array(height * stride)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!
    for (let x = 0; x < stride; x++) {
      const left = x >= bpp ? pixels[y * stride + x - bpp]! : 0
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0
      const upLeft = y > 0 && x >= bpp ? pixels[(y - 1) * stride + x - bpp]! : 0
      const p = left + up - upLeft
      const paeth =
        Math.abs(p - left) <= Math.abs(p - up) && Math.abs(p - left) <= Math.abs(p - upLeft)
          ? left
          : Math.abs(p - up) <= Math.abs(p - upLeft)
            ? up
            : upLeft
      const predicted = [0, left, up, (left + up) >> 1, paeth][filter]!
      pixels[y * stride + x] = (raw[y * (stride + 1) + 1 + x]! + predicted) & 0xff
    }
  }
  return { width, height, colorType, pixels }
}

/** An opaque test card: a gradient, a hard edge and noise, so every row filter gets chosen somewhere. */
function testCard(width: number, height: number): Uint8Array {
  const rgba = new Uint8Array(width * height * 4)
  let seed = 7
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      const i = (y * width + x) * 4
      rgba[i] = (x * 9) & 0xff
      rgba[i + 1] = y < height / 2 ? 40 : 200
      rgba[i + 2] = seed & 0xff
      rgba[i + 3] = 255
    }
  }
  return rgba
}

describe('encodePng', () => {
  it('round-trips an opaque picture as RGB', () => {
    const rgba = testCard(37, 23)
    const decoded = decode(encodePng(37, 23, rgba))
    expect([decoded.width, decoded.height, decoded.colorType]).toEqual([37, 23, 2])
    expect([...decoded.pixels]).toEqual([...rgba].filter((_, i) => i % 4 !== 3))
  })

  it('keeps alpha and un-premultiplies colour when a pixel is transparent', () => {
    // Premultiplied half-transparent red, then a fully transparent pixel.
    const decoded = decode(encodePng(2, 1, new Uint8Array([128, 0, 0, 128, 0, 0, 0, 0])))
    expect(decoded.colorType).toBe(6)
    expect([...decoded.pixels]).toEqual([255, 0, 0, 128, 0, 0, 0, 0])
  })

  it.each([
    [1, [101, 102, 103]],
    [2, [102, 102, 104]],
    [4, [100, 104, 104]],
  ])('rounds colour channels to multiples of %i', (step, expected) => {
    const decoded = decode(encodePng(1, 1, new Uint8Array([101, 102, 103, 255]), step))
    expect([...decoded.pixels]).toEqual(expected)
  })

  it('is deterministic and reports its size', () => {
    const rgba = testCard(16, 9)
    const png = encodePng(16, 9, rgba)
    expect(png.equals(encodePng(16, 9, rgba))).toBe(true)
    expect(pngSize(png)).toEqual({ width: 16, height: 9 })
  })
})
