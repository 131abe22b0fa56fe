import { mkdir, readFile, rename, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { IMAGE_WIDTHS, isSizedImagePath, type ImageWidth } from '@shop/domain'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'

/** The demo catalogue's pictures (tab icons, goods, banners), served at `/assets/`. */
export const DEMO_ASSETS = fileURLToPath(new URL('../../assets/demo', import.meta.url))

/** A picture folder served under a prefix (`/assets/` → the demo pictures), with its answers' caching. */
export interface ImageFolder {
  prefix: '/assets/' | '/uploads/'
  root: string
  cacheControl: string
}

type Format = 'webp' | 'original'

/**
 * Pictures in the size and format they are shown (ADR 0040): a GET of `/assets/…` or `/uploads/…` (PNG, JPEG,
 * WebP) with `?w=` (one of IMAGE_WIDTHS) answers a copy at most that wide, and WebP when the Accept header names
 * `image/webp` (the browsers and WeChat do); without either the static files answer as before. Each copy is made
 * once with sharp and kept in `cacheDir` (made again when its original is newer); requests for a copy being made
 * wait for that one making. Every picture answer varies by Accept.
 */
export function registerImageVariants(app: FastifyInstance, folders: ImageFolder[], cacheDir: string) {
  const making = new Map<string, Promise<void>>()

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const [pathname = '', search = ''] = request.url.split('?', 2)
    const folder = folders.find((f) => pathname.startsWith(f.prefix))
    if (!folder || !isSizedImagePath(pathname)) return
    const query = new URLSearchParams(search)
    const width = IMAGE_WIDTHS.find((w) => String(w) === query.get('w')) ?? null
    const format: Format = (request.headers.accept ?? '').includes('image/webp') ? 'webp' : 'original'
    if (width === null && (format === 'original' || pathname.endsWith('.webp'))) return

    const relative = safeRelative(pathname.slice(folder.prefix.length))
    if (!relative) return
    const source = path.join(folder.root, relative)
    const sourceInfo = await stat(source).catch(() => null)
    if (!sourceInfo?.isFile()) return
    const extension = format === 'webp' ? 'webp' : path.extname(relative).slice(1).toLowerCase()
    const target = path.join(cacheDir, folder.prefix, `${relative}.${width ?? 'full'}.${extension}`)
    const targetInfo = await stat(target).catch(() => null)
    if (!targetInfo || targetInfo.mtimeMs < sourceInfo.mtimeMs) {
      let made = making.get(target)
      if (!made) {
        made = makeVariant(source, target, width, format).finally(() => making.delete(target))
        making.set(target, made)
      }
      await made
    }
    const body = await readFile(target)
    return reply
      .type(extension === 'jpg' ? 'image/jpeg' : `image/${extension}`)
      .header('cache-control', folder.cacheControl)
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('vary', 'Accept')
      .send(body)
  })
}

/** The path below a folder, or null when it leaves it (`..`) or cannot be decoded. */
function safeRelative(encoded: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(encoded)
  } catch {
    return null
  }
  const normal = path.posix.normalize(decoded)
  return normal.startsWith('..') || normal.startsWith('/') || normal.includes('\0') ? null : normal
}

async function makeVariant(source: string, target: string, width: ImageWidth | null, format: Format) {
  await mkdir(path.dirname(target), { recursive: true })
  let image = sharp(source)
  if (width !== null) image = image.resize({ width, withoutEnlargement: true })
  if (format === 'webp') image = image.webp({ quality: 80 })
  const temporary = `${target}.${process.pid}.tmp`
  await image.toFile(temporary)
  await rename(temporary, target)
}

/** Reads a picture the shop serves (`/assets/…`, `/uploads/…`) from its folder; null when there is none. */
export type PictureReader = (picturePath: string) => Promise<Buffer | null>

export function pictureReader(folders: Pick<ImageFolder, 'prefix' | 'root'>[]): PictureReader {
  return async (picturePath) => {
    const pathname = picturePath.split('?', 1)[0] ?? ''
    const folder = folders.find((f) => pathname.startsWith(f.prefix))
    const relative = folder && safeRelative(pathname.slice(folder.prefix.length))
    if (!folder || !relative) return null
    return readFile(path.join(folder.root, relative)).catch(() => null)
  }
}
