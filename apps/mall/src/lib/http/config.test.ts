// @vitest-environment node
import { beforeAll, describe, expect, it, vi } from 'vitest'

let richHtml: (html: string) => string
beforeAll(async () => {
  // A mini-program build: the API base is an absolute origin.
  vi.stubEnv('TARO_APP_API_BASE', 'https://shop.example.com/')
  vi.resetModules()
  ;({ richHtml } = await import('./config'))
})

describe('richHtml', () => {
  it('fits images to the width', () => {
    expect(richHtml('<p>a</p><img src="https://cdn.example/x.png">')).toBe(
      '<p>a</p><img style="display:block;max-width:100%;height:auto" src="https://cdn.example/x.png">',
    )
  })

  it("gives the server's own image paths its origin and leaves other sources alone", () => {
    const html = richHtml(
      '<img src="/assets/goods/a.png"><img alt="x" src="//cdn.example/b.png"><img src="data:image/png;base64,AA">',
    )
    expect(html).toContain('src="https://shop.example.com/assets/goods/a.png"')
    expect(html).toContain('src="//cdn.example/b.png"')
    expect(html).toContain('src="data:image/png;base64,AA"')
    expect(html.match(/max-width:100%/g)).toHaveLength(3)
  })
})
