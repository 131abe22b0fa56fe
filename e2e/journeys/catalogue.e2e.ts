import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import { closeDialogIfShown, signIn, visibleButton, visibleLabel, visibleText } from '../support/shop'

const browser = useBrowser()

test('home → hot zone → category → goods list → pdp: a sold-out spec is disabled, an in-stock one is chosen and favorited', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  await signIn(page, baseUrl, '13700001111')

  await page.goto('/pages/index/index')
  await visibleLabel(page, '护肤专区').waitFor()
  await closeDialogIfShown(page)
  await snap(page, 'home')
  await visibleLabel(page, '护肤专区').click()

  // The hot zone links to the skincare category; the shopper moves on to make-up → lips.
  await expect.poll(() => page.url()).toContain('/pages/classify/index')
  await visibleText(page, '水乳').waitFor()
  await visibleText(page, '彩妆').click()
  await visibleText(page, '唇妆').click()
  await expect.poll(() => page.url()).toContain('/pages/classify/goodslist/index')
  await visibleText(page, '综合').waitFor()
  await snap(page, 'goods-list')
  await visibleText(page, '澜肌丝绒哑光口红').click()
  await expect.poll(() => page.url()).toContain('/pages/pdp/index?id=21')

  await visibleText(page, '加入购物车').click()
  // #707 is sold out: disabled; #101 is on flash sale, with units left: it can be chosen.
  await expect.poll(() => visibleButton(page, '#707 蜜桃粉').getAttribute('aria-disabled')).toBe('true')
  await expect.poll(() => visibleButton(page, '#101 正红').getAttribute('aria-disabled')).toBe('false')
  await visibleButton(page, '#808 丝绒酒红').click()
  await expect.poll(() => visibleButton(page, '#808 丝绒酒红').getAttribute('aria-pressed')).toBe('true')
  await visibleText(page, '已选：#808 丝绒酒红').waitFor()
  await visibleText(page, '库存 9 件').waitFor()
  await snap(page, 'pdp-spec-selector')
  await visibleLabel(page, '关闭').click()

  await visibleText(page, '收藏').click()
  await visibleText(page, '已收藏').waitFor()
  await page.reload()
  await visibleText(page, '已收藏').waitFor()
  await context.close()
})

test('pdp: the goods’ details come right after the goods, the whole of them before 为你推荐', async () => {
  const { page, context } = await openPhone(browser())
  await page.goto('/pages/pdp/index?id=1')
  const top = async (text: string) => {
    const section = visibleText(page, text)
    await section.waitFor()
    return (await section.boundingBox())!.y
  }
  // The rich detail opens with 产品介绍 and ends with 适用人群 (the demo goods' copy).
  const [details, first, last, recommended] = [
    await top('商品详情'),
    await top('产品介绍'),
    await top('适用人群'),
    await top('为你推荐'),
  ]
  expect(details).toBeLessThan(first)
  expect(first).toBeLessThan(last)
  expect(last).toBeLessThan(recommended)
  await visibleText(page, '商品详情').scrollIntoViewIfNeeded()
  await snap(page, 'pdp-details')
  await context.close()
})
