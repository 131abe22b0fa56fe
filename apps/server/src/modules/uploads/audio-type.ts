/**
 * The recordings a blessing may be (the mini-program's recorder writes mp3 or aac; iOS and Android voice memos are
 * m4a), recognised by their first bytes like the images (never by the name or the claimed type).
 */
const SIGNATURES = [
  // An ID3 tag, or an MPEG audio frame's sync word with layer III.
  {
    mime: 'audio/mpeg',
    ext: 'mp3',
    matches: (b: Buffer) =>
      b.subarray(0, 3).toString('latin1') === 'ID3' || (b.length >= 2 && b[0] === 0xff && (b[1]! & 0xe6) === 0xe2),
  },
  // An ISO media file (ftyp box) of an audio brand.
  {
    mime: 'audio/mp4',
    ext: 'm4a',
    matches: (b: Buffer) =>
      b.subarray(4, 8).toString('latin1') === 'ftyp' &&
      ['M4A ', 'M4B ', 'mp42', 'isom'].includes(b.subarray(8, 12).toString('latin1')),
  },
  // An ADTS frame: sync word, layer 0.
  { mime: 'audio/aac', ext: 'aac', matches: (b: Buffer) => b.length >= 2 && b[0] === 0xff && (b[1]! & 0xf6) === 0xf0 },
] as const

export function audioType(data: Buffer): { mime: string; ext: string } | null {
  const found = SIGNATURES.find((s) => s.matches(data))
  return found ? { mime: found.mime, ext: found.ext } : null
}
