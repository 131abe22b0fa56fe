import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'

/** The H5 home, as a shopper opens it first. */
export const HOME_PATH = '/pages/index/index'

export interface LighthouseScores {
  /** 0–100, as Lighthouse's report shows them. */
  performance: number
  accessibility: number
  /** Lighthouse's own measure of this machine's speed (a recent desktop ≈ 2000; below 1000 the run was starved). */
  benchmarkIndex: number
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number; totalKiB: number }
  /** The audits that cost points, worst first ("category/id: display value"), for reading why a score is low. */
  failing: string[]
}

/**
 * One Lighthouse run (the `lighthouse` package, v12 for Node 20) against `url` in Debian's Chromium, with
 * Lighthouse's defaults: a mobile phone, simulated slow 4G and a 4× slower CPU, empty cache and storage. Used by the
 * e2e accessibility check (e2e/h5-lighthouse.e2e.ts) and by `npm run bench` (apps/server/bench/run.ts).
 */
export async function runLighthouse(url: string): Promise<LighthouseScores> {
  // A trace that failed to record (NO_NAVSTART and kin, common on a busy machine) says "run Lighthouse again": so do.
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url)
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === 3) throw error
    }
  }
}

class LighthouseRuntimeError extends Error {}

async function lighthouseOnce(url: string): Promise<LighthouseScores> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance', 'accessibility'],
      logLevel: 'error',
      output: 'json',
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { categories, audits, environment, runtimeError } = result.lhr
    if (runtimeError) throw new LighthouseRuntimeError(`Lighthouse could not load ${url}: ${runtimeError.message}`)
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const value = (id: string) => audits[id]?.numericValue ?? NaN
    const failing = Object.values(categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ({ category, ref })))
      .map(({ category, ref }) => ({ category, ref, audit: audits[ref.id]! }))
      .filter(({ audit }) => audit.score !== null && audit.score < 1)
      .sort((a, b) => (1 - b.audit.score!) * b.ref.weight - (1 - a.audit.score!) * a.ref.weight)
      .map(({ category, audit }) => `${category.id}/${audit.id}${audit.displayValue ? `: ${audit.displayValue}` : ''}`)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      benchmarkIndex: Math.round(environment.benchmarkIndex),
      metrics: {
        fcpMs: Math.round(value('first-contentful-paint')),
        lcpMs: Math.round(value('largest-contentful-paint')),
        tbtMs: Math.round(value('total-blocking-time')),
        cls: Number(value('cumulative-layout-shift').toFixed(3)),
        speedIndexMs: Math.round(value('speed-index')),
        totalKiB: Math.round(value('total-byte-weight') / 1024),
      },
      failing,
    }
  } finally {
    chrome.kill()
  }
}

/** One line for a log: the two scores, the metrics behind performance and what the machine was like. */
export function describeScores(scores: LighthouseScores): string {
  const { fcpMs, lcpMs, tbtMs, cls, speedIndexMs, totalKiB } = scores.metrics
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  return (
    `performance ${scores.performance}, accessibility ${scores.accessibility} ` +
    `(FCP ${s(fcpMs)}, LCP ${s(lcpMs)}, TBT ${tbtMs} ms, CLS ${cls}, SI ${s(speedIndexMs)}, ${totalKiB} KiB; ` +
    `machine benchmark index ${scores.benchmarkIndex})`
  )
}
