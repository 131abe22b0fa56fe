import sharp from 'sharp'
import { goodsList, type GoodsCard, type ResponseOf, type distributorShareGoods } from '@shop/contracts'
import { DomainError, formatFen, lineCommission } from '@shop/domain'
import type { FlowDeps } from './flow-deps'

export type ShareGoodsFlow = ReturnType<typeof createShareGoods>

/** The page a poster's code opens: the goods' detail. */
const POSTER_PAGE = 'pages/pdp/index'
const WIDTH = 750
const PHOTO = 750
const CODE = 220
const HEIGHT = 1160
const FONT = "'PingFang SC','Noto Sans CJK SC','WenQuanYi Micro Hei','Microsoft YaHei',sans-serif"

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

/** Splits a name into at most `lines` lines of `width` characters, the last one ending in … when cut. */
export function wrapName(name: string, width: number, lines: number): string[] {
  const chars = [...name.trim()]
  const out: string[] = []
  for (let i = 0; i < chars.length && out.length < lines; i += width) out.push(chars.slice(i, i + width).join(''))
  if (chars.length > width * lines) out[lines - 1] = `${[...out[lines - 1]!].slice(0, width - 1).join('')}…`
  return out
}

/**
 * What a distributor shares from the work area (docs/wish-list.md "Work area"): the goods with the commission they
 * earn on each, and a share poster per goods — the goods' picture, name and price with the distributor's own
 * mini-program code (a share of source `poster`, so opening it binds like any share), composed as SVG and
 * rasterised to PNG with sharp on the server, so the mini-program and H5 save the same picture.
 */
export function createShareGoods(deps: FlowDeps) {
  const { catalogue, distribution, pictures, shopName } = deps

  /** The goods' own picture as a square PNG; a plain tile when the picture cannot be read. */
  const photoOf = async (card: GoodsCard) => {
    const original = await pictures(card.mainImage)
    const square = original
      ? sharp(original).resize(PHOTO, PHOTO, { fit: 'cover' })
      : sharp({ create: { width: PHOTO, height: PHOTO, channels: 3, background: '#f4ede8' } })
    return (await square.png().toBuffer()).toString('base64')
  }

  return {
    /** Goods to share, best sellers first, with the rate the distributor earns and what one unit earns now. */
    async goods(customerId: number, page: number, size: number): Promise<ResponseOf<typeof distributorShareGoods>> {
      const query = goodsList.query!.parse({ sort: 'sales', page: String(page), size: String(size) })
      const listed = JSON.parse((await catalogue.listJson(query)).toString()) as {
        content: GoodsCard[]
        page: number
        size: number
        totalElements: number
        totalPages: number
      }
      const rates = await distribution.ratesOf(
        customerId,
        listed.content.map((g) => g.id),
      )
      return {
        ...listed,
        content: listed.content.map((goods) => {
          const rateBp = rates.get(goods.id)!
          return { goods, rateBp, commission: lineCommission(goods.activityPrice ?? goods.price, rateBp) }
        }),
      }
    },

    /** A share poster of one goods with the signed-in distributor's code (distributorNotActive for anyone else). */
    async poster(customerId: number, goodsId: number) {
      const [card] = await catalogue.cards([goodsId])
      if (!card) throw new DomainError('goodsNotFound', { goodsId })
      const code = await distribution.unlimitedCode(
        customerId,
        { page: POSTER_PAGE, params: { id: String(goodsId) }, width: 280 },
        'poster',
      )
      const [photo, sharer] = await Promise.all([photoOf(card), distribution.pushSender(customerId)])
      const price = card.activityPrice ?? card.price
      const was = Math.max(card.marketingPrice, card.price)
      const name = wrapName(card.name, 15, 2)
      const top = PHOTO + 64
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${WIDTH}" height="${HEIGHT}">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <image x="0" y="0" width="${PHOTO}" height="${PHOTO}" xlink:href="data:image/png;base64,${photo}"/>
  <g font-family="${FONT}">
    <text x="40" y="${top + 10}" font-size="30" fill="#b5483a">¥<tspan font-size="52" font-weight="bold">${formatFen(price)}</tspan>${
      was > price
        ? `<tspan dx="16" font-size="26" fill="#999999" text-decoration="line-through">¥${formatFen(was)}</tspan>`
        : ''
    }</text>
    ${name
      .map((line, i) => `<text x="40" y="${top + 70 + i * 44}" font-size="32" fill="#222222">${escapeXml(line)}</text>`)
      .join('\n    ')}
    <text x="40" y="${HEIGHT - 92}" font-size="26" fill="#666666">${escapeXml(`${sharer.realName} 为您推荐`)}</text>
    <text x="40" y="${HEIGHT - 52}" font-size="22" fill="#999999">${escapeXml(`长按识别小程序码 · ${shopName}`)}</text>
  </g>
  <image x="${WIDTH - CODE - 32}" y="${HEIGHT - CODE - 32}" width="${CODE}" height="${CODE}" xlink:href="${code.image}"/>
</svg>`
      const png = await sharp(Buffer.from(svg)).png().toBuffer()
      const { image: _code, ...share } = code
      return { ...share, image: `data:image/png;base64,${png.toString('base64')}` }
    },
  }
}
