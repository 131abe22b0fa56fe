import { describe, expect, it } from 'vitest'
import { planJourney } from './kuaidi100.sandbox-journey'

const WAYBILLS = Array.from({ length: 200 }, (_, i) => `SF${String(1_000_000_000 + i * 7919)}`)

describe('planJourney', () => {
  it('makes the same trip for the same waybill, and different trips for different ones', () => {
    expect(planJourney('YT8800112233', '圆通速递')).toEqual(planJourney('YT8800112233', '圆通速递'))
    const trips = new Set(WAYBILLS.map((waybill) => planJourney(waybill, '顺丰速运')[0]?.context))
    expect(trips.size).toBeGreaterThan(100)
  })

  it.each(WAYBILLS.slice(0, 50))(
    '%s: collected → in transit through 2–3 hubs → out for delivery → signed',
    (waybill) => {
      const steps = planJourney(waybill, '顺丰速运')
      expect(steps.map((step) => step.stateCode).join('')).toMatch(/^10{6}(00)?53$/)
      expect(steps[0]?.at).toBe(0)
      expect(steps.at(-1)?.at).toBe(1)
      for (let i = 1; i < steps.length; i++) expect(steps[i]!.at).toBeGreaterThan(steps[i - 1]!.at)

      const hubs = steps.flatMap((step) => /快件已到达【(.+转运中心)】/.exec(step.context)?.[1] ?? [])
      expect(hubs.length).toBeGreaterThanOrEqual(2)
      expect(hubs.length).toBeLessThanOrEqual(3)
      expect(new Set(hubs).size).toBe(hubs.length)

      expect(steps[0]?.context).toMatch(/^【.+市】【.+仓】已揽收，揽收员：.{2}，电话：1[3-9]\d{9}$/)
      expect(steps.at(-2)?.context).toMatch(/派件员.{2}（1[3-9]\d{9}）正在为您派件/)
      expect(steps.at(-1)?.context).toMatch(/已签收.*感谢使用顺丰速运/)
      // Every event says where it happened, and it is the city the event names.
      for (const step of steps) expect(step.context.startsWith(`【${step.city.name}】`)).toBe(true)
    },
  )

  it('starts and ends in different cities', () => {
    for (const waybill of WAYBILLS) {
      const steps = planJourney(waybill, 'EMS')
      expect(steps[0]?.city.name).not.toBe(steps.at(-1)?.city.name)
    }
  })
})

describe('planJourney to the receiver (kuaidi100 `to`)', () => {
  it.each([
    ['上海市-上海市-静安区', '上海市', '上海静安区营业部'],
    ['上海市-市辖区-静安区', '上海市', '上海静安区营业部'],
    ['浙江省-杭州市-西湖区', '杭州市', '杭州西湖区营业部'],
    ['西藏自治区-拉萨市-城关区', '拉萨市', '拉萨城关区营业部'],
  ])('%s: every parcel is delivered and signed for in %s, from elsewhere', (to, city, station) => {
    for (const waybill of WAYBILLS.slice(0, 40)) {
      const steps = planJourney(waybill, '顺丰速运', to)
      expect(steps[0]?.city.name).not.toBe(city)
      expect(steps.at(-3)?.context).toBe(`【${city}】快件已到达【${station}】`)
      expect(steps.at(-2)?.context).toContain(`【${city}】【${station}】的派件员`)
      expect(steps.at(-1)).toMatchObject({ stateCode: 3, city: { name: city } })
      expect(steps.at(-1)?.context).toMatch(new RegExp(`^【${city}】快件已签收`))
    }
    expect(planJourney('SF1000000000', '顺丰速运', to)).toEqual(planJourney('SF1000000000', '顺丰速运', to))
  })

  it('keeps its own cities when the receiver’s area is not given', () => {
    expect(planJourney('SF1000000000', 'EMS', '')).toEqual(planJourney('SF1000000000', 'EMS'))
  })
})
