/**
 * The believable trip of a sandbox parcel: collected at a warehouse in one city, through 2–3 transfer centres,
 * out for delivery with a courier, signed in the receiver's city (kuaidi100's `to`, else one of ours). The same
 * waybill to the same place always makes the same trip (seeded by its number).
 */
import { createHash } from 'node:crypto'

export interface JourneyCity {
  province: string
  name: string
  /** Administrative division code of the city, as kuaidi100's areaCode carries it (unknown for a receiver's city we lack). */
  adcode?: string
  districts: readonly string[]
}

export interface JourneyStep {
  /** When it happens, as a fraction of the whole journey: 0 the collection, 1 the signature. */
  at: number
  /** kuaidi100 state code: 1 揽收, 0 在途, 5 派件, 3 签收. */
  stateCode: number
  city: JourneyCity
  context: string
}

const CITIES: readonly JourneyCity[] = [
  { province: '上海', name: '上海市', adcode: '310100', districts: ['浦东张江', '闵行莘庄', '徐汇漕河泾', '嘉定安亭'] },
  { province: '浙江', name: '杭州市', adcode: '330100', districts: ['萧山', '余杭', '滨江', '西湖文三路'] },
  { province: '广东', name: '广州市', adcode: '440100', districts: ['白云', '天河', '番禺'] },
  { province: '广东', name: '深圳市', adcode: '440300', districts: ['南山科技园', '龙华', '宝安'] },
  { province: '北京', name: '北京市', adcode: '110100', districts: ['朝阳望京', '海淀中关村', '大兴'] },
  { province: '江苏', name: '南京市', adcode: '320100', districts: ['江宁', '鼓楼', '栖霞'] },
  { province: '江苏', name: '苏州市', adcode: '320500', districts: ['工业园区', '吴中', '相城'] },
  { province: '湖北', name: '武汉市', adcode: '420100', districts: ['东西湖', '洪山', '江夏'] },
  { province: '四川', name: '成都市', adcode: '510100', districts: ['双流', '郫都', '武侯'] },
  { province: '河南', name: '郑州市', adcode: '410100', districts: ['经开', '金水', '新郑'] },
  { province: '陕西', name: '西安市', adcode: '610100', districts: ['雁塔', '未央', '长安'] },
  { province: '福建', name: '厦门市', adcode: '350200', districts: ['思明', '湖里', '集美'] },
]

/** Fractions of the journey: at the delivery station, then out with the courier. */
const ARRIVED_AT = 0.7
const OUT_FOR_DELIVERY_AT = 0.75

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高']
const GIVEN_NAMES = ['伟', '强', '磊', '军', '洋', '勇', '杰', '涛', '明', '超', '鹏', '辉', '斌', '亮', '刚']
const MOBILE_PREFIXES = ['135', '136', '137', '138', '139', '150', '151', '158', '159', '186', '187', '188']

/** Suffixes of a province-level name that its short form (上海, 浙江, 广西) drops. */
const PROVINCE_SUFFIX = /(省|市|特别行政区|壮族自治区|回族自治区|维吾尔自治区|自治区)$/
/** What some region lists write for a municipality's city level (上海市-市辖区-静安区): the province is the city. */
const NO_CITY = ['', '市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划']

/**
 * The receiver's city and district from kuaidi100's `to` (`省-市-区`): our city of that name (with its adcode), or
 * one made from the text.
 */
export function destinationOf(to: string | undefined): { city: JourneyCity; district?: string } | undefined {
  const [province = '', city = '', district] = (to ?? '').split('-').map((part) => part.trim())
  const name = NO_CITY.includes(city) ? province : city
  if (!name) return undefined
  const known = CITIES.find((candidate) => candidate.name === name)
  const made = { province: province.replace(PROVINCE_SUFFIX, '') || name, name, districts: [] }
  return { city: known ?? made, ...(district && { district }) }
}

export function planJourney(waybill: string, carrierName: string, to?: string): JourneyStep[] {
  const random = seededRandom(waybill)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const person = () => ({
    name: pick(SURNAMES) + pick(GIVEN_NAMES),
    mobile: pick(MOBILE_PREFIXES) + String(Math.floor(random() * 1e8)).padStart(8, '0'),
  })

  const receiver = destinationOf(to)
  const origin = pick(CITIES.filter((city) => city.name !== receiver?.city.name))
  const destination = receiver?.city ?? pick(CITIES.filter((city) => city !== origin))
  const via = random() < 0.5 ? [pick(CITIES.filter((city) => city !== origin && city.name !== destination.name))] : []
  const warehouse = `${short(origin)}${pick(origin.districts)}仓`
  const station = `${short(destination)}${receiver?.district ?? (pick(destination.districts) || '城区')}营业部`
  const collector = person()
  const courier = person()
  const hubs = [origin, ...via, destination]
  const hub = (city: JourneyCity) => `${short(city)}转运中心`

  const travel: Omit<JourneyStep, 'at'>[] = [
    {
      stateCode: 1,
      city: origin,
      context: `【${origin.name}】【${warehouse}】已揽收，揽收员：${collector.name}，电话：${collector.mobile}`,
    },
    { stateCode: 0, city: origin, context: `【${origin.name}】快件已从【${warehouse}】发出，下一站【${hub(origin)}】` },
    ...hubs.flatMap((city, index) => {
      const next = hubs[index + 1]
      return [
        { stateCode: 0, city, context: `【${city.name}】快件已到达【${hub(city)}】` },
        {
          stateCode: 0,
          city,
          context: `【${city.name}】快件已从【${hub(city)}】发出，下一站【${next ? hub(next) : station}】`,
        },
      ]
    }),
    { stateCode: 0, city: destination, context: `【${destination.name}】快件已到达【${station}】` },
  ]
  // The last mile takes a good share of the trip, as a courier's delivery round does.
  return [
    ...travel.map((step, index) => ({ ...step, at: (index / (travel.length - 1)) * ARRIVED_AT })),
    {
      at: OUT_FOR_DELIVERY_AT,
      stateCode: 5,
      city: destination,
      context: `【${destination.name}】【${station}】的派件员${courier.name}（${courier.mobile}）正在为您派件，请保持电话畅通`,
    },
    {
      at: 1,
      stateCode: 3,
      city: destination,
      context: `【${destination.name}】快件已签收，签收人：本人签收。感谢使用${carrierName}，期待再次为您服务`,
    },
  ]
}

const short = (city: JourneyCity) => city.name.replace(/市$/, '')

/** mulberry32 seeded with the first 32 bits of the waybill's SHA-256: tiny, fast and evenly spread. */
function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32BE(0)
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
