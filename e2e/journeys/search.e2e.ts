import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import { modalButton, signIn, visibleInput, visibleText } from '../support/shop'

const browser = useBrowser()

test('search → results → the history shows the query → clear it; an empty search shows the empty-result page', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  await signIn(page, baseUrl, '13700002222')

  await page.goto('/pages/search/index')
  await visibleInput(page, '搜索商品').fill('精华')
  await visibleInput(page, '搜索商品').press('Enter')
  await expect.poll(() => page.url()).toContain('/pages/search/searchResult/index')
  // A part of a Chinese name finds the goods.
  await visibleText(page, '澜肌水光精华液', false).waitFor()
  await snap(page, 'search-result')

  await page.goto('/pages/search/index')
  await visibleText(page, '历史搜索').waitFor()
  await visibleText(page, '精华').waitFor()
  await visibleText(page, '清空').click()
  await modalButton(page, '清空').click()
  await expect
    .poll(() =>
      visibleText(page, '历史搜索')
        .isVisible()
        .catch(() => false),
    )
    .toBe(false)

  await visibleInput(page, '搜索商品').fill('不存在的商品名称')
  await visibleInput(page, '搜索商品').press('Enter')
  await expect.poll(() => page.url()).toContain('/pages/search/emptySearchResult/index')
  await visibleText(page, '没有找到相关商品').waitFor()
  await visibleText(page, '为你推荐').waitFor()
  await snap(page, 'search-empty')
  await context.close()
})
