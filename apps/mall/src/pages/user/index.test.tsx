import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { CustomerProfile, OrderCounts } from '@shop/contracts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { serve } from '../../../test/fake-server'
import Taro, { showAgain } from '../../../test/taro'
import { refreshUnreadCount } from '../../features/session'
import UserPage from './index'

const session = vi.hoisted(() => ({ current: { status: 'visitor', profile: null } as object }))
vi.mock('../../features/session', () => ({
  useSession: () => session.current,
  createMember: vi.fn(),
  logout: vi.fn(),
  setProfile: vi.fn(),
  refreshUnreadCount: vi.fn(),
}))
vi.mock('../../features/tabbar', () => ({ useTabBar: () => undefined }))

const profile: CustomerProfile = {
  customerId: 7,
  customerBasicInfo: {
    nickName: '林小澜',
    realName: null,
    mobile: '13812345678',
    gender: 0,
    avatarUrl: null,
    birthday: null,
    isMember: true,
  },
  openId: null,
  unionId: null,
  cartItemNum: 0,
  innerMessageNum: 0,
  old: true,
  firstShopTime: null,
  isMember: true,
  isEbc: false,
}

const counts: OrderCounts = {
  all: 140,
  wait_pay: 2,
  wait_shipment: 0,
  wait_receive: 1,
  success: 9,
  wait_estimate: 120,
  completed: 4,
  cancelled: 1,
  refunded: 3,
}

/** The badge shown on each order shortcut, by its text ('' for none). */
const badges = () =>
  ['待付款', '待发货', '待收货', '待评价', '退款/售后'].map((text) => {
    const shortcut = screen.getByText(text).parentElement!
    return `${text}:${shortcut.textContent!.replace(text, '')}`
  })

/** The menu row 消息通知. */
const messagesEntry = () => screen.getByText('消息通知').parentElement!

