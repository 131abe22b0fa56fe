// Renders the app's PNG icons from the SVG shapes below: the tab bar (81×81, normal and selected, into
// src/assets/tabbar/) and the personal centre's icons (72×72, into src/assets/icons/). Deterministic: the same
// shapes give the same bytes. Run from the repo root: node apps/mall/scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Resvg } from '@resvg/resvg-js'

const assets = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'assets')

const GREY = '#8c8580'
const INK = '#6f6762'
const BERRY = '#a3214f'
const TINT = '#f6dbe5'

// Drawn on a 24-unit grid.
const tabs = {
  home: `<path d="M4 10.5 12 4l8 6.5V19a1.5 1.5 0 0 1-1.5 1.5H15v-5.5H9v5.5H5.5A1.5 1.5 0 0 1 4 19z"/>`,
  discover: `<circle cx="12" cy="12" r="8.5"/><path d="m15.5 8.5-2 5-5 2 2-5z"/>`,
  category: `<rect x="4" y="4" width="6.5" height="6.5" rx="1.6"/><rect x="13.5" y="4" width="6.5" height="6.5" rx="1.6"/>
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.6"/><rect x="13.5" y="13.5" width="6.5" height="6.5" rx="3.25"/>`,
  cart: `<path d="M5.5 8h13l-1 11.2a1.5 1.5 0 0 1-1.5 1.3H8a1.5 1.5 0 0 1-1.5-1.3z"/><path d="M9 10V7.5a3 3 0 0 1 6 0V10" fill="none"/>`,
  user: `<circle cx="12" cy="8.5" r="4"/><path d="M4.5 20c.8-3.9 3.8-6 7.5-6s6.7 2.1 7.5 6z"/>`,
}

const icons = {
  // Order shortcuts (berry)
  'order-pay': [BERRY, `<rect x="3.5" y="6" width="17" height="12.5" rx="2"/><path d="M3.5 10h17M7 14.5h3"/>`],
  'order-ship': [
    BERRY,
    `<path d="M4 8.2 12 4l8 4.2v8.1L12 20.5l-8-4.2z"/><path d="M4 8.2 12 12.4l8-4.2M12 12.4v8.1"/>`,
  ],
  'order-receive': [
    BERRY,
    `<path d="M3 7h11v9H3zM14 10h3.8l3.2 3.3V16h-7z"/><circle cx="7" cy="17.5" r="1.7"/><circle cx="17" cy="17.5" r="1.7"/>`,
  ],
  'order-review': [BERRY, `<path d="M4.5 5.5h15v10h-8l-4 3.5v-3.5h-3z"/><path d="M8.5 10.5h7"/>`],
  'order-refund': [BERRY, `<path d="M7.5 7.5H15a4.5 4.5 0 0 1 0 9H8"/><path d="m10 4.5-3 3 3 3"/>`],
  // Menu entries (ink)
  address: [
    INK,
    `<path d="M12 21s-6.5-5.7-6.5-11A6.5 6.5 0 0 1 18.5 10c0 5.3-6.5 11-6.5 11z"/><circle cx="12" cy="10" r="2.3"/>`,
  ],
  coupon: [
    INK,
    `<path d="M3.5 7h17v3.2a2 2 0 0 0 0 3.6V17h-17v-3.2a2 2 0 0 0 0-3.6z"/><path d="M14 7v10" stroke-dasharray="1.6 1.6"/>`,
  ],
  message: [
    INK,
    `<path d="M12 4a6 6 0 0 0-6 6v4.5L4.5 17h15L18 14.5V10a6 6 0 0 0-6-6z"/><path d="M12 2.5V4M10 19.5a2 2 0 0 0 4 0"/>`,
  ],
  agreement: [INK, `<path d="M6.5 3.5h8l3 3v14h-11z"/><path d="M9 10h6M9 13.5h6M9 17h4"/>`],
  privacy: [INK, `<path d="M12 3.5 19 6v5.5c0 4.4-3 7.8-7 9-4-1.2-7-4.6-7-9V6z"/><path d="m9 12 2.2 2.2L15.5 10"/>`],
  store: [
    INK,
    `<path d="M4 9.5 5.5 4.5h13L20 9.5a2.7 2.7 0 0 1-5.3 0 2.7 2.7 0 0 1-5.4 0A2.7 2.7 0 0 1 4 9.5z"/><path d="M5.5 12v8h13v-8M10 20v-4.5h4V20"/>`,
  ],
  guide: [
    INK,
    `<circle cx="9" cy="8" r="3.2"/><path d="M3.5 19c.6-3.3 2.8-5.2 5.5-5.2s4.9 1.9 5.5 5.2z"/><path d="M15 6.5h5.5M15 10h5.5M17 13.5h3.5"/>`,
  ],
}

function svg(size, shape, stroke, fill = 'none') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="-1.5 -1.5 27 27">
  <g fill="${fill}" stroke="${stroke}" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round">${shape}</g>
</svg>`
}

function write(folder, name, source, size) {
  mkdirSync(join(assets, folder), { recursive: true })
  const png = new Resvg(source, { fitTo: { mode: 'width', value: size } }).render().asPng()
  writeFileSync(join(assets, folder, `${name}.png`), png)
  console.log(`${folder}/${name}.png (${png.length} bytes)`)
}

for (const [name, shape] of Object.entries(tabs)) {
  write('tabbar', name, svg(81, shape, GREY), 81)
  write('tabbar', `${name}-active`, svg(81, shape, BERRY, TINT), 81)
}
for (const [name, [stroke, shape]] of Object.entries(icons)) write('icons', name, svg(72, shape, stroke), 72)
