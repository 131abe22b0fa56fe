import { beforeAll, expect, inject, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import { apiSignIn, here, openSignedIn, visibleButton, visibleText } from '../support/shop'

const browser = useBrowser()

let token = ''
beforeAll(async () => {
  token = await apiSignIn(inject('baseUrl'), '13600001212')
})

/** What a link names but the shop does not have: said, and 回到首页 (a retry could only fail again). */
test.each([
  ['goods', '/pages/pdp/index?id=999999', '商品不存在或已下架'],
  ['a goods link without an id', '/pages/pdp/index', '没有找到这件商品'],
  ['an order', '/pages/order/detail?orderId=999999', '订单不存在'],
  ['a refund', '/pages/order/refundDetail?id=999999', '退款单不存在'],
  ['an article', '/pages/plantGrass/detail/index?id=999999', '文章不存在或已删除'],
  ['an incomplete web link', '/pages/h5/index?url=shop', '链接无法打开'],
])('unknown %s: the way home, no 重新加载', async (name, path, title) => {
  const { page, context } = await openPhone(browser())
  await openSignedIn(page, token, path)
  await visibleText(page, title).waitFor()
  expect(await here(page).innerText()).not.toContain('重新加载')
  await snap(page, `not-found-${name.replace(/\s+/g, '-')}`)
  await visibleButton(page, '回到首页').click()
  await expect.poll(() => new URL(page.url()).pathname).toBe('/pages/index/index')
  await context.close()
})
