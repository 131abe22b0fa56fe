import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { imageSrcSet } from '@shop/domain'
import { errorAnswer } from './error-handler'
import { registerImageVariants, type ImageFolder } from './images'
import { cspHeader } from './security'

/** A bundler's content hash in a file name (`app.9f8e7d6c.js`, `index-B3xk9Q2a.css`): safe to cache for a year. */
const HASHED_NAME = /[.-](?=[\w-]*\d)(?=[\w-]*[a-z])[\w-]{8,}\.\w+$/i

/** The extension of a pre-compressed copy (`app.9f8e7d6c.js.br`): the file's own name decides its caching. */
const COMPRESSED_COPY = /\.(br|gz)$/

const NOT_SPA = /^\/(api|uploads|assets|sandbox)(\/|$)/

/** The operations console's addresses: `/console` and below, its own single-page app (apps/console). */
const CONSOLE_PATH = /^\/console(\/|$)/

/** The H5 home's addresses: its index.html names the home's first pictures for the browser to fetch early. */
const HOME_PATHS = new Set(['/', '/pages/index/index'])

/**
 * The built H5 app at `/` (browser-history routing: any other GET that wants HTML answers index.html), the built
 * operations console at `/console/` (the same way: `/console/*` answers its index.html), the uploaded files at
 * `/uploads/`, and the demo pictures (apps/server/assets/demo: tab icons, goods, banners) at
 * `/assets/`; those pictures also come sized and as WebP (images.ts, copies kept in `imageCacheDir`). Unknown `/api`
 * paths answer 404 `routeNotFound`. When the H5 build is missing, pages answer a short note on how to build it; the
 * server notices a later build without a restart. The home's index.html preloads its content (`home.contentUrl`)
 * and the pictures it shows first (`home.images()`), so they download beside app.js instead of after it has run.
 */
export async function registerStatic(
  app: FastifyInstance,
  options: {
    h5Dist: string
    consoleDist: string
    uploadDir: string
    assetsDir: string
    imageCacheDir: string
    home: { contentUrl: string; images: () => Promise<string[]> }
  },
) {
  const uploads: ImageFolder = {
    prefix: '/uploads/',
    root: options.uploadDir,
    // Upload names are content hashes.
    cacheControl: 'public, max-age=31536000, immutable',
  }
  const assets: ImageFolder = { prefix: '/assets/', root: options.assetsDir, cacheControl: 'public, max-age=86400' }
  registerImageVariants(app, [uploads, assets], options.imageCacheDir)
  // Other origins (a CDN-hosted H5, the mini-program) may show these; a picture may come as WebP, so it varies by
  // Accept.
  const pictureHeaders = (folder: ImageFolder) => (reply: FastifyReply) =>
    reply
      .header('cache-control', folder.cacheControl)
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('vary', 'Accept')

  // The build writes a brotli and a gzip copy beside each script and style sheet (apps/mall/config,
  // apps/console/vite.config.ts): send the one the browser accepts (br first), else the file itself, always with
  // `Vary: Accept-Encoding`. Folders and index.html go to the fallback below, which serves index.html with its inline
  // scripts' hashes.
  for (const [root, prefix, decorateReply] of [
    [options.h5Dist, '/', true],
    [options.consoleDist, '/console/', false],
  ] as const) {
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply,
      index: false,
      allowedPath: (pathName) => !pathName.endsWith('/') && pathName !== '/index.html',
      cacheControl: false,
      suppressWarning: true,
      preCompressed: true,
      setHeaders: (reply, filePath) =>
        reply.header(
          'cache-control',
          HASHED_NAME.test(path.basename(filePath).replace(COMPRESSED_COPY, ''))
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300',
        ),
    })
  }
  for (const folder of [uploads, assets]) {
    await app.register(fastifyStatic, {
      root: folder.root,
      prefix: folder.prefix,
      decorateReply: false,
      index: false,
      cacheControl: false,
      suppressWarning: true,
      setHeaders: pictureHeaders(folder),
    })
  }

  const h5IndexHtml = spaIndex(path.join(options.h5Dist, 'index.html'))
  const consoleIndexHtml = spaIndex(path.join(options.consoleDist, 'index.html'))
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return sendError(reply, 'routeNotFound')
    if (!wantsPage(request)) return sendError(reply, 'notFound')
    const inConsole = CONSOLE_PATH.test(request.url.split('?')[0] ?? '')
    const page = await (inConsole ? consoleIndexHtml : h5IndexHtml)()
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8')
    if (!page) return reply.send(inConsole ? CONSOLE_NOT_BUILT_PAGE : NOT_BUILT_PAGE)
    if (inConsole) return reply.header('content-security-policy', page.csp).send(page.html)
    const html = HOME_PATHS.has(request.url.split('?')[0] ?? '')
      ? withPreloads(page.html, options.home.contentUrl, await options.home.images().catch(() => []))
      : page.html
    return reply.header('content-security-policy', page.csp).send(html)
  })
}

