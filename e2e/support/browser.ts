import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { inject } from 'vitest'

/** Debian's Chromium, started as this machine allows (no sandbox as root, no background networking). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/** A phone: 375×812, touch, the shop served by the global setup. */
export async function openPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page; baseUrl: string }> {
  const baseUrl = inject('baseUrl')
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    baseURL: baseUrl,
  })
  const page = await context.newPage()
  return { context, page, baseUrl }
}

const artifacts = join(__dirname, '..', 'artifacts')

/** Keeps a screenshot of the step under e2e/artifacts (ignored by git) to look at after a run. */
export async function snap(page: Page, name: string) {
  mkdirSync(artifacts, { recursive: true })
  await page.screenshot({ path: join(artifacts, `${name}.png`) })
}
