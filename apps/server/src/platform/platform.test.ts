import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  basicInfo,
  counterMember,
  defineRoute,
  h5Login,
  kvdataFindType,
  navigateBarAll,
  pageSetting,
  sendLoginVerificationCode,
  updateBasicInfo,
} from '@shop/contracts'
import { imageSrcSet } from '@shop/domain'
import { createTestApp } from '../../test/harness'
import { buildApp } from '../app'
import { loadConfig } from './config'
import { registerRoute } from './register-route'

const t = await createTestApp()

// Routes that only tests need, added before the app is ready.
t.app.get('/api/test/boom', async () => {
  throw new Error('connection to db.internal:5432 failed for user shop_admin')
})
registerRoute(
  t.app,
  defineRoute({
    service: 'sp-portal',
    method: 'GET',
    path: 'test/shape',
    auth: 'none',
    summary: 'test',
    query: z.strictObject({ wrong: z.enum(['yes', 'no']) }),
    response: z.object({ ok: z.boolean() }),
  }),
  async ({ query }) =>
    query.wrong === 'yes'
      ? ({ ok: 'yes' } as unknown as { ok: boolean })
      : ({ ok: true, secret: 'hidden' } as { ok: boolean }),
)

const others: Array<{ close(): Promise<unknown> }> = []
afterAll(async () => {
  for (const app of others) await app.close()
  await t.close()
})

