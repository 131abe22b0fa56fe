import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { InboxMessage } from '@shop/contracts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { serve, type Call } from '../../../test/fake-server'
import Taro from '../../../test/taro'
import MailPage from './index'

const session = vi.hoisted(() => ({ current: { status: 'customer', unreadCount: 2 } as object }))
const setUnreadCount = vi.hoisted(() => vi.fn())
vi.mock('../../features/session', () => ({ useRequireLogin: () => session.current, setUnreadCount }))

const message = (id: number, over: Partial<InboxMessage> = {}): InboxMessage => ({
  id,
  kind: 'notice',
  title: `消息 ${id}`,
  content: `内容 ${id}`,
  link: null,
  read: false,
  createTime: '2026-11-21T16:30:00Z',
  ...over,
})

const page = (content: InboxMessage[], page = 0, totalPages = 1) => ({
  content,
  page,
  size: 20,
  totalElements: content.length,
  totalPages,
})

const shipped = message(3, {
  kind: 'order_shipped',
  title: '订单已发货',
  content: '您的订单 202611210007 已发货，请留意查收。',
  link: '/pages/order/detail?orderId=7',
})
const notice = message(2, { title: '双十二活动', content: '全场满 199 减 30。', read: true })
const refund = message(1, { kind: 'refund_approved', title: '退款申请已通过', content: '退款将原路退回。' })

/** The titles of the messages that show an unread dot. */
const unreadTitles = () =>
  screen.queryAllByLabelText('未读').map((dot) => dot.parentElement!.querySelector('[class*=title]')!.textContent)

const posted = (calls: Call[]) => calls.filter((c) => c.method === 'POST').map((c) => c.path)

const readAllButton = () => screen.getByRole('button', { name: '全部已读' })

describe('消息通知', () => {
  beforeEach(() => {
    session.current = { status: 'customer', unreadCount: 2 }
    setUnreadCount.mockReset()
  })

  it('lists the messages newest first: a dot on the unread ones, China time, 查看详情 for a link', async () => {
    const calls = serve({ 'message/list': [[200, page([shipped, notice, refund])]] })
    render(<MailPage />)
    await screen.findByText('订单已发货')
    expect(calls.map((c) => `${c.path}?${c.query}`)).toEqual(['message/list?page=0&size=20'])
    expect(screen.getAllByRole('link').map((row) => row.getAttribute('aria-label'))).toEqual([
      '订单已发货',
      '双十二活动',
      '退款申请已通过',
    ])
    expect(unreadTitles()).toEqual(['订单已发货', '退款申请已通过'])
    expect(screen.getAllByText('2026.11.22 00:30')).toHaveLength(3)
    expect(screen.getByText('您的订单 202611210007 已发货，请留意查收。')).toBeTruthy()
    expect(screen.getAllByText('查看详情 ›')).toHaveLength(1)
    expect(screen.getByRole('link', { name: '订单已发货' }).textContent).toContain('查看详情 ›')
    expect(readAllButton().getAttribute('aria-disabled')).toBe('false')
  })

  it('a tap reads the message at once, posts it, opens its link and keeps the count it answers', async () => {
    const calls = serve({
      'message/list': [[200, page([shipped, notice, refund])]],
      'POST message/3/read': [[200, { count: 1 }]],
    })
    render(<MailPage />)
    fireEvent.click(await screen.findByText('订单已发货'))
    expect(unreadTitles()).toEqual(['退款申请已通过']) // before the server answers
    await waitFor(() => expect(setUnreadCount).toHaveBeenCalledWith(1))
    expect(posted(calls)).toEqual(['message/3/read'])
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/order/detail?orderId=7' })
    expect(unreadTitles()).toEqual(['退款申请已通过'])
  })

  it('a read message without a link: no call, nowhere to go', async () => {
    const calls = serve({ 'message/list': [[200, page([shipped, notice, refund])]] })
    render(<MailPage />)
    fireEvent.click(await screen.findByText('双十二活动'))
    await new Promise((r) => setTimeout(r, 20))
    expect(posted(calls)).toEqual([])
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('a failed read brings the dot back', async () => {
    serve({
      'message/list': [[200, page([shipped, notice, refund])]],
      'POST message/1/read': [[500, { code: 'internal', message: 'x' }]],
    })
    render(<MailPage />)
    fireEvent.click(await screen.findByText('退款申请已通过'))
    expect(unreadTitles()).toEqual(['订单已发货'])
    await waitFor(() => expect(unreadTitles()).toEqual(['订单已发货', '退款申请已通过']))
    expect(setUnreadCount).not.toHaveBeenCalled()
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('全部已读 posts read_all, clears every dot at once and keeps the count it answers (0)', async () => {
    const calls = serve({
      'message/list': [[200, page([shipped, notice, refund])]],
      'POST message/read_all': [[200, { count: 0 }]],
    })
    render(<MailPage />)
    await screen.findByText('订单已发货')
    fireEvent.click(readAllButton())
    expect(unreadTitles()).toEqual([])
    await waitFor(() => expect(setUnreadCount).toHaveBeenCalledWith(0))
    expect(posted(calls)).toEqual(['message/read_all'])
  })

  it('全部已读 is disabled when nothing is unread', async () => {
    session.current = { status: 'customer', unreadCount: 0 }
    const calls = serve({ 'message/list': [[200, page([notice])]] })
    render(<MailPage />)
    await screen.findByText('双十二活动')
    expect(readAllButton().getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(readAllButton())
    expect(posted(calls)).toEqual([])
  })

  it('no messages: 暂无消息', async () => {
    serve({ 'message/list': [[200, page([])]] })
    render(<MailPage />)
    await screen.findByText('暂无消息')
    expect(screen.queryByText('全部已读')).toBeNull()
  })

  it('a failed load offers 重新加载', async () => {
    serve({
      'message/list': [
        [500, { code: 'internal', message: 'x' }],
        [200, page([shipped])],
      ],
    })
    render(<MailPage />)
    fireEvent.click(await screen.findByText('重新加载'))
    await screen.findByText('订单已发货')
  })

  it('loads the next page after the last one (加载更多), then 没有更多了', async () => {
    const calls = serve({
      'message/list': [
        [200, page([shipped, notice], 0, 2)],
        [200, page([refund], 1, 2)],
      ],
    })
    render(<MailPage />)
    fireEvent.click(await screen.findByText('加载更多'))
    await screen.findByText('退款申请已通过')
    expect(calls.map((c) => c.query)).toEqual(['page=0&size=20', 'page=1&size=20'])
    expect(screen.getByText('没有更多了')).toBeTruthy()
  })

  it('waits for the login before asking', () => {
    session.current = { status: 'loading', unreadCount: 0 }
    const calls = serve({})
    render(<MailPage />)
    expect(screen.getByText('加载中…')).toBeTruthy()
    expect(calls).toEqual([])
  })
})
