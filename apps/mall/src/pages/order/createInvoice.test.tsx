import type { InvoiceTitle, OrderInvoice } from '@shop/contracts'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serve } from '../../../test/fake-server'
import Taro, { setRouterParams } from '../../../test/taro'
import CheckInvoicePage from './checkInvoice'
import CreateInvoicePage from './createInvoice'

vi.mock('../../features/session', () => ({ useRequireLogin: () => ({ status: 'customer' }) }))

const title = (id: number, patch: Partial<InvoiceTitle> = {}): InvoiceTitle => ({
  id,
  type: 'company',
  typeLabel: '单位',
  title: '澜肌科技有限公司',
  taxNumber: '91350100M000100Y43',
  registeredAddress: null,
  registeredPhone: null,
  bankName: null,
  bankAccount: null,
  preferred: false,
  updateTime: '2026-11-21T10:00:00.000Z',
  ...patch,
})

const invoice = (patch: Partial<OrderInvoice> = {}): OrderInvoice => ({
  invoiceId: 3,
  orderId: 7,
  orderNo: '202611210007',
  status: 'requested',
  statusLabel: '开票中',
  title: {
    type: 'personal',
    typeLabel: '个人',
    title: '林小澜',
    taxNumber: null,
    registeredAddress: null,
    registeredPhone: null,
    bankName: null,
    bankAccount: null,
  },
  amount: 23800,
  invoiceNo: null,
  fileUrl: null,
  rejectReason: null,
  requestTime: '2026-11-21T10:00:00.000Z',
  issueTime: null,
  mails: [],
  ...patch,
})

const getSetting = vi.fn()
const chooseInvoiceTitle = vi.fn()
beforeEach(() => {
  getSetting.mockReset().mockResolvedValue({ authSetting: {} })
  chooseInvoiceTitle.mockReset()
  Object.assign(Taro, { getSetting, openSetting: vi.fn().mockResolvedValue({}), chooseInvoiceTitle })
})
afterEach(() => vi.useRealTimers())

const type = (placeholder: string, value: string) =>
  fireEvent.input(screen.getByPlaceholderText(placeholder), { target: { value } })

describe('申请开票', () => {
  it('the preferred title filled in; used as it is, the invoice is requested with it', async () => {
    setRouterParams({ orderId: '7' })
    const preferred = title(5, { preferred: true })
    const calls = serve({
      'GET customer/invoice': [
        [200, [preferred, title(6, { type: 'personal', typeLabel: '个人', title: '林小澜', taxNumber: null })]],
      ],
      'GET invoice/preferred': [[200, preferred]],
      'POST member_order/7/invoice': [[200, invoice()]],
    })
    render(<CreateInvoicePage />)
    expect(((await screen.findByPlaceholderText('请填写单位名称')) as HTMLInputElement).value).toBe('澜肌科技有限公司')
    expect(screen.queryByText('获取微信发票抬头')).toBeNull() // H5
    type('选填，开票后可发送到邮箱', 'lan@example.com')
    fireEvent.click(screen.getByText('提交申请'))
    await waitFor(() =>
      expect(Taro.redirectTo).toHaveBeenCalledWith({
        url: '/pages/order/checkInvoice?orderId=7&mail=lan%40example.com',
      }),
    )
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['member_order/7/invoice', { titleId: 5 }],
    ])
  })

  it('a company without its taxpayer number, or with a wrong one, is stopped; a new title is saved first', async () => {
    setRouterParams({ orderId: '7' })
    const calls = serve({
      'GET customer/invoice': [[200, []]],
      'GET invoice/preferred': [[200, null]],
      'POST customer/invoice': [[200, title(9)]],
      'POST member_order/7/invoice': [[200, invoice()]],
    })
    render(<CreateInvoicePage />)
    fireEvent.click(await screen.findByText('单位'))
    type('请填写单位名称', '澜肌科技有限公司')
    fireEvent.click(screen.getByText('提交申请'))
    expect(await screen.findByText('单位发票请填写纳税人识别号')).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)

    // Shaped like one, but its check character is wrong: the server's message, before any call.
    type('请填写纳税人识别号', '91350100M000100Y44')
    fireEvent.click(screen.getByText('提交申请'))
    expect(await screen.findByText('请输入正确的纳税人识别号')).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)

    type('请填写纳税人识别号', '91350100m000100y43')
    fireEvent.click(screen.getByText('提交申请'))
    await waitFor(() => expect(Taro.redirectTo).toHaveBeenCalled())
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['customer/invoice', { type: 'company', title: '澜肌科技有限公司', taxNumber: '91350100M000100Y43' }],
      ['member_order/7/invoice', { titleId: 9 }],
    ])
  })

  it('weapp: 获取微信发票抬头 fills the form; refused before, the settings modal instead', async () => {
    vi.stubEnv('TARO_ENV', 'weapp')
    setRouterParams({ orderId: '7' })
    serve({ 'GET customer/invoice': [[200, []]], 'GET invoice/preferred': [[200, null]] })
    chooseInvoiceTitle.mockResolvedValue({
      type: '0',
      title: '澜肌科技有限公司',
      taxNumber: '91350100M000100Y43',
      errMsg: 'ok',
    })
    render(<CreateInvoicePage />)
    fireEvent.click(await screen.findByText('获取微信发票抬头'))
    await waitFor(() =>
      expect((screen.getByPlaceholderText('请填写纳税人识别号') as HTMLInputElement).value).toBe('91350100M000100Y43'),
    )

    getSetting.mockResolvedValue({ authSetting: { 'scope.invoiceTitle': false } })
    fireEvent.click(screen.getByText('获取微信发票抬头'))
    await waitFor(() =>
      expect(Taro.showModal).toHaveBeenCalledWith(
        expect.objectContaining({ content: '您未开启发票抬头权限，请在设置中开启', confirmText: '去设置' }),
      ),
    )
    expect(chooseInvoiceTitle).toHaveBeenCalledTimes(1)
  })
})

