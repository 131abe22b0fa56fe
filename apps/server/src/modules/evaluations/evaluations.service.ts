import type { CheckedTextKind } from '@shop/contracts'
import {
  ANONYMOUS_NAME,
  type createEvaluation,
  type Evaluation,
  type MerchantEvaluation,
  type merchantEvaluations,
  type orderEvaluations,
  type ParsedBodyOf,
  type ResponseOf,
} from '@shop/contracts'
import { assertOrderAction, DomainError, maskNickname, ORDER_STATUS_LABELS } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { goodsLine, type OrderRow, type OrdersService } from '../orders'
import type { RefundsService } from '../refunds'
import type { z } from 'zod'
import { evaluationsRepository, type EvaluationRow } from './evaluations.repository'

export interface EvaluationsDeps {
  db: Db
  clock: Clock
  orders: Pick<OrdersService, 'lock' | 'linesOf' | 'get' | 'orderNos' | 'linesByIds'>
  refunds: Pick<RefundsService, 'ofOrder'>
  /** The author's name and picture as they are now (copied into the evaluation). */
  author: (customerId: number) => Promise<{ nickName: string; avatarUrl: string | null }>
  /** wait_estimate → completed by `evaluate` (with the order's points), inside the transaction, on the locked order. */
  complete: (tx: Db, order: OrderRow, customerId: number) => Promise<OrderRow>
  /** WeChat content security before a customer's text is stored (contentRefused when refused; the outreach module's). */
  checkText: (customerId: number, kind: CheckedTextKind, content: string) => Promise<void>
}

export type EvaluationsService = ReturnType<typeof createEvaluationsService>

const view = (row: EvaluationRow): Evaluation => ({
  id: row.id,
  goodsId: row.goodsId,
  skuId: row.skuId,
  specs: row.specs,
  rating: row.rating,
  content: row.content,
  images: row.images,
  anonymous: row.anonymous,
  nickName: row.anonymous ? ANONYMOUS_NAME : maskNickname(row.nickName),
  avatarUrl: row.anonymous ? null : row.avatarUrl,
  createTime: row.createdAt.toISOString(),
  reply: row.reply,
})

/**
 * Evaluations: a customer rates each line of a received order once (lines refunded in full need none); when the
 * last line is rated the order completes. The goods page lists a goods' evaluations with their mean rating.
 */
