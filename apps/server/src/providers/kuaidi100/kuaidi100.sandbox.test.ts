/** The sandbox peer on the wire: what any kuaidi100 client sending the documented form gets back. */
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryForm, querySign } from './kuaidi100.protocol'
import { kuaidi100Sandbox } from './kuaidi100.sandbox'

const CUSTOMER = 'A1B2C3D4E5F60718293A4B5C6D7E8F90'
const KEY = 'sandboxKey42'
const START = Date.parse('2025-06-18T01:00:00Z')
let now = START

let app: FastifyInstance
beforeAll(async () => {
  app = Fastify()
  await app.register(kuaidi100Sandbox, {
    prefix: '/k',
    customer: CUSTOMER,
    key: KEY,
    clock: { now: () => new Date(now) },
    journeyMs: 60_000,
  })
})
afterAll(() => app.close())

const post = (payload: string, contentType = 'application/x-www-form-urlencoded') =>
  app.inject({ method: 'POST', url: '/k/poll/query.do', headers: { 'content-type': contentType }, payload })
const query = async (param: object, key = KEY) => (await post(queryForm(JSON.stringify(param), key, CUSTOMER))).json()

describe('kuaidi100 sandbox: POST /poll/query.do', () => {
  it('answers a track in kuaidi100 format, with areas when resultv2 asks', async () => {
    now = START
    const plain = await query({ com: 'yunda', num: 'YD4300000001' })
    expect(plain).toMatchObject({
      message: 'ok',
      nu: 'YD4300000001',
      ischeck: '0',
      com: 'yunda',
      status: '200',
      state: '1',
    })
    expect(plain.data).toEqual([
      { time: '2025-06-18 09:00:00', ftime: '2025-06-18 09:00:00', context: expect.stringMatching(/已揽收/) },
    ])

    now = START + 60_000
    const withAreas = await query({ com: 'yunda', num: 'YD4300000001', resultv2: '1' })
    expect(withAreas).toMatchObject({ state: '3', ischeck: '1' })
    expect(withAreas.data[0]).toMatchObject({
      time: '2025-06-18 09:01:00',
      status: '签收',
      areaName: expect.stringMatching(/^.+,.+市$/),
      areaCode: expect.stringMatching(/^CN\d{12}$/),
    })
    expect(withAreas.data.at(-1)).toMatchObject({ time: '2025-06-18 09:00:00', status: '揽收' })
  })

  it.each([
    ['a wrong key', () => post(queryForm('{"com":"ems","num":"E1"}', 'wrong', CUSTOMER)), '503', '验证签名失败'],
    [
      'a lowercase sign',
      () => {
        const param = '{"com":"ems","num":"E1"}'
        return post(
          new URLSearchParams({
            customer: CUSTOMER,
            sign: querySign(param, KEY, CUSTOMER).toLowerCase(),
            param,
          }).toString(),
        )
      },
      '503',
      '验证签名失败',
    ],
    [
      'no sign',
      () => post(new URLSearchParams({ customer: CUSTOMER, param: '{}' }).toString()),
      '400',
      '提交的数据不完整，或者贵公司没授权',
    ],
    [
      'a param that is no JSON',
      () => post(queryForm('com=ems', KEY, CUSTOMER)),
      '400',
      '提交的数据不完整，或者贵公司没授权',
    ],
    ['an unknown company', () => post(queryForm('{"com":"nope","num":"1"}', KEY, CUSTOMER)), '400', '找不到对应公司'],
    [
      'SF without phone',
      () => post(queryForm('{"com":"shunfeng","num":"SF1"}', KEY, CUSTOMER)),
      '408',
      '快递公司参数异常：验证码错误',
    ],
    [
      'ZTO with a phone that is no number',
      () => post(queryForm('{"com":"zhongtong","num":"ZT1","phone":"abcd"}', KEY, CUSTOMER)),
      '408',
      '快递公司参数异常：验证码错误',
    ],
    [
      'a 0000 waybill',
      () => post(queryForm('{"com":"ems","num":"0000777"}', KEY, CUSTOMER)),
      '500',
      '查询无结果，请隔段时间再查',
    ],
  ])('refuses %s with the real error answer', async (_case, send, returnCode, message) => {
    const answer = await send()
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ result: false, returnCode, message })
  })

  it('answers the same trip for the same waybill from another first sight', async () => {
    now = START
    const a = await query({ com: 'ems', num: 'E9000000001' })
    now = START + 3_600_000
    const b = await query({ com: 'ems', num: 'E9000000002' })
    const c = await query({ com: 'ems', num: 'E9000000001' })
    expect(c.data.at(-1).context).toBe(a.data[0].context)
    expect(b.data[0].time).toBe('2025-06-18 10:00:00')
  })
})
