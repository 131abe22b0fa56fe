import { afterAll, describe, expect, it } from 'vitest'
import {
  ADDRESS_LIMIT,
  addressDetail,
  addressList,
  createAddress,
  deleteAddress,
  preferredAddress,
  recogniseAddress,
  regionTree,
  setPreferredAddress,
  updateAddress,
  type Address,
} from '@shop/contracts'
import { createTestApp } from '../../../test/harness'

const t = await createTestApp()
afterAll(() => t.close())

const form = (changes: Record<string, unknown> = {}) => ({
  name: '林小澜',
  mobile: '13812345678',
  province: '上海市',
  city: '上海市',
  district: '静安区',
  detail: '南京西路1515号 嘉里中心 12F',
  ...changes,
})

const signIn = async () => (await t.loginCustomer()).jwtString

const add = async (token: string, changes: Record<string, unknown> = {}): Promise<Address> => {
  const answer = await t.call(createAddress, { token, body: form(changes) })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}

const list = async (token: string) => (await t.call(addressList, { token })).body

const MINUTE = 60_000

describe('the address book', () => {
  it('keeps an address with every field, and makes the first one the default', async () => {
    const token = await signIn()
    expect((await t.call(preferredAddress, { token })).body).toBeNull()
    const first = await add(token, { postalCode: '200040', tag: '公司', name: '  林小澜 ' })
    expect(first).toEqual({
      id: expect.any(Number),
      name: '林小澜',
      mobile: '13812345678',
      province: '上海市',
      city: '上海市',
      district: '静安区',
      detail: '南京西路1515号 嘉里中心 12F',
      postalCode: '200040',
      tag: '公司',
      isDefault: true,
    })
    expect((await t.call(addressDetail, { token, params: { id: first.id } })).body).toEqual(first)
    expect((await t.call(preferredAddress, { token })).body).toEqual(first)

    const second = await add(token, { tag: '我的小窝' })
    expect(second).toMatchObject({ isDefault: false, postalCode: null, tag: '我的小窝' })
    expect((await list(token)).map((a) => a.id)).toEqual([first.id, second.id])
  })

  it('lists the default first, then the most recently edited', async () => {
    const token = await signIn()
    const a = await add(token)
    t.clock.advance(MINUTE)
    const b = await add(token, { name: '乙' })
    t.clock.advance(MINUTE)
    const c = await add(token, { name: '丙' })
    expect((await list(token)).map((x) => x.id)).toEqual([a.id, c.id, b.id])
    t.clock.advance(MINUTE)
    await t.call(updateAddress, { token, params: { id: b.id }, body: form({ name: '乙乙' }) })
    expect((await list(token)).map((x) => x.id)).toEqual([a.id, b.id, c.id])
  })

  it('moves the default when another is chosen, on creation, by an edit or by the preferred call', async () => {
    const token = await signIn()
    const a = await add(token)
    const b = await add(token, { isDefault: true })
    expect(b.isDefault).toBe(true)
    expect((await t.call(addressDetail, { token, params: { id: a.id } })).body.isDefault).toBe(false)

    const edited = await t.call(updateAddress, { token, params: { id: a.id }, body: form({ isDefault: true }) })
    expect(edited.body.isDefault).toBe(true)
    expect((await t.call(preferredAddress, { token })).body?.id).toBe(a.id)

    const chosen = await t.call(setPreferredAddress, { token, params: { id: b.id } })
    expect(chosen).toMatchObject({ status: 200, body: { id: b.id, isDefault: true } })
    expect((await list(token)).map((x) => [x.id, x.isDefault])).toEqual([
      [b.id, true],
      [a.id, false],
    ])
    // Choosing the default again changes nothing.
    expect((await t.call(setPreferredAddress, { token, params: { id: b.id } })).body.isDefault).toBe(true)
  })

  it('never leaves the customer without a default by an edit', async () => {
    const token = await signIn()
    const a = await add(token)
    await add(token)
    const edited = await t.call(updateAddress, { token, params: { id: a.id }, body: form({ isDefault: false }) })
    expect(edited.body.isDefault).toBe(true)
    expect((await list(token)).filter((x) => x.isDefault).map((x) => x.id)).toEqual([a.id])
  })

  it('replaces every field on an edit (an omitted postal code or tag is cleared)', async () => {
    const token = await signIn()
    const a = await add(token, { postalCode: '200040', tag: '家' })
    const edited = await t.call(updateAddress, {
      token,
      params: { id: a.id },
      body: form({
        name: '王澜',
        mobile: '13987654321',
        province: '浙江省',
        city: '杭州市',
        district: '西湖区',
        detail: '文三路 1 号',
      }),
    })
    expect(edited.body).toEqual({
      id: a.id,
      name: '王澜',
      mobile: '13987654321',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      detail: '文三路 1 号',
      postalCode: null,
      tag: null,
      isDefault: true,
    })
  })

  it('hands the default to the most recently edited other address when the default is deleted', async () => {
    const token = await signIn()
    const a = await add(token)
    t.clock.advance(MINUTE)
    const b = await add(token, { name: '乙' })
    t.clock.advance(MINUTE)
    const c = await add(token, { name: '丙' })
    t.clock.advance(MINUTE)
    await t.call(updateAddress, { token, params: { id: b.id }, body: form({ name: '乙乙' }) })

    expect(await t.call(deleteAddress, { token, params: { id: a.id } })).toMatchObject({
      status: 200,
      body: { success: true },
    })
    expect((await list(token)).map((x) => [x.id, x.isDefault])).toEqual([
      [b.id, true],
      [c.id, false],
    ])
    // Deleting one that is not the default leaves the default alone.
    await t.call(deleteAddress, { token, params: { id: c.id } })
    expect((await t.call(preferredAddress, { token })).body?.id).toBe(b.id)
    await t.call(deleteAddress, { token, params: { id: b.id } })
    expect(await list(token)).toEqual([])
    expect((await t.call(preferredAddress, { token })).body).toBeNull()
    expect(await t.call(deleteAddress, { token, params: { id: b.id } })).toMatchObject({
      status: 404,
      body: { code: 'notFound' },
    })
  })

  it(`keeps at most ${ADDRESS_LIMIT} addresses, also when they are added at once`, async () => {
    const token = await signIn()
    for (let i = 0; i < ADDRESS_LIMIT - 3; i++) await add(token, { detail: `地址 ${i}` })
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) => t.call(createAddress, { token, body: form({ detail: `并发 ${i}` }) })),
    )
    expect(burst.filter((r) => r.status === 200)).toHaveLength(3)
    for (const refused of burst.filter((r) => r.status !== 200)) {
      expect(refused).toMatchObject({
        status: 400,
        body: { code: 'addressLimitReached', message: '收货地址最多保存20个，请删除不用的地址后再添加' },
      })
    }
    const all = await list(token)
    expect(all).toHaveLength(ADDRESS_LIMIT)
    expect(all.filter((a) => a.isDefault)).toHaveLength(1)

    await t.call(deleteAddress, { token, params: { id: all[5]!.id } })
    expect((await t.call(createAddress, { token, body: form() })).status).toBe(200)
  })

  it("answers notFound for another customer's address, and changes nothing", async () => {
    const owner = await signIn()
    const mine = await add(owner)
    const other = await signIn()
    await add(other)
    const params = { id: mine.id }
    for (const answer of [
      await t.call(addressDetail, { token: other, params }),
      await t.call(updateAddress, { token: other, params, body: form({ name: '冒名' }) }),
      await t.call(deleteAddress, { token: other, params }),
      await t.call(setPreferredAddress, { token: other, params }),
      await t.call(addressDetail, { token: other, params: { id: 2_000_000_000 } }),
    ]) {
      expect(answer).toMatchObject({ status: 404, body: { code: 'notFound' } })
    }
    expect((await t.call(addressDetail, { token: owner, params })).body).toEqual(mine)
    expect((await list(other)).map((a) => a.id)).not.toContain(mine.id)
  })
})

