import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import { api, apiSignIn, here, modalButton, openSignedIn, visibleText } from '../support/shop'

// The personal centre: its content and 猜你喜欢, 我的收藏 and 浏览足迹 (remove one, clear), the brand fonts loaded
// without holding up the page.
const browser = useBrowser()
const portal = 'ec-portal/store/lanji'

test('personal centre → 浏览足迹 (remove one, clear) and 我的收藏 (take one out), each with its empty state', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const token = await apiSignIn(baseUrl, '13955556666')
  // Two goods looked at and one favorited, as the pdp does it.
  const goods = await api<{ content: { id: number; name: string }[] }>(
    baseUrl,
    null,
    'GET',
    `${portal}/goods/list?size=2`,
  )
  const [first, second] = goods.content
  for (const item of [first!, second!]) await api(baseUrl, token, 'POST', `${portal}/goods/view/${item.id}`)
  const detail = await api<{ skus: { id: number }[] }>(baseUrl, null, 'GET', `${portal}/goods/${first!.id}`)
  await api(baseUrl, token, 'POST', `${portal}/favorite/${detail.skus[0]!.id}`)

  await openSignedIn(page, token, '/pages/user/index')
  await visibleText(page, '猜你喜欢').waitFor()
  await snap(page, 'personal-centre')

  await visibleText(page, '浏览足迹').click()
  await expect.poll(() => page.url()).toContain('/pages/collect/footprint/index')
  await visibleText(page, '共2件商品').waitFor()
  await visibleText(page, second!.name).waitFor()
  await snap(page, 'view-history')
  await here(page).getByLabel(`删除 ${second!.name}`).click()
  await visibleText(page, '共1件商品').waitFor()
  await visibleText(page, '清空足迹').click()
  await modalButton(page, '清空').click()
  await visibleText(page, '暂无浏览足迹').waitFor()
  const left = await api<{ totalElements: number }>(baseUrl, token, 'GET', `${portal}/view_pdp_records`)
  expect(left.totalElements).toBe(0)

  await page.goBack()
  await visibleText(page, '我的收藏').click()
  await expect.poll(() => page.url()).toContain('/pages/collect/index')
  await visibleText(page, first!.name).waitFor()
  await snap(page, 'favorites')
  await here(page).getByLabel(`取消收藏 ${first!.name}`).click()
  await visibleText(page, '还没有收藏的商品').waitFor()
  await expect
    .poll(async () => (await api<{ totalElements: number }>(baseUrl, token, 'GET', `${portal}/favorite`)).totalElements)
    .toBe(0)

  // The brand fonts are declared inline (nothing to wait for before the first paint) and swap in.
  const fonts = (await page.locator('style#brand-fonts').textContent()) ?? ''
  expect(fonts).toContain("font-family:'Lanji Song'")
  expect(fonts).toContain('font-display:swap')
  await context.close()
})
