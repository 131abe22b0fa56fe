import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/harness'
import { shopper } from '../../test/checkout.fixtures'
import { orderRow, placeOrder } from '../../test/payment.fixtures'
import { jobs } from './jobs.tables'

// The scheduler as app.ts starts it (every ORDER_SWEEP_SECONDS), with the test's clock moved past the pay window.
const t = await createTestApp({ env: { ORDER_SWEEP_SECONDS: '1' } })
afterAll(() => t.close())

describe('the order scheduler', () => {
  it('runs the sweeps on its own: an order left unpaid past its deadline, its job lost, is closed', async () => {
    const me = await shopper(t)
    const order = await placeOrder(t, me)
    // The sweep is the safety net behind the order's close job (platform/jobs.ts): without the job it still closes.
    await t.database.db.delete(jobs)
    t.clock.advance(30 * 60_000 + 1)
    let status = (await orderRow(t, order.orderId)).status
    for (let waited = 0; status === 'wait_pay' && waited < 5_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      status = (await orderRow(t, order.orderId)).status
    }
    expect(status).toBe('cancelled')
    // The sweep logs what it moved once its transaction has committed, a moment after the order shows it.
    await expect
      .poll(() => t.logs.some((line) => line.msg === 'order sweep' && line.sweep === 'closeUnpaid' && line.moved === 1))
      .toBe(true)
  })
})