function sendError(reply: FastifyReply, code: 'routeNotFound' | 'notFound') {
  const { status, body } = errorAnswer(code)
  return reply.status(status).send(body)
}

/**
 * A page is wanted by a GET that asks for HTML, or that takes anything (`*\/*` or no Accept: curl, a probe) for a
 * path that names no file (`/`, `/pages/user/index`); a missing `/js/app.js` stays a 404.
 */
function wantsPage(request: FastifyRequest): boolean {
  const url = request.url.split('?')[0] ?? '/'
  const accept = request.headers.accept ?? ''
  const anything = accept === '' || accept.includes('*/*')
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !NOT_SPA.test(url) &&
    (accept.includes('text/html') || (anything && !/\.\w+$/.test(url)))
  )
}

/** Reads index.html when it changed (or appeared), with a CSP that allows exactly its inline scripts. */
function spaIndex(file: string) {
  let cached: { mtimeMs: number; html: string; csp: string } | null = null
  return async () => {
    const info = await stat(file).catch(() => null)
    if (!info) return null
    if (cached?.mtimeMs !== info.mtimeMs) {
      const html = await readFile(file, 'utf8')
      cached = { mtimeMs: info.mtimeMs, html, csp: cspHeader(inlineScriptHashes(html)) }
    }
    return cached
  }
}

/**
 * index.html with high-priority preloads: of an API answer the app fetches first (the same request as the app's
 * fetch: CORS mode, same-origin credentials, so the browser hands it over), and of each picture, as the same
 * srcset and sizes the app's <img> carries (full width), so the browser picks the same file for both.
 */
export function withPreloads(html: string, fetchUrl: string, images: string[]): string {
  const links =
    `<link rel="preload" as="fetch" crossorigin fetchpriority="high" href="${escapeAttribute(fetchUrl)}">` +
    images
      .map(
        (image) =>
          `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeAttribute(imageSrcSet(image))}" imagesizes="100vw">`,
      )
      .join('')
  // Ahead of the scripts and chunk preloads, so the browser asks for the pictures among the first.
  const at = html.search(/<script|<link|<\/head>/i)
  return at < 0 ? html : html.slice(0, at) + links + html.slice(at)
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? ''
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  }
  return hashes
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>商城前端尚未构建</title></head>
<body style="font-family:sans-serif;max-width:40em;margin:3em auto;line-height:1.6">
<h1>商城前端尚未构建 · The H5 app is not built yet</h1>
<p>Build it with <code>npm run build:h5</code> at the repository root (<code>npm start</code> builds it first),
or point <code>H5_DIST</code> at a build. This page is replaced as soon as the build appears.</p>
<p>The API is up: see <a href="/api/docs">/api/docs</a>.</p>
</body></html>`

const CONSOLE_NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>运营后台尚未构建</title></head>
<body style="font-family:sans-serif;max-width:40em;margin:3em auto;line-height:1.6">
<h1>运营后台尚未构建 · The console is not built yet</h1>
<p>Build it with <code>npm run build:console</code> at the repository root (<code>npm start</code> builds it first),
or point <code>CONSOLE_DIST</code> at a build. This page is replaced as soon as the build appears.</p>
</body></html>`
