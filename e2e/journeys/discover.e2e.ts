import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import { signIn, visibleButton, visibleText } from '../support/shop'

const browser = useBrowser()

test('discover → article → like; after a reload the like is still there', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  await signIn(page, baseUrl, '13700003333')

  await page.goto('/pages/plantGrass/index')
  const title = '秋冬身体护理：告别鸡皮与干痒'
  await visibleText(page, title).click()
  await expect.poll(() => page.url()).toContain('/pages/plantGrass/detail/index')

  const like = visibleButton(page, '点赞')
  await expect.poll(() => like.getAttribute('aria-pressed')).toBe('false')
  const before = Number((await like.innerText()).replace(/\D/g, ''))
  await like.click()
  await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true')
  await snap(page, 'article-liked')

  await page.reload()
  const likeAfterReload = visibleButton(page, '点赞')
  await expect.poll(() => likeAfterReload.getAttribute('aria-pressed')).toBe('true')
  expect(Number((await likeAfterReload.innerText()).replace(/\D/g, ''))).toBe(before + 1)
  await context.close()
})
