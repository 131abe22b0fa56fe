// @vitest-environment node
import Taro from '../../../test/taro'
import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from './api-error'
import { configureRequest, request, resetLoginJump, upload, type RequestSpec } from './request'
import { TOKEN_KEYS } from './token'

const get: RequestSpec = { service: 'ec-portal', method: 'GET', path: 'customer/basic_info' }

function answer(statusCode: number, data: unknown) {
  Taro.request.mockResolvedValue({ statusCode, data, header: {}, errMsg: 'request:ok' })
}

async function failure(spec: RequestSpec = get): Promise<ApiError> {
  const error = await request(spec).then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

const flush = () => new Promise((r) => setTimeout(r, 0))

beforeEach(() => {
  resetLoginJump()
  configureRequest({ toleratedCodes: [] })
})

describe('request: the call', () => {
  it('builds /api/{service}/store/{storeCode}/{path}, sends the customer token and a 60 s timeout', async () => {
    Taro.setStorageSync(TOKEN_KEYS.customer, 'customer-jwt')
    answer(200, { ok: 1 })
    await expect(request({ ...get, query: { page: 0, size: 20, skip: undefined } })).resolves.toEqual({ ok: 1 })
    const sent = Taro.request.mock.calls[0]![0] as { url: string; header: Record<string, string>; timeout: number }
    expect(sent.url).toBe('/api/ec-portal/store/lanji/customer/basic_info?page=0&size=20')
    expect(sent.header.Authorization).toBe('Bearer customer-jwt')
    expect(sent.timeout).toBe(60_000)
  })

  it('uses the counter token for any path containing /counter-portal/', async () => {
    Taro.setStorageSync(TOKEN_KEYS.customer, 'customer-jwt')
    Taro.setStorageSync(TOKEN_KEYS.counter, 'staff-jwt')
    answer(200, {})
    await request({ service: 'counter-portal', method: 'GET', path: 'member/13800138000' })
    const sent = Taro.request.mock.calls[0]![0] as { header: Record<string, string> }
    expect(sent.header.Authorization).toBe('Bearer staff-jwt')
  })

  it('a POST without a body sends {} as JSON; a GET sends neither body nor content type', async () => {
    answer(200, {})
    await request({ service: 'sp-portal', method: 'POST', path: 'h5/refreshToken' })
    await request(get)
    const [post, read] = Taro.request.mock.calls.map((c) => c[0] as { data: unknown; header: Record<string, string> })
    expect([post!.data, post!.header['content-type']]).toEqual([{}, 'application/json'])
    expect([read!.data, read!.header['content-type']]).toEqual([undefined, undefined])
  })

  it('sends no Authorization header without a token', async () => {
    answer(200, {})
    await request(get)
    expect((Taro.request.mock.calls[0]![0] as { header: Record<string, string> }).header).not.toHaveProperty(
      'Authorization',
    )
  })

  it('uploads a file through the same token and error handling', async () => {
    Taro.setStorageSync(TOKEN_KEYS.customer, 'customer-jwt')
    Taro.uploadFile.mockResolvedValue({ statusCode: 200, data: '{"url":"/uploads/a.png"}', errMsg: 'ok' })
    await expect(upload({ service: 'sp-portal', path: 'upload_file', filePath: 'tmp://a.png' })).resolves.toEqual({
      url: '/uploads/a.png',
    })
    expect(Taro.uploadFile.mock.calls[0]![0]).toMatchObject({
      url: '/api/sp-portal/store/lanji/upload_file',
      name: 'file',
      header: { Authorization: 'Bearer customer-jwt' },
    })
  })
})

describe('request: the error catalogue', () => {
  it('401: clears the token and jumps to login exactly once for three concurrent calls', async () => {
    Taro.setStorageSync(TOKEN_KEYS.customer, 'expired')
    answer(401, { code: '401', message: '登录已失效，请重新登录' })
    const errors = await Promise.all([failure(), failure(), failure()])
    await flush()
    expect(errors.map((e) => [e.status, e.code])).toEqual([
      [401, '401'],
      [401, '401'],
      [401, '401'],
    ])
    expect(Taro.getStorageSync(TOKEN_KEYS.customer)).toBe('')
    expect(Taro.navigateTo).toHaveBeenCalledTimes(1)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/index' })
    expect(Taro.showModal).not.toHaveBeenCalled()
  })

  it('400 with code 401 is an auth failure too; after a login the next one jumps again', async () => {
    answer(400, { code: '401', message: 'token invalid' })
    await failure()
    await flush()
    resetLoginJump()
    await failure()
    await flush()
    expect(Taro.navigateTo).toHaveBeenCalledTimes(2)
  })

  it('skipLoginJump: a probing call only clears the token', async () => {
    Taro.setStorageSync(TOKEN_KEYS.customer, 'expired')
    answer(401, { code: '401', message: 'x' })
    await failure({ ...get, skipLoginJump: true })
    await flush()
    expect(Taro.getStorageSync(TOKEN_KEYS.customer)).toBe('')
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('a counter-portal 401 clears only the counter token and does not send the shopper to login', async () => {
    Taro.setStorageSync(TOKEN_KEYS.customer, 'customer-jwt')
    Taro.setStorageSync(TOKEN_KEYS.counter, 'staff-jwt')
    answer(401, { code: '401', message: 'x' })
    await failure({ service: 'counter-portal', method: 'GET', path: 'member/13800138000' })
    await flush()
    expect(Taro.getStorageSync(TOKEN_KEYS.counter)).toBe('')
    expect(Taro.getStorageSync(TOKEN_KEYS.customer)).toBe('customer-jwt')
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })

  it('network failure: toast 网络异常，请稍后重试 for 5 s, status -1', async () => {
    Taro.request.mockRejectedValue({ errMsg: 'request:fail timeout' })
    const error = await failure()
    expect([error.status, error.code]).toEqual([-1, 'network'])
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '网络异常，请稍后重试', icon: 'none', duration: 5000 })
  })

  it('5xx: toast 系统繁忙,请稍后再试 for 5 s', async () => {
    answer(502, { code: 'providerUnavailable', message: '第三方服务暂不可用' })
    const error = await failure()
    expect([error.status, error.code]).toEqual([502, 'providerUnavailable'])
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '系统繁忙,请稍后再试', icon: 'none', duration: 5000 })
    expect(Taro.showModal).not.toHaveBeenCalled()
  })

  it('a tolerated 4xx code resolves as a success', async () => {
    configureRequest({ toleratedCodes: ['alreadySubscribed'] })
    answer(409, { code: 'alreadySubscribed', message: 'x' })
    await expect(request(get)).resolves.toEqual({ code: 'alreadySubscribed', message: 'x' })
    expect(Taro.showModal).not.toHaveBeenCalled()
  })

  it('other 4xx: a modal with the server message; the error keeps code, message and details', async () => {
    answer(400, { code: 'validationFailed', message: '请求参数有误', details: [{ path: 'x' }] })
    const error = await failure()
    expect(error).toMatchObject({
      status: 400,
      code: 'validationFailed',
      message: '请求参数有误',
      details: [{ path: 'x' }],
    })
    expect(Taro.showModal).toHaveBeenCalledWith({
      title: '提示',
      content: '请求参数有误',
      showCancel: false,
      confirmColor: '#a3214f',
    })
  })

  it.each([
    ['canNotRefundWhenRefunding', 'refunding', '有部分退单正在处理中'],
    ['cartEmpty', 'select goods before submitting the order', '部分商品库存不足'],
  ])('translates %s into the app wording', async (code, message, shown) => {
    answer(400, { code, message })
    await failure()
    expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: shown }))
  })

  it('silent (background calls): no toast, modal or login jump; a 401 still clears the token; own timeout', async () => {
    const quiet: RequestSpec = { ...get, silent: true, timeout: 20_000 }
    Taro.request.mockRejectedValueOnce({ errMsg: 'request:fail' })
    expect((await failure(quiet)).status).toBe(-1)
    answer(500, {})
    await failure(quiet)
    answer(400, { code: 'validationFailed', message: 'x' })
    await failure(quiet)
    Taro.setStorageSync(TOKEN_KEYS.customer, 'stale')
    answer(401, { code: '401', message: 'x' })
    await failure(quiet)
    await flush()
    expect(Taro.getStorageSync(TOKEN_KEYS.customer)).toBe('')
    expect(Taro.showToast).not.toHaveBeenCalled()
    expect(Taro.showModal).not.toHaveBeenCalled()
    expect(Taro.navigateTo).not.toHaveBeenCalled()
    expect(Taro.request.mock.calls[0]![0]).toMatchObject({ timeout: 20_000 })
  })

  it('hideModal: the caller shows the error', async () => {
    answer(400, { code: 'smsCodeInvalid', message: '验证码错误' })
    expect((await failure({ ...get, hideModal: true })).code).toBe('smsCodeInvalid')
    expect(Taro.showModal).not.toHaveBeenCalled()
  })

  it('400009: after the modal is confirmed the cart tab opens', async () => {
    answer(400, { code: '400009', message: '购物车商品已变化' })
    await failure()
    await flush()
    expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '购物车商品已变化' }))
    expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/cart/index' })
  })

  it.each(['firstOrderNoExist', 'firstOrderExpired'])('%s: back to home, no modal', async (code) => {
    answer(400, { code, message: 'x' })
    await failure()
    await flush()
    expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/index/index' })
    expect(Taro.showModal).not.toHaveBeenCalled()
  })

  it.each(['validateInventoryDeductionMethodError', 'statusNotInterrupt', '400001014', '400001016'])(
    'silent code %s: no modal, no toast, the caller gets the code',
    async (code) => {
      answer(400, { code, message: 'x' })
      expect((await failure()).code).toBe(code)
      expect(Taro.showModal).not.toHaveBeenCalled()
      expect(Taro.showToast).not.toHaveBeenCalled()
    },
  )
})
