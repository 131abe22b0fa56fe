import { join } from 'node:path'
import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import {
  api,
  apiSignIn,
  here,
  openSignedIn,
  requestCode,
  signIn,
  visibleButton,
  visibleInput,
  visibleText,
} from '../support/shop'

// The shopper's account: signing in (wrong codes, a new code), what a tap started before signing in, the profile,
// the address book (a pasted address, the region picker, how an order prints it).
const browser = useBrowser()

const lastCode = async (baseUrl: string, mobile: string) =>
  ((await (await fetch(`${baseUrl}/sandbox/sms/last/${mobile}`)).json()) as { code: string }).code

test('wrong codes say how many tries are left; after too many, 重新获取 sends a new code at once and it signs in', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const mobile = '13911112222'
  await page.goto('/pages/login/index')
  await requestCode(page, mobile)
  const code = await lastCode(baseUrl, mobile)
  const wrong = code === '000000' ? '111111' : '000000'
  await visibleText(page, '我已阅读并同意').click()
  await visibleInput(page, '请输入6位验证码').fill(wrong)
  for (const left of [4, 3, 2, 1]) {
    await visibleButton(page, '登录').click()
    await visibleText(page, `验证码错误，还可尝试${left}次`).waitFor()
  }
  await snap(page, 'login-attempts-left')
  await visibleButton(page, '登录').click()
  await visibleText(page, '验证码错误次数过多，请重新获取').waitFor()
  // The countdown of the burnt code is over: a new code at once.
  await visibleText(page, '重新获取').waitFor()
  expect(
    await here(page)
      .getByText(/s后重新获取$/)
      .count(),
  ).toBe(0)
  expect(await visibleInput(page, '请输入6位验证码').inputValue()).toBe('')
  await snap(page, 'login-too-many-attempts')
  await visibleText(page, '重新获取').click()
  await here(page)
    .getByText(/^\d+s后重新获取$/)
    .first()
    .waitFor()
  const fresh = await lastCode(baseUrl, mobile)
  await visibleInput(page, '请输入6位验证码').fill(fresh)
  await visibleButton(page, '登录').click()
  await page.waitForURL((url) => !url.pathname.startsWith('/pages/login/'))
  await context.close()
})

test('a spec chosen while signed out is added to the cart once the shopper has signed in', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const mobile = '13911113333'
  await page.goto('/pages/pdp/index?id=1')
  await visibleText(page, '加入购物车').click()
  await visibleButton(page, '100g').click()
  await visibleText(page, '确定').click()

  await expect.poll(() => page.url()).toContain('/pages/login/index')
  await requestCode(page, mobile)
  await visibleInput(page, '请输入6位验证码').fill(await lastCode(baseUrl, mobile))
  await visibleText(page, '我已阅读并同意').click()
  await visibleButton(page, '登录').click()

  // Back on the product page, the tap that needed a customer is done.
  await expect.poll(() => page.url()).toContain('/pages/pdp/index?id=1')
  await page.getByText('已加入购物车').locator('visible=true').first().waitFor()
  await snap(page, 'pdp-added-after-sign-in')
  await page.goto('/pages/cart/index')
  await visibleText(page, '结算(1)', false).waitFor()
  await visibleText(page, '100g', false).waitFor()
  await context.close()
})

test('the profile page: a reload shows it without errors; a new avatar keeps the nickname typed but not saved', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await signIn(page, baseUrl, '13911114444')
  await page.goto('/pages/login/user/index')
  await visibleInput(page, '请输入昵称').waitFor()
  await page.reload()
  const nickname = visibleInput(page, '请输入昵称')
  await expect.poll(() => nickname.inputValue()).toBe('澜肌4444')
  expect(errors).toEqual([])

  await nickname.fill('小澜新名字')
  // The avatar is taken with the camera or from the album (the device permissions' one way to pick pictures).
  await visibleText(page, '头像').click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByText('从相册选择', { exact: true }).click()
  await (await chooser).setFiles(join(__dirname, '../../apps/mall/src/assets/icons/address.png'))
  await page.getByText('头像已更新').locator('visible=true').first().waitFor()
  await here(page).locator('img').first().waitFor()
  expect(await nickname.inputValue()).toBe('小澜新名字')
  await snap(page, 'profile-avatar-kept-nickname')
  await visibleText(page, '保存').click()
  await page.getByText('保存成功').locator('visible=true').first().waitFor()
  expect(errors).toEqual([])
  await context.close()
})

test('an address: pasted and recognised, its district chosen from the region data, printed once per municipality on the order', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const token = await apiSignIn(baseUrl, '13911115555')
  await openSignedIn(page, token, '/pages/address/index')

  const pasted = '收货人：张小澜\n手机号码：139 1111 5555\n所在地区：上海市上海市浦东新区\n详细地址：张江路 100 号 2 幢'
  await here(page).locator('textarea[placeholder="粘贴收货信息，自动识别姓名、手机号和地址"]').fill(pasted)
  await visibleButton(page, '识别').click()
  await visibleText(page, '上海市 浦东新区').waitFor()
  expect(await visibleInput(page, '请填写收货人姓名').inputValue()).toBe('张小澜')
  expect(await visibleInput(page, '请填写收货人手机号').inputValue()).toBe('13911115555')
  expect(await visibleInput(page, '街道、楼牌号等').inputValue()).toBe('张江路 100 号 2 幢')
  await snap(page, 'address-recognised')
  await visibleButton(page, '保存').click()
  await page.waitForURL((url) => !url.pathname.startsWith('/pages/address/index'))

  // The order keeps the address as saved (上海市 上海市 浦东新区) and prints the municipality once.
  const portal = 'ec-portal/store/lanji'
  const [address] = await api<{ id: number; city: string }[]>(baseUrl, token, 'GET', `${portal}/customer/address`)
  expect(address?.city).toBe('上海市')
  const item = { skuId: 1, quantity: 1 }
  const { quote } = await api<{ quote: string }>(baseUrl, token, 'POST', `${portal}/buy_now/locate`, item)
  const order = await api<{ orderId: number }>(baseUrl, token, 'POST', `${portal}/buy_now/submit`, {
    ...item,
    addressId: address!.id,
    quote,
    idempotencyKey: `account-address-${Date.now()}`,
  })
  await page.goto(`/pages/order/detail?orderId=${order.orderId}`)
  await visibleText(page, '上海市 浦东新区 张江路 100 号 2 幢').waitFor()
  expect(await here(page).getByText('上海市上海市', { exact: false }).count()).toBe(0)
  await snap(page, 'order-address-municipality')

  // Moving house: the district is chosen, province → city → district.
  await page.goto('/pages/address/list/index')
  await visibleText(page, '编辑').click()
  await visibleText(page, '上海市 浦东新区').click()
  await here(page).getByRole('option', { name: '浦东新区' }).waitFor()
  await visibleText(page, '上海市').click() // back to the provinces
  await here(page).getByRole('option', { name: '浙江省' }).click()
  await here(page).getByRole('option', { name: '杭州市' }).click()
  await snap(page, 'address-pick-district')
  await here(page).getByRole('option', { name: '西湖区' }).click()
  await visibleText(page, '浙江省 杭州市 西湖区').waitFor()
  await visibleButton(page, '保存').click()
  await page.waitForURL((url) => url.pathname.startsWith('/pages/address/list/index'))
  await visibleText(page, '浙江省 杭州市 西湖区 张江路 100 号 2 幢').waitFor()
  await context.close()
})
