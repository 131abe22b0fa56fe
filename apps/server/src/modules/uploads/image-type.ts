/** The image types customers may upload, recognised by their first bytes (never by the name or the claimed type). */
const SIGNATURES = [
  {
    mime: 'image/jpeg',
    ext: 'jpg',
    matches: (b: Buffer) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    mime: 'image/png',
    ext: 'png',
    matches: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    mime: 'image/gif',
    ext: 'gif',
    matches: (b: Buffer) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  {
    mime: 'image/webp',
    ext: 'webp',
    matches: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const

export function imageType(data: Buffer): { mime: string; ext: string } | null {
  const found = SIGNATURES.find((s) => s.matches(data))
  return found ? { mime: found.mime, ext: found.ext } : null
}
