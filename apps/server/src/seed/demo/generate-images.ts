/**
 * Draws the demo catalogue's pictures into apps/server/assets/demo/ (committed, so the server never renders).
 * Run: npx tsx apps/server/src/seed/demo/generate-images.ts
 * The output is deterministic: same data, same bytes. The folder is rebuilt from scratch so no stale picture stays.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { imagePlan } from './image.plan'
import { renderPng } from './image.render'

const outputDir = fileURLToPath(new URL('../../../assets/demo/', import.meta.url))

// Render everything first, so a drawing error leaves the committed pictures untouched.
const pictures = imagePlan().map((image) => ({ file: image.file, png: renderPng(image) }))
rmSync(outputDir, { recursive: true, force: true })
for (const { file, png } of pictures) {
  const target = join(outputDir, file)
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, png)
}
const bytes = pictures.reduce((sum, picture) => sum + picture.png.length, 0)
console.log(`wrote ${pictures.length} images, ${(bytes / 1e6).toFixed(2)} MB, to ${outputDir}`)