describe('health and readiness', () => {
  it('answers health and readiness', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' })
    expect((await t.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({
      status: 'ready',
      checks: { database: 'ok' },
    })
  })

  it('is not ready when the database does not answer', async () => {
    const app = await buildApp(t.config, {
      database: { ...t.database, ping: () => Promise.reject(new Error('connection refused')) },
      logStream: { write: () => {} },
    })
    others.push(app)
    const ready = await app.inject({ method: 'GET', url: '/api/ready' })
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toMatchObject({ code: 'notReady', details: { failed: ['database'] } })
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  })
})

describe('requests and errors', () => {
  it('honours a sane incoming x-request-id and echoes it; replaces a wild one', async () => {
    const given = await t.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'edge-1234.abc' } })
    expect(given.headers['x-request-id']).toBe('edge-1234.abc')
    const wild = await t.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b<script>' } })
    expect(wild.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('answers routeNotFound for an unknown API path or method', async () => {
    for (const [method, url] of [
      ['GET', '/api/sp-portal/store/lanji/nothing'],
      ['DELETE', t.url(navigateBarAll)],
      ['GET', '/api'],
    ] as const) {
      const answer = await t.inject({ method, url, headers: { accept: 'text/html' } })
      expect(answer.statusCode).toBe(404)
      expect(answer.json()).toEqual({ code: 'routeNotFound', message: '请求的接口不存在' })
    }
  })

  it('answers a path the router cannot take apart in the catalogue’s words: an unreadable URL, an over-long part', async () => {
    const unreadable = await t.inject({ method: 'GET', url: '/api/ec-portal/store/lanji/goods/%E0%A4%A' })
    expect(unreadable.statusCode).toBe(400)
    expect(unreadable.json()).toEqual({
      code: 'validationFailed',
      message: '请求参数有误：链接格式有误',
      details: [{ path: 'params', message: '链接格式有误' }],
    })
    const long = await t.inject({ method: 'POST', url: t.url(sendLoginVerificationCode, { phone: '1'.repeat(300) }) })
    expect(long.statusCode).toBe(400)
    expect(long.json()).toMatchObject({ code: 'validationFailed', message: '请求参数有误：路径参数过长' })
    expect(long.headers).toMatchObject({ 'x-request-id': expect.any(String), 'x-content-type-options': 'nosniff' })
  })

  it('answers storeNotFound for another store code, before asking for a token', async () => {
    const answer = await t.call(basicInfo, { storeCode: 'someone-else' })
    expect(answer).toMatchObject({ status: 404, body: { code: 'storeNotFound', message: '店铺不存在' } })
  })

  it('hides the internals of a 5xx and logs them with the request id', async () => {
    const answer = await t.inject({ method: 'GET', url: '/api/test/boom', headers: { 'x-request-id': 'boom-1' } })
    expect(answer.statusCode).toBe(500)
    expect(answer.json()).toEqual({ code: 'internal', message: '系统繁忙,请稍后再试' })
    expect(answer.body).not.toContain('db.internal')
    const logged = t.logs.find((l) => l.reqId === 'boom-1' && l.level === 50)
    expect(JSON.stringify(logged)).toContain('db.internal:5432')
  })

  it('validates answers too: a wrong shape is a 500, unknown fields are dropped', async () => {
    const wrong = await t.inject({ method: 'GET', url: '/api/sp-portal/store/lanji/test/shape?wrong=yes' })
    expect(wrong.statusCode).toBe(500)
    expect(wrong.json()).toMatchObject({ code: 'internal' })
    const extra = await t.inject({ method: 'GET', url: '/api/sp-portal/store/lanji/test/shape?wrong=no' })
    expect(extra.json()).toEqual({ ok: true })
  })

  it('answers 413 for a body over 1 MB and 415 for a body type the API does not take', async () => {
    const { jwtString } = await t.loginCustomer()
    const big = await t.inject({
      method: 'PUT',
      url: t.url(updateBasicInfo),
      headers: { authorization: `Bearer ${jwtString}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ nickName: 'x'.repeat(1_100_000) }),
    })
    expect(big.statusCode).toBe(413)
    expect(big.json()).toMatchObject({ code: 'payloadTooLarge', message: '提交的内容过大' })

    const text = await t.inject({
      method: 'POST',
      url: t.url(h5Login, { phone: '13812345678' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=123456',
    })
    expect(text.statusCode).toBe(415)
    expect(text.json()).toMatchObject({ code: 'unsupportedMediaType' })
  })

  it('takes a POST without a body even when it says application/json', async () => {
    for (const headers of [
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json', 'content-length': '0' },
    ]) {
      const answer = await t.inject({ method: 'POST', url: t.url(kvdataFindType, { type: 'richText' }), headers })
      expect(answer.statusCode).toBe(200)
    }
  })

  it('sets security headers', async () => {
    const answer = await t.inject({ method: 'GET', url: '/api/health' })
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'")
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN')
  })
})

describe('registerRoute', () => {
  const stub = async () => ({})
  it.each([
    ['a staff route outside counter-portal', { service: 'ec-portal', auth: 'staff' }],
    ['a customer route under counter-portal', { service: 'counter-portal', auth: 'customer' }],
  ] as const)('refuses %s', (_, { service, auth }) => {
    const def = defineRoute({
      service,
      method: 'GET',
      path: 'test/misplaced',
      auth,
      summary: 'test',
      response: z.object({}),
    })
    expect(() => registerRoute(t.app, def, stub)).toThrow(/staff tokens belong to counter-portal/)
  })

  it('refuses a customer token on a staff route and a staff token on a customer route', async () => {
    const customer = await t.loginCustomer()
    const staff = await t.loginStaff()
    expect((await t.call(counterMember, { params: { mobile: '13812345678' }, token: customer.jwtString })).status).toBe(
      401,
    )
    expect((await t.call(basicInfo, { token: staff })).status).toBe(401)
  })
})

describe('OpenAPI', () => {
  it('serves the document generated from the contracts, without the sandboxes', async () => {
    const answer = await t.inject({ method: 'GET', url: '/api/docs/json' })
    expect(answer.statusCode).toBe(200)
    const doc = answer.json<{
      openapi: string
      paths: Record<string, Record<string, { security?: unknown; parameters?: unknown[] }>>
    }>()
    expect(doc.openapi).toBe('3.1.0')
    const login = doc.paths['/api/sp-portal/store/{storeCode}/wechat/login/{code}']
    expect(login?.get).toBeDefined()
    expect(doc.paths['/api/ec-portal/store/{storeCode}/customer/basic_info']?.put?.security).toEqual([{ bearer: [] }])
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/sandbox'))).toEqual([])
  })

  it('serves the browsable UI at /api/docs', async () => {
    const ui = await t.inject({ method: 'GET', url: '/api/docs/' })
    expect(ui.statusCode).toBe(200)
    expect(ui.body).toContain('swagger-ui')
  })
})

describe('static H5 app and uploads', () => {
  it('says how to build the H5 app when it is missing', async () => {
    const page = await t.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('npm run build:h5')
  })

  it('serves the build: index.html for app routes (with its inline script allowed), long caching for hashed files', async () => {
    const h5 = mkdtempSync(path.join(tmpdir(), 'shop-h5-'))
    const inline = 'document.documentElement.style.fontSize = "20px"'
    writeFileSync(
      path.join(h5, 'index.html'),
      `<!doctype html><html><head><script>${inline}</script><script src="/js/app.3f9a8b7c.js"></script></head><body></body></html>`,
    )
    mkdirSync(path.join(h5, 'js'))
    writeFileSync(path.join(h5, 'js', 'app.3f9a8b7c.js'), 'console.log(1)')
    writeFileSync(path.join(h5, 'favicon.png'), 'png')
    const app = await buildApp(loadConfig({ DATA_DIR: t.config.dataDir, H5_DIST: h5 }), {
      database: t.database,
      logStream: { write: () => {} },
    })
    others.push(app)

    const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0])
    for (const url of ['/', '/pages/index/index', '/pages/user/index', '/pages/pdp/index?id=3']) {
      const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain(inline)
      expect(page.headers['cache-control']).toBe('no-cache')
      const hash = createHash('sha256').update(inline).digest('base64')
      expect(page.headers['content-security-policy']).toContain(`'sha256-${hash}'`)
      // The home names its content and its first pictures (the seeded banner's first slide and the hot zone) in every size, as the
      // app's <img> does, so the browser fetches them beside app.js; other pages do not.
      if (url.startsWith('/pages/index') || url === '/') {
        expect(page.body).toContain(
          `<link rel="preload" as="fetch" crossorigin fetchpriority="high" href="${t.url(pageSetting, { code: 'home-H5' })}">`,
        )
        expect(preloads(page.body)).toEqual([
          expect.stringMatching(
            /fetchpriority="high" imagesrcset="\/assets\/banner\/[\w-]+\.png\?w=160 160w, .*1080w" imagesizes="100vw"/,
          ),
          `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${imageSrcSet('/assets/hotzone/home.png')}" imagesizes="100vw">`,
        ])
      } else {
        expect(preloads(page.body)).toEqual([])
        expect(page.body).not.toContain('as="fetch"')
      }
    }
    const script = await app.inject({ method: 'GET', url: '/js/app.3f9a8b7c.js' })
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const icon = await app.inject({ method: 'GET', url: '/favicon.png' })
    expect(icon.headers['cache-control']).toBe('public, max-age=300')
    // curl and probes send */* (or nothing): the shop's root and its routes answer the page, a missing file 404.
    for (const headers of [{ accept: '*/*' }, {}]) {
      for (const url of ['/', '/pages/user/index?x=1']) {
        const page = await app.inject({ method: 'GET', url, headers })
        expect(page.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200)
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
        expect(page.body).toContain(inline)
      }
    }
    const missing = await app.inject({ method: 'GET', url: '/js/missing.js', headers: { accept: '*/*' } })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ code: 'notFound' })
  })

  it('sends the pre-compressed copy the browser accepts (brotli first), else the file itself, varying on it', async () => {
    const h5 = mkdtempSync(path.join(tmpdir(), 'shop-h5-'))
    writeFileSync(path.join(h5, 'index.html'), '<!doctype html><html><head></head><body></body></html>')
    mkdirSync(path.join(h5, 'js'))
    const script = 'console.log("the shop")'.repeat(50)
    writeFileSync(path.join(h5, 'js', 'app.3f9a8b7c.js'), script)
    writeFileSync(path.join(h5, 'js', 'app.3f9a8b7c.js.br'), brotliCompressSync(script))
    writeFileSync(path.join(h5, 'js', 'app.3f9a8b7c.js.gz'), gzipSync(script))
    const app = await buildApp(loadConfig({ DATA_DIR: t.config.dataDir, H5_DIST: h5 }), {
      database: t.database,
      logStream: { write: () => {} },
    })
    others.push(app)
    const get = (acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/js/app.3f9a8b7c.js',
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      })

    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip', encoding: 'gzip', decode: gunzipSync },
      { accept: 'br;q=0, gzip', encoding: 'gzip', decode: gunzipSync },
      { accept: 'identity', encoding: undefined, decode: (body: Buffer) => body },
      { accept: undefined, encoding: undefined, decode: (body: Buffer) => body },
    ]
    for (const { accept, encoding, decode } of cases) {
      const answer = await get(accept)
      expect(answer.statusCode, accept).toBe(200)
      expect(answer.headers['content-encoding'], accept).toBe(encoding)
      expect(answer.headers['content-type'], accept).toBe('application/javascript; charset=utf-8')
      expect(answer.headers['vary'], accept).toContain('accept-encoding')
      expect(answer.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable')
      expect(decode(answer.rawPayload).toString(), accept).toBe(script)
    }
    expect(Number((await get('br')).headers['content-length'])).toBeLessThan(script.length / 10)
  })
})

