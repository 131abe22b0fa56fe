import { afterEach, describe, expect, it, vi } from 'vitest'
import type { merchantUpdateStaff, staffWhoAmI } from '@shop/contracts'
import { ApiError, call, callUrl, endpoint, getToken, setToken, whenSignedOut } from './http'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })

describe('call', () => {
  it('fills the path, leaves empty query values out', () => {
    expect(callUrl('merchant/staff/:userid', { userid: 'u 1' }, { keyword: '', page: 0, roleCode: undefined })).toBe(
      '/api/counter-portal/store/lanji/merchant/staff/u%201?page=0',
    )
  })

  it('sends the JSON body with the staff token and answers the response', async () => {
    setToken('t-1')
    const fetch = vi.fn(async () => answer(200, { userid: 'u-1' }))
    vi.stubGlobal('fetch', fetch)
    const update = endpoint<typeof merchantUpdateStaff>('PUT', 'merchant/staff/:userid')
    expect(await call(update, { params: { userid: 'u-1' }, body: { disabled: true } })).toEqual({ userid: 'u-1' })
    expect(fetch).toHaveBeenCalledWith('/api/counter-portal/store/lanji/merchant/staff/u-1', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: 'Bearer t-1' },
      body: '{"disabled":true}',
    })
  })

  it('rejects with the server code, message and details', async () => {
    const details = [{ path: 'body.name', message: '请填写姓名' }]
    vi.stubGlobal('fetch', async () => answer(400, { code: 'validationFailed', message: '请求参数有误', details }))
    const failure = await call(endpoint<typeof staffWhoAmI>('GET', 'merchant/me')).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 400, code: 'validationFailed', message: '请求参数有误', details })
  })

  it('forgets the token on a 401 and tells the session', async () => {
    setToken('expired')
    const signedOut = vi.fn()
    whenSignedOut(signedOut)
    vi.stubGlobal('fetch', async () => answer(401, { code: '401', message: '请先登录' }))
    await expect(call(endpoint<typeof staffWhoAmI>('GET', 'merchant/me'))).rejects.toMatchObject({ status: 401 })
    expect(getToken()).toBeNull()
    expect(signedOut).toHaveBeenCalledOnce()
  })

  it('says so when no answer came', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(call(endpoint<typeof staffWhoAmI>('GET', 'merchant/me'))).rejects.toMatchObject({
      code: 'network',
      message: '网络连接失败，请检查网络后重试',
    })
  })
})
