/**
 * Rows the members, messages, settings and dashboard tests arrange and look at (docs/members.md): a test may reach
 * any module's tables, from here.
 */
import { count, eq } from 'drizzle-orm'
import { auditLog } from '../src/modules/audit/audit.tables'
import { customers, members } from '../src/modules/customers/customers.tables'
import { innerMessages } from '../src/modules/messages/messages.tables'
import { orderLines, orders } from '../src/modules/orders/orders.tables'
import { pointsAccounts, pointsRecords } from '../src/modules/points/points.tables'
import { refunds } from '../src/modules/refunds/refunds.tables'
import { randomMobile, type TestApp } from './harness'

export const balanceOf = async (t: TestApp, customerId: number) =>
  (await t.database.db.select().from(pointsAccounts).where(eq(pointsAccounts.customerId, customerId)))[0]?.balance ?? 0

export const ledgerOf = (t: TestApp, customerId: number) =>
  t.database.db.select().from(pointsRecords).where(eq(pointsRecords.customerId, customerId))

export const auditOf = (t: TestApp, targetType: string, targetId?: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(targetId === undefined ? eq(auditLog.targetType, targetType) : eq(auditLog.targetId, targetId))
    .orderBy(auditLog.auditId)

export async function setNickName(t: TestApp, customerId: number, nickName: string): Promise<void> {
  await t.database.db.update(customers).set({ nickName }).where(eq(customers.id, customerId))
}

/** Customers get the database's time when they come; a test's clock may be another day. */
export async function cameNow(t: TestApp, customerId: number): Promise<void> {
  await t.database.db.update(customers).set({ createdAt: t.clock.now() }).where(eq(customers.id, customerId))
}

/** Makes the customer a member of this level. */
export async function makeMember(t: TestApp, customerId: number, level: string): Promise<void> {
  await t.database.db.insert(members).values({ mobile: randomMobile(), customerId, level, joinedAt: t.clock.now() })
}

export const messagesOfBroadcast = async (t: TestApp, broadcastId: number) =>
  (await t.database.db.select({ n: count() }).from(innerMessages).where(eq(innerMessages.broadcastId, broadcastId)))[0]!
    .n

export const goodsIdOfOrder = async (t: TestApp, orderId: number) =>
  (await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)))[0]!.goodsId

export async function setPaidAt(t: TestApp, orderId: number, paidAt: Date): Promise<void> {
  await t.database.db.update(orders).set({ paidAt }).where(eq(orders.id, orderId))
}

/** A refund of the whole order's money, paid out now (the dashboard counts it by that moment). */
export async function refundPaidOut(
  t: TestApp,
  order: { orderId: number; total: number },
  customerId: number,
): Promise<void> {
  const now = t.clock.now()
  await t.database.db.insert(refunds).values({
    refundNo: `R${Date.now()}${order.orderId}`,
    orderId: order.orderId,
    customerId,
    type: 'REFUND_ONLY',
    status: 'refunded',
    reason: 'other',
    goodsAmount: order.total,
    shippingAmount: 0,
    totalAmount: order.total,
    points: 0,
    completesOrder: false,
    refundedAt: now,
    createdAt: now,
    updatedAt: now,
  })
}
