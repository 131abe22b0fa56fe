import { DomainError, recycleFrom, type RecycleEvent, type RecycleStatus } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import {
  recyclingRepository,
  type RecycleProgrammeInput,
  type RecycleProgrammeRow,
  type RecycleRecordRow,
} from './recycling.repository'

export type RecyclingService = ReturnType<typeof createRecyclingService>

/**
 * The recycling module (docs/recycling.md): programmes and requests. Every status change is one guarded update
 * from the statuses the domain allows for the event and method; a request moved by someone else first answers
 * recycleStatusChanged, so an inspection (and the reward the flow gives with it) happens once.
 */
export function createRecyclingService({ db, clock }: { db: Db; clock: Clock }) {
  const repo = recyclingRepository(db)

  return {
    programmes: () => repo.programmes(),
    programme: (id: number, tx: Db = db) => recyclingRepository(tx).programme(id),
    programmesByIds: (ids: number[]) => repo.programmesByIds([...new Set(ids)]),
    figures: (ids: number[]) => repo.figures(ids),

    createProgramme: (tx: Db, input: RecycleProgrammeInput) => {
      const now = clock.now()
      return recyclingRepository(tx).insertProgramme({ ...input, createdAt: now, updatedAt: now })
    },
    async updateProgramme(
      tx: Db,
      id: number,
      input: RecycleProgrammeInput,
    ): Promise<{ before: RecycleProgrammeRow; after: RecycleProgrammeRow }> {
      const r = recyclingRepository(tx)
      const before = await r.programme(id)
      if (!before) throw new DomainError('notFound')
      const after = (await r.updateProgramme(id, { ...input, updatedAt: clock.now() }))!
      return { before, after }
    },

    request: (
      row: Omit<
        Parameters<ReturnType<typeof recyclingRepository>['insertRecord']>[0],
        'status' | 'createdAt' | 'updatedAt'
      >,
    ) => {
      const now = clock.now()
      return repo.insertRecord({ ...row, status: 'requested', createdAt: now, updatedAt: now })
    },

    /** The customer's own record (recycleRecordNotFound for another's), or any record for the console. */
    async record(id: number, customerId?: number, tx: Db = db): Promise<RecycleRecordRow> {
      const row = await recyclingRepository(tx).record(id)
      if (!row || (customerId !== undefined && row.customerId !== customerId)) {
        throw new DomainError('recycleRecordNotFound', { id })
      }
      return row
    },

    /**
     * Moves a record by an event from the statuses the domain allows for its method, guarded by them: the moved
     * row, or recycleStatusChanged when it is no longer in one (someone moved it first).
     */
    async move(
      tx: Db,
      record: RecycleRecordRow,
      event: RecycleEvent,
      set: { status: RecycleStatus } & Partial<RecycleRecordRow>,
      customerId?: number,
    ): Promise<RecycleRecordRow> {
      const from = recycleFrom(record.method, event)
      const moved = await recyclingRepository(tx).move(record.id, from, { ...set, updatedAt: clock.now() }, customerId)
      if (!moved) throw new DomainError('recycleStatusChanged', { id: record.id, status: record.status })
      return moved
    },

    /** What the inspection gave, written on the request it moved (in the same transaction). */
    setReward: (tx: Db, id: number, points: number, couponTemplateId: number | null) =>
      recyclingRepository(tx).setReward(id, points, couponTemplateId),

    page: (filter: { customerId?: number; status?: RecycleStatus; programmeId?: number }, page: number, size: number) =>
      repo.page(repo.where(filter), page, size),
  }
}
