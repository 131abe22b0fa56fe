import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import { CONSOLE_OWNER } from '../support/console'
import {
  api,
  apiAddress,
  apiFreeGoods,
  apiSignIn,
  here,
  openSignedIn,
  visibleButton,
  visibleText,
} from '../support/shop'

// Group buys (docs/group-buys.md): a group opened by one shopper and completed by a friend who opened its shared link
// in a browser of their own; and a group that fails at its deadline, its leader refunded.
const browser = useBrowser()
const shop = 'ec-portal/store/lanji'
const console = 'counter-portal/store/lanji'

/** Mobiles no other journey signs in with. */
const stamp = String(Date.now() % 100_000_000).padStart(8, '0')

/** From the checkout page: submits, pays at the sandbox's cashier and opens the order; answers its id. */
async function payAndOpenOrder(page: Page): Promise<number> {
  await visibleText(page, '提交订单').click()
  await page.waitForURL(/\/sandbox\/wechatpay\/pay/)
  await page.getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL(/\/pages\/pay\/result\/index/)
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'))
  await visibleText(page, '查看订单').click()
  await expect.poll(() => page.url()).toContain(`/pages/order/detail?orderId=${orderId}`)
  return orderId
}

test('a group opened by one shopper and completed by a friend who opened its shared link', async () => {
  const leader = await openPhone(browser())
  const leaderToken = await apiSignIn(leader.baseUrl, `136${stamp}`)
  await apiAddress(leader.baseUrl, leaderToken)
  const { content } = await api<{ content: { name: string; goodsId: number }[] }>(
    leader.baseUrl,
    null,
    'GET',
    `${shop}/group_purchasing_activity/list`,
  )
  const demo = content.find((card) => card.name === '好友拼团')!

  // The leader opens a group from the goods' page and pays: the order waits for the group, 待成团.
  await openSignedIn(leader.page, leaderToken, `/pages/pdp/index?id=${demo.goodsId}`)
  await here(leader.page)
    .getByText(/^发起拼团 ¥/)
    .click()
  await expect.poll(() => leader.page.url()).toContain('/pages/pay/index?group=')
  await snap(leader.page, 'group-checkout')
  const leaderOrder = await payAndOpenOrder(leader.page)
  await visibleText(leader.page, '待成团', false).waitFor()
  await visibleText(leader.page, '还差 1 人成团', false).waitFor()
  await visibleText(leader.page, '邀请好友参团，成团后商家发货').waitFor()
  await snap(leader.page, 'group-order-waiting')

  // From the order to the group's page, whose link the leader sends.
  await visibleButton(leader.page, '邀请好友参团').click()
  await expect.poll(() => leader.page.url()).toContain('/pages/group/detail/index?groupId=')
  const groupPath = new URL(leader.page.url()).pathname + new URL(leader.page.url()).search
  await visibleText(leader.page, '团长').waitFor()
  await visibleButton(leader.page, '复制链接邀请好友').waitFor()
  await snap(leader.page, 'group-detail-leader')

  // The friend opens the link in a browser of their own, signs in, joins and pays.
  const friend = await openPhone(browser())
  const friendToken = await apiSignIn(friend.baseUrl, `135${stamp}`)
  await apiAddress(friend.baseUrl, friendToken)
  await openSignedIn(friend.page, friendToken, groupPath)
  await visibleText(friend.page, '还差 1 人成团', false).waitFor()
  await snap(friend.page, 'group-detail-friend')
  await here(friend.page)
    .getByText(/^参与拼团 ¥/)
    .click()
  await expect.poll(() => friend.page.url()).toContain('/pages/pay/index?group=')
  await payAndOpenOrder(friend.page)
  await visibleText(friend.page, '拼团成功', false).waitFor()
  await snap(friend.page, 'group-order-succeeded')

  // The leader's order is released: the group succeeded and the order waits for shipment like any other.
  await leader.page.goto(`/pages/order/detail?orderId=${leaderOrder}`)
  await visibleText(leader.page, '拼团成功', false).waitFor()
  await visibleText(leader.page, '待发货', false).waitFor()
  expect(await here(leader.page).innerText()).not.toContain('待成团')
  await friend.context.close()
  await leader.context.close()
})

test('a group that fails at its deadline: its leader is refunded and the order says so', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const token = await apiSignIn(baseUrl, `134${stamp}`)
  await apiAddress(baseUrl, token)

  // A group buy ending in 40 s on goods in no other activity: its groups' deadline is its end.
  const { token: staff } = await api<{ token: string }>(
    baseUrl,
    null,
    'POST',
    `${console}/merchant/login`,
    CONSOLE_OWNER,
  )
  const { goodsId, sku } = await apiFreeGoods(baseUrl, staff)
  const end = Date.now() + 40_000
  await api(baseUrl, staff, 'POST', `${console}/merchant/group_buys`, {
    name: '限时三人团',
    goodsId,
    startTime: new Date(Date.now() - 60_000).toISOString(),
    endTime: new Date(end).toISOString(),
    groupSize: 3,
    groupHours: 1,
    limitPerCustomer: 1,
    allowVirtual: false,
    skus: [{ skuId: sku.id, groupPrice: sku.price - 500 }],
  })

  await openSignedIn(page, token, `/pages/pdp/index?id=${goodsId}`)
  await here(page)
    .getByText(/^发起拼团 ¥/)
    .click()
  const orderId = await payAndOpenOrder(page)
  await visibleText(page, '还差 2 人成团', false).waitFor()

  // Nobody joins. At the deadline the group fails and the money goes back (the shop's job, then WeChat Pay's
  // refund): the order page says so.
  await page.waitForTimeout(Math.max(0, end - Date.now()))
  await expect
    .poll(
      async () => {
        await page.goto(`/pages/order/detail?orderId=${orderId}`)
        await visibleText(page, '拼团失败，款项将原路退回', false).waitFor()
        return here(page).innerText()
      },
      { timeout: 90_000, interval: 3_000 },
    )
    .toMatch(/已退款|退款成功/)
  await snap(page, 'group-failed-refunded')
  await context.close()
})
