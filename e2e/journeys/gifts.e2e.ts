import { expect, test } from 'vitest'
import { openDesktop, openPhone, snap, useBrowser } from '../support/browser'
import { signInToConsole } from '../support/console'
import { apiSignIn, here, openSignedIn, visibleButton, visibleInput, visibleText } from '../support/shop'

const browser = useBrowser()

/** Mobiles no other journey signs in with: the buyer and the friend. */
const stamp = String(Date.now() % 100_000_000).padStart(8, '0')
const buyerMobile = `137${stamp}`
const friendMobile = `139${stamp}`

test('a gift with a card: bought, given by link, accepted by a friend with their own address, shipped in the console, tracked by the friend', async () => {
  // The buyer picks a gift, a box and a card design, writes the card and pays at the sandbox's cashier.
  const buyer = await openPhone(browser())
  const buyerToken = await apiSignIn(buyer.baseUrl, buyerMobile)
  await openSignedIn(buyer.page, buyerToken, '/pages/gift/index')
  await visibleText(buyer.page, '送给好友').first().click()
  await expect.poll(() => buyer.page.url()).toContain('/pages/pay/index?gift=')
  await visibleText(buyer.page, '无需填写收货地址', false).waitFor()
  await visibleText(buyer.page, '节日限定礼盒').click()
  await visibleText(buyer.page, '生日快乐').click()
  await expect
    .poll(() => visibleInput(buyer.page, '写下你的祝福').inputValue())
    .toBe('生日快乐！愿你每一天都闪闪发光。')
  await visibleInput(buyer.page, '写给谁').fill('小雨')
  await visibleInput(buyer.page, '来自谁').fill('小澜')
  await visibleText(buyer.page, '订单备注').click() // leaves the card's last field: the card is kept
  await snap(buyer.page, 'gift-checkout')
  await visibleText(buyer.page, '提交订单').click()
  await buyer.page.waitForURL(/\/sandbox\/wechatpay\/pay/)
  await buyer.page.getByRole('button', { name: '确认支付' }).click()
  await buyer.page.waitForURL(/\/pages\/pay\/result\/index/)
  const orderId = Number(new URL(buyer.page.url()).searchParams.get('orderId'))
  await visibleText(buyer.page, '查看订单').click()

  // The order page: the gift waits to be given; 送给好友 makes its single-use link.
  await expect.poll(() => buyer.page.url()).toContain(`/pages/order/detail?orderId=${orderId}`)
  await visibleText(buyer.page, '待送出').waitFor()
  await visibleText(buyer.page, '礼物将寄给领取礼物的好友').waitFor()
  await visibleButton(buyer.page, '送给好友').click()
  await visibleText(buyer.page, '待好友领取').waitFor()
  const link = await here(buyer.page).getByLabel('礼物链接').innerText()
  expect(link).toMatch(/\/pages\/gift\/receive\?giftCode=[\w-]{22}$/)
  await snap(buyer.page, 'gift-given')

  // The friend, in a browser of their own, opens the link: the card and the goods, no money, no address.
  const friend = await openPhone(browser())
  const friendToken = await apiSignIn(friend.baseUrl, friendMobile)
  await openSignedIn(friend.page, friendToken, new URL(link).pathname + new URL(link).search)
  await visibleText(friend.page, '致 小雨：').waitFor()
  await visibleText(friend.page, '生日快乐！愿你每一天都闪闪发光。').waitFor()
  await visibleText(friend.page, '—— 小澜').waitFor()
  await visibleText(friend.page, '礼盒包装：节日限定礼盒').waitFor()
  // They have no address yet: they add one, which comes back to the gift, and accept it.
  await visibleText(friend.page, '＋ 添加收货地址').click()
  await expect.poll(() => friend.page.url()).toContain('/pages/address/index')
  await visibleInput(friend.page, '请填写收货人姓名').fill('周小雨')
  await visibleInput(friend.page, '请填写收货人手机号').fill('13987654321')
  await visibleText(friend.page, '请选择省/市/区县').click()
  await visibleText(friend.page, '浙江省').click()
  await visibleText(friend.page, '杭州市').click()
  await visibleText(friend.page, '西湖区').click()
  await here(friend.page)
    .locator('textarea[placeholder="街道、楼牌号等"], input[placeholder="街道、楼牌号等"]')
    .first()
    .fill('曙光路 8 号 3 幢')
  await visibleText(friend.page, '保存').click()
  await expect.poll(() => friend.page.url()).toContain('/pages/gift/receive')
  await visibleText(friend.page, '周小雨').waitFor()
  await snap(friend.page, 'gift-receive')
  await visibleButton(friend.page, '领取礼物').click()
  await expect.poll(() => friend.page.url()).toContain('/pages/gift/receive?giftId=')
  await visibleText(friend.page, '礼物待发货').waitFor()
  await visibleText(friend.page, '曙光路 8 号 3 幢', false).waitFor()

  // The buyer sees it claimed, by whom, and never where it goes.
  await buyer.page.reload()
  await visibleText(buyer.page, '好友已领取').waitFor()
  expect(await here(buyer.page).innerText()).not.toContain('曙光路')

  // The operator ships it in the console.
  const desk = await openDesktop(browser())
  await signInToConsole(desk.page)
  await desk.page.goto(`/console/orders/${orderId}`)
  await desk.page.getByRole('button', { name: /发\s*货/ }).click()
  const dialog = desk.page.getByRole('dialog')
  await dialog.getByLabel('快递公司').fill('顺丰速运')
  await desk.page.locator('.ant-select-dropdown:visible').getByText('顺丰速运', { exact: true }).click()
  await dialog.getByLabel('运单号').fill(`SF${Date.now() % 10_000_000_000}`)
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await desk.page.getByText('已发货 1 个包裹').waitFor()
  await snap(desk.page, 'console-gift-shipped')
  await desk.context.close()

  // The friend tracks it.
  await friend.page.reload()
  await visibleText(friend.page, '礼物待收货').waitFor()
  await here(friend.page).getByLabel('物流信息').click()
  await friend.page.getByText('物流详情').locator('visible=true').first().waitFor()
  await friend.page.getByText('顺丰速运').locator('visible=true').first().waitFor()
  await snap(friend.page, 'gift-tracked')
  await friend.context.close()
  await buyer.context.close()
})
