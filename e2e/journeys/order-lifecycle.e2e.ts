import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import {
  api,
  apiAddress,
  apiOrder,
  apiSignIn,
  here,
  modalButton,
  openSignedIn,
  shopCli,
  visibleButton,
  visibleText,
} from '../support/shop'

const browser = useBrowser()

const portal = 'ec-portal/store/lanji'

test('buy → pay in the sandbox → shipped through the merchant API → told in 消息通知 → tracked → receipt confirmed → evaluated', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const token = await apiSignIn(baseUrl, '13600005555')
  await apiAddress(baseUrl, token)
  // A nickname that ends in an emoji: other shoppers see it masked around whole characters (小***🌸).
  await api(baseUrl, token, 'PUT', `${portal}/customer/basic_info`, { nickName: '小澜的粉丝🌸' })

  // Buy now on the product page, submit the order, pay at the sandbox's H5 cashier.
  await openSignedIn(page, token, '/pages/pdp/index?id=1')
  await visibleText(page, '立即购买').click()
  await visibleButton(page, '50g').click() // the selector's value, not a review's spec line
  await visibleText(page, '确定').click()
  await expect.poll(() => page.url()).toContain('/pages/pay/index')
  await visibleText(page, '林小澜').waitFor()
  await visibleText(page, '提交订单').click()
  await page.waitForURL(/\/sandbox\/wechatpay\/pay/)
  await snap(page, 'sandbox-cashier')
  await page.getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL(/\/pages\/pay\/result\/index/)
  await visibleText(page, '支付成功').waitFor()
  await snap(page, 'pay-result')
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'))
  expect(orderId).toBeGreaterThan(0)

  await visibleText(page, '查看订单').click()
  await expect.poll(() => page.url()).toContain(`/pages/order/detail?orderId=${orderId}`)
  await visibleText(page, '待发货').waitFor()

  // The operator ships it with the documented command (the merchant API under a merchant staff token).
  const shipped = await shopCli(baseUrl, 'ship', String(orderId), 'shunfeng', 'SF1234567890')
  expect(shipped).toContain('SF1234567890')

  // The shopper learns of it in 消息通知 (the personal centre counts it), and the message opens the order.
  await page.goto('/pages/user/index')
  await visibleText(page, '消息通知').click()
  await expect.poll(() => page.url()).toContain('/pages/mail/index')
  await visibleText(page, '订单已发货').waitFor()
  // The page has slid in (the message is near the left edge) before the screenshot.
  await expect.poll(async () => (await visibleText(page, '订单已发货').boundingBox())?.x ?? 999).toBeLessThan(100)
  await snap(page, 'messages')
  await visibleText(page, '订单已发货').click()
  await expect.poll(() => page.url()).toContain(`/pages/order/detail?orderId=${orderId}`)
  await visibleText(page, '待收货').waitFor()
  const unread = () => api<{ count: number }>(baseUrl, token, 'GET', `${portal}/message/unread_count`)
  await expect.poll(async () => (await unread()).count).toBe(0) // the tap read it

  await page.goto('/pages/order/list?status=wait_receive')
  await visibleText(page, '查看物流').click()
  await page.getByText('物流详情').locator('visible=true').first().waitFor()
  await page.getByText('顺丰速运').locator('visible=true').first().waitFor()
  await snap(page, 'logistics')
  await page.getByLabel('关闭', { exact: true }).locator('visible=true').first().click()

  await visibleText(page, '确认收货').click()
  await modalButton(page, '确认收货').click()
  await visibleText(page, '待评价').waitFor()

  await visibleText(page, '评价').click()
  await expect.poll(() => page.url()).toContain(`/pages/evaluate/index?orderId=${orderId}`)
  await here(page).getByRole('radio', { name: '5星' }).first().click()
  await here(page).locator('textarea[placeholder^="分享你的使用感受"]').first().fill('泡沫细腻，洗完不紧绷，会回购。')
  await visibleText(page, '提交评价').click()
  await visibleText(page, '已评价').waitFor()
  await snap(page, 'evaluated')

  const detail = await api<{ status: string }>(baseUrl, token, 'GET', `${portal}/member_order/${orderId}/detail`)
  expect(detail.status).toBe('completed')
  const reviews = await api<{ content: { content: string; rating: number }[] }>(
    baseUrl,
    null,
    'GET',
    `${portal}/order_item_evaluation/page?goodsId=1&page=0&size=5`,
  )
  expect(reviews.content.some((r) => r.rating === 5 && r.content.includes('会回购'))).toBe(true)

  // The goods' reviews show the name masked with the flower whole (it was 小***\udf38, half a flower).
  await page.goto('/pages/productEvaluation/index?goodsId=1')
  await visibleText(page, '泡沫细腻，洗完不紧绷，会回购。').waitFor()
  const review = here(page).getByRole('article').filter({ hasText: '会回购' }).first()
  await expect.poll(() => review.getByText('小***🌸', { exact: true }).count()).toBeGreaterThan(0)
  await snap(page, 'reviews-emoji-name')
  await context.close()
})

test('取消订单 asks with buttons that say what they do: 再想想 keeps the order, 取消订单 cancels it', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const token = await apiSignIn(baseUrl, '13600005566')
  const order = await apiOrder(baseUrl, token, 'cancel-dialog')
  const statusOf = async () =>
    (await api<{ status: string }>(baseUrl, token, 'GET', `${portal}/member_order/${order.orderId}/detail`)).status

  await openSignedIn(page, token, `/pages/order/detail?orderId=${order.orderId}`)
  await visibleText(page, '待付款').waitFor()
  await snap(page, 'order-unpaid') // the page has slid into place: a tap now is not lost
  await visibleButton(page, '取消订单').click()
  const dialog = page.locator('.taro__modal .taro-modal__content').locator('visible=true').first()
  await dialog.getByText('确定要取消这个订单吗？').waitFor()
  // Both buttons say what they do; no bare 取消 | 确定.
  expect((await dialog.locator('.taro-modal__foot').innerText()).split('\n')).toEqual(['再想想', '取消订单'])
  // The dialog fades in: the screenshot once it is fully shown.
  await expect
    .poll(() =>
      page
        .locator('.taro__modal')
        .first()
        .evaluate((e) => getComputedStyle(e).opacity),
    )
    .toBe('1')
  await snap(page, 'cancel-order-dialog')

  await modalButton(page, '再想想').click()
  await expect.poll(() => modalButton(page, '再想想').isVisible()).toBe(false)
  expect(await statusOf()).toBe('wait_pay')
  await visibleText(page, '待付款').waitFor()

  await visibleButton(page, '取消订单').click()
  await modalButton(page, '取消订单').click()
  await visibleText(page, '已取消').waitFor()
  expect(await statusOf()).toBe('cancelled')
  await context.close()
})
