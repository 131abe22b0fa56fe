import Taro from '../../test/taro'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { handleAppMessage, isInAppShell, onPayResult, postToApp, startBridge } from './bridge.h5'
import type { BridgeHandlers } from './bridge.types'
import * as weappBridge from './bridge.weapp'

let handlers: { [K in keyof BridgeHandlers]: ReturnType<typeof vi.fn> }
beforeEach(() => {
  handlers = { refreshProfile: vi.fn(), appLogin: vi.fn(), logout: vi.fn() }
})

describe('bridge: the app shell messages of spec §2', () => {
  it('11 (image update) refreshes the profile', async () => {
    await handleAppMessage({ type: 11, avatarUrl: 'https://x/a.png' }, handlers)
    expect(handlers.refreshProfile).toHaveBeenCalledTimes(1)
  })

  it('18 with a token logs in with it; without one the session is cleared', async () => {
    await handleAppMessage({ type: 18, token: 'app-token' }, handlers)
    await handleAppMessage({ type: 18 }, handlers)
    await handleAppMessage({ type: 18, token: '' }, handlers)
    expect(handlers.appLogin.mock.calls).toEqual([['app-token'], [undefined], [undefined]])
  })

  it('19 (pay result) reaches every subscriber until it unsubscribes', async () => {
    const seen: unknown[] = []
    const stop = onPayResult((r) => seen.push(r))
    await handleAppMessage({ type: 19, status: 'success', orderId: 'SO1' }, handlers)
    stop()
    await handleAppMessage({ type: 19, status: 'fail', orderId: 'SO2' }, handlers)
    expect(seen).toEqual([{ type: 19, status: 'success', orderId: 'SO1' }])
  })

  it('17 logs out', async () => {
    await handleAppMessage({ type: 17 }, handlers)
    expect(handlers.logout).toHaveBeenCalledTimes(1)
  })

  it.each([
    [{ type: 13, index: 3 }, '/pages/cart/index'],
    [{ type: 6, index: 0 }, '/pages/index/index'],
    [{ type: 6, path: 'pages/user/index' }, '/pages/user/index'],
    [{ type: 13, path: '/pages/plantGrass/index' }, '/pages/plantGrass/index'],
  ])('tab change %j switches to %s', async (message, tab) => {
    await handleAppMessage(message, handlers)
    expect(Taro.switchTab).toHaveBeenCalledWith({ url: tab })
  })

  it('a tab change to something that is no tab does nothing', async () => {
    await handleAppMessage({ type: 13, index: 9 }, handlers)
    await handleAppMessage({ type: 6, path: '/pages/pdp/index' }, handlers)
    expect(Taro.switchTab).not.toHaveBeenCalled()
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('accepts JSON text and a type written as text; ignores anything else', async () => {
    await handleAppMessage('{"type":"17"}', handlers)
    await handleAppMessage('not json', handlers)
    await handleAppMessage({ type: 99 }, handlers)
    await handleAppMessage(null, handlers)
    expect(handlers.logout).toHaveBeenCalledTimes(1)
    expect(handlers.refreshProfile).not.toHaveBeenCalled()
  })
})

describe('bridge: window messages', () => {
  let stop: () => void = () => undefined
  afterEach(() => stop())

  const post = (data: unknown, origin = window.location.origin) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin }))

  it('listens to messages of the page itself and ignores other origins (a framed web page)', async () => {
    stop = startBridge(handlers)
    post({ type: 17 })
    post({ type: 18, token: 'stolen' }, 'https://evil.example')
    await new Promise((r) => setTimeout(r, 0))
    expect(handlers.logout).toHaveBeenCalledTimes(1)
    expect(handlers.appLogin).not.toHaveBeenCalled()
  })

  it('is a no-op in the mini-program', async () => {
    vi.stubEnv('TARO_ENV', 'weapp')
    stop = weappBridge.startBridge(handlers)
    post({ type: 17 })
    await new Promise((r) => setTimeout(r, 0))
    expect(handlers.logout).not.toHaveBeenCalled()
  })
})

describe('bridge: postToApp', () => {
  const w = window as unknown as Record<string, unknown>
  afterEach(() => {
    delete w.ShopAppBridge
    delete w.webkit
  })

  it('answers false outside the shell', () => {
    expect(isInAppShell()).toBe(false)
    expect(postToApp({ type: 'pay', orderId: 'SO1' })).toBe(false)
  })

  it('sends JSON text to the Android interface', () => {
    const postMessage = vi.fn()
    w.ShopAppBridge = { postMessage }
    expect(isInAppShell()).toBe(true)
    expect(postToApp({ type: 'pay', orderId: 'SO1' })).toBe(true)
    expect(postMessage).toHaveBeenCalledWith('{"type":"pay","orderId":"SO1"}')
  })

  it('sends the object to the iOS message handler', () => {
    const postMessage = vi.fn()
    w.webkit = { messageHandlers: { ShopAppBridge: { postMessage } } }
    expect(postToApp({ type: 'share', title: 't' })).toBe(true)
    expect(postMessage).toHaveBeenCalledWith({ type: 'share', title: 't' })
  })
})
