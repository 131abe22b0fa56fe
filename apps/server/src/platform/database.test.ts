import { eq, sql } from 'drizzle-orm'
import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabase } from '../../test/harness'
import { prepared } from './database'

/** A table of this test's own. */
const notes = pgTable('prepared_test_notes', { id: integer('id').primaryKey(), body: text('body').notNull() })

let builds = 0
const noteOf = prepared('prepared_test_note', (db) => {
  builds++
  return db
    .select({ body: notes.body })
    .from(notes)
    .where(eq(notes.id, sql.placeholder('id')))
})

describe('prepared statements', () => {
  const opened = testDatabase()
  beforeAll(async () => {
    const { db } = (await opened).database
    await db.execute(sql`create table prepared_test_notes (id integer primary key, body text not null)`)
  })
  afterAll(async () => (await opened).drop())

  it('run on the pool, and inside a transaction on its own connection: they see what it wrote and not yet committed', async () => {
    const { db } = (await opened).database
    await db.insert(notes).values({ id: 1, body: 'committed' })
    expect(await noteOf(db).execute({ id: 1 })).toEqual([{ body: 'committed' }])
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(notes).values({ id: 2, body: 'in the transaction' })
        expect(await noteOf(tx).execute({ id: 2 })).toEqual([{ body: 'in the transaction' }])
        expect(await noteOf(tx).execute({ id: 1 })).toEqual([{ body: 'committed' }])
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await noteOf(db).execute({ id: 2 })).toEqual([])
  })

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, are built once per pooled connection, not once per transaction',
    async () => {
      const { db } = (await opened).database
      const before = builds
      for (let i = 0; i < 20; i++) {
        await db.transaction(async (tx) => {
          expect(await noteOf(tx).execute({ id: 1 })).toEqual([{ body: 'committed' }])
        })
      }
      // The pool holds at most 10 connections; one after the other, the transactions mostly take the same one.
      expect(builds - before).toBeLessThanOrEqual(10)
    },
  )

  it('refuse a second statement of a name already given', () => {
    expect(() => prepared('prepared_test_note', (db) => db.select().from(notes))).toThrow(
      'two prepared statements are named prepared_test_note',
    )
  })
})
