import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import subsetFont from 'subset-font'
import type { Plugin } from 'vite'

/**
 * The five brand font families of spec §9 (docs/personal-centre.md "Brand fonts" has the mapping and why): open-licensed (SIL OFL)
 * fonts from the npm registry, each named for the role it plays in the shop.
 */
export const BRAND_FONTS = [
  // 标题宋体: section titles and headings in Chinese.
  { family: 'Lanji Song', source: '@fontsource/noto-serif-sc', weight: 600 },
  // 小薇体: gentle notes (the empty states' titles).
  { family: 'Lanji Note', source: '@fontsource/zcool-xiaowei', weight: 400 },
  // 手写: greetings (the personal centre's welcome, gift cards).
  { family: 'Lanji Script', source: '@fontsource/ma-shan-zheng', weight: 400 },
  // Latin serif: the Latin letters of titles, before the 宋体.
  { family: 'Lanji Serif', source: '@fontsource/playfair-display', weight: 600 },
  // Figures: prices and counts.
  { family: 'Lanji Numeric', source: '@fontsource/montserrat', weight: 500 },
] as const

/** Where the subsets are kept between builds (a subset is made again only when its font or characters change). */
const CACHE = join(__dirname, '..', 'node_modules', '.cache', 'brand-fonts')

/** Every character the app's own source writes (its UI text), and printable ASCII: what the subsets keep. */
export function charactersUsed(sourceRoot: string): string {
  const chars = new Set<string>()
  for (let c = 0x20; c < 0x7f; c++) chars.add(String.fromCharCode(c))
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) visit(path)
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const char of readFileSync(path, 'utf8')) if (char.codePointAt(0)! > 0x7f) chars.add(char)
      }
    }
  }
  visit(sourceRoot)
  return [...chars].sort().join('')
}

interface Face {
  file: string
  ranges: Array<[number, number]>
}

/** The woff2 files of a fontsource weight and the code points each covers (from its own CSS). */
function facesOf(source: string, weight: number): Face[] {
  const root = dirname(require.resolve(`${source}/package.json`))
  const css = readFileSync(join(root, `${weight}.css`), 'utf8')
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, body]) => {
    const file = /url\(\.\/([^)]+\.woff2)\)/.exec(body!)?.[1]
    const range = /unicode-range:\s*([^;]+);/.exec(body!)?.[1]
    if (!file || !range) return []
    const ranges = range.split(',').map((part): [number, number] => {
      const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-')
      return [parseInt(from!, 16), parseInt(to!, 16)]
    })
    return [{ file: join(root, file), ranges }]
  })
}

const hex = (code: number) => code.toString(16)

/** Code points as a unicode-range, runs joined (U+4e00-4e03,U+4f60). */
export function unicodeRange(codes: number[]): string {
  const runs: Array<[number, number]> = []
  for (const code of [...codes].sort((a, b) => a - b)) {
    const last = runs.at(-1)
    if (last && code === last[1] + 1) last[1] = code
    else runs.push([code, code])
  }
  return runs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',')
}

async function subsetOf(face: Face, text: string): Promise<Buffer> {
  const font = readFileSync(face.file)
  const key = createHash('sha1').update(font).update(text).digest('hex').slice(0, 16)
  const cached = join(CACHE, `${key}.woff2`)
  if (existsSync(cached)) return readFileSync(cached)
  const subset = await subsetFont(font, text, { targetFormat: 'woff2' })
  mkdirSync(CACHE, { recursive: true })
  writeFileSync(cached, subset)
  return subset
}

/**
 * H5 only: the five brand families, subset at build time (subset-font, harfbuzz's hb-subset) to the characters the
 * app's source uses, split as fontsource splits them so a page downloads only the parts it shows. The @font-face
 * rules go inline into index.html with font-display: swap: nothing blocks the first paint, text shows in the system
 * font until a family arrives. Font files are not scripts: the H5 JS budget (e2e/h5-size.e2e.ts) is unchanged.
 */
export function brandFonts(sourceRoot: string): Plugin {
  let css = ''
  return {
    name: 'shop:brand-fonts',
    apply: 'build',
    async buildStart() {
      const text = charactersUsed(sourceRoot)
      const rules: string[] = []
      for (const { family, source, weight } of BRAND_FONTS) {
        const slug = family.toLowerCase().replace(/\s+/g, '-')
        for (const [i, face] of facesOf(source, weight).entries()) {
          const codes = [...text]
            .map((char) => char.codePointAt(0)!)
            .filter((code) => face.ranges.some(([from, to]) => code >= from && code <= to))
          if (codes.length === 0) continue
          const subset = await subsetOf(face, String.fromCodePoint(...codes))
          const name = `static/fonts/${slug}-${i}.${createHash('sha1').update(subset).digest('hex').slice(0, 8)}.woff2`
          this.emitFile({ type: 'asset', fileName: name, source: subset })
          rules.push(
            `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};font-display:swap;` +
              `src:url(/${name}) format('woff2');unicode-range:${unicodeRange(codes)}}`,
          )
        }
      }
      css = rules.join('')
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'style', attrs: { id: 'brand-fonts' }, children: css, injectTo: 'head' }],
    },
  }
}
