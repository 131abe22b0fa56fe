import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// The mini-program build (made by the global setup) checked as WeChat would take it: the pages and tab bar of
// app.json, and the package size limits (2 MB per package, 30 MB in all; we aim for a main package ≤ 1.5 MB).
const out = join(__dirname, '..', 'apps/mall/dist/weapp')
const MB = 1024 * 1024

interface AppJson {
  pages: string[]
  subPackages?: { root: string; pages: string[] }[]
  tabBar: { list: { pagePath: string; text: string; iconPath: string; selectedIconPath: string }[] }
}
const app = JSON.parse(readFileSync(join(out, 'app.json'), 'utf8')) as AppJson

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  )
}

/** Bytes per package: a file belongs to the sub-package whose root holds it, else to the main package. */
function packageSizes(): Map<string, number> {
  const roots = (app.subPackages ?? []).map((p) => p.root.replace(/\/$/, ''))
  const sizes = new Map<string, number>([['main', 0], ...roots.map((r) => [r, 0] as [string, number])])
  for (const file of files(out)) {
    const rel = relative(out, file)
    const owner = roots.find((r) => rel === r || rel.startsWith(`${r}/`)) ?? 'main'
    sizes.set(owner, sizes.get(owner)! + statSync(file).size)
  }
  return sizes
}

describe('weapp build output', () => {
  it('declares the five tab pages of spec §2 first, in the main package', () => {
    const tabs = [
      'pages/index/index',
      'pages/plantGrass/index',
      'pages/classify/index',
      'pages/cart/index',
      'pages/user/index',
    ]
    expect(app.pages.slice(0, 5)).toEqual(tabs)
    expect(app.tabBar.list.map((t) => t.pagePath)).toEqual(tabs)
    expect(app.tabBar.list.map((t) => t.text)).toEqual(['首页', '发现', '分类', '购物车', '我的'])
  })

  it('ships every tab icon it names, as files in the package', () => {
    for (const tab of app.tabBar.list) {
      for (const icon of [tab.iconPath, tab.selectedIconPath]) {
        expect(existsSync(join(out, icon)), icon).toBe(true)
        expect(statSync(join(out, icon)).size).toBeLessThan(40 * 1024) // WeChat refuses tab icons over 40 KB
      }
    }
  })

  it('has every page it declares (main and sub-packages)', () => {
    const declared = [
      ...app.pages,
      ...(app.subPackages ?? []).flatMap((p) => p.pages.map((page) => `${p.root}/${page}`)),
    ]
    for (const page of declared) {
      for (const ext of ['js', 'wxml', 'json'])
        expect(existsSync(join(out, `${page}.${ext}`)), `${page}.${ext}`).toBe(true)
    }
  })

  it("keeps a sub-package page's view in its package, not in the main package's shared code", () => {
    // A view a page imports through its feature's index lands in common.js with the tab pages that use the index.
    const views: Array<[root: string, words: string]> = [['pages/plantGrass/detail', '文中好物']]
    const escaped = (text: string) =>
      [...text].map((c) => `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`).join('')
    const roots = (app.subPackages ?? []).map((p) => p.root.replace(/\/$/, ''))
    const mainScripts = files(out)
      .filter((f) => f.endsWith('.js') && !roots.some((r) => relative(out, f).startsWith(`${r}/`)))
      .map((f) => readFileSync(f, 'utf8'))
    for (const [root, words] of views) {
      const inPackage = files(join(out, root))
        .filter((f) => f.endsWith('.js'))
        .map((f) => readFileSync(f, 'utf8'))
      expect(
        inPackage.some((js) => js.includes(words) || js.includes(escaped(words))),
        root,
      ).toBe(true)
      expect(
        mainScripts.filter((js) => js.includes(words) || js.includes(escaped(words))),
        root,
      ).toEqual([])
    }
  })

  it('keeps the main package within 1.5 MB, every package under 2 MB and the whole under 30 MB', () => {
    const sizes = packageSizes()
    const report = [...sizes].map(([name, bytes]) => `${name}: ${(bytes / 1024).toFixed(0)} KB`).join(', ')
    console.log(`weapp packages: ${report} (main package target ≤ 1536 KB)`)
    for (const [name, bytes] of sizes) expect(bytes, name).toBeLessThan(2 * MB)
    // Our own budget for the main package (the tab pages), leaving room under WeChat's 2 MB.
    expect(sizes.get('main')!).toBeLessThanOrEqual(1.5 * MB)
    expect([...sizes.values()].reduce((a, b) => a + b, 0)).toBeLessThan(30 * MB)
  })
})
