import type { ContentBlock } from '@shop/contracts'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import Taro from '../../../../test/taro'
import { commonState } from '../../../lib/state/common-state'
import { ContentBlocks } from './content-blocks'

const goods = {
  id: 11,
  code: 'G11',
  name: '玻尿酸保湿精华',
  subtitle: '30ml',
  mainImage: '/uploads/g11.png',
  price: 19900,
  marketingPrice: 25900,
  activityPrice: null,
  tags: [],
  sellOut: false,
  skuId: 111,
  salesCount: 3,
}

const blocks: ContentBlock[] = [
  { type: 'noticeBar', id: 'n', text: '全场满199包邮', link: null },
  { type: 'banner', id: 'b', images: [{ image: '/uploads/b1.png', link: 'https://brand.example/spring' }] },
  {
    type: 'goodsGrid',
    id: 'g',
    title: '当季热卖',
    columns: 2,
    goods: [goods, { ...goods, id: 12, name: '修护面霜', activityPrice: 9900, sellOut: true }],
  },
]

describe('content blocks', () => {
  it('shows notices, titles, names, the price to pay and the crossed-out list price', () => {
    render(<ContentBlocks blocks={blocks} />)
    expect(screen.getByText('全场满199包邮')).toBeTruthy()
    expect(screen.getByText('当季热卖')).toBeTruthy()
    expect(screen.getByText('玻尿酸保湿精华')).toBeTruthy()
    expect(screen.getAllByText('199.00')).toHaveLength(1)
    expect(screen.getByText('99.00')).toBeTruthy() // the activity price wins
    expect(screen.getByText('已售罄')).toBeTruthy()
    expect(screen.getAllByText('¥259.00')).toHaveLength(2)
  })

  it('a goods opens its detail page; a banner link opens the web view', async () => {
    render(<ContentBlocks blocks={blocks} />)
    await act(async () => {
      fireEvent.click(screen.getByText('玻尿酸保湿精华'))
    })
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/pdp/index?id=11' })
    await act(async () => {
      fireEvent.click(document.querySelector('img')!)
    })
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({
      url: '/pages/h5/index?url=https%3A%2F%2Fbrand.example%2Fspring&from=pages%2Findex%2Findex',
    })
  })

  it('hot zones sit where the image says, scaled with it; a tap goes through navigation', async () => {
    const hotZone: ContentBlock = {
      type: 'hotZone',
      id: 'h',
      image: '/assets/demo/hotzone/home.png',
      width: 750,
      height: 400,
      zones: [
        { x: 0, y: 0, width: 375, height: 400, link: '/pages/classify/index?id=3', remark: '护肤专区' },
        { x: 375, y: 200, width: 375, height: 200, link: 'https://brand.example/x', remark: null },
      ],
    }
    render(<ContentBlocks blocks={[hotZone]} />)
    const skin = screen.getByLabelText('护肤专区')
    expect([skin.style.left, skin.style.top, skin.style.width, skin.style.height]).toEqual(['0%', '0%', '50%', '100%'])
    const second = screen.getByLabelText('热区2')
    expect([second.style.left, second.style.top, second.style.height]).toEqual(['50%', '50%', '50%'])
    await act(async () => {
      fireEvent.click(skin)
    })
    expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/classify/index' })
    expect(commonState.get().categoryId).toBe('3')
  })
})