describe('the operations console at /console', () => {
  it('says how to build the console when it is missing', async () => {
    const page = await t.inject({ method: 'GET', url: '/console/staff', headers: { accept: 'text/html' } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('npm run build:console')
  })

  it('answers its index.html for /console and every address below it, its files compressed and cached like the app', async () => {
    const h5 = mkdtempSync(path.join(tmpdir(), 'shop-h5-'))
    writeFileSync(
      path.join(h5, 'index.html'),
      '<!doctype html><html><head><title>H5</title></head><body></body></html>',
    )
    const built = mkdtempSync(path.join(tmpdir(), 'shop-console-'))
    const index =
      '<!doctype html><html><head><title>运营后台</title><script type="module" src="/console/assets/index-B3xk9Q2a.js"></script></head><body></body></html>'
    writeFileSync(path.join(built, 'index.html'), index)
    mkdirSync(path.join(built, 'assets'))
    const script = 'console.log("the console")'.repeat(50)
    writeFileSync(path.join(built, 'assets', 'index-B3xk9Q2a.js'), script)
    writeFileSync(path.join(built, 'assets', 'index-B3xk9Q2a.js.br'), brotliCompressSync(script))
    writeFileSync(path.join(built, 'assets', 'index-B3xk9Q2a.js.gz'), gzipSync(script))
    const app = await buildApp(loadConfig({ DATA_DIR: t.config.dataDir, H5_DIST: h5, CONSOLE_DIST: built }), {
      database: t.database,
      logStream: { write: () => {} },
    })
    others.push(app)

    for (const url of ['/console', '/console/', '/console/staff', '/console/orders/42?tab=2']) {
      for (const headers of [{ accept: 'text/html,application/xhtml+xml' }, { accept: '*/*' }]) {
        const page = await app.inject({ method: 'GET', url, headers })
        expect(page.statusCode, url).toBe(200)
        expect(page.body, url).toBe(index)
        expect(page.headers['cache-control']).toBe('no-cache')
        expect(page.headers['content-security-policy']).toContain("script-src 'self'")
      }
    }
    // The shop's own pages stay the H5 app's, and a path that merely starts with "console" is not the console.
    for (const url of ['/', '/consoles', '/pages/user/index']) {
      const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
      expect(page.body, url).toContain('<title>H5</title>')
    }
    const file = await app.inject({
      method: 'GET',
      url: '/console/assets/index-B3xk9Q2a.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-encoding']).toBe('br')
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(file.rawPayload).toString()).toBe(script)
    const missing = await app.inject({ method: 'GET', url: '/console/assets/missing.js', headers: { accept: '*/*' } })
    expect(missing.statusCode).toBe(404)
  })
})

describe('demo pictures', () => {
  it('sends a picture at the width asked for, as WebP when accepted, made once and kept in DATA_DIR', async () => {
    const get = (url: string, accept = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8') =>
      t.inject({ method: 'GET', url, headers: { accept } })
    const original = await get('/assets/hotzone/home.png', 'image/png')
    expect(original.headers['content-type']).toBe('image/png')
    expect(original.headers['vary']).toContain('Accept')
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format: 'png', width: 750 })

    const sized = await get('/assets/hotzone/home.png?w=480')
    expect(sized.statusCode).toBe(200)
    expect(sized.headers).toMatchObject({
      'content-type': 'image/webp',
      vary: 'Accept',
      'cache-control': 'public, max-age=86400',
    })
    expect(await sharp(sized.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 256 })
    expect(sized.rawPayload.length).toBeLessThan(original.rawPayload.length / 3)
    const kept = path.join(t.config.dataDir, 'image-cache', 'assets', 'hotzone', 'home.png.480.webp')
    expect(readFileSync(kept)).toEqual(sized.rawPayload)
    expect((await get('/assets/hotzone/home.png?w=480')).rawPayload).toEqual(sized.rawPayload)

    // No WebP in Accept (an old browser): the same width as the original format. No width: the full size as WebP.
    const png = await get('/assets/hotzone/home.png?w=320', 'image/png,image/*')
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 320 })
    // A width that is not one of IMAGE_WIDTHS is not made; a picture is never made larger than it is.
    for (const url of ['/assets/hotzone/home.png', '/assets/hotzone/home.png?w=481', '/assets/hotzone/home.png?w=1080'])
      expect(await sharp((await get(url)).rawPayload).metadata(), url).toMatchObject({ format: 'webp', width: 750 })
    // Only pictures inside the folder.
    const escape = await get('/assets/..%2Fdemo%2Fhotzone%2Fhome.png?w=160', 'image/webp')
    expect(escape.statusCode).toBe(404)
  })

  it('serves every tab icon the seeded tab bar names', async () => {
    const tabs = (await t.call(navigateBarAll)).body.navigationSettings
    for (const url of tabs.flatMap((tab) => [tab.iconPath, tab.selectedIconPath])) {
      const icon = await t.inject({ method: 'GET', url: url! })
      expect(icon.statusCode, url!).toBe(200)
      expect(icon.headers['content-type']).toBe('image/png')
    }
  })
})

