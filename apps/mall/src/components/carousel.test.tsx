import { act, fireEvent, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Carousel } from './carousel'

const slides = () => [...document.querySelectorAll('img')]

describe('carousel', () => {
  it('names every image, and loads the first alone, the next one once the shown one has loaded', async () => {
    render(<Carousel images={['/uploads/b1.png', '/uploads/b2.png', '/uploads/b3.png']} label="活动横幅" />)
    expect(slides().map((img) => img.getAttribute('alt'))).toEqual(['活动横幅 1/3', '活动横幅 2/3', '活动横幅 3/3'])
    // At the width the test screen shows them (375 px at twice its pixels), and every width for the browser to pick.
    expect(slides().map((img) => img.getAttribute('src') ?? '')).toEqual(['/uploads/b1.png?w=750', '', ''])
    expect(slides().map((img) => img.getAttribute('srcset') ?? '')).toEqual([
      expect.stringMatching(/^\/uploads\/b1\.png\?w=160 160w, .*, \/uploads\/b1\.png\?w=750 750w, /),
      '',
      '',
    ])
    expect(slides()[0]!.getAttribute('sizes')).toBe('100vw')

    await act(async () => {
      fireEvent.load(slides()[0]!)
    })
    expect(slides().map((img) => img.getAttribute('src') ?? '')).toEqual([
      '/uploads/b1.png?w=750',
      '/uploads/b2.png?w=750',
      '',
    ])

    await act(async () => {
      fireEvent.click(slides()[0]!) // no link: a tap shows the next image
    })
    await act(async () => {
      fireEvent.load(slides()[1]!)
    })
    expect(slides().map((img) => img.getAttribute('src') ?? '')).toEqual([
      '/uploads/b1.png?w=750',
      '/uploads/b2.png?w=750',
      '/uploads/b3.png?w=750',
    ])
  })
})
