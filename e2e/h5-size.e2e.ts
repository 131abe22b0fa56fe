import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from './support/browser'
import { here } from './support/shop'

// Issue budget: the H5 home page's first load is at most 200 KB of JS on the wire. Measured in Chromium from what the
// page really loads: the body bytes each script and style sheet took on the wire (the server sends the build's
// brotli or gzip copy), so a new dependency that reaches the home page, or a file sent uncompressed, shows here. A
// size does not depend on how busy the machine is, so this one is held, not just printed.
const BUDGET_KB = 200

const browser = useBrowser()

interface Loaded {
  name: string
  type: 'script' | 'stylesheet'
  wireBytes: number
  encoding: string | undefined
}

test(`the H5 home page loads at most ${BUDGET_KB} KB of JS on the wire, every script and style sheet compressed`, async () => {
  const { page, context } = await openPhone(browser())
  const loaded: Promise<Loaded>[] = []
  page.on('requestfinished', (request) => {
    const type = request.resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    loaded.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()])
        return {
          name: new URL(request.url()).pathname.split('/').pop()!,
          type,
          wireBytes: sizes.responseBodySize,
          encoding: response?.headers()['content-encoding'],
        }
      })(),
    )
  })
  await page.goto('/pages/index/index')
  await here(page).getByText('搜索商品').first().waitFor()
  await page.waitForLoadState('networkidle')
  const files = await Promise.all(loaded)
  const kb = (type: Loaded['type']) =>
    files.filter((file) => file.type === type).reduce((sum, file) => sum + file.wireBytes, 0) / 1024
  const scriptKb = kb('script')
  console.log(
    `H5 home first load on the wire: ${scriptKb.toFixed(1)} KB JS (budget ${BUDGET_KB} KB) and ` +
      `${kb('stylesheet').toFixed(1)} KB CSS in ${files.length} files: ` +
      files.map((file) => `${file.name} ${(file.wireBytes / 1024).toFixed(1)} ${file.encoding ?? 'raw'}`).join(', '),
  )
  expect(files.filter((file) => file.type === 'script').length).toBeGreaterThan(0)
  expect(files.filter((file) => file.encoding !== 'br').map((file) => file.name)).toEqual([])
  expect(scriptKb).toBeLessThanOrEqual(BUDGET_KB)
  await context.close()
})

/** What the test reads of an <img> (the e2e files are typed without the DOM). */
interface ShownImage {
  complete: boolean
  naturalWidth: number
  currentSrc: string
}

// ADR 0040: the home's pictures come as WebP at the width the phone shows them, and the hot zone (its largest
// picture) is fetched once, by the preload index.html names, before app.js has run.
test('the H5 home shows its pictures as WebP at their shown size, the hot zone preloaded and fetched once', async () => {
  const { page, context } = await openPhone(browser())
  const pictures: { url: string; type: string | undefined; bytes: number }[] = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'image' || !request.url().includes('/assets/')) return
    void Promise.all([request.response(), request.sizes()]).then(([response, sizes]) =>
      pictures.push({
        url: new URL(request.url()).pathname + new URL(request.url()).search,
        type: response?.headers()['content-type'],
        bytes: sizes.responseBodySize,
      }),
    )
  })
  await page.goto('/pages/index/index')
  const hotZone = page.locator('img[src*="/assets/hotzone/"]')
  await expect
    .poll(() =>
      hotZone.evaluate((img) => (img as unknown as ShownImage).complete && (img as unknown as ShownImage).naturalWidth),
    )
    .toBeTruthy()
  await page.waitForLoadState('networkidle')
  await snap(page, 'h5-home-pictures')

  // 375 px at this phone's pixel ratio (2) is 750 px: the browser picks the copy 750 wide from the srcset (its
  // naturalWidth is then 375 CSS px: 750 pixels at density 2).
  const shown = await hotZone.evaluate((element) => {
    const img = element as unknown as ShownImage
    return { src: img.currentSrc, width: img.naturalWidth }
  })
  expect(shown).toEqual({ src: expect.stringMatching(/\/assets\/hotzone\/home\.png\?w=750$/), width: 375 })
  const hotZoneRequests = pictures.filter((p) => p.url.startsWith('/assets/hotzone/'))
  expect(hotZoneRequests).toEqual([
    { url: '/assets/hotzone/home.png?w=750', type: 'image/webp', bytes: expect.any(Number) },
  ])
  expect(hotZoneRequests[0]!.bytes).toBeLessThan(20 * 1024)
  expect(pictures.length).toBeGreaterThan(3)
  expect(pictures.filter((p) => p.type !== 'image/webp')).toEqual([])
  await context.close()
})