describe('CORS and the rate limit', () => {
  it("allows the configured origins only, and limits API calls per IP (not the app's files)", async () => {
    const config = loadConfig({
      DATA_DIR: t.config.dataDir,
      CORS_ORIGINS: 'https://h5.lanji.example',
      RATE_LIMIT_PER_MINUTE: '3',
    })
    const app = await buildApp(config, { database: t.database, logStream: { write: () => {} } })
    others.push(app)
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/health',
        headers: { origin, 'access-control-request-method': 'GET' },
        remoteAddress: '10.1.1.1',
      })
    expect((await preflight('https://h5.lanji.example')).headers['access-control-allow-origin']).toBe(
      'https://h5.lanji.example',
    )
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined()

    const get = () => app.inject({ method: 'GET', url: t.url(navigateBarAll), remoteAddress: '10.2.2.2' })
    for (let i = 0; i < 3; i++) expect((await get()).statusCode).toBe(200)
    const limited = await get()
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ code: 'rateLimited', message: '操作太频繁，请稍后再试' })
    expect(limited.headers['retry-after']).toBeDefined()
    const otherIp = await app.inject({ method: 'GET', url: t.url(navigateBarAll), remoteAddress: '10.3.3.3' })
    expect(otherIp.statusCode).toBe(200)
    // The app's files and pictures are not API calls: a page load past the limit still gets them.
    for (const url of ['/', '/assets/', '/pages/index/index'])
      expect((await app.inject({ method: 'GET', url, remoteAddress: '10.2.2.2' })).statusCode).not.toBe(429)
  })
})
