import jsQR from 'jsqr'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { distributionPoster, distributorShareGoods, shareLinkResolve } from '@shop/contracts'
import { SHARE_LANDING_PAGE } from '@shop/domain'
import { createTestApp } from '../../test/harness'
import { goodsIdOf, makeSkus, shopper } from '../../test/checkout.fixtures'
import { DEMO_DISTRIBUTOR_MOBILE } from '../modules/customers'
import { wrapName } from './share-goods'

const t = await createTestApp()
afterAll(() => t.close())

describe('the work area’s goods and share posters', () => {
  it('lists goods with the rate and the commission per unit the distributor earns (金牌 10% for 周宁)', async () => {
    const zhou = (await t.loginCustomer(DEMO_DISTRIBUTOR_MOBILE)).jwtString
    const listed = await t.call(distributorShareGoods, { token: zhou, query: { page: '0', size: '5' } })
    expect(listed.status, JSON.stringify(listed.body)).toBe(200)
    expect(listed.body.content.length).toBeGreaterThan(0)
    for (const { goods, rateBp, commission } of listed.body.content) {
      expect(rateBp).toBe(1000)
      expect(commission).toBe(Math.floor(((goods.activityPrice ?? goods.price) * 1000) / 10_000))
    }
    const someone = await shopper(t)
    const refused = await t.call(distributorShareGoods, { token: someone.token, query: {} })
    expect(refused.body).toMatchObject({ code: 'distributorNotActive' })
  })

  it('draws a poster: the goods’ picture, price and the distributor’s own scannable code (a poster share)', async () => {
    const zhou = (await t.loginCustomer(DEMO_DISTRIBUTOR_MOBILE)).jwtString
    const [skuId] = await makeSkus(t, [{ price: 26_800, stock: 5 }])
    const goodsId = await goodsIdOf(t, skuId!)
    const poster = await t.call(distributionPoster, { token: zhou, body: { goodsId } })
    expect(poster.status, JSON.stringify(poster.body).slice(0, 300)).toBe(200)
    expect(poster.body).toMatchObject({ source: 'poster', page: 'pages/pdp/index', params: { id: String(goodsId) } })
    const png = Buffer.from(poster.body.image.replace(/^data:image\/png;base64,/, ''), 'base64')
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([750, 1160])
    const read = jsQR(new Uint8ClampedArray(data), info.width, info.height)
    // The code opens the landing page with the share's scene, which opens the goods (docs/personal-centre.md).
    expect(read?.data).toBe(
      `${t.config.publicBaseUrl}/${SHARE_LANDING_PAGE}?scene=${encodeURIComponent(poster.body.scene)}`,
    )
    const share = await t.call(shareLinkResolve, { params: { key: poster.body.key } })
    expect(share.body).toMatchObject({ source: 'poster' })

    const someone = await shopper(t)
    const refused = await t.call(distributionPoster, { token: someone.token, body: { goodsId } })
    expect(refused.body).toMatchObject({ code: 'distributorNotActive' })
    const missing = await t.call(distributionPoster, { token: zhou, body: { goodsId: 2_000_000_000 } })
    expect(missing.body).toMatchObject({ code: 'goodsNotFound' })
  })

  it.each([
    ['短名', ['短名']],
    ['一二三四五六七八九十', ['一二三四五', '六七八九十']],
    ['一二三四五六七八九十十一', ['一二三四五', '六七八九…']],
  ])('wraps the name %s', (name, lines) => expect(wrapName(name, 5, 2)).toEqual(lines))
})
