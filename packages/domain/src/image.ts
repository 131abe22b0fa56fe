/**
 * Sized pictures (ADR 0040): the server's own pictures (`/assets/…`, `/uploads/…`) answer `?w=<width>` with a copy
 * at most that many pixels wide, and WebP when the browser's Accept names it. Only these widths are made (each once,
 * kept on disk), so the app and the server's preload links ask for the same few files.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 750, 1080] as const

export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

/** The smallest width that covers `pixels` (the largest when none does). */
export function imageWidthFor(pixels: number): ImageWidth {
  return IMAGE_WIDTHS.find((width) => width >= pixels) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!
}

/** Whether the server sizes this picture: its own paths, not another origin's or a data URL. */
export function isSizedImagePath(path: string): boolean {
  return /^\/(assets|uploads)\/[^?#]+\.(png|jpe?g|webp)$/i.test(path)
}

/** `path` at `width` pixels (other paths as they are). */
export function sizedImagePath(path: string, width: ImageWidth): string {
  return isSizedImagePath(path) ? `${path}?w=${width}` : path
}

/**
 * A `srcset` of every width, for a browser to pick by its screen (and a preload link to pick the same); `origin`
 * goes before each (the mall's API_BASE).
 */
export function imageSrcSet(path: string, origin = ''): string {
  return IMAGE_WIDTHS.map((width) => `${origin}${sizedImagePath(path, width)} ${width}w`).join(', ')
}
