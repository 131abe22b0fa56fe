import { afterAll, describe, expect, it } from 'vitest'
import { testDatabase } from '../../../../test/harness'
import { databaseBooks } from './sandbox.books'
import { SandboxLedger, type NewSandboxTransaction } from './sandbox.ledger'

// The books in the database, as two server processes on one PostgreSQL hold them (PGlite without TEST_DATABASE_URL).
const opened = testDatabase()
afterAll(async () => (await opened).drop())
const processes = async () => {
  const { db } = (await opened).database
  return [new SandboxLedger(databaseBooks(db)), new SandboxLedger(databaseBooks(db))] as const
}

let orders = 0
const order = (totalFen: number): NewSandboxTransaction => ({
  appid: 'wx-test',
  mchid: '1900000109',
  outTradeNo: `LEDGER${Date.now()}${++orders}`,
  description: '测试',
  notifyUrl: 'https://shop.test/notify',
  totalFen,
  tradeType: 'JSAPI',
  openid: 'o-test',
})
const now = new Date('2026-11-24T04:00:00Z')

describe('the WeChat Pay sandbox books in the database', () => {
  it('let one process finish what another began: prepay, pay, refund, settle', async () => {
    const [a, b] = await processes()
    const paying = order(5_000)
    const prepayId = await a.prepay(paying, now)
    expect((await b.pay(prepayId, now)).tradeState).toBe('SUCCESS')
    expect(await a.transaction(paying.outTradeNo)).toMatchObject({ tradeState: 'SUCCESS', totalFen: 5_000 })
    await expect(b.pay(prepayId, now)).rejects.toMatchObject({ code: 'ORDERPAID' })

    const outRefundNo = `${paying.outTradeNo}R1`
    const { refund } = await a.refund(
      { outTradeNo: paying.outTradeNo, outRefundNo, refundFen: 2_000, totalFen: 5_000 },
      now,
      2_000,
    )
    expect(refund).toMatchObject({ status: 'PROCESSING', transactionId: expect.stringMatching(/^4200/) })
    expect((await b.refundByNo(outRefundNo, now)).status).toBe('PROCESSING')
    // Due: whichever process is asked first settles it.
    const later = new Date(now.getTime() + 2_000)
    expect(await b.refundByNo(outRefundNo, later)).toMatchObject({ status: 'SUCCESS', successTime: later })
    expect((await a.transaction(paying.outTradeNo)).tradeState).toBe('REFUND')
  })

  it('never refund more than was paid, however many processes take refunds at once', async () => {
    const [a, b] = await processes()
    const paying = order(5_000)
    await a.pay(await a.prepay(paying, now), now)
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? a : b).refund(
          {
            outTradeNo: paying.outTradeNo,
            outRefundNo: `${paying.outTradeNo}R${i}`,
            refundFen: 1_000,
            totalFen: 5_000,
          },
          now,
          2_000,
        ),
      ),
    )
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5)
    expect(
      outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason.code),
    ).toEqual(Array(7).fill('INVALID_REQUEST'))
  })

  it('keep a close refused for a paid order, and close an unpaid one for every process', async () => {
    const [a, b] = await processes()
    const unpaid = order(100)
    const prepayId = await a.prepay(unpaid, now)
    await b.close(unpaid.outTradeNo)
    await expect(a.pay(prepayId, now)).rejects.toMatchObject({ code: 'ORDER_CLOSED' })
    await expect(b.close('NO-SUCH-ORDER')).rejects.toMatchObject({ code: 'ORDER_NOT_EXIST' })
  })
})
