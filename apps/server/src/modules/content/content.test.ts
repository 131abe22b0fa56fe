import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { kvdataFindType, navigateBar, navigateBarAll } from '@shop/contracts'
import { RICH_TEXT_IDS } from '@shop/domain'
import { createTestApp } from '../../../test/harness'
import { runSeed } from '../../seed/seed'
import { SEED_STEPS } from '../../seed/steps'
import { kvdata } from './content.tables'

const t = await createTestApp()
afterAll(() => t.close())

describe('tab bar', () => {
  it('answers the five tabs of spec §2 in order', async () => {
    const answer = await t.call(navigateBarAll)
    expect(answer.status).toBe(200)
    expect(answer.body.navigationSettings.map((tab) => [tab.text, tab.pagePath])).toEqual([
      ['首页', 'pages/index/index'],
      ['发现', 'pages/plantGrass/index'],
      ['分类', 'pages/classify/index'],
      ['购物车', 'pages/cart/index'],
      ['我的', 'pages/user/index'],
    ])
    expect(answer.body.navigationSettings[0]).toMatchObject({ linkUrl: null, iconPath: '/assets/tabbar/home.png' })
  })

  it('answers one tab by id, 404 for an unknown id, 400 for a bad one', async () => {
    const all = (await t.call(navigateBarAll)).body.navigationSettings
    expect((await t.call(navigateBar, { params: { id: all[1]!.id } })).body.text).toBe('发现')
    expect(await t.call(navigateBar, { params: { id: 9999 } })).toMatchObject({
      status: 404,
      body: { code: 'notFound' },
    })
    expect(await t.call(navigateBar, { params: { id: 'abc' } })).toMatchObject({
      status: 400,
      body: { code: 'validationFailed' },
    })
    expect(await t.call(navigateBar, { params: { id: -1 } })).toMatchObject({
      status: 400,
      body: { code: 'validationFailed' },
    })
  })
})

describe('config/kvdata/findType', () => {
  it('answers the six agreements as HTML', async () => {
    const answer = await t.call(kvdataFindType, { params: { type: 'richText' } })
    expect(answer.body.type).toBe('richText')
    expect(answer.body.items.map((item) => item.key)).toEqual([...RICH_TEXT_IDS])
    for (const item of answer.body.items) {
      expect(item.value).toMatch(/^<h2>/)
      expect(item.value.match(/<p>/g)?.length).toBeGreaterThanOrEqual(3)
    }
    expect(answer.body.items[1]).toMatchObject({ key: 'PrivacyPolicy', title: '隐私政策' })
  })

  it('answers only the asked keys', async () => {
    const answer = await t.call(kvdataFindType, {
      params: { type: 'storeSetting' },
      body: { keys: ['shopName', 'servicePhone'] },
    })
    expect(answer.body.items).toEqual([
      { key: 'shopName', title: '店铺名称', value: '澜肌官方商城' },
      { key: 'servicePhone', title: '客服电话', value: '400-820-6188' },
    ])
  })

  it('answers an empty list for an unknown type and refuses a malformed one', async () => {
    expect((await t.call(kvdataFindType, { params: { type: 'nothing' } })).body.items).toEqual([])
    expect((await t.call(kvdataFindType, { params: { type: 'a b' } })).status).toBe(400)
    expect((await t.call(kvdataFindType, { params: { type: 'richText' }, body: { keys: 'all' } })).status).toBe(400)
  })
})

describe('seed', () => {
  it('runs each step once per database: a deleted seeded row stays deleted', async () => {
    await t.database.db.delete(kvdata).where(eq(kvdata.key, 'operator'))
    const ran = await runSeed(SEED_STEPS, { db: t.database.db, config: t.config, clock: t.clock })
    expect(ran).toEqual([])
    const settings = await t.call(kvdataFindType, { params: { type: 'storeSetting' } })
    expect(settings.body.items.map((i) => i.key)).not.toContain('operator')
  })

  it('applies a new step on the next start', async () => {
    const step = {
      name: 'test/extra-setting',
      run: async ({ db }: { db: typeof t.database.db }) => {
        await db
          .insert(kvdata)
          .values({ type: 'storeSetting', key: 'extra', title: '测试', value: '1', sort: 99 })
          .onConflictDoNothing()
      },
    }
    expect(await runSeed([...SEED_STEPS, step], { db: t.database.db, config: t.config, clock: t.clock })).toEqual([
      'test/extra-setting',
    ])
    expect(await runSeed([...SEED_STEPS, step], { db: t.database.db, config: t.config, clock: t.clock })).toEqual([])
  })

  it('skips a step whose condition does not hold, without recording it', async () => {
    const step = {
      name: 'test/never',
      when: () => false,
      run: async () => {
        throw new Error('must not run')
      },
    }
    expect(await runSeed([step], { db: t.database.db, config: t.config, clock: t.clock })).toEqual([])
  })
})
