import type {
  MessageBroadcast,
  MessageSegment,
  merchantBroadcastMessage,
  merchantBroadcasts,
  ParsedBodyOf,
  ResponseOf,
} from '@shop/contracts'
import type { BroadcastRow } from '../modules/messages'
import type { FlowDeps } from './flow-deps'
import { toPage } from '../platform/paging'

export type BroadcastMessage = ReturnType<typeof createBroadcastMessage>

/** Customers written per transaction. */
export const BROADCAST_BATCH = 500

/**
 * An operator's notice to a segment (docs/members.md "Messages"): recorded once per request id, then written in
 * batches in the background (started at once in this process; the sweep picks up a send a stopped process left),
 * each batch claimed by moving the send's cursor, so two processes or a retry never write a customer twice.
 */
export function createBroadcastMessage({ db, log, messages, customers, orders, catalogue }: FlowDeps) {
  const recipientsAfter = (segment: MessageSegment, afterId: number, limit: number) =>
    segment.kind === 'bought'
      ? orders.console.buyersAfter(segment.goodsId, afterId, limit)
      : customers.segmentAfter(segment, afterId, limit)

  const recipientsCount = (segment: MessageSegment) =>
    segment.kind === 'bought' ? orders.console.buyersCount(segment.goodsId) : customers.segmentCount(segment)

  const segmentLabel = async (segment: MessageSegment): Promise<string> => {
    switch (segment.kind) {
      case 'all':
        return '全部客户'
      case 'members':
        return segment.level ? `会员（${segment.level}）` : '全部会员'
      case 'bought': {
        const [card] = await catalogue.cards([segment.goodsId])
        return `购买过「${card?.name ?? `商品 ${segment.goodsId}`}」的客户`
      }
    }
  }

  const view = async (row: BroadcastRow): Promise<MessageBroadcast> => ({
    id: row.id,
    requestId: row.requestId,
    title: row.title,
    content: row.content,
    link: row.link,
    segment: row.segment,
    segmentLabel: await segmentLabel(row.segment),
    status: row.status,
    total: row.total,
    sent: row.sent,
    staffUserid: row.staffUserid,
    createTime: row.createdAt.toISOString(),
    finishTime: row.finishedAt?.toISOString() ?? null,
  })

  /** Writes one batch of the oldest send still sending; false when nothing is sending. */
  const step = async (): Promise<boolean> => {
    const read = await messages.nextSending()
    if (!read) return false
    const ids = await recipientsAfter(read.segment, read.cursor, BROADCAST_BATCH)
    await db.transaction((tx) => messages.writeBatch(tx, read, ids, ids.length < BROADCAST_BATCH))
    return true
  }

  let running: Promise<number> | null = null
  let wanted = false
  /**
   * Runs the sends still sending to their end, one run at a time in this process (a call during a run makes it look
   * again before it ends); answers the batches written.
   */
  const drain = (): Promise<number> => {
    wanted = true
    running ??= (async () => {
      let batches = 0
      while (wanted) {
        wanted = false
        while (await step()) batches++
      }
      return batches
    })().finally(() => {
      running = null
    })
    return running
  }

  return {
    async start(
      staffUserid: string,
      { requestId, segment, title, content, link }: ParsedBodyOf<typeof merchantBroadcastMessage>,
    ): Promise<MessageBroadcast> {
      const { row, created } = await messages.startBroadcast({
        requestId,
        segment,
        title,
        content,
        link: link ?? null,
        total: await recipientsCount(segment),
        staffUserid,
      })
      if (created) {
        drain().catch((error: unknown) =>
          log.error({ err: error, broadcastId: row.id }, 'segment send stopped; the sweep goes on with it'),
        )
      }
      return view(row)
    },

    /** The sweep: whatever a stopped process left sending. */
    drain,

    async one(id: number): Promise<MessageBroadcast> {
      return view(await messages.broadcast(id))
    },

    async list(
      status: 'sending' | 'sent' | undefined,
      page: number,
      size: number,
    ): Promise<ResponseOf<typeof merchantBroadcasts>> {
      const { rows, total } = await messages.broadcasts(status, page, size)
      return toPage(await Promise.all(rows.map(view)), total, page, size)
    },
  }
}
