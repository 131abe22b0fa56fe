import { deflateSync } from 'node:zlib'

/**
 * A small PNG encoder for the demo images: truecolour, alpha only when some pixel needs it, the best of the five
 * PNG row filters per row and maximum deflate. It is deterministic, so re-running the generator leaves git clean.
 * Input is premultiplied RGBA (what resvg renders), as one byte per channel.
 *
 * `colorStep` > 1 rounds colour channels to multiples of it: soft gradients then repeat exactly along rows and
 * columns and pack about a quarter smaller, while a step of 2 stays below what the eye separates at phone size.
 */
export function encodePng(width: number, height: number, premultipliedRgba: Uint8Array, colorStep = 1): Buffer {
  const rgba = unpremultiply(premultipliedRgba, colorStep)
  const opaque = rgba.every((value, index) => index % 4 !== 3 || value === 255)
  const channels = opaque ? 3 : 4
  const stride = width * channels
  const raw = new Uint8Array(height * stride)
  for (let pixel = 0, target = 0; pixel < width * height; pixel++) {
    for (let c = 0; c < channels; c++) raw[target++] = rgba[pixel * 4 + c]!
  }
  const filtered = Buffer.alloc(height * (stride + 1))
  const candidate = new Uint8Array(stride)
  const best = new Uint8Array(stride)
  for (let y = 0; y < height; y++) {
    let bestScore = Infinity
    let bestFilter = 0
    for (let filter = 0; filter < 5; filter++) {
      const score = filterRow(raw, y, stride, channels, filter, candidate)
      if (score < bestScore) {
        bestScore = score
        bestFilter = filter
        best.set(candidate)
      }
    }
    filtered[y * (stride + 1)] = bestFilter
    filtered.set(best, y * (stride + 1) + 1)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = opaque ? 2 : 6 // colour type: RGB or RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered, { level: 9, memLevel: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Reads width and height from a PNG's header (used by the tests to check sizes without decoding). */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = Buffer.from(png.buffer, png.byteOffset, png.byteLength)
  if (view.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG')
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) }
}

function unpremultiply(source: Uint8Array, step: number): Uint8Array {
  const out = new Uint8Array(source.length)
  for (let i = 0; i < source.length; i += 4) {
    const alpha = source[i + 3]!
    for (let c = 0; c < 3; c++) {
      const value = alpha === 0 ? 0 : (source[i + c]! * 255) / alpha
      out[i + c] = Math.min(255, Math.round(value / step) * step)
    }
    out[i + 3] = alpha
  }
  return out
}

/** Writes one filtered row into `out` and answers its score (sum of bytes as signed values: lower packs better). */
function filterRow(raw: Uint8Array, y: number, stride: number, bpp: number, filter: number, out: Uint8Array): number {
  const row = y * stride
  const above = row - stride
  let score = 0
  for (let x = 0; x < stride; x++) {
    const value = raw[row + x]!
    const left = x >= bpp ? raw[row + x - bpp]! : 0
    const up = y > 0 ? raw[above + x]! : 0
    const upLeft = y > 0 && x >= bpp ? raw[above + x - bpp]! : 0
    let predicted = 0
    if (filter === 1) predicted = left
    else if (filter === 2) predicted = up
    else if (filter === 3) predicted = (left + up) >> 1
    else if (filter === 4) predicted = paeth(left, up, upLeft)
    const byte = (value - predicted) & 0xff
    out[x] = byte
    score += byte < 128 ? byte : 256 - byte
  }
  return score
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}
