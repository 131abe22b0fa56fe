import type { CheckedTextKind, SubscribeEvent } from '@shop/contracts'
import { SUBSCRIBE_EVENTS } from '@shop/contracts'
import { DomainError } from '@shop/domain'
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../platform/clock'
import { prepared, type Db } from '../../platform/database'
import { ProviderError, type UserActionType, type WeChatClient } from '../../providers'
import type { MessagesService, OutgoingMessage } from '../messages'
import { adClicks, adReports, subscribeAcceptances, subscribeSends } from './outreach.tables'

/** Read by every submit (a conversion to report): prepared (ADR 0071). */
const adClickOf = prepared('outreach_ad_click', (db) =>
  db
    .select()
    .from(adClicks)
    .where(eq(adClicks.customerId, sql.placeholder('customerId'))),
)

/** One thing the shop tells a customer: in 消息通知 always, and by subscribe message when they accepted its template. */
export interface Notice {
  customerId: number
  event: SubscribeEvent
  /** Once per key: a retried move tells nothing twice (`order_paid:<orderId>`). */
  key: string
  /** The in-site message; null when the move already writes its own. */
  inSite: OutgoingMessage | null
  /** The mini-program page the subscribe message opens (no leading slash). */
  page: string
  /** The template's fields (see SUBSCRIBE_FIELDS); `thing` values are cut to WeChat's 20 characters here. */
  data: Record<string, string>
}

export interface OutreachDeps {
  db: Db
  clock: Clock
  log: FastifyBaseLogger
  wechat: Pick<WeChatClient, 'sendSubscribeMessage' | 'checkText' | 'addUserActions'>
  messages: Pick<MessagesService, 'send'>
  /** The configured template of each event; an event without one is told in-site only. */
  templates: Partial<Record<SubscribeEvent, string>>
  adsActionSetId: string | null
  /** The customer's openid under the mini-program, or null (a customer of H5 only). */
  openIdOf: (customerId: number) => Promise<string | null>
  /** When the customer's account was made. */
  registeredAt: (customerId: number) => Promise<Date>
}

/** The content-check scene WeChat is asked about for each kind of text. */
const SCENES: Record<CheckedTextKind, 1 | 2 | 3 | 4> = { nickname: 1, comment: 2, review: 2, survey: 4, gift: 4 }

/** A registration is reported when the ad click comes within this long of the account being made. */
const REGISTRATION_WINDOW_MS = 24 * 60 * 60_000
/** A subscribe message is tried this many times when WeChat is busy; 43101/40037/47003 are not tried again. */
const MAX_ATTEMPTS = 3
const FINAL_ERRCODES = new Set([43101, 40037, 47003, 40003])
const DRAIN_BATCH = 20

const cut = (key: string, value: string) => (key.startsWith('thing') ? [...value].slice(0, 20).join('') : value)

export type OutreachService = ReturnType<typeof createOutreachService>

/**
 * The shop's three uses of WeChat beyond sign-in and pay (docs/members-programmes.md "Messages and outside
 * systems"): subscribe messages (`notify`, the one entry point every programme tells a customer through), content
 * security (`checkText`, before a text is stored) and ad conversions (`queueConversion`, swallowed on failure).
 */
