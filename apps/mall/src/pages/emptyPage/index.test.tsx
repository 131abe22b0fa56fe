import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import EmptyPage from './index'
import Taro, { resetTaro, setRouterParams } from '../../../test/taro'
import { serve } from '../../../test/fake-server'

const share = (page: string, params: Record<string, string>) => ({
  source: 'qrcode',
  share: {
    key: 'AbCdEf123456',
    scene: 'sp~AbCdEf123456',
    distributorId: 1,
    source: 'qrcode',
    bindingType: 'SCENE_ID',
    page,
    params,
  },
})

describe('emptyPage, the landing page', () => {
  beforeEach(() => resetTaro())

  it('opens the page a distributor’s share names (the scene resolved by sceneChange) in its own place', async () => {
    const calls = serve({ 'POST sceneChange': [[200, share('pages/pdp/index', { id: '12' })]] })
    setRouterParams({ scene: encodeURIComponent('sp~AbCdEf123456') })
    render(<EmptyPage />)
    await waitFor(() => expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/pdp/index?id=12' }))
    expect(calls[0]).toMatchObject({ path: 'sceneChange', body: { scene: 'sp~AbCdEf123456' } })
  })

  it('a share no longer kept: 分享已失效 and the way home', async () => {
    serve({ 'POST sceneChange': [[200, { source: null, share: null }]] })
    setRouterParams({ scene: 'sp~AbCdEf123456' })
    render(<EmptyPage />)
    expect(await screen.findByText('分享已失效')).toBeTruthy()
    fireEvent.click(screen.getByText('回到首页'))
    await waitFor(() => expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/index/index' }))
    expect(Taro.redirectTo).not.toHaveBeenCalled()
  })

  it.each([
    [
      { scene: encodeURIComponent('type=gift&giftCode=AbC_-09xyzAbC_-09xyzAb') },
      '/pages/gift/receive?giftCode=AbC_-09xyzAbC_-09xyzAb',
    ],
    [{ type: 'goods', id: '7' }, '/pages/pdp/index?id=7'],
    [{ page: encodeURIComponent('pages/seckill/index'), activityId: '3' }, '/pages/seckill/index?activityId=3'],
  ])('a scene or query %j opens %s', async (params, link) => {
    serve({})
    setRouterParams(params)
    render(<EmptyPage />)
    await waitFor(() => expect(Taro.redirectTo).toHaveBeenCalledWith({ url: link }))
  })

  it.each<Record<string, string>>([{ type: 'nothing', id: '1' }, { scene: '1047' }, { type: 'goods', id: '1 OR 1=1' }])(
    'an unknown value %j says 页面不存在, without leaving',
    async (params) => {
      serve({})
      setRouterParams(params)
      render(<EmptyPage />)
      expect(await screen.findByText('页面不存在')).toBeTruthy()
      expect(Taro.redirectTo).not.toHaveBeenCalled()
    },
  )

  it('opened with neither: the title and hint it is given (敬请期待 without), and the way home', async () => {
    setRouterParams({ title: encodeURIComponent('会员日'), hint: encodeURIComponent('下周三上线') })
    render(<EmptyPage />)
    expect(await screen.findByText('会员日')).toBeTruthy()
    expect(screen.getByText('下周三上线')).toBeTruthy()
    await waitFor(() => expect(Taro.setNavigationBarTitle).toHaveBeenCalledWith({ title: '会员日' }))
    fireEvent.click(screen.getByText('回到首页'))
    await waitFor(() => expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/index/index' }))
  })

  it('says 敬请期待 without a title', async () => {
    setRouterParams({})
    render(<EmptyPage />)
    expect(await screen.findByText('敬请期待')).toBeTruthy()
  })
})
