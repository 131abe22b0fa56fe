import type { Locator, Page } from 'playwright-core'

/**
 * Taro's H5 router keeps earlier pages in the DOM (hidden, or still sliding out during a transition), so these
 * helpers look inside the page on top: the last visible `.taro_page`.
 */
export const here = (page: Page): Locator => page.locator('.taro_router > .taro_page').locator('visible=true').last()

export const visibleText = (page: Page, text: string, exact = true): Locator =>
  here(page).getByText(text, { exact }).first()

export const visibleButton = (page: Page, name: string): Locator =>
  here(page).getByRole('button', { name, exact: true }).first()

export const visibleLabel = (page: Page, label: string): Locator =>
  here(page).getByLabel(label, { exact: true }).first()

export const visibleInput = (page: Page, placeholder: string): Locator =>
  here(page).locator(`input[placeholder="${placeholder}"]`).first()

/** A button of the modal dialog (Taro.showModal), which lives outside the pages (not its title: 取消订单 is both). */
export const modalButton = (page: Page, text: string): Locator =>
  page.locator('.taro__modal .taro-modal__foot').getByText(text, { exact: true }).locator('visible=true').first()

/** Signs in through the login page with the sandbox SMS code. */
export async function signIn(page: Page, baseUrl: string, mobile: string): Promise<void> {
  await page.goto('/pages/login/index')
  await requestCode(page, mobile)
  const sms = (await (await fetch(`${baseUrl}/sandbox/sms/last/${mobile}`)).json()) as { code: string }
  await visibleInput(page, '请输入6位验证码').fill(sms.code)
  await visibleText(page, '我已阅读并同意').click()
  await visibleButton(page, '登录').click()
  await page.waitForURL((url) => !url.pathname.startsWith('/pages/login/'))
}

/**
 * On the login page: enters the mobile and taps 获取验证码 until the resend countdown shows. A tap that lands while a
 * freshly opened page is still settling can be lost, so it tries a few times.
 */
export async function requestCode(page: Page, mobile: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await visibleInput(page, '请输入手机号').fill(mobile)
    await visibleText(page, '获取验证码').click()
    // The countdown reads 60s后重新获取, 59s后重新获取, …
    const sent = await here(page)
      .getByText(/^\d+s后重新获取$/)
      .first()
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false)
    if (sent) break
    if (attempt === 3) throw new Error(`no sign-in code was sent to ${mobile}: ${await here(page).innerText()}`)
  }
}

/** Closes the home page's dialog (shown once a day) if it is open. */
export async function closeDialogIfShown(page: Page): Promise<void> {
  const close = page.getByLabel('关闭弹窗').locator('visible=true').first()
  if (await close.isVisible().catch(() => false)) await close.click()
}

/** Calls the shop's API as a customer (for setting up a journey's preconditions, never for the step under test). */
export async function api<T>(
  baseUrl: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  const text = await answer.text()
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text}`)
  return JSON.parse(text) as T
}

/**
 * Moves the server's clock (SANDBOX_CLOCK=on in the journeys' server); answers its new now. A journey puts it back in
 * a `finally`, and signs nobody in while it is moved (tokens and sign-in codes are dated by it).
 */
export async function moveClock(baseUrl: string, milliseconds: number): Promise<number> {
  const answer = await fetch(`${baseUrl}/sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ milliseconds }),
  })
  if (!answer.ok) throw new Error(`POST /sandbox/clock: ${answer.status} ${await answer.text()}`)
  return Date.parse(((await answer.json()) as { now: string }).now)
}

/**
 * A customer token through the H5 sign-in with the sandbox SMS code. A demo mobile that another journey signed in
 * with less than a minute ago waits for the server's 60 s between codes (smsTooFrequent's retryAfterSeconds).
 */
export async function apiSignIn(baseUrl: string, mobile: string): Promise<string> {
  const portal = 'sp-portal/store/lanji'
  const send = () => fetch(`${baseUrl}/api/${portal}/sendLoginVerificationCode/${mobile}`, { method: 'POST' })
  let sent = await send()
  let refusal = sent.ok ? '' : await sent.text()
  const tooSoon = /"smsTooFrequent".*"retryAfterSeconds":(\d+)/.exec(refusal)
  if (tooSoon && Number(tooSoon[1]) <= 61) {
    await new Promise((resolve) => setTimeout(resolve, Number(tooSoon[1]) * 1000 + 500))
    sent = await send()
    refusal = sent.ok ? '' : await sent.text()
  }
  if (!sent.ok) throw new Error(`POST ${portal}/sendLoginVerificationCode/${mobile}: ${sent.status} ${refusal}`)
  const sms = (await (await fetch(`${baseUrl}/sandbox/sms/last/${mobile}`)).json()) as { code: string }
  const session = await api<{ jwtString: string }>(baseUrl, null, 'POST', `${portal}/h5/login/${mobile}`, {
    code: sms.code,
  })
  return session.jwtString
}

