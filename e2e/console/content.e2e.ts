import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { openDesktop, openPhone, snap, useBrowser } from '../support/browser'
import { closeDialogIfShown } from '../support/shop'
import { consoleToken, settled, signInToConsole } from '../support/console'
import { api } from '../support/shop'

const browser = useBrowser()

/** The new banner picture and hot zone the operator publishes (a demo asset no banner shows yet). */
const NEW_BANNER = '/assets/mood/gift.png'
const NEW_ZONE = '礼盒热区'

/** The H5 home's first banner picture and hot-zone areas, as a shopper's phone shows them. */
async function h5Home(page: Page) {
  await page.goto('/')
  await closeDialogIfShown(page)
  await page
    .locator('[aria-label="护肤专区"], [aria-label="' + NEW_ZONE + '"]')
    .first()
    .waitFor()
  return {
    banner: (
      await page.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''))
    ).filter((src) => src.includes('/assets/')),
    zones: await page
      .locator('[aria-label]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label'))),
  }
}

test('the operator edits the home banner and draws a hot zone, publishes, the H5 home shows them; roll back', async () => {
  const { page, context, baseUrl } = await openDesktop(browser())
  await signInToConsole(page)
  const staff = await consoleToken(page)
  let restored = true
  try {
    await page.goto('/console/content/pages')
    await page.getByRole('cell', { name: /首页（H5）/ }).waitFor()
    await snap(page, 'console-content-pages')
    await page
      .getByRole('row', { name: /首页（H5）/ })
      .getByText('装修')
      .click()
    await page.waitForURL('**/console/content/pages/home-H5')
    await page.getByTestId('phone-preview').getByText('首页').first().waitFor()

    // The banner's first picture becomes the gift mood picture.
    const banner = page.getByTestId('block-banner-0')
    await banner.getByLabel('图片1').fill(NEW_BANNER)

    // The hot zone: remove the seeded areas, draw one with the mouse over the left half, give it a link.
    const hotZone = page.getByTestId('block-hotZone-2')
    while ((await hotZone.getByRole('button', { name: /删除热区/ }).count()) > 0)
      await hotZone
        .getByRole('button', { name: /删除热区/ })
        .first()
        .click()
    const surface = page.getByTestId('hot-zone-surface-2')
    await surface.scrollIntoViewIfNeeded()
    const box = (await surface.boundingBox())!
    // From a third down the picture (clear of the fixed header), to the middle of its bottom edge.
    await page.mouse.move(box.x + 10, box.y + box.height * 0.35)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 4, box.y + box.height * 0.6, { steps: 8 })
    await page.mouse.move(box.x + box.width / 2 - 10, box.y + box.height - 10, { steps: 8 })
    await page.mouse.up()
    await hotZone.getByLabel('热区1链接').fill('pages/classify/index')
    await hotZone.getByLabel('热区1备注').fill(NEW_ZONE)
    await snap(page, 'console-content-editor')

    // 保存草稿: the phone preview shows the draft as the shop will serve it; the shop itself does not yet.
    await page.getByRole('button', { name: /保存草稿/ }).click()
    await page.getByText('草稿已保存').waitFor()
    await page.getByTestId('phone-preview').locator(`img[src="${NEW_BANNER}"]`).first().waitFor()
    await page.getByTestId('phone-preview').getByText(NEW_ZONE).waitFor()
    const { page: phone, context: phoneContext } = await openPhone(browser())
    const before = await h5Home(phone)
    expect(before.zones).not.toContain(NEW_ZONE)

    // 发布: the shop serves it at once.
    await page.getByRole('button', { name: /发\s*布/ }).click()
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: /确\s*定/ })
      .click()
    restored = false
    await settled(page, '线上版本 2', () => page.getByText('线上版本 2').first().isVisible())
    const published = await h5Home(phone)
    expect(published.zones).toContain(NEW_ZONE)
    expect(published.zones).not.toContain('护肤专区')
    expect(published.banner.some((src) => src.includes('/assets/mood/gift'))).toBe(true)
    await snap(phone, 'h5-home-published')

    // 历史版本 → 回滚 to version 1: the shop shows the seeded home again.
    await page.getByRole('button', { name: /历史版本/ }).click()
    const drawer = page.locator('.ant-drawer')
    await drawer.getByRole('row', { name: /初始内容/ }).waitFor()
    await snap(page, 'console-content-history')
    await drawer
      .getByRole('row', { name: /初始内容/ })
      .getByText('回滚')
      .click()
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: /确\s*定/ })
      .click()
    await settled(page, '线上版本 3', () => page.getByText('线上版本 3').first().isVisible())
    restored = true
    const rolledBack = await h5Home(phone)
    expect(rolledBack.zones).toContain('护肤专区')
    expect(rolledBack.zones).not.toContain(NEW_ZONE)
    expect(rolledBack.banner.some((src) => src.includes('/assets/mood/gift'))).toBe(false)
    await snap(phone, 'h5-home-rolled-back')
    await phoneContext.close()

    // The other content pages, each looked at once.
    for (const [path, ready, name] of [
      ['/console/content/dialogs', '展示中', 'console-content-dialogs'],
      ['/console/content/tab-bar', 'pages/plantGrass/index', 'console-content-tab-bar'],
      ['/console/content/rich-texts', '用户协议', 'console-content-rich-texts'],
      ['/console/content/articles', '已发布', 'console-content-articles'],
      ['/console/content/comments', '没有待审核的评论', 'console-content-comments'],
    ] as const) {
      await page.goto(path)
      await page.getByText(ready).first().waitFor()
      await snap(page, name)
    }
    await page.goto('/console/content/store-settings')
    await expect.poll(() => page.getByLabel('客服电话').inputValue()).toBe('400-820-6188')
    await snap(page, 'console-content-store-settings')
  } finally {
    // The seeded home is what the journeys after this one look for: put back if the journey stopped before.
    if (!restored)
      await api(baseUrl, staff, 'POST', 'counter-portal/store/lanji/merchant/pages/home-H5/versions/1/rollback')
    await context.close()
  }
})