describe('发票详情', () => {
  it('开票中, then issued: the file opens in the web view; the mail is checked before it is sent', async () => {
    setRouterParams({ orderId: '7', mail: 'lan%40example' })
    const issued = invoice({
      status: 'issued',
      statusLabel: '已开票',
      invoiceNo: '24330000000012345678',
      fileUrl: 'https://shop.example.com/api/invoice/3.html',
      issueTime: '2026-11-21T10:00:10.000Z',
    })
    const calls = serve({
      'GET member_order/7/invoice': [
        [200, invoice()],
        [200, issued],
      ],
      'POST invoiceMail/7/email/lan%40example.com': [
        [200, { channel: 'email', mail: 'l***@example.com', sentAt: '2026-11-21T10:01:00.000Z' }],
      ],
    })
    // Only the page's poll runs on a fake clock; the finders keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    render(<CheckInvoicePage />)
    await screen.findByText('开票中')
    expect(screen.getByText('开票后可发送').getAttribute('aria-disabled')).toBe('true')
    expect(screen.queryByText('查看发票')).toBeNull()

    act(() => vi.advanceTimersByTime(4999))
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1))
    await screen.findByText('已开票')
    fireEvent.click(screen.getByText('查看发票'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({
      url: expect.stringContaining('/pages/h5/index?url=https%3A%2F%2Fshop.example.com%2Fapi%2Finvoice%2F3.html'),
    })

    const send = screen.getByRole('button', { name: '发送到邮箱' })
    fireEvent.click(send)
    expect(await screen.findByText('请输入正确的邮箱地址')).toBeTruthy()
    fireEvent.input(screen.getByPlaceholderText('请填写接收发票的邮箱'), { target: { value: 'lan@example.com' } })
    fireEvent.click(send)
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith({ title: '已发送到邮箱', icon: 'none' }))
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1)
  })

  it('no invoice yet: 申请开票', async () => {
    setRouterParams({ orderId: '7' })
    serve({ 'GET member_order/7/invoice': [[404, { code: 'invoiceNotFound', message: '该订单尚未申请开票' }]] })
    render(<CheckInvoicePage />)
    fireEvent.click(await screen.findByText('申请开票'))
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/order/createInvoice?orderId=7' })
  })
})
