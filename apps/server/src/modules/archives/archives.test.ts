import { getBeautyProfile, saveBeautyProfile } from '@shop/contracts'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/harness'

const t = await createTestApp()
afterAll(() => t.close())

const profile = { skinType: 'combination', concerns: ['hydration', 'pores'], shade: 'natural', scents: ['floral'] }

describe('the beauty profile (时尚档案)', () => {
  it('is empty until saved, then answers what the member saved, to that member only', async () => {
    const { jwtString: me } = await t.loginCustomer()
    const { jwtString: other } = await t.loginCustomer()
    expect((await t.call(getBeautyProfile, { token: me })).body).toEqual({
      skinType: null,
      concerns: [],
      shade: null,
      scents: [],
      updatedAt: null,
    })
    const saved = await t.call(saveBeautyProfile, { token: me, body: profile })
    expect(saved.body).toMatchObject({ ...profile, updatedAt: t.clock.now().toISOString() })
    expect((await t.call(getBeautyProfile, { token: me })).body).toMatchObject(profile)
    expect((await t.call(getBeautyProfile, { token: other })).body.skinType).toBeNull()

    await t.call(saveBeautyProfile, { token: me, body: { ...profile, concerns: [], skinType: null } })
    expect((await t.call(getBeautyProfile, { token: me })).body).toMatchObject({ concerns: [], skinType: null })
  })

  it.each([
    [{ ...profile, concerns: ['hydration', 'pores', 'acne', 'repair'] }, '肌肤困扰最多选择3项'],
    [{ ...profile, concerns: ['hydration', 'hydration'] }, '肌肤困扰不能重复'],
    [{ ...profile, skinType: 'scaly' }, '请选择肤质'],
    [{ ...profile, shade: 'green' }, '请选择肤色'],
    [{ ...profile, scents: ['smoke'] }, '香型选项不正确'],
    [{ ...profile, extra: 1 }, null],
  ])('refuses %j with a Chinese message and keeps what was saved', async (body, message) => {
    const { jwtString: token } = await t.loginCustomer()
    await t.call(saveBeautyProfile, { token, body: profile })
    const refused = await t.call(saveBeautyProfile, { token, body })
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('validationFailed')
    if (message) expect(JSON.stringify(refused.body)).toContain(message)
    expect((await t.call(getBeautyProfile, { token })).body).toMatchObject(profile)
  })

  it('asks for a signed-in customer', async () => {
    expect((await t.call(getBeautyProfile, {})).status).toBe(401)
    expect((await t.call(saveBeautyProfile, { body: profile })).status).toBe(401)
  })
})
