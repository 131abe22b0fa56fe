import { fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../lib/http/api-error'
import { ErrorState } from './states'

describe('the error state', () => {
  it.each([
    [
      'a 4xx: the server message',
      new ApiError(409, { code: 'orderStatusChanged', message: '订单状态已变化' }),
      '订单状态已变化',
    ],
    ['no answer', new ApiError(-1, undefined), '网络异常，请稍后重试'],
    ['a 5xx', new ApiError(502, { code: 'x', message: 'internal detail' }), '系统繁忙,请稍后再试'],
    ['anything else', new Error('boom'), '系统繁忙,请稍后再试'],
  ])('%s, and 重新加载 retries', (_name, error, hint) => {
    const retry = vi.fn()
    render(<ErrorState error={error} onRetry={retry} />)
    expect(screen.getByText('内容没有加载出来')).toBeTruthy()
    expect(screen.getByText(hint)).toBeTruthy()
    fireEvent.click(screen.getByText('重新加载'))
    expect(retry).toHaveBeenCalledOnce()
  })

  it('a thing the server does not have (404): what is missing and the way home, no retry', async () => {
    const retry = vi.fn()
    render(
      <ErrorState
        error={new ApiError(404, { code: 'goodsNotFound', message: '商品不存在或已下架' })}
        onRetry={retry}
      />,
    )
    expect(screen.getByText('商品不存在或已下架')).toBeTruthy()
    expect(screen.queryByText('重新加载')).toBeNull()
    fireEvent.click(screen.getByText('回到首页'))
    await vi.waitFor(() => expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/index/index' }))
    expect(retry).not.toHaveBeenCalled()
  })
})