/** Gives the customer a receiving address (the demo one) through the API; answers its id. */
export async function apiAddress(baseUrl: string, token: string): Promise<number> {
  const address = await api<{ id: number }>(baseUrl, token, 'POST', 'ec-portal/store/lanji/customer/address', {
    name: '林小澜',
    mobile: '13812345678',
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    detail: '文三路 100 号',
  })
  return address.id
}

/** An unpaid order of the customer (with the demo address), bought now through the API. */
export async function apiOrder(
  baseUrl: string,
  token: string,
  journey: string,
  item = { skuId: 1, quantity: 1 },
): Promise<{ orderId: number; orderNo: string; totalRealPayAmount: number }> {
  const portal = 'ec-portal/store/lanji'
  const addressId = await apiAddress(baseUrl, token)
  const { quote } = await api<{ quote: string }>(baseUrl, token, 'POST', `${portal}/buy_now/locate`, item)
  return api(baseUrl, token, 'POST', `${portal}/buy_now/submit`, {
    ...item,
    addressId,
    quote,
    idempotencyKey: `${journey}-${Date.now()}`,
  })
}

/**
 * Goods on sale with stock in no flash sale or group buy (the console's lists), for a journey's own activity: its id
 * and its first SKU. Two journeys asking at once may get the same goods: each makes its activity once, on its own.
 */
export async function apiFreeGoods(
  baseUrl: string,
  staffToken: string,
): Promise<{ goodsId: number; sku: { id: number; price: number } }> {
  const console = 'counter-portal/store/lanji'
  const get = <T>(path: string) => api<T>(baseUrl, staffToken, 'GET', `${console}/${path}`)
  // A flash sale names its SKUs, a group buy its goods.
  const flashSkus = new Set<number>()
  const flash = await get<{ content: { skus: { skuId: number }[] }[] }>('merchant/flash_sales?page=0&size=100')
  for (const sale of flash.content) for (const sku of sale.skus) flashSkus.add(sku.skuId)
  const grouped = new Set<number>()
  const groups = await get<{ content: { goodsId: number }[] }>('merchant/group_buys?page=0&size=100')
  for (const buy of groups.content) grouped.add(buy.goodsId)
  const goods = await get<{ content: { id: number; minPrice: number }[] }>(
    'merchant/goods?page=0&size=100&status=on_sale&stock=in',
  )
  const candidates = goods.content
    .filter((row) => !grouped.has(row.id) && row.minPrice > 1_000)
    .sort(() => Math.random() - 0.5)
  for (const candidate of candidates) {
    const detail = await api<{ skus: { id: number; price: number }[] }>(
      baseUrl,
      null,
      'GET',
      `ec-portal/store/lanji/goods/${candidate.id}`,
    )
    if (!detail.skus.some((sku) => flashSkus.has(sku.id))) return { goodsId: candidate.id, sku: detail.skus[0]! }
  }
  throw new Error('no goods on sale outside every flash sale and group buy')
}

/** Starts paying the order by H5 through the API; answers the cashier's address (the sandbox's, in sandbox mode). */
export async function apiH5Cashier(baseUrl: string, token: string, orderId: number): Promise<string> {
  const started = await api<{ payment: { prepayResponse: { h5Url: string } } }>(
    baseUrl,
    token,
    'POST',
    'ec-portal/store/lanji/payment',
    { orderId, payType: 'h5' },
  )
  return started.payment.prepayResponse.h5Url
}

/** Opens the shop signed in with `token` (as the app keeps it: Taro storage key `shop.token`). */
export async function openSignedIn(page: Page, token: string, path: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('shop.token', JSON.stringify({ data: value })), token)
  await page.goto(path)
}

/** Runs the operator's command line (`npm run shop -- …`) against the journey's server. */
export async function shopCli(baseUrl: string, ...args: string[]): Promise<string> {
  const { execFile } = await import('node:child_process')
  const { join } = await import('node:path')
  const root = join(__dirname, '..', '..')
  return new Promise((resolve, reject) =>
    execFile(
      join(root, 'node_modules/.bin/tsx'),
      ['apps/server/scripts/shop.ts', ...args],
      { cwd: root, env: { ...process.env, SHOP_BASE_URL: baseUrl } },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stdout}${stderr}`)) : resolve(stdout)),
    ),
  )
}

/** Yuan text on screen (`¥202.00`, `合计：¥1,202.00`) → fen. */
export const fenOf = (text: string): number => {
  const m = /¥\s*([\d,]+)\.(\d{2})/.exec(text)
  if (!m) throw new Error(`no amount in ${JSON.stringify(text)}`)
  return Number(m[1]!.replace(/,/g, '')) * 100 + Number(m[2])
}
