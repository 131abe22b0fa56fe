import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { movableClock } from './clock'
import { clockSandbox } from './clock.sandbox'

const clock = movableClock()
const app = Fastify()
await clockSandbox(app, clock)
afterAll(() => app.close())

describe('/sandbox/clock', () => {
  it('answers now and moves it forward, and back never before the real time, by a bounded amount', async () => {
    const before = Date.parse((await app.inject({ method: 'GET', url: '/sandbox/clock' })).json<{ now: string }>().now)
    expect(Math.abs(before - Date.now())).toBeLessThan(5_000)
    const moved = await app.inject({ method: 'POST', url: '/sandbox/clock', payload: { milliseconds: 86_400_000 } })
    expect(moved.statusCode).toBe(200)
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(86_400_000 - 5_000)
    const back = await app.inject({ method: 'POST', url: '/sandbox/clock', payload: { milliseconds: -86_400_000 } })
    expect(back.statusCode).toBe(200)
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(5_000)
    for (const milliseconds of [-1, 0, 1.5, 401 * 86_400_000]) {
      const refused = await app.inject({ method: 'POST', url: '/sandbox/clock', payload: { milliseconds } })
      expect(refused.statusCode).toBe(400)
    }
  })
})
