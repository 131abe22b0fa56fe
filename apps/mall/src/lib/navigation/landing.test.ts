import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { landingUrl, readScene } from './landing'

describe('the landing page’s rules', () => {
  it.each([
    [{ type: 'goods', id: '12' }, '/pages/pdp/index?id=12'],
    [{ type: 'gift', giftCode: 'AbC_-09xyzAbC_-09xyzAb' }, '/pages/gift/receive?giftCode=AbC_-09xyzAbC_-09xyzAb'],
    [{ type: 'activity', code: 'SPRING' }, '/pages/activity/index?code=SPRING'],
    [{ type: 'group', groupId: '7' }, '/pages/group/detail/index?groupId=7'],
    [
      { type: 'distribution', code: 'AAAAAAAAAAAAAAAAAAAAAb' },
      '/pages/distributor/pushDetail/index?code=AAAAAAAAAAAAAAAAAAAAAb',
    ],
    [{ type: 'home' }, '/pages/index/index'],
    [{ type: 'yearCard', id: '9' }, '/pages/yearCard/index'],
    [{ page: 'pages/pdp/index', id: '12' }, '/pages/pdp/index?id=12'],
    [{ page: '/pages/seckill/index', activityId: '3', scene: 'x' }, '/pages/seckill/index?activityId=3'],
    [{ page: 'pages/index/index' }, '/pages/index/index'],
  ])('%j → %s', (query, link) => expect(landingUrl(query)).toBe(link))

  it.each([
    {},
    { type: 'goods' },
    { type: 'goods', id: '' },
    { type: 'nothing', id: '1' },
    { type: 'goods', id: '1 OR 1=1' },
    { type: 'goods', id: '1', 'bad name': '2' },
    { page: 'pages/emptyPage/index' },
    { page: 'pages/nowhere/index' },
    { page: 'https://evil.example/pages/pdp/index' },
    { page: 'pages/pdp/index', id: '<script>' },
  ])('no page for %j', (query) => expect(landingUrl(query)).toBeNull())

  it.each([
    ['sp~AbCdEf123456', { kind: 'share', scene: 'sp~AbCdEf123456' }],
    ['sp%7EAbCdEf123456', { kind: 'share', scene: 'sp~AbCdEf123456' }],
    ['type%3Dgoods%26id%3D12', { kind: 'query', query: { type: 'goods', id: '12' } }],
    ['type%253Dgoods%2526id%253D12', { kind: 'query', query: { type: 'goods', id: '12' } }],
    ['1047', null],
    ['%E0%A4%A', null],
  ])('the scene %s reads as %j', (scene, value) => expect(readScene(scene)).toEqual(value))

  it('never leaves the shop’s pages, whatever the query', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 })), (query) => {
        const link = landingUrl(query)
        if (link !== null) expect(link).toMatch(/^\/pages\/[\w/]+(\?[\w=&%-]*)?$/)
      }),
    )
  })
})
