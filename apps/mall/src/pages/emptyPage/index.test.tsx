import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import EmptyPage from './index'
import Taro, { setRouterParams } from '../../../test/taro'

describe('emptyPage', () => {
  it('shows the title and hint it is given (敬请期待 without), and the way home', async () => {
    setRouterParams({ title: encodeURIComponent('会员日'), hint: encodeURIComponent('下周三上线') })
    render(<EmptyPage />)
    expect(screen.getByText('会员日')).toBeTruthy()
    expect(screen.getByText('下周三上线')).toBeTruthy()
    expect(Taro.setNavigationBarTitle).toHaveBeenCalledWith({ title: '会员日' })
    fireEvent.click(screen.getByText('回到首页'))
    await waitFor(() => expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/index/index' }))
  })

  it('says 敬请期待 without a title', () => {
    setRouterParams({})
    render(<EmptyPage />)
    expect(screen.getByText('敬请期待')).toBeTruthy()
  })
})
