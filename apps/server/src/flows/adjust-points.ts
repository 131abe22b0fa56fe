import type { merchantAdjustPoints, ParsedBodyOf, ResponseOf } from '@shop/contracts'
import { DomainError } from '@shop/domain'
import type { FlowDeps } from './flow-deps'

export type AdjustPoints = ReturnType<typeof createAdjustPoints>

/**
 * An operator adds or takes a customer's points with a reason (docs/members.md "Points"): one ledger row per
 * console request id, never below zero, in one transaction.
 */
export function createAdjustPoints({ db, customers, points, audit }: FlowDeps) {
  return {
    async adjust(
      staffUserid: string,
      customerId: number,
      { requestId, delta, reason }: ParsedBodyOf<typeof merchantAdjustPoints>,
    ): Promise<ResponseOf<typeof merchantAdjustPoints>> {
      if (!(await customers.exists(customerId))) throw new DomainError('memberNotFound', { customerId })
      return db.transaction(async (tx) => {
        const { applied, balance, before, record } = await points.adjust(tx, {
          customerId,
          delta,
          reason,
          key: requestId,
        })
        if (applied) {
          await audit.record(tx, {
            staffUserid,
            action: 'members.points',
            targetType: 'customer',
            targetId: customerId,
            summary: `${delta > 0 ? '增加' : '扣减'}会员 ${customerId} 积分 ${Math.abs(delta)}（${reason}），余额 ${before} → ${balance}`,
            before: { balance: before },
            after: { balance, delta, reason, recordId: record.id, requestId },
          })
        }
        return { applied, balance, record }
      })
    },
  }
}