export function createOutreachService(deps: OutreachDeps) {
  const { db, clock, log, wechat, messages, templates } = deps

  const templateEvent = (templateId: string) =>
    SUBSCRIBE_EVENTS.find((event) => templates[event] === templateId) ?? null

  const acceptances = async (customerId: number, tx: Db = db) =>
    (
      await tx
        .select({ event: subscribeAcceptances.event, remaining: subscribeAcceptances.remaining })
        .from(subscribeAcceptances)
        .where(eq(subscribeAcceptances.customerId, customerId))
    ).sort((a, b) => SUBSCRIBE_EVENTS.indexOf(a.event) - SUBSCRIBE_EVENTS.indexOf(b.event))

  return {
    /** The template of each event, for requestSubscribeMessage. */
    templates: () =>
      SUBSCRIBE_EVENTS.flatMap((event) => (templates[event] ? [{ event, templateId: templates[event] }] : [])),

    /** Each `accept` of a template this shop knows allows one more message of its event; others are ignored. */
    async saveAcceptances(customerId: number, results: Record<string, string>) {
      const now = clock.now()
      return db.transaction(async (tx) => {
        for (const [templateId, answer] of Object.entries(results)) {
          const event = templateEvent(templateId)
          if (answer !== 'accept' || !event) continue
          await tx
            .insert(subscribeAcceptances)
            .values({ customerId, event, remaining: 1, updatedAt: now })
            .onConflictDoUpdate({
              target: [subscribeAcceptances.customerId, subscribeAcceptances.event],
              set: { remaining: sql`${subscribeAcceptances.remaining} + 1`, updatedAt: now },
            })
        }
        return { subscriptions: await acceptances(customerId, tx) }
      })
    },

    /**
     * Tells a customer of a move, inside the move's transaction (pass it): the in-site message now, and, when they
     * have an acceptance of the event's template left (acceptances come from the mini-program), a subscribe message
     * queued for after the commit (taking the acceptance). Once per key: a retried move tells nothing twice.
     */
    async notify(tx: Db, notice: Notice): Promise<void> {
      const [done] = await tx
        .select({ id: subscribeSends.id })
        .from(subscribeSends)
        .where(eq(subscribeSends.key, notice.key))
      if (done) return
      if (notice.inSite) await messages.send(tx, notice.inSite)
      const templateId = templates[notice.event]
      if (!templateId) return
      const [taken] = await tx
        .update(subscribeAcceptances)
        .set({ remaining: sql`${subscribeAcceptances.remaining} - 1`, updatedAt: clock.now() })
        .where(
          and(
            eq(subscribeAcceptances.customerId, notice.customerId),
            eq(subscribeAcceptances.event, notice.event),
            gt(subscribeAcceptances.remaining, 0),
          ),
        )
        .returning()
      if (!taken) return
      await tx.insert(subscribeSends).values({
        key: notice.key,
        customerId: notice.customerId,
        event: notice.event,
        templateId,
        page: notice.page,
        data: Object.fromEntries(Object.entries(notice.data).map(([key, value]) => [key, cut(key, value)])),
        status: 'pending',
        createdAt: clock.now(),
      })
    },

    /** Sends the queued subscribe messages (a sweep): each claimed by a status compare-and-set, so one process sends it. */
    async drain(): Promise<number> {
      const due = await db
        .select()
        .from(subscribeSends)
        .where(eq(subscribeSends.status, 'pending'))
        .orderBy(asc(subscribeSends.id))
        .limit(DRAIN_BATCH)
      let sent = 0
      for (const row of due) {
        const [claimed] = await db
          .update(subscribeSends)
          .set({ status: 'sending', attempts: row.attempts + 1 })
          .where(and(eq(subscribeSends.id, row.id), eq(subscribeSends.status, 'pending')))
          .returning()
        if (!claimed) continue
        try {
          // Read after the commit (a query outside the move's transaction would wait for it on PGlite).
          const openId = await deps.openIdOf(row.customerId)
          if (!openId) throw new DomainError('notFound', { reason: 'no mini-program openid' })
          await wechat.sendSubscribeMessage({
            toOpenId: openId,
            templateId: row.templateId,
            page: row.page,
            data: row.data,
          })
          await db
            .update(subscribeSends)
            .set({ status: 'sent', sentAt: clock.now(), error: null })
            .where(eq(subscribeSends.id, row.id))
          sent += 1
        } catch (error) {
          const final =
            !(error instanceof ProviderError) ||
            FINAL_ERRCODES.has(Number(error.errcode)) ||
            claimed.attempts >= MAX_ATTEMPTS
          log.warn({ err: error, sendId: row.id }, 'subscribe message not sent')
          await db
            .update(subscribeSends)
            .set({ status: final ? 'failed' : 'pending', error: String((error as Error).message).slice(0, 128) })
            .where(eq(subscribeSends.id, row.id))
        }
      }
      return sent
    },

    /**
     * WeChat content security on a text a customer wrote, before it is stored: a refused (risky) or doubtful
     * (review) text is contentRefused and nothing is stored. A customer of H5 only has no openid: the check then
     * goes without one (scene 4). When WeChat cannot answer, the text is refused too (providerUnavailable): an
     * unchecked text is never published.
     */
    async checkText(customerId: number, kind: CheckedTextKind, content: string): Promise<void> {
      if (content.trim() === '') return
      const openId = await deps.openIdOf(customerId)
      let verdict
      try {
        verdict = await wechat.checkText({ content, openId, scene: SCENES[kind] })
      } catch (error) {
        log.warn({ err: error }, 'content check failed')
        throw new DomainError('providerUnavailable')
      }
      if (verdict.suggest !== 'pass') throw new DomainError('contentRefused', { kind, label: verdict.label })
    },

    /** ocpa/addUserActions: remembers the customer's ad click (the first kept); a new account's registration is reported. */
    async rememberAdClick(customerId: number, clickId: string): Promise<void> {
      const registered = await deps.registeredAt(customerId)
      await db.transaction(async (tx) => {
        await tx.insert(adClicks).values({ customerId, clickId, clickedAt: clock.now() }).onConflictDoNothing()
        if (clock.now().getTime() - registered.getTime() <= REGISTRATION_WINDOW_MS)
          await this.queueConversion(tx, customerId, 'REGISTER', 'register')
      })
    },

    /**
     * A conversion to report to WeChat ads, inside the move's transaction (pass it), when the customer came from an
     * ad: once per (customer, type, business key), reported after the commit by `drainConversions`.
     */
    async queueConversion(tx: Db, customerId: number, type: UserActionType, businessKey: string, valueFen?: number) {
      if (!deps.adsActionSetId) return
      const [click] = await adClickOf(tx).execute({ customerId })
      if (!click) return
      await tx
        .insert(adReports)
        .values({ customerId, actionType: type, businessKey, valueFen, status: 'pending', createdAt: clock.now() })
        .onConflictDoNothing()
    },

    /** Reports the queued conversions (a sweep). Swallowed on failure like tracking: logged and marked failed. */
    async drainConversions(): Promise<number> {
      const setId = deps.adsActionSetId
      if (!setId) return 0
      const due = await db
        .select()
        .from(adReports)
        .where(eq(adReports.status, 'pending'))
        .orderBy(asc(adReports.createdAt))
        .limit(DRAIN_BATCH)
      let reported = 0
      for (const row of due) {
        const key = and(
          eq(adReports.customerId, row.customerId),
          eq(adReports.actionType, row.actionType),
          eq(adReports.businessKey, row.businessKey),
        )
        const [claimed] = await db
          .update(adReports)
          .set({ status: 'sending' })
          .where(and(key, eq(adReports.status, 'pending')))
          .returning()
        if (!claimed) continue
        try {
          const [click] = await db.select().from(adClicks).where(eq(adClicks.customerId, row.customerId))
          const openId = await deps.openIdOf(row.customerId)
          if (!click || !openId) throw new Error('no ad click or openid')
          await wechat.addUserActions(setId, [
            {
              type: row.actionType,
              openId,
              at: row.createdAt,
              clickId: click.clickId,
              ...(row.valueFen !== null && { valueFen: row.valueFen }),
            },
          ])
          await db.update(adReports).set({ status: 'sent', reportedAt: clock.now() }).where(key)
          reported += 1
        } catch (error) {
          log.warn({ err: error, customerId: row.customerId, type: row.actionType }, 'ad conversion not reported')
          await db.update(adReports).set({ status: 'failed' }).where(key)
        }
      }
      return reported
    },

    /** The customer's acceptances left, by event. */
    acceptances: (customerId: number) => acceptances(customerId),
  }
}