describe('personal centre', () => {
  beforeEach(() => {
    session.current = { status: 'customer', profile, unreadCount: 0 }
  })

  it('badges the to-do order shortcuts with their counts, 待评价 included (99+ above 99)', async () => {
    const calls = serve({
      'statistic/count': [[200, counts]],
      'points/balance': [[200, { balance: 30 }]],
    })
    render(<UserPage />)
    await screen.findByText('99+')
    expect(badges()).toEqual(['待付款:2', '待发货:', '待收货:1', '待评价:99+', '退款/售后:'])
    expect(calls.filter((c) => c.path === 'statistic/count')).toHaveLength(1)
  })

  it('待评价 opens the order list on its tab', async () => {
    serve({ 'statistic/count': [[200, { ...counts, wait_estimate: 3 }]], 'points/balance': [[200, { balance: 0 }]] })
    render(<UserPage />)
    await screen.findByText('3')
    fireEvent.click(screen.getByText('待评价'))
    await waitFor(() => expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/order/list?status=wait_estimate' }))
  })

  it('消息通知 carries the unread count (99+ above 99) and opens the messages', async () => {
    session.current = { status: 'customer', profile, unreadCount: 5 }
    serve({ 'statistic/count': [[200, counts]], 'points/balance': [[200, { balance: 0 }]] })
    const { rerender } = render(<UserPage />)
    expect(messagesEntry().textContent).toBe('消息通知5›')
    session.current = { status: 'customer', profile, unreadCount: 120 }
    rerender(<UserPage />)
    expect(messagesEntry().textContent).toBe('消息通知99+›')
    fireEvent.click(messagesEntry())
    await waitFor(() => expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/mail/index' }))
  })

  it('shown again (back on the tab), asks for the order counts and the unread count again', async () => {
    const calls = serve({ 'statistic/count': [[200, counts]], 'points/balance': [[200, { balance: 0 }]] })
    render(<UserPage />)
    await screen.findByText('99+')
    expect(refreshUnreadCount).not.toHaveBeenCalled() // the session loaded it with the login
    act(() => showAgain())
    await waitFor(() => expect(calls.filter((c) => c.path === 'statistic/count')).toHaveLength(2))
    expect(refreshUnreadCount).toHaveBeenCalledTimes(1)
  })

  it('消息通知 has no badge when everything is read', async () => {
    serve({ 'statistic/count': [[200, counts]], 'points/balance': [[200, { balance: 0 }]] })
    render(<UserPage />)
    await screen.findByText('99+')
    expect(messagesEntry().textContent).toBe('消息通知›')
  })

  it('a customer without a picture gets the first character of the nickname, emoji whole, and a masked mobile', async () => {
    const family = '👨‍👩‍👧‍👦'
    const named = {
      ...profile,
      customerBasicInfo: { ...profile.customerBasicInfo, nickName: `${family}小澜`, avatarUrl: null },
    }
    session.current = { status: 'customer', profile: named, unreadCount: 0 }
    serve({ 'statistic/count': [[200, counts]], 'points/balance': [[200, { balance: 0 }]] })
    render(<UserPage />)
    await screen.findByText('99+')
    expect(screen.getByText(family).textContent).toBe(family) // was '\ud83d': half of the first person
    expect(screen.getByText('138****5678')).toBeTruthy()
  })

  it('a visitor sees no badges and asks for no counts', async () => {
    session.current = { status: 'visitor', profile: null, unreadCount: 3 }
    const calls = serve({})
    render(<UserPage />)
    await screen.findByText('登录/注册')
    expect(badges()).toEqual(['待付款:', '待发货:', '待收货:', '待评价:', '退款/售后:'])
    expect(messagesEntry().textContent).toBe('消息通知›')
    // Only what every shopper sees: the page's content, its dialog and the recommendations.
    await waitFor(() =>
      expect(calls.map((c) => c.path).sort()).toEqual([
        'page_dialog/PERSONAL_CENTER',
        'page_setting_new/page/theme/user-H5',
        'recommend/user/0',
      ]),
    )
  })

  it('shows the content the shop arranges (user-H5 in H5), 猜你喜欢 and the PERSONAL_CENTER dialog', async () => {
    const goods = (id: number, name: string) => ({
      id,
      code: `G${id}`,
      name,
      subtitle: null,
      mainImage: '/assets/goods/a.png',
      price: 9900,
      marketingPrice: 9900,
      activityPrice: null,
      tags: [],
      sellOut: false,
      skuId: id,
      salesCount: 0,
    })
    serve({
      'statistic/count': [[200, counts]],
      'points/balance': [[200, { balance: 0 }]],
      'page_setting_new/page/theme/user-H5': [
        [
          200,
          {
            code: 'user-H5',
            title: '我的',
            blocks: [
              { type: 'goodsGrid', id: 'user-stars', title: '明星单品', columns: 2, goods: [goods(1, '精华水')] },
            ],
          },
        ],
      ],
      'recommend/user/0': [[200, [goods(2, '修护面霜')]]],
      'page_dialog/PERSONAL_CENTER': [
        [
          200,
          {
            dialog: {
              id: 9,
              type: 'PERSONAL_CENTER',
              image: '/assets/banner.png',
              link: '/pages/signIn/index',
              frequency: 'once',
            },
          },
        ],
      ],
    })
    render(<UserPage />)
    await screen.findByText('明星单品')
    await screen.findByText('猜你喜欢')
    expect(screen.getByText('修护面霜')).toBeTruthy()
    fireEvent.click(await screen.findByLabelText('活动详情'))
    await waitFor(() => expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/signIn/index' }))
  })

  it('我的收藏 and 浏览足迹 open their pages; a visitor signs in first', async () => {
    serve({ 'statistic/count': [[200, counts]], 'points/balance': [[200, { balance: 0 }]] })
    const { rerender } = render(<UserPage />)
    fireEvent.click(screen.getByText('我的收藏'))
    await waitFor(() => expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/collect/index' }))
    fireEvent.click(screen.getByText('浏览足迹'))
    await waitFor(() => expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/collect/footprint/index' }))
    session.current = { status: 'visitor', profile: null, unreadCount: 0 }
    rerender(<UserPage />)
    fireEvent.click(screen.getByText('浏览足迹'))
    await waitFor(() => expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/login/index' }))
  })
})
