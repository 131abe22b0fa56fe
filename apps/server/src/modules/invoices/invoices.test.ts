import { afterAll, describe, expect, it } from 'vitest'
import {
  checkInvoice,
  createInvoice,
  customerInvoiceTitles,
  INVOICE_ISSUE_DELAY_SECONDS,
  invoiceMail,
  multiBuyNowLocate,
  multiBuyNowSubmit,
  orderDetailRoute,
  preferredInvoiceTitle,
  saveCustomerInvoiceTitle,
} from '@shop/contracts'
import { createTestApp } from '../../../test/harness'
import { key, makeSkus, shopper, type Shopper } from '../../../test/checkout.fixtures'
import { merchantToken, paidOrder } from '../../../test/after-sale.fixtures'
import { INVOICE_MAILS_PER_DAY } from '.'

const t = await createTestApp()
afterAll(() => t.close())

const me = await shopper(t)
const other = await shopper(t)

const COMPANY_TAX_NUMBER = '91310000MA1FL3LT0Q'
const save = (who: Shopper, body: object) => t.call(saveCustomerInvoiceTitle, { token: who.token, body })

async function saved(who: Shopper, body: object) {
  const answer = await save(who, body)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}

describe('invoice titles', async () => {
  const fresh = await shopper(t)

  it('starts empty; the first title becomes the preferred one', async () => {
    expect((await t.call(customerInvoiceTitles, { token: fresh.token })).body).toEqual([])
    expect((await t.call(preferredInvoiceTitle, { token: fresh.token })).body).toBeNull()
    const person = await saved(fresh, { type: 'personal', title: '林小澜' })
    expect(person).toMatchObject({
      type: 'personal',
      typeLabel: '个人',
      title: '林小澜',
      taxNumber: null,
      preferred: true,
    })
    const company = await saved(fresh, {
      type: 'company',
      title: '上海澜肌科技有限公司',
      taxNumber: ' 91310000ma1fl3lt0q ',
    })
    expect(company).toMatchObject({ taxNumber: COMPANY_TAX_NUMBER, preferred: false })
    expect((await t.call(preferredInvoiceTitle, { token: fresh.token })).body).toMatchObject({ id: person.id })

    const moved = await saved(fresh, {
      id: company.id,
      type: 'company',
      title: '上海澜肌科技有限公司',
      taxNumber: COMPANY_TAX_NUMBER,
      bankName: '招商银行上海分行',
      bankAccount: '6214830000000000',
      preferred: true,
    })
    expect(moved).toMatchObject({ id: company.id, preferred: true, bankAccount: '6214830000000000' })
    const list = (await t.call(customerInvoiceTitles, { token: fresh.token })).body
    expect(list.map((title) => [title.id, title.preferred])).toEqual([
      [company.id, true],
      [person.id, false],
    ])
  })

  it.each([
    [{ type: 'company', title: '上海澜肌科技有限公司' }],
    [{ type: 'company', title: '上海澜肌科技有限公司', taxNumber: '91310000MA1FL3LT0A' }],
    [{ type: 'personal', title: '林小澜', taxNumber: COMPANY_TAX_NUMBER }],
    [{ type: 'personal', title: '林小澜', bankName: '招商银行' }],
    [{ type: 'personal', title: '   ' }],
    [{ type: 'personal', title: 'x'.repeat(101) }],
    [{ type: 'group', title: '林小澜' }],
    [{ type: 'company', title: '上海澜肌科技有限公司', taxNumber: COMPANY_TAX_NUMBER, bankAccount: '12-34' }],
    [{ type: 'personal', title: '林小澜', extra: true }],
  ])('refuses %o', async (body) => {
    expect(await save(me, body)).toMatchObject({ status: 400, body: { code: 'validationFailed' } })
  })

  it('keeps titles per customer, at most 10', async () => {
    const mine = (await t.call(customerInvoiceTitles, { token: me.token })).body[0]!
    const theirs = await save(other, { id: mine.id, type: 'personal', title: '别人' })
    expect(theirs).toMatchObject({ status: 404, body: { code: 'invoiceTitleNotFound' } })
    expect((await t.call(customerInvoiceTitles, { token: other.token })).body).toEqual([])

    const many = await shopper(t)
    for (let i = 0; i < 10; i++) await saved(many, { type: 'personal', title: `抬头${i}` })
    expect(await save(many, { type: 'personal', title: '第十一个' })).toMatchObject({
      status: 400,
      body: { code: 'invoiceTitleLimitReached' },
    })
  })
})

