import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import Taro from '../../../../test/taro'
import { LoginForm } from './login-form'

const session = {
  customerId: 1,
  customerBasicInfo: {
    nickName: '澜肌0000',
    realName: null,
    mobile: '13800138000',
    gender: 0,
    avatarUrl: null,
    birthday: null,
    isMember: false,
  },
  openId: null,
  unionId: null,
  cartItemNum: 0,
  innerMessageNum: 0,
  old: false,
  firstShopTime: null,
  isMember: false,
  isEbc: false,
  jwtString: 'jwt-sms',
  expiresIn: 3600,
}

function serve() {
  Taro.request.mockImplementation(async ({ url }) => {
    const data = url.includes('sendLoginVerificationCode')
      ? { expiresIn: 300, resendAfter: 60 }
      : url.includes('h5/login')
        ? session
        : {}
    return { statusCode: 200, data, header: {}, errMsg: 'ok' }
  })
}

const type = (placeholder: string, value: string) =>
  fireEvent.input(screen.getByPlaceholderText(placeholder), { target: { value } })
const tap = async (text: string) => {
  await act(async () => {
    fireEvent.click(screen.getByText(text, { exact: true }))
  })
}

describe('the login form', () => {
  it('shows each missing piece inline and calls nothing', async () => {
    render(<LoginForm onDone={vi.fn()} />)
    await tap('登录')
    expect(screen.getByText('请输入正确的手机号')).toBeTruthy()
    expect(screen.getByText('请输入6位数字验证码')).toBeTruthy()
    expect(screen.getByText('请先阅读并同意用户协议和隐私政策')).toBeTruthy()
    expect(Taro.request).not.toHaveBeenCalled()
  })

  it.each(['12345678901', '1380013800', '23800138000'])(
    'refuses to send a code to %s (11 digits, 1 then 3–9)',
    async (mobile) => {
      render(<LoginForm onDone={vi.fn()} />)
      type('请输入手机号', mobile)
      await tap('获取验证码')
      expect(screen.getByText('请输入正确的手机号')).toBeTruthy()
      expect(Taro.request).not.toHaveBeenCalled()
    },
  )

  it('sends the code, counts down 60 s, then logs in and hands over', async () => {
    serve()
    const onDone = vi.fn()
    render(<LoginForm onDone={onDone} />)
    type('请输入手机号', '13800138000')
    await tap('获取验证码')
    expect(Taro.request.mock.calls[0]![0]).toMatchObject({
      url: '/api/sp-portal/store/lanji/sendLoginVerificationCode/13800138000',
      method: 'POST',
    })
    expect(screen.getByText('60s后重新获取')).toBeTruthy()

    type('请输入6位验证码', '123456')
    await tap('我已阅读并同意')
    await tap('登录')
    expect(Taro.request.mock.calls[1]![0]).toMatchObject({
      url: '/api/sp-portal/store/lanji/h5/login/13800138000',
      data: { code: '123456' },
    })
    expect(Taro.getStorageSync('shop.token')).toBe('jwt-sms')
    expect(onDone).toHaveBeenCalledTimes(1)
  })

  it.each([
    [{ code: 'smsCodeInvalid', message: '验证码错误' }, '验证码错误'],
    [{ code: 'smsCodeInvalid', message: '验证码错误', details: { attemptsLeft: 3 } }, '验证码错误，还可尝试3次'],
  ])('shows what the server says about a wrong code, with the tries left: %j', async (data, shown) => {
    Taro.request.mockResolvedValue({ statusCode: 400, data, header: {}, errMsg: 'ok' })
    render(<LoginForm onDone={vi.fn()} />)
    type('请输入手机号', '13800138000')
    type('请输入6位验证码', '000000')
    await tap('我已阅读并同意')
    await tap('登录')
    expect(screen.getByText(shown)).toBeTruthy()
    expect(Taro.showModal).not.toHaveBeenCalled()
  })

  it('after too many wrong codes offers a new code at once instead of counting down', async () => {
    serve()
    render(<LoginForm onDone={vi.fn()} />)
    type('请输入手机号', '13800138000')
    await tap('获取验证码')
    expect(screen.getByText('60s后重新获取')).toBeTruthy()
    Taro.request.mockResolvedValueOnce({
      statusCode: 400,
      data: { code: 'smsCodeAttemptsExceeded', message: '验证码错误次数过多，请重新获取' },
      header: {},
      errMsg: 'ok',
    })
    type('请输入6位验证码', '000000')
    await tap('我已阅读并同意')
    await tap('登录')
    expect(screen.getByText('验证码错误次数过多，请重新获取')).toBeTruthy()
    expect(screen.queryByText(/s后重新获取$/)).toBeNull()
    expect(screen.getByPlaceholderText<HTMLInputElement>('请输入6位验证码').value).toBe('')
    await tap('重新获取')
    expect(Taro.request).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/api/sp-portal/store/lanji/sendLoginVerificationCode/13800138000' }),
    )
    expect(screen.getByText('60s后重新获取')).toBeTruthy()
  })
})
