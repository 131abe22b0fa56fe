import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Review } from '../api/evaluation-page'
import { ReviewItem } from './review-item'

const FAMILY = '👨‍👩‍👧‍👦'

const review = (nickName: string): Review => ({
  id: 1,
  goodsId: 2,
  skuId: 3,
  specs: '50ml',
  reply: null,
  rating: 5,
  content: '很好用',
  images: [],
  anonymous: false,
  nickName,
  avatarUrl: null,
  createTime: '2026-11-21T16:30:00.000Z',
  mine: false,
})

describe('a review without a picture', () => {
  it.each([
    ['小***🌸', '小'],
    ['🌸***澜', '🌸'], // the whole flower, not half of it
    [`${FAMILY}***澜`, FAMILY], // the whole family, not its first person
    ['🇨🇳***澜', '🇨🇳'],
    ['𠮷***家', '𠮷'],
  ])('%j shows its name whole and its first character as the picture: %j', (name, letter) => {
    render(<ReviewItem review={review(name)} />)
    expect(screen.getByText(name)).toBeTruthy()
    expect(screen.getByText(letter).textContent).toBe(letter)
    expect(screen.getByText('2026.11.22')).toBeTruthy() // China's day
  })
})