describe('the invoice of an order', async () => {
  const title = await saved(me, { type: 'company', title: '上海澜肌<科技>有限公司', taxNumber: COMPANY_TAX_NUMBER })
  // ¥256: over the free-shipping threshold, so the money paid is the goods'.
  const order = await paidOrder(t, me, [{ spec: { price: 12_800, stock: 10 }, quantity: 2 }])
  const request = (who: Shopper, orderId: number, titleId: number) =>
    t.call(createInvoice, { token: who.token, params: { orderId }, body: { titleId } })

  it('is refused for an unpaid order, another’s order or title, and bad input', async () => {
    const [skuId] = await makeSkus(t, [{ price: 1_000, stock: 5 }])
    const items = [{ skuId: skuId!, quantity: 1 }]
    const shown = await t.call(multiBuyNowLocate, { token: me.token, body: { items } })
    const unpaid = await t.call(multiBuyNowSubmit, {
      token: me.token,
      body: { items, addressId: me.addressId, idempotencyKey: key(), quote: shown.body.quote },
    })
    expect(await request(me, unpaid.body.orderId, title.id)).toMatchObject({
      status: 409,
      body: { code: 'orderStatusInvalid' },
    })
    expect(await request(other, order.orderId, title.id)).toMatchObject({
      status: 404,
      body: { code: 'orderNotFound' },
    })
    expect(await t.call(checkInvoice, { token: other.token, params: { orderId: order.orderId } })).toMatchObject({
      status: 404,
      body: { code: 'orderNotFound' },
    })
    const theirTitle = await saved(other, { type: 'personal', title: '别人' })
    expect(await request(me, order.orderId, theirTitle.id)).toMatchObject({
      status: 404,
      body: { code: 'invoiceTitleNotFound' },
    })
    for (const body of [{}, { titleId: 'x' }, { titleId: title.id, extra: 1 }]) {
      const answer = await t.call(createInvoice, { token: me.token, params: { orderId: order.orderId }, body })
      expect(answer.status).toBe(400)
    }
    expect(await t.call(checkInvoice, { token: me.token, params: { orderId: order.orderId } })).toMatchObject({
      status: 404,
      body: { code: 'invoiceNotFound' },
    })
  })

  it('is requested once, then issued with a file to download', async () => {
    const requested = await request(me, order.orderId, title.id)
    expect(requested.status, JSON.stringify(requested.body)).toBe(200)
    expect(requested.body).toMatchObject({
      orderNo: order.orderNo,
      status: 'requested',
      statusLabel: '开票中',
      amount: 25_600,
      invoiceNo: null,
      fileUrl: null,
      title: { type: 'company', title: '上海澜肌<科技>有限公司', taxNumber: COMPANY_TAX_NUMBER },
    })
    expect(await request(me, order.orderId, title.id)).toMatchObject({
      status: 409,
      body: { code: 'invoiceAlreadyRequested' },
    })
    const shown = await t.call(orderDetailRoute, { token: me.token, params: { id: order.orderId } })
    expect(shown.body.invoiceRequested).toBe(true)
    expect(shown.body.actions.map((a) => a.action)).toContain('view_invoice')
    expect(shown.body.actions.map((a) => a.action)).not.toContain('invoice')

    // Editing the title later leaves the invoice as it was asked.
    await saved(me, { id: title.id, type: 'personal', title: '改了' })
    t.clock.advance(INVOICE_ISSUE_DELAY_SECONDS * 1000)
    const issued = await t.call(checkInvoice, { token: me.token, params: { orderId: order.orderId } })
    expect(issued.body).toMatchObject({
      status: 'issued',
      statusLabel: '已开票',
      amount: 25_600,
      title: { title: '上海澜肌<科技>有限公司' },
    })
    expect(issued.body.invoiceNo).toMatch(/^\d{20}$/)
    expect(issued.body.fileUrl).toMatch(/^\/uploads\/invoice-[0-9a-f]{32}\.html$/)
    const file = await t.inject({ method: 'GET', url: issued.body.fileUrl! })
    expect(file.statusCode).toBe(200)
    expect(file.body).toContain(issued.body.invoiceNo)
    expect(file.body).toContain('上海澜肌&lt;科技&gt;有限公司')
    expect(file.body).toContain(COMPANY_TAX_NUMBER)
    const again = await t.call(checkInvoice, { token: me.token, params: { orderId: order.orderId } })
    expect(again.body).toEqual(issued.body)
  })

  it('is mailed over SMTP to a valid address (the sandbox’s mail server shows it), a few times a day', async () => {
    const mail = (who: Shopper, params: Record<string, string | number>) =>
      t.call(invoiceMail, { token: who.token, params })
    const sent = await mail(me, { orderId: order.orderId, channel: 'email', mail: 'xiaolan.lin@example.com' })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(sent.body).toMatchObject({ channel: 'email', mail: 'x***@example.com' })
    // The sandbox's SMTP server received it through nodemailer; /sandbox/mail shows it (kept in the database).
    const inbox = await t.inject({ method: 'GET', url: '/sandbox/mail/messages?to=xiaolan.lin@example.com' })
    const [received] = inbox.json<{ subject: string; text: string; from: string }[]>()
    expect(received?.subject).toMatch(/电子发票 \d{20}$/)
    expect(received?.text).toContain(order.orderNo)
    expect(received?.text).toMatch(/\/uploads\/invoice-[0-9a-f]{32}\.html/)
    expect((await t.inject({ method: 'GET', url: '/sandbox/mail' })).body).toContain(received!.subject)

    for (const address of [
      'not-an-address',
      'a@b',
      'a b@example.com',
      `${'x'.repeat(65)}@example.com`,
      'a@@example.com',
    ]) {
      expect((await mail(me, { orderId: order.orderId, channel: 'email', mail: address })).status, address).toBe(400)
    }
    expect((await mail(me, { orderId: order.orderId, channel: 'sms', mail: 'a@example.com' })).status).toBe(400)
    expect(await mail(other, { orderId: order.orderId, channel: 'email', mail: 'a@example.com' })).toMatchObject({
      status: 404,
      body: { code: 'orderNotFound' },
    })
    const merchant = await merchantToken(t)
    expect(
      (
        await t.call(invoiceMail, {
          token: merchant,
          params: { orderId: order.orderId, channel: 'email', mail: 'a@example.com' },
        })
      ).status,
    ).toBe(401)

    for (let i = 1; i < INVOICE_MAILS_PER_DAY; i++) {
      expect((await mail(me, { orderId: order.orderId, channel: 'email', mail: `n${i}@example.com` })).status).toBe(200)
    }
    expect(await mail(me, { orderId: order.orderId, channel: 'email', mail: 'one.more@example.com' })).toMatchObject({
      status: 429,
      body: { code: 'invoiceMailLimitReached' },
    })
    const listed = await t.call(checkInvoice, { token: me.token, params: { orderId: order.orderId } })
    expect(listed.body.mails).toHaveLength(INVOICE_MAILS_PER_DAY)
    expect(listed.body.mails[0]!.mail).toBe('n***@example.com')
  })

  it('cannot be mailed before it is issued', async () => {
    const next = await paidOrder(t, me, [{ spec: { price: 5_000, stock: 10 }, quantity: 1 }])
    await request(me, next.orderId, title.id)
    const early = await t.call(invoiceMail, {
      token: me.token,
      params: { orderId: next.orderId, channel: 'email', mail: 'a@example.com' },
    })
    expect(early).toMatchObject({ status: 409, body: { code: 'invoiceNotIssued' } })
  })
})
