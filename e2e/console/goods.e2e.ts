import { expect, test } from 'vitest'
import { openDesktop, openPhone, snap, useBrowser } from '../support/browser'
import { consoleToken, openFromMenu, settled, signInToConsole } from '../support/console'
import { here, signIn, visibleButton, visibleInput, visibleText } from '../support/shop'

const browser = useBrowser()

// A 1×1 PNG: the upload call checks pictures by their bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const run = Date.now() % 1_000_000
const name = `澜肌控制台精华${run}`
const code = `E2E${run}`

test('the owner creates a goods with two specs of two values, a picture and stock, publishes it; the H5 shop finds it and adds it to the cart', async () => {
  const { page, context } = await openDesktop(browser())
  await signInToConsole(page)
  await openFromMenu(page, '商品', '商品列表')
  await page.waitForURL('**/console/goods')
  await page.getByRole('button', { name: /新建商品/ }).click()
  await page.waitForURL('**/console/goods/new')

  await page.getByLabel('商品编码').fill(code)
  await page.getByLabel('商品名称').fill(name)
  await page.getByRole('combobox', { name: '商品分类' }).click()
  await page.locator('.ant-select-tree').getByText('精华眼霜', { exact: true }).first().click()
  await page.keyboard.press('Escape')
  await page.locator('input[type=file]').first().setInputFiles({ name: 'main.png', mimeType: 'image/png', buffer: PNG })
  await expect.poll(() => page.locator('.ant-upload-list-item-done').count()).toBe(1)

  // Two specs of two values: the matrix makes four SKUs.
  for (const [index, [spec, values]] of [
    ['容量', ['30ml', '50ml']],
    ['类型', ['清爽', '滋润']],
  ].entries()) {
    await page.getByRole('button', { name: /添加规格/ }).click()
    await page.getByLabel(`规格名${index + 1}`).fill(spec as string)
    for (const value of values as string[]) {
      const values = page.getByRole('combobox', { name: `规格值${index + 1}` })
      await values.fill(value)
      await values.press('Enter')
    }
  }
  await page.keyboard.press('Escape')
  await snap(page, 'console-goods-specs')
  await expect.poll(() => page.getByLabel(/^售价\d$/).count()).toBe(4)
  for (const row of [1, 2, 3, 4]) {
    await page.getByLabel(`售价${row}`).fill(row <= 2 ? '199' : '299')
    await page.getByLabel(`划线价${row}`).fill(row <= 2 ? '259' : '359')
    await page.getByLabel(`库存${row}`).fill(String(row * 10))
  }
  await page.getByLabel('SKU编码1').waitFor()
  await snap(page, 'console-goods-new')
  await page.getByRole('button', { name: /保\s*存/ }).click()
  // Saved: the console goes back to the list (its message 商品已创建（未上架） shows for a few seconds only).
  await settled(page, 'saved', async () => new URL(page.url()).pathname === '/console/goods')

  // Find it in the list (off sale), publish it.
  await page.getByPlaceholder('商品名称、商品编码或SKU编码').fill(code)
  await page.getByRole('button', { name: /查\s*询/ }).click()
  const row = page.getByRole('row').filter({ hasText: code })
  await row.getByText('已下架').waitFor()
  await expect.poll(() => row.innerText()).toContain('100')
  await row.getByText('上架', { exact: true }).click()
  await page.getByText(`「${name}」已上架`).waitFor()
  await row.getByText('在售').waitFor()
  await snap(page, 'console-goods-list')

  // 改价 shows each SKU's prices in yuan; 编辑 shows the matrix with the existing SKUs' prices and stock fixed.
  await row.getByText('改价', { exact: true }).click()
  await page.getByLabel('售价4').waitFor()
  await snap(page, 'console-goods-prices')
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /取\s*消/ })
    .click()
  await row.getByText('编辑', { exact: true }).click()
  await page.getByText(`编辑商品：${name}`).waitFor()
  await page.getByText('已有SKU的价格请在商品列表「改价」中修改', { exact: false }).scrollIntoViewIfNeeded()
  await snap(page, 'console-goods-edit')
  await page.goto('/console/goods')

  // The stock ledger opened with the four SKUs' stock.
  await row.getByText('库存', { exact: true }).click()
  await page.waitForURL('**/console/stock?goodsId=*')
  await expect.poll(() => page.getByRole('cell', { name: '期初库存' }).count()).toBe(4)
  await snap(page, 'console-stock')
  await openFromMenu(page, '商品', '商品分类')
  await page.getByText('拖动分类可调整顺序', { exact: false }).waitFor()
  await snap(page, 'console-categories')
  await context.close()

  // The H5 shop at a phone's size: search finds it, the product page adds a spec to the cart.
  const phone = await openPhone(browser())
  await signIn(phone.page, phone.baseUrl, '13655557777')
  await phone.page.goto('/pages/search/index')
  await visibleInput(phone.page, '搜索商品').fill(name)
  await visibleInput(phone.page, '搜索商品').press('Enter')
  await visibleText(phone.page, name, false).click()
  await expect.poll(() => phone.page.url()).toContain('/pages/pdp/index')
  await visibleText(phone.page, '加入购物车').click()
  await visibleButton(phone.page, '50ml').click()
  await visibleButton(phone.page, '滋润').click()
  await visibleText(phone.page, '确定').click()
  await phone.page.getByText('已加入购物车').locator('visible=true').first().waitFor()
  await phone.page.goto('/pages/cart/index')
  await here(phone.page).getByText(name, { exact: false }).first().waitFor()
  await snap(phone.page, 'h5-cart-console-goods')
  await phone.context.close()
})

test('a customer-service account sees the goods but no 改价, and the price call answers 403', async () => {
  const { page, context, baseUrl } = await openDesktop(browser())
  await signInToConsole(page)
  const owner = await consoleToken(page)
  const api = `${baseUrl}/api/counter-portal/store/lanji/merchant`
  const username = `kefu-goods${run}`
  const made = await fetch(`${api}/staff`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
    body: JSON.stringify({ username, name: '客服小周', roleCode: 'customer_service', password: 'Kefu-pass-2026' }),
  })
  expect(made.status).toBe(200)
  await context.close()

  const desk = await openDesktop(browser())
  await signInToConsole(desk.page, { username, password: 'Kefu-pass-2026' })
  await desk.page.goto('/console/goods')
  await desk.page.getByRole('row').nth(1).waitFor()
  expect(await desk.page.getByText('改价', { exact: true }).count()).toBe(0)
  expect(await desk.page.getByRole('button', { name: /新建商品/ }).count()).toBe(0)
  await snap(desk.page, 'console-goods-kefu')

  const token = await consoleToken(desk.page)
  const goods = (await (
    await fetch(`${api}/goods?size=1`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    content: { id: number }[]
  }
  const goodsId = goods.content[0]!.id
  const detail = (await (
    await fetch(`${api}/goods/${goodsId}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { skus: { id: number }[] }
  const refused = await fetch(`${api}/goods/${goodsId}/prices`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ skus: [{ skuId: detail.skus[0]!.id, price: 1, marketingPrice: 1 }] }),
  })
  expect(refused.status).toBe(403)
  expect(await refused.json()).toMatchObject({ code: 'forbidden', message: '您没有操作权限哦' })
  await desk.context.close()
})
