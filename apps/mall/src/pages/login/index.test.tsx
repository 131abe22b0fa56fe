import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import Taro, { stack } from '../../../test/taro'
import { requireCustomer } from '../../features/session'
import LoginPage from './index'

// The form's own rules have their tests; here it signs the shopper in at once.
vi.mock('../../features/session/components/login-form', () => ({
  LoginForm: ({ onDone }: { onDone: () => void }) => <button onClick={onDone}>登录</button>,
}))

const signIn = async () => {
  await act(async () => {
    fireEvent.click(screen.getByText('登录'))
  })
}

beforeEach(() => {
  stack.push({ route: 'pages/pdp/index' }, { route: 'pages/login/index' })
})

describe('the sign-in page and the action that sent the shopper there', () => {
  it('a visitor’s tap opens the sign-in page; signed in, the shopper is taken back and the tap is done', async () => {
    const addToCart = vi.fn()
    expect(await requireCustomer(addToCart)).toBe(false)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/index' })
    expect(addToCart).not.toHaveBeenCalled()

    render(<LoginPage />)
    await signIn()
    expect(Taro.navigateBack).toHaveBeenCalledWith({ delta: 1 })
    expect(Taro.navigateBack.mock.invocationCallOrder[0]).toBeLessThan(addToCart.mock.invocationCallOrder[0]!)
    expect(addToCart).toHaveBeenCalledTimes(1)

    // Done once: a later sign-in does not repeat it.
    await signIn()
    expect(addToCart).toHaveBeenCalledTimes(1)
  })

  it('leaving the sign-in page without signing in drops the action', async () => {
    const addToCart = vi.fn()
    await requireCustomer(addToCart)
    const page = render(<LoginPage />)
    page.unmount()

    render(<LoginPage />)
    await signIn()
    expect(addToCart).not.toHaveBeenCalled()
  })

  it('a newer tap replaces the one kept', async () => {
    const favorite = vi.fn()
    const addToCart = vi.fn()
    await requireCustomer(favorite)
    await requireCustomer(addToCart)
    render(<LoginPage />)
    await signIn()
    expect(favorite).not.toHaveBeenCalled()
    expect(addToCart).toHaveBeenCalledTimes(1)
  })
})
