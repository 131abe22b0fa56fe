import { gzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { openPhone, useBrowser } from './support/browser'
import { here } from './support/shop'

// Issue budget: the H5 home page's first load is at most 200 KB of gzip JS. Measured in Chromium from what the page
// really loads (each script gzipped as the server would send it), so a new dependency that reaches the home page
// shows here. A size does not depend on how busy the machine is, so this one is held, not just printed.
const BUDGET_KB = 200

const browser = useBrowser()

test(`the H5 home page loads at most ${BUDGET_KB} KB of gzip JS`, async () => {
  const { page, context } = await openPhone(browser())
  const scripts = new Map<string, number>()
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.body().catch(() => null)
    if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length)
  })
  await page.goto('/pages/index/index')
  await here(page).getByText('搜索商品').first().waitFor()
  await page.waitForLoadState('networkidle')
  const totalKb = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024
  console.log(
    `H5 home first load: ${totalKb.toFixed(1)} KB gzip JS in ${scripts.size} files (budget ${BUDGET_KB} KB): ` +
      [...scripts].map(([path, bytes]) => `${path.split('/').pop()} ${(bytes / 1024).toFixed(1)}`).join(', '),
  )
  expect(scripts.size).toBeGreaterThan(0)
  expect(totalKb).toBeLessThanOrEqual(BUDGET_KB)
  await context.close()
})
