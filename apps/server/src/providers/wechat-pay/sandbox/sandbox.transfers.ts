import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
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
  /** What wx.requestMerchantTransfer takes to show the payee the confirmation page (WAIT_USER_CONFIRM). */
  packageInfo: varchar('package_info', { length: 64 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

/** WeChat Pay closes a bill its payee has not confirmed within a day (state FAIL). */
export const TRANSFER_CONFIRM_MS = 24 * 3_600_000

/**
 * A transfer in the user-confirmation mode (商家转账, the only mode of the current API without a separate
 * authorization): WAIT_USER_CONFIRM with a `package_info` the payee's app opens the confirmation page with, or FAIL
 * with PAYEE_ACCOUNT_ABNORMAL at once for an openid starting with `fail`. The same out_bill_no answers the bill it
 * made the first time; with another payee or amount it is refused, as WeChat Pay refuses a reused bill number.
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
      state: fails ? 'FAIL' : 'WAIT_USER_CONFIRM',
      failReason: fails ? 'PAYEE_ACCOUNT_ABNORMAL' : null,
      packageInfo: fails ? null : randomBytes(24).toString('base64'),
      createdAt: now,
    })
    .onConflictDoNothing()
  const row = await rowOf(db, body.out_bill_no, now)
  if (row!.openid !== body.openid || row!.amount !== body.transfer_amount)
    throw new SandboxApiError(400, 'INVALID_REQUEST', '商户单号已用于另一笔转账')
  // The create call answers package_info while the payee has yet to confirm (the query does not).
  return { ...billOf(row!), ...(row!.state === 'WAIT_USER_CONFIRM' && { package_info: row!.packageInfo! }) }
}

export async function sandboxTransferBill(db: Db, outBillNo: string, now: Date): Promise<TransferBillWire> {
  const row = await rowOf(db, outBillNo, now)
  if (!row) throw new SandboxApiError(404, 'NOT_FOUND', '记录不存在')
  return billOf(row)
}

/**
 * The payee confirms on WeChat's confirmation page (what wx.requestMerchantTransfer opens with the package): the
 * bill is paid. A package that is not the bill's, or a bill no longer waiting (paid, closed), is refused as WeChat
 * refuses to open the page.
 */
export async function sandboxConfirmTransfer(db: Db, packageInfo: string, now: Date): Promise<TransferBillWire> {
  const [waiting] = await db
    .select()
    .from(wechatPaySandboxTransfers)
    .where(eq(wechatPaySandboxTransfers.packageInfo, packageInfo))
  const row = waiting && (await rowOf(db, waiting.outBillNo, now))
  if (!row || row.state !== 'WAIT_USER_CONFIRM') throw new SandboxApiError(400, 'INVALID_REQUEST', 'package参数有误')
  await db
    .update(wechatPaySandboxTransfers)
    .set({ state: 'SUCCESS' })
    .where(
      and(
        eq(wechatPaySandboxTransfers.outBillNo, row.outBillNo),
        eq(wechatPaySandboxTransfers.state, 'WAIT_USER_CONFIRM'),
      ),
    )
  return sandboxTransferBill(db, row.outBillNo, now)
}

type SandboxTransfer = typeof wechatPaySandboxTransfers.$inferSelect

const billOf = (row: SandboxTransfer): TransferBillWire => ({
  out_bill_no: row.outBillNo,
  transfer_bill_no: row.transferBillNo,
  state: row.state,
  ...(row.failReason && { fail_reason: row.failReason }),
  create_time: row.createdAt.toISOString(),
})

/** The bill; one its payee left unconfirmed for a day is closed first (FAIL), as WeChat Pay closes it. */
async function rowOf(db: Db, outBillNo: string, now: Date): Promise<SandboxTransfer | undefined> {
  const [row] = await db
    .select()
    .from(wechatPaySandboxTransfers)
    .where(eq(wechatPaySandboxTransfers.outBillNo, outBillNo))
  if (row?.state !== 'WAIT_USER_CONFIRM' || now.getTime() - row.createdAt.getTime() < TRANSFER_CONFIRM_MS) return row
  const [closed] = await db
    .update(wechatPaySandboxTransfers)
    .set({ state: 'FAIL', failReason: 'OVERDUE_CLOSE' })
    .where(
      and(eq(wechatPaySandboxTransfers.outBillNo, outBillNo), eq(wechatPaySandboxTransfers.state, 'WAIT_USER_CONFIRM')),
    )
    .returning()
  return closed ?? (await rowOf(db, outBillNo, now))
}