describe('address input', () => {
  it.each([
    ['no receiver', { name: undefined }, 'body.name'],
    ['a blank receiver', { name: '   ' }, 'body.name'],
    ['a receiver of 21 characters', { name: '林'.repeat(21) }, 'body.name'],
    ['a mobile of 10 digits', { mobile: '1381234567' }, 'body.mobile'],
    ['a mobile starting 12', { mobile: '12812345678' }, 'body.mobile'],
    ['a mobile as a number', { mobile: 13812345678 }, 'body.mobile'],
    ['no province', { province: undefined }, 'body.province'],
    ['no city', { city: '' }, 'body.city'],
    ['no district', { district: undefined }, 'body.district'],
    ['no detail', { detail: ' ' }, 'body.detail'],
    ['a detail of 121 characters', { detail: '路'.repeat(121) }, 'body.detail'],
    ['a control character', { detail: '南京西路\u0000' }, 'body.detail'],
    ['a postal code of 5 digits', { postalCode: '20004' }, 'body.postalCode'],
    ['a postal code with a letter', { postalCode: '20004A' }, 'body.postalCode'],
    ['a tag of 7 characters', { tag: '我的第二个家啊' }, 'body.tag'],
    ['isDefault as text', { isDefault: 'true' }, 'body.isDefault'],
    ['an unknown field', { customerId: 1 }, 'body'],
  ])('refuses %s', async (_, changes, path) => {
    const token = await signIn()
    const body = form(changes)
    for (const [key, value] of Object.entries(changes))
      if (value === undefined) delete (body as Record<string, unknown>)[key]
    const created = await t.call(createAddress, { token, body })
    expect(created.status).toBe(400)
    expect(created.body).toMatchObject({ code: 'validationFailed' })
    expect(created.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]))

    const existing = await add(token)
    const edited = await t.call(updateAddress, { token, params: { id: existing.id }, body })
    expect(edited.status).toBe(400)
    expect(await list(token)).toEqual([existing])
  })

  it('refuses a missing body and an id that is not a number', async () => {
    const token = await signIn()
    expect((await t.call(createAddress, { token })).body.code).toBe('validationFailed')
    expect((await t.call(addressDetail, { token, params: { id: 'abc' } })).status).toBe(400)
    expect((await t.call(deleteAddress, { token, params: { id: '0' } })).status).toBe(400)
  })

  it('needs a customer token and the store code', async () => {
    const staff = await t.loginStaff()
    expect((await t.call(addressList, {})).status).toBe(401)
    expect((await t.call(createAddress, { token: staff, body: form() })).body.code).toBe('401')
    const token = await signIn()
    expect(await t.call(addressList, { token, storeCode: 'elsewhere' })).toMatchObject({
      status: 404,
      body: { code: 'storeNotFound' },
    })
  })
})

describe('the region list and a pasted address', () => {
  it('answers the region tree to anyone', async () => {
    const answer = await t.call(regionTree, {})
    expect(answer.status).toBe(200)
    expect(answer.body.map((p) => p.name)).toContain('上海市')
    expect(answer.body.find((p) => p.name === '上海市')?.cities.map((c) => c.name)).toEqual(['上海市'])
  })

  it('reads a pasted address for a customer, and an empty paste is refused in words', async () => {
    const token = await signIn()
    const read = await t.call(recogniseAddress, {
      token,
      body: { text: '林小澜\n13812345678\r\n上海市浦东新区\t张江路 100 号' },
    })
    expect(read).toMatchObject({
      status: 200,
      body: {
        name: '林小澜',
        mobile: '13812345678',
        province: '上海市',
        city: '上海市',
        district: '浦东新区',
        detail: '张江路 100 号',
      },
    })
    const empty = await t.call(recogniseAddress, { token, body: { text: '  ' } })
    expect(empty).toMatchObject({ status: 400, body: { code: 'validationFailed' } })
    expect((await t.call(recogniseAddress, { body: { text: '上海市' } })).status).toBe(401)
  })
})
