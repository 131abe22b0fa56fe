import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import Taro from '../../../../test/taro'
import { PageDialog } from './page-dialog'

const answer = (frequency: 'once' | 'daily' | 'always', id = 3) =>
  Taro.request.mockResolvedValue({
    statusCode: 200,
    data: { dialog: { id, type: 'HOME', image: '/assets/demo/dialog.png', link: '/pages/pdp/index?id=5', frequency } },
    header: {},
    errMsg: 'request:ok',
  })

async function open() {
  const view = render(<PageDialog type="HOME" />)
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })
  return view
}

describe('the page dialog', () => {
  it('asks for the page type; a once dialog shows on the first open only', async () => {
    answer('once')
    const first = await open()
    expect(Taro.request.mock.calls[0]![0].url).toBe('/api/sp-portal/store/lanji/page_dialog/HOME')
    expect(screen.getByLabelText('关闭弹窗')).toBeTruthy()
    first.unmount()
    await open()
    expect(screen.queryByLabelText('关闭弹窗')).toBeNull()
  })

  it('a new dialog shows even though the old one was seen; always shows every time', async () => {
    answer('once', 3)
    ;(await open()).unmount()
    answer('always', 4)
    ;(await open()).unmount()
    await open()
    expect(screen.getByLabelText('关闭弹窗')).toBeTruthy()
  })

  it('the image opens its link through navigation and closes; × closes', async () => {
    answer('always')
    await open()
    await act(async () => {
      fireEvent.click(screen.getByLabelText('活动详情'))
    })
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/pdp/index?id=5' })
    expect(screen.queryByLabelText('关闭弹窗')).toBeNull()
    await open()
    fireEvent.click(screen.getByLabelText('关闭弹窗'))
    expect(screen.queryByLabelText('关闭弹窗')).toBeNull()
  })
})
