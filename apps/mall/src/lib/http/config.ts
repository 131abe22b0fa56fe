import { imageSrcSet, imageWidthFor, isSizedImagePath, sizedImagePath } from '@shop/domain'
import Taro from '@tarojs/taro'
/** Build-time settings (config/index.ts writes them in; see the README for where to set them). */
export const API_BASE = (process.env.TARO_APP_API_BASE || '').replace(/\/+$/, '')
export const STORE_CODE = process.env.TARO_APP_STORE_CODE || 'lanji'

/** The widest the H5 page gets (its root font size stops growing at 430 px; config/index.ts). */
const MAX_PAGE_WIDTH = 430

let screenPixels: number | undefined
/** The screen's width in device pixels, read once. */
function screenWidthPixels(): number {
  if (screenPixels === undefined) {
    const { windowWidth = 375, pixelRatio = 2 } = Taro.getSystemInfoSync()
    screenPixels = Math.min(windowWidth, MAX_PAGE_WIDTH) * pixelRatio
  }
  return screenPixels
}

/**
 * Images the server names by path (`/uploads/…`) need its origin in the mini-program. With `shownWidth` (in the
 * design's px, 750 = the screen's width) the server's own pictures come at the size this screen shows them (and as
 * WebP where accepted; ADR 0040).
 */
export function assetUrl(path: string | null | undefined, shownWidth?: number): string {
  if (!path) return ''
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path
  const sized = shownWidth ? sizedImagePath(path, imageWidthFor((shownWidth / 750) * screenWidthPixels())) : path
  return `${API_BASE}${sized}`
}

/**
 * The <img> attributes (H5) of a picture shown across the screen before scrolling: every size, for the browser to
 * pick the one its screen needs, which is the one the server's preload link in index.html has already fetched.
 */
export function fullWidthImgProps(path: string): { srcSet?: string; sizes?: string } {
  return isSizedImagePath(path) ? { srcSet: imageSrcSet(path, API_BASE), sizes: '100vw' } : {}
}

/**
 * Rich text (goods detail, articles, agreements) as the app shows it: images fit the width, and the server's own
 * image paths (`src="/assets/…"`) get its origin, which the mini-program needs.
 */
export function richHtml(html: string): string {
  return html
    .replace(/<img\b/gi, '<img style="display:block;max-width:100%;height:auto"')
    .replace(/(<img\b[^>]*?\ssrc=")(\/[^/"][^"]*)"/gi, (_m, head: string, path: string) => `${head}${assetUrl(path)}"`)
}
