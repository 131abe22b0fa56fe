import type { merchantAdjustPoints, ParsedBodyOf, ResponseOf } from '@shop/contracts'
import { DomainError } from '@shop/domain'
import type { FlowDeps } from './flow-deps'

export type AdjustPoints = ReturnType<typeof createAdjustPoints>

/**
 * An operator adds or takes a customer's points with a reason (docs/members.md "Points"): one ledger row per
 * console request id, never below zero, in one transaction.
 */
export function createAdjustPoints({ db, customers, points }: FlowDeps) {
  return {
    async adjust(
      staffUserid: string,
      customerId: number,
      { requestId, delta, reason }: ParsedBodyOf<typeof merchantAdjustPoints>,
    ): Promise<ResponseOf<typeof merchantAdjustPoints>> {
      if (!(await customers.exists(customerId))) throw new DomainError('memberNotFound', { customerId })
      return db.transaction(async (tx) => {
        const { applied, balance, record } = await points.adjust(tx, { customerId, delta, reason, key: requestId })
        return { applied, balance, record }
      })
    },
  }
}