export function createEvaluationsService({ db, clock, orders, refunds, author, complete, checkText }: EvaluationsDeps) {
  const reader = evaluationsRepository(db)

  const merchantViews = async (rows: readonly EvaluationRow[]): Promise<MerchantEvaluation[]> => {
    const [numbers, lines] = await Promise.all([
      orders.orderNos([...new Set(rows.map((row) => row.orderId))]),
      orders.linesByIds(rows.map((row) => row.orderLineId)),
    ])
    return rows.map((row) => ({
      ...view(row),
      orderId: row.orderId,
      orderNo: numbers.get(row.orderId) ?? '',
      customerId: row.customerId,
      goodsName: lines.find((line) => line.id === row.orderLineId)?.name ?? '',
      hidden: row.hidden,
      repliedBy: row.repliedBy,
      replyTime: row.repliedAt?.toISOString() ?? null,
    }))
  }

  /** Order lines every unit of which was refunded: nothing left to rate. */
  const refundedLines = async (tx: Db, orderId: number, lines: readonly { id: number; quantity: number }[]) => {
    const refunded = new Map<number, number>()
    for (const { refund, lines: taken } of await refunds.ofOrder(orderId, tx)) {
      if (refund.status !== 'refunded') continue
      for (const line of taken) refunded.set(line.orderLineId, (refunded.get(line.orderLineId) ?? 0) + line.quantity)
    }
    return new Set(lines.filter((line) => (refunded.get(line.id) ?? 0) >= line.quantity).map((line) => line.id))
  }

  return {
    /**
     * Rates lines of one of the customer's received orders, in one transaction under the order's lock: each line
     * once (evaluationExists), lines of the order only (validationFailed), the order in wait_estimate
     * (orderStatusInvalid). The last line rated completes the order.
     */
    async create(
      customerId: number,
      { orderId, items }: ParsedBodyOf<typeof createEvaluation>,
    ): Promise<ResponseOf<typeof createEvaluation>> {
      for (const item of items) if (item.content) await checkText(customerId, 'review', item.content)
      const { nickName, avatarUrl } = await author(customerId)
      return db.transaction(async (tx) => {
        const order = await orders.lock(tx, orderId, customerId)
        assertOrderAction('evaluate', order.status, {
          now: clock.now().getTime(),
          payDeadline: order.payDeadline.getTime(),
          paidAt: order.paidAt?.getTime() ?? null,
          shipped: true,
          invoiceRequested: false,
          refundInProgress: false,
          fullyRefunded: false,
        })
        const repo = evaluationsRepository(tx)
        // One query at a time on the transaction's connection.
        const lines = await orders.linesOf(tx, orderId)
        const earlier = await repo.ofOrder(orderId)
        for (const item of items) {
          if (!lines.some((line) => line.id === item.lineId)) {
            throw new DomainError('validationFailed', { lineId: item.lineId, reason: 'not a line of the order' })
          }
          if (earlier.some((e) => e.orderLineId === item.lineId))
            throw new DomainError('evaluationExists', { lineId: item.lineId })
        }
        const now = clock.now()
        const written = await repo.insert(
          items.map((item) => {
            const line = goodsLine(lines.find((l) => l.id === item.lineId)!)
            return {
              orderId,
              orderLineId: item.lineId,
              customerId,
              goodsId: line.goodsId,
              skuId: line.skuId,
              specs: line.specs,
              rating: item.rating,
              content: item.content,
              images: item.images,
              anonymous: item.anonymous,
              nickName,
              avatarUrl,
              createdAt: now,
            }
          }),
        )
        // A line rated by a simultaneous call slipped past the check above.
        if (written.length < items.length) throw new DomainError('evaluationExists', { orderId })

        const rated = new Set([...earlier, ...written].map((e) => e.orderLineId))
        const skipped = await refundedLines(tx, orderId, lines)
        const done = lines.every((line) => rated.has(line.id) || skipped.has(line.id))
        const after = done ? await complete(tx, order, customerId) : order
        return {
          orderId,
          status: after.status,
          statusLabel: ORDER_STATUS_LABELS[after.status],
          evaluations: written.map((row) => ({ ...view(row), lineId: row.orderLineId })),
        }
      })
    },

    /** A goods' evaluations, newest first, with the mean rating (1 decimal) and count; `mine` marks the viewer's. */
    async goodsPage(goodsId: number, viewer: number | null, page: number, size: number) {
      const { rows, total, mean } = await reader.goodsPage(goodsId, page, size)
      return {
        content: rows.map((row) => ({ ...view(row), mine: row.customerId === viewer })),
        page,
        size,
        totalElements: total,
        totalPages: Math.ceil(total / size),
        averageRating: mean === null ? null : Math.round(mean * 10) / 10,
        count: total,
      }
    },

    /** The merchant's list (hidden ones too), with the order and the goods' name. */
    async merchantPage(query: z.output<NonNullable<(typeof merchantEvaluations)['query']>>) {
      const { page, size, replied, hidden, createdFrom, createdTo, ...rest } = query
      const { rows, total } = await reader.merchantPage(
        {
          ...rest,
          replied: replied === undefined ? undefined : replied === 'true',
          hidden: hidden === undefined ? undefined : hidden === 'true',
          createdFrom: createdFrom === undefined ? undefined : new Date(createdFrom),
          createdTo: createdTo === undefined ? undefined : new Date(createdTo),
        },
        page,
        size,
      )
      return {
        content: await merchantViews(rows),
        page,
        size,
        totalElements: total,
        totalPages: Math.ceil(total / size),
      }
    },

    /** The merchant's public reply (empty removes it). evaluationNotFound. */
    async reply(userid: string, evaluationId: number, reply: string): Promise<MerchantEvaluation> {
      const row = await reader.update(
        evaluationId,
        reply === ''
          ? { reply: null, repliedBy: null, repliedAt: null }
          : { reply, repliedBy: userid, repliedAt: clock.now() },
      )
      if (!row) throw new DomainError('evaluationNotFound', { evaluationId })
      return (await merchantViews([row]))[0]!
    },

    /** Hides an evaluation from the goods page, or shows it again. evaluationNotFound. */
    async setHidden(evaluationId: number, hidden: boolean): Promise<MerchantEvaluation> {
      const row = await reader.update(evaluationId, { hidden })
      if (!row) throw new DomainError('evaluationNotFound', { evaluationId })
      return (await merchantViews([row]))[0]!
    },

    /** The lines of one of the customer's orders with their evaluation. */
    async ofOrder(customerId: number, orderId: number): Promise<ResponseOf<typeof orderEvaluations>> {
      const order = await orders.get(orderId, customerId)
      const [lines, evaluations] = await Promise.all([orders.linesOf(db, orderId), reader.ofOrder(orderId)])
      return {
        orderId,
        status: order.status,
        statusLabel: ORDER_STATUS_LABELS[order.status],
        lines: lines.map((line) => {
          const rated = evaluations.find((e) => e.orderLineId === line.id)
          return { ...goodsLine(line), evaluation: rated ? view(rated) : null }
        }),
      }
    },
  }
}
