import { DomainError, type TryUseStatus } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { tryUseRepository, type TryUseActivityRow, type TryUseApplicationRow } from './try-use.repository'
import type { tryUseActivities, TryUseAddress } from './try-use.tables'

export type TryUseService = ReturnType<typeof createTryUseService>
export type TryUseActivityInput = Omit<
  typeof tryUseActivities.$inferInsert,
  'id' | 'approved' | 'createdAt' | 'updatedAt'
>

/**
 * The try-use module (docs/try-use.md): activities and applications. One application per customer and activity
 * (a unique row), seats taken by one guarded update each, decisions moved from `applied` by a guarded update.
 */
export function createTryUseService({ db, clock }: { db: Db; clock: Clock }) {
  const repo = tryUseRepository(db)

  return {
    activities: () => repo.activities(),
    activity: (id: number, tx: Db = db) => tryUseRepository(tx).activity(id),
    activitiesByIds: (ids: number[]) => repo.activitiesByIds([...new Set(ids)]),
    applicants: (ids: number[]) => repo.applicants(ids),

    createActivity: (tx: Db, input: TryUseActivityInput) => {
      const now = clock.now()
      return tryUseRepository(tx).insertActivity({ ...input, createdAt: now, updatedAt: now })
    },
    /** tryUseSeatsBelowApproved when the seats would be fewer than the applicants approved. */
    async updateActivity(tx: Db, id: number, input: TryUseActivityInput) {
      const r = tryUseRepository(tx)
      const before = await r.activity(id)
      if (!before) throw new DomainError('notFound')
      const after = await r.updateActivity(id, { ...input, updatedAt: clock.now() })
      if (!after) throw new DomainError('tryUseSeatsBelowApproved', { approved: before.approved })
      return { before, after }
    },

    /** tryUseAlreadyApplied when this customer applied for the activity before (the unique row decides). */
    async apply(
      tx: Db,
      row: { activityId: number; customerId: number; address: TryUseAddress; reason: string },
    ): Promise<TryUseApplicationRow> {
      const now = clock.now()
      const created = await tryUseRepository(tx).insertApplication({
        ...row,
        status: 'applied',
        createdAt: now,
        updatedAt: now,
      })
      if (!created) throw new DomainError('tryUseAlreadyApplied', { activityId: row.activityId })
      return created
    },

    async application(id: number, tx: Db = db): Promise<TryUseApplicationRow> {
      const row = await tryUseRepository(tx).application(id)
      if (!row) throw new DomainError('tryUseApplicationNotFound', { id })
      return row
    },
    mine: (customerId: number) => repo.mine(customerId),
    byOrder: (orderId: number, tx: Db = db) => tryUseRepository(tx).byOrder(orderId),

    /** A seat of the activity, or tryUseSeatsFull. */
    async takeSeat(tx: Db, activityId: number): Promise<TryUseActivityRow> {
      const taken = await tryUseRepository(tx).takeSeat(activityId)
      if (!taken) throw new DomainError('tryUseSeatsFull', { activityId })
      return taken
    },
    giveSeatBack: (tx: Db, activityId: number) => tryUseRepository(tx).giveSeatBack(activityId),

    /** Decides (or lapses) an application from `from`, or tryUseAlreadyDecided when it was moved first. */
    async move(
      tx: Db,
      application: TryUseApplicationRow,
      from: TryUseStatus,
      set: { status: TryUseStatus } & Partial<TryUseApplicationRow>,
    ): Promise<TryUseApplicationRow> {
      const moved = await tryUseRepository(tx).move(application.id, from, { ...set, updatedAt: clock.now() })
      if (!moved) throw new DomainError('tryUseAlreadyDecided', { id: application.id })
      return moved
    },

    toInvite: (afterId: number, limit: number) => repo.toInvite(afterId, limit),
    markInvited: (tx: Db, id: number) => tryUseRepository(tx).markInvited(id, clock.now()),

    page: (filter: { activityId?: number; status?: TryUseStatus }, page: number, size: number) =>
      repo.page(repo.where(filter), page, size),
  }
}
