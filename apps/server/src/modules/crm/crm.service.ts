import { and, count, desc, eq, like, type SQL } from 'drizzle-orm'
import { DomainError } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { CRM_CODES, CrmRefusal, type CrmClient, type CrmMember } from '../../providers/crm'
import { ProviderError } from '../../providers/http'
import { crmBindings } from './crm.tables'

export type CrmService = ReturnType<typeof createCrmService>

export interface CrmCard {
  memberNo: string
  mobile: string
  levelCode: string
  levelName: string
  points: number
  boundAt: string
  syncedAt: string
  /** true: the CRM could not be reached; these are the figures it gave last. */
  stale: boolean
}

const REFUSAL_CODES: Record<number, ConstructorParameters<typeof DomainError>[0]> = {
  [CRM_CODES.codeWrong]: 'smsCodeInvalid',
  [CRM_CODES.codeExpired]: 'smsCodeExpired',
  [CRM_CODES.tooManyCodes]: 'smsTooFrequent',
  [CRM_CODES.mobileTaken]: 'memberMobileTaken',
}

/**
 * The member's card at the brand's CRM (docs/member-crm.md): bind by mobile and code, move the card to a new mobile,
 * read level and points. The CRM is called outside any transaction and its answer is checked before anything is
 * written; a refusal or an unreadable answer changes nothing here, so a bad CRM answer never loses a member's data.
 */
export function createCrmService(deps: { db: Db; clock: Clock; crm: CrmClient }) {
  const { db, clock, crm } = deps

  /** The CRM's refusals as catalogue codes; anything else (unreachable, malformed) as crmUnavailable. */
  async function ask<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call()
    } catch (error) {
      if (error instanceof CrmRefusal) throw new DomainError(REFUSAL_CODES[error.crmCode] ?? 'crmUnavailable')
      if (error instanceof ProviderError) throw new DomainError('crmUnavailable')
      throw error
    }
  }

  const bindingOf = async (customerId: number) =>
    (await db.select().from(crmBindings).where(eq(crmBindings.customerId, customerId)))[0] ?? null

  const card = (row: typeof crmBindings.$inferSelect, stale: boolean): CrmCard => ({
    memberNo: row.memberNo,
    mobile: row.mobile,
    levelCode: row.levelCode,
    levelName: row.levelName,
    points: row.points,
    boundAt: row.boundAt.toISOString(),
    syncedAt: row.syncedAt.toISOString(),
    stale,
  })

  const figures = (member: CrmMember) => ({
    mobile: member.mobile,
    levelCode: member.levelCode,
    levelName: member.levelName,
    points: member.points,
    syncedAt: clock.now(),
  })

  return {
    /** The CRM texts a code to the mobile: for binding, or to the new mobile when changing it. */
    sendCode: (mobile: string) => ask(() => crm.sendCode(mobile)),

    async bind(customerId: number, mobile: string, code: string): Promise<CrmCard> {
      if (await bindingOf(customerId)) throw new DomainError('crmAlreadyBound')
      const member = await ask(() => crm.bind({ mobile, code, outerId: `customer:${customerId}` }))
      const now = clock.now()
      const [bound] = await db
        .insert(crmBindings)
        .values({ customerId, memberNo: member.memberNo, boundAt: now, ...figures(member) })
        .onConflictDoNothing()
        .returning()
      if (bound) return card(bound, false)
      // Someone was first: this customer (a double tap) or another account holding the card.
      const mine = await bindingOf(customerId)
      if (mine?.memberNo === member.memberNo) return card(mine, false)
      throw new DomainError(mine ? 'crmAlreadyBound' : 'crmMemberBoundElsewhere')
    },

    async changeMobile(customerId: number, newMobile: string, code: string): Promise<CrmCard> {
      const binding = await bindingOf(customerId)
      if (!binding) throw new DomainError('crmNotBound')
      const member = await ask(() => crm.changeMobile({ memberNo: binding.memberNo, newMobile, code }))
      const [moved] = await db
        .update(crmBindings)
        .set(figures(member))
        .where(and(eq(crmBindings.customerId, customerId), eq(crmBindings.memberNo, binding.memberNo)))
        .returning()
      if (!moved) throw new DomainError('conflict')
      return card(moved, false)
    },

    /** The bindings, newest first (the console); `mobile` matches from its start. */
    async page(filter: { mobile?: string; memberNo?: string }, page: number, size: number) {
      const where: SQL[] = []
      if (filter.mobile) where.push(like(crmBindings.mobile, `${filter.mobile}%`))
      if (filter.memberNo) where.push(eq(crmBindings.memberNo, filter.memberNo))
      const condition = where.length ? and(...where) : undefined
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(crmBindings)
          .where(condition)
          .orderBy(desc(crmBindings.boundAt), desc(crmBindings.customerId))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(crmBindings).where(condition),
      ])
      return { rows: rows.map((row) => ({ customerId: row.customerId, ...card(row, false) })), total: total!.n }
    },

    /** Whether the CRM answers now (a member query it answers with nothing counts), and the bound members by level. */
    async status() {
      const checkedAt = clock.now().toISOString()
      const [reachable, levels] = await Promise.all([
        crm.member('PROBE-0').then(
          () => true,
          (error: unknown) => {
            if (error instanceof CrmRefusal) return true
            if (error instanceof ProviderError) return false
            throw error
          },
        ),
        db
          .select({ levelName: crmBindings.levelName, members: count() })
          .from(crmBindings)
          .groupBy(crmBindings.levelName)
          .orderBy(desc(count())),
      ])
      return { reachable, checkedAt, levels, boundMembers: levels.reduce((sum, level) => sum + level.members, 0) }
    },

    /** The card as the CRM has it now, kept as the last figures; the kept ones (stale) when the CRM is down. */
    async card(customerId: number): Promise<CrmCard> {
      const binding = await bindingOf(customerId)
      if (!binding) throw new DomainError('crmNotBound')
      let member: CrmMember | null
      try {
        member = await crm.member(binding.memberNo)
      } catch (error) {
        if (error instanceof ProviderError) return card(binding, true)
        throw error
      }
      if (!member) return card(binding, true)
      const [synced] = await db
        .update(crmBindings)
        .set(figures(member))
        .where(eq(crmBindings.customerId, customerId))
        .returning()
      return card(synced ?? binding, false)
    },
  }
}
