import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'
import type { Db } from '../../../platform/database'
import type { TransferBillWire, TransferRequestWire } from '../wechat-pay.wire'
import { SandboxApiError } from './sandbox.ledger'

/**
 * The WeChat Pay sandbox's merchant transfers (商家转账), kept in the database so that every server process answering
 * as the sandbox knows every bill (a transfer asked through one process is queried through another). Only the
 * sandbox reads and writes it.
 */
export const wechatPaySandboxTransfers = pgTable('wechat_pay_sandbox_transfers', {
  outBillNo: varchar('out_bill_no', { length: 32 }).primaryKey(),
  transferBillNo: varchar('transfer_bill_no', { length: 64 }).notNull().unique(),
  openid: varchar('openid', { length: 64 }).notNull(),
  amount: integer('amount').notNull(),
  state: varchar('state', { length: 20 }).$type<TransferBillWire['state']>().notNull(),
  failReason: varchar('fail_reason', { length: 64 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

/**
 * A transfer: SUCCESS at once (the sandbox has no user to confirm), or FAIL with PAYEE_ACCOUNT_ABNORMAL for an
 * openid starting with `fail`. The same out_bill_no answers the bill it made the first time; with another payee or
 * amount it is refused, as WeChat Pay refuses a reused bill number.
 */
export async function sandboxTransfer(db: Db, body: TransferRequestWire, now: Date): Promise<TransferBillWire> {
  const fails = body.openid.startsWith('fail')
  await db
    .insert(wechatPaySandboxTransfers)
    .values({
      outBillNo: body.out_bill_no,
      transferBillNo: `1330${now.getTime()}${randomBytes(6).toString('hex')}`,
      openid: body.openid,
      amount: body.transfer_amount,
      state: fails ? 'FAIL' : 'SUCCESS',
      failReason: fails ? 'PAYEE_ACCOUNT_ABNORMAL' : null,
      createdAt: now,
    })
    .onConflictDoNothing()
  const bill = await sandboxTransferBill(db, body.out_bill_no)
  const row = await rowOf(db, body.out_bill_no)
  if (row!.openid !== body.openid || row!.amount !== body.transfer_amount)
    throw new SandboxApiError(400, 'INVALID_REQUEST', '商户单号已用于另一笔转账')
  return bill
}

export async function sandboxTransferBill(db: Db, outBillNo: string): Promise<TransferBillWire> {
  const row = await rowOf(db, outBillNo)
  if (!row) throw new SandboxApiError(404, 'NOT_FOUND', '记录不存在')
  return {
    out_bill_no: row.outBillNo,
    transfer_bill_no: row.transferBillNo,
    state: row.state,
    ...(row.failReason && { fail_reason: row.failReason }),
    create_time: row.createdAt.toISOString(),
  }
}

const rowOf = async (db: Db, outBillNo: string) =>
  (await db.select().from(wechatPaySandboxTransfers).where(eq(wechatPaySandboxTransfers.outBillNo, outBillNo)))[0]
