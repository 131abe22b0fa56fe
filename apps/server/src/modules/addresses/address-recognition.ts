import type { RecognisedAddress, Region } from '@shop/contracts'

/** The labels a copied address carries (收货人：…, 手机号码：…), dropped before reading it. */
const LABELS =
  /(收货人|收件人|联系人|姓名|名字|手机号码|手机号|手机|电话号码|联系电话|电话|所在地区|地区|省市区|详细地址|收货地址|地址)\s*[:：]?/g
const SEPARATORS = /[\s,，;；、|｜:：]+/g
/** A mainland mobile, possibly written +86 138-1234-5678 or 138 1234 5678. */
const MOBILE = /(?:\+?86[\s-]*)?(1[3-9]\d)[\s-]*(\d{4})[\s-]*(\d{4})(?!\d)/
/** Words of a street address: a token with one of them is not a name. */
const PLACE_WORDS = /[路街道巷弄号村镇乡楼栋幢室单元区县市省园苑城厦座层院门]|\d/

/** 浙江省 → 浙江, 杭州市 → 杭州, 西湖区 → 西湖: how a shopper may shorten a region name (two characters left at least). */
function shortName(name: string): string {
  const short = name.replace(
    /(省|市|自治区|壮族自治区|回族自治区|维吾尔自治区|特别行政区|自治州|地区|盟|区|县|自治县|旗|自治旗|林区|新区)$/,
    '',
  )
  return [...short].length >= 2 ? short : name
}

/** Where `name` (or its short form) starts at `from` in `text`, skipping separators: the end of the match, or -1. */
function matchAt(text: string, from: number, name: string): number {
  let i = from
  while (i < text.length && text[i] === ' ') i++
  for (const form of [name, shortName(name)]) if (text.startsWith(form, i)) return i + form.length
  return -1
}

interface Found {
  start: number
  end: number
  province: Region
  city: Region['cities'][number] | null
  district: string | null
}

/** Reads the region from `from` on: province then city then district, or a city (or district) on its own. */
function regionFrom(text: string, from: number, regions: readonly Region[]): Found | null {
  for (const province of regions) {
    const afterProvince = matchAt(text, from, province.name)
    if (afterProvince < 0 || afterProvince - from > province.name.length + 1) continue
    let end = afterProvince
    let city: Found['city'] = province.cities.length === 1 ? province.cities[0]! : null
    if (city)
      end = Math.max(end, matchAt(text, end, city.name)) // 上海市上海市浦东新区
    else {
      for (const c of province.cities) {
        const afterCity = matchAt(text, end, c.name)
        if (afterCity >= 0) {
          city = c
          end = afterCity
          break
        }
      }
    }
    const district = city ? districtAt(text, end, city) : null
    return { start: from, end: district?.end ?? end, province, city, district: district?.name ?? null }
  }
  for (const province of regions) {
    for (const city of province.cities) {
      const afterCity = matchAt(text, from, city.name)
      if (afterCity < 0 || afterCity - from > city.name.length + 1) continue
      const district = districtAt(text, afterCity, city)
      return { start: from, end: district?.end ?? afterCity, province, city, district: district?.name ?? null }
    }
  }
  return null
}

function districtAt(text: string, from: number, city: Region['cities'][number]) {
  for (const name of city.districts) {
    const end = matchAt(text, from, name)
    if (end >= 0) return { name, end }
  }
  // A county-level city that is its own district (仙桃市): the city named it.
  return city.districts.length === 1 && city.districts[0] === city.name ? { name: city.name, end: from } : null
}

/**
 * Reads a pasted address (张三 138 1234 5678 浙江省杭州市西湖区文三路100号, in any order, with or without labels):
 * the mobile, the region against the region data (full or short names: 上海浦东新区), the street after the region,
 * and as the name the shortest remaining piece that reads like one.
 */
export function recogniseAddress(input: string, regions: readonly Region[]): RecognisedAddress {
  let text = ` ${input.replace(LABELS, ' ').replace(SEPARATORS, ' ')} `
  const mobileMatch = MOBILE.exec(text)
  const mobile = mobileMatch ? mobileMatch.slice(1, 4).join('') : null
  if (mobileMatch) text = text.replace(mobileMatch[0], ' ')

  // The region starts a piece of the text (张吉林 is a name, not 吉林省); else anywhere (张三浙江省杭州市…).
  let found: Found | null = null
  for (let i = 1; i < text.length && !found; i++) if (text[i - 1] === ' ') found = regionFrom(text, i, regions)
  for (let i = 0; i < text.length && !found; i++) found = regionFrom(text, i, regions)

  // Neither a mobile nor a region: not an address.
  if (!mobile && !found) return { name: null, mobile: null, province: null, city: null, district: null, detail: null }

  const rest = found ? `${text.slice(0, found.start)} ${text.slice(found.end)}` : text
  const afterRegion = found ? text.slice(found.end).trim() : ''
  const tokens = rest.split(' ').filter(Boolean)
  const names = tokens.filter((t) => [...t].length >= 2 && [...t].length <= 20 && !PLACE_WORDS.test(t))
  const name = names.reduce<string | null>((best, t) => (best === null || t.length < best.length ? t : best), null)

  // The street: what follows the region (else everything left), without the name.
  const detailTokens = (found ? afterRegion.split(' ') : tokens).filter((t) => t && t !== name)
  const detail = detailTokens.join(' ').trim()
  return {
    name,
    mobile,
    province: found?.province.name ?? null,
    city: found?.city?.name ?? null,
    district: found?.district ?? null,
    detail: detail ? [...detail].slice(0, 120).join('') : null,
  }
}
