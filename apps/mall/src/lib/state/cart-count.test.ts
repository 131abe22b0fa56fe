import { describe, expect, it } from 'vitest'
import Taro from '../../../test/taro'
import { badgeText, cartCount, setCartCount } from './cart-count'

const flush = () => new Promise((r) => setTimeout(r, 0))

describe('the cart badge', () => {
  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [-2, null],
  ])('%i → %s', (count, text) => {
    expect(badgeText(count)).toBe(text)
  })

  it('follows the count on the cart tab (index 3), and goes away at 0', async () => {
    setCartCount(5)
    await flush()
    expect(Taro.setTabBarBadge).toHaveBeenLastCalledWith({ index: 3, text: '5' })
    setCartCount(0)
    await flush()
    expect(Taro.removeTabBarBadge).toHaveBeenLastCalledWith({ index: 3 })
    expect(cartCount.get()).toBe(0)
  })

  it('a refusal of the platform (no tab page up) is swallowed', async () => {
    Taro.setTabBarBadge.mockRejectedValueOnce({ errMsg: 'setTabBarBadge:fail not TabBar page' })
    setCartCount(2)
    await flush()
    expect(cartCount.get()).toBe(2)
  })
})
