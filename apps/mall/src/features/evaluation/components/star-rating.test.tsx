import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { StarRating } from './star-rating'

function Harness({ onChange }: { onChange: (n: number) => void }) {
  const [value, setValue] = useState(0)
  return (
    <StarRating
      value={value}
      label="精华评分"
      onChange={(n) => {
        setValue(n)
        onChange(n)
      }}
    />
  )
}

const checked = () => screen.getAllByRole('radio').map((r) => r.getAttribute('aria-checked'))

describe('star rating input', () => {
  it('starts unrated; a tap on the nth star sets n and says what it means; another tap changes it', () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    expect(screen.getByRole('radiogroup', { name: '精华评分' })).toBeTruthy()
    expect(checked()).toEqual(['false', 'false', 'false', 'false', 'false'])

    fireEvent.click(screen.getByLabelText('4星'))
    expect(checked()).toEqual(['false', 'false', 'false', 'true', 'false'])
    expect(screen.getByText('满意')).toBeTruthy()

    fireEvent.click(screen.getByLabelText('1星'))
    expect(screen.getByText('非常差')).toBeTruthy()
    fireEvent.click(screen.getByLabelText('5星'))
    expect(screen.getByText('非常满意')).toBeTruthy()
    expect(onChange.mock.calls).toEqual([[4], [1], [5]])
  })

  it('read only: a rating (an average to the nearest star), nothing to tap', () => {
    const { container } = render(<StarRating value={3.4} />)
    expect(screen.getByRole('img', { name: '3.4星' })).toBeTruthy()
    expect(screen.queryAllByRole('radio')).toHaveLength(0)
    expect(container.querySelectorAll('[class*="on"]')).toHaveLength(3)
  })
})
