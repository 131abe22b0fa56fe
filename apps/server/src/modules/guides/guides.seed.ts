import { eq } from 'drizzle-orm'
import type { SeedStep } from '../../seed/seed'
import { outlets, shoppingGuides } from './guides.tables'

/** The demo shopping guide: sign in with 13900000000 (any channel) to see a guide's session (`isEbc`). */
export const DEMO_GUIDE_MOBILE = '13900000000'
/** The demo guide's WeCom account: the counter portal's sandbox code `ba-BA002` signs in as 林澜. */
export const DEMO_GUIDE_WECOM = 'BA002'

/** The demo stores and counters (GCJ-02, as the mini-program reports locations). */
const DEMO_OUTLETS = [
  {
    code: 'SH-KERRY',
    name: '上海静安嘉里中心专柜',
    kind: 'counter',
    city: '上海',
    address: '上海市静安区南京西路1515号嘉里中心B1',
    latitude: 31.2243,
    longitude: 121.4487,
    phone: '021-62881234',
    hours: '10:00-22:00',
  },
  {
    code: 'SH-IFC',
    name: '上海国金中心专柜',
    kind: 'counter',
    city: '上海',
    address: '上海市浦东新区世纪大道8号国金中心L1',
    latitude: 31.2368,
    longitude: 121.5021,
    phone: '021-50121234',
    hours: '10:00-22:00',
  },
  {
    code: 'SH-FLAGSHIP',
    name: '澜肌上海旗舰店',
    kind: 'store',
    city: '上海',
    address: '上海市黄浦区淮海中路300号',
    latitude: 31.2195,
    longitude: 121.4722,
    phone: '021-63351234',
    hours: '10:00-21:30',
  },
  {
    code: 'BJ-SKP',
    name: '北京SKP专柜',
    kind: 'counter',
    city: '北京',
    address: '北京市朝阳区建国路87号SKP商场F1',
    latitude: 39.9101,
    longitude: 116.4802,
    phone: '010-65301234',
    hours: '10:00-22:00',
  },
  {
    code: 'HZ-IN77',
    name: '杭州湖滨银泰in77专柜',
    kind: 'counter',
    city: '杭州',
    address: '浙江省杭州市上城区延安路258号湖滨银泰in77 B区',
    latitude: 30.2573,
    longitude: 120.1644,
    phone: '0571-87011234',
    hours: '10:00-22:00',
  },
] as const

export const guidesSeed: SeedStep[] = [
  {
    // The step's first name (it began in the customers module): databases that ran it do not run it again.
    name: 'customers/demo-shopping-guide',
    async run({ db }) {
      await db
        .insert(shoppingGuides)
        .values({ mobile: DEMO_GUIDE_MOBILE, name: '林澜', counterName: '上海静安嘉里中心专柜', active: true })
        .onConflictDoNothing()
    },
  },
  {
    // Demo data: the stores and counters on the LBSStore map, the demo guide posted at the Kerry Centre counter
    // with a WeCom account, and a second guide at the IFC counter (so the console's figures compare two).
    name: 'guides/demo-outlets',
    async run({ db }) {
      await db
        .insert(outlets)
        .values(DEMO_OUTLETS.map((outlet) => ({ ...outlet })))
        .onConflictDoNothing()
      const rows = await db.select({ id: outlets.id, code: outlets.code }).from(outlets)
      const idOf = (code: string) => rows.find((row) => row.code === code)?.id ?? null
      await db
        .update(shoppingGuides)
        .set({ outletId: idOf('SH-KERRY'), wecomUserId: DEMO_GUIDE_WECOM })
        .where(eq(shoppingGuides.mobile, DEMO_GUIDE_MOBILE))
      await db
        .insert(shoppingGuides)
        .values({
          mobile: '13900000001',
          name: '周沐',
          counterName: '上海国金中心专柜',
          outletId: idOf('SH-IFC'),
          active: true,
        })
        .onConflictDoNothing()
    },
  },
]
