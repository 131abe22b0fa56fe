/** Build-time settings (config/index.ts writes them in; see the README for where to set them). */
export const API_BASE = (process.env.TARO_APP_API_BASE || '').replace(/\/+$/, '')
export const STORE_CODE = process.env.TARO_APP_STORE_CODE || 'lanji'

/** Images the server names by path (`/uploads/…`) need its origin in the mini-program. */
export function assetUrl(path: string | null | undefined): string {
  if (!path) return ''
  return /^(https?:)?\/\//.test(path) || path.startsWith('data:') ? path : `${API_BASE}${path}`
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
