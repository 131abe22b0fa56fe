import type { FastifyBaseLogger } from 'fastify'

/** A sweep answers how many rows it moved (orders, refunds, batches of a segment send). */
export type Sweep = () => Promise<number>

export interface Scheduler {
  /** Runs every sweep once, now (tests, and the timer). */
  runOnce(): Promise<void>
  /** Stops the timer and waits for a running sweep to end. */
  stop(): Promise<void>
}

/**
 * Runs the sweeps (close unpaid orders, receive and complete orders, check refunds) every `intervalMs`, one round at a time:
 * a round still running when the next is due is not doubled. Each sweep claims its rows with SKIP LOCKED and every
 * step is idempotent, so any number of processes may run it and a process killed mid-round loses nothing (the
 * next round does it).
 */
export function startScheduler(options: {
  intervalMs: number
  sweeps: Record<string, Sweep>
  log: FastifyBaseLogger
}): Scheduler {
  const { sweeps, log } = options
  let running: Promise<void> | null = null

  const round = async () => {
    for (const [name, sweep] of Object.entries(sweeps)) {
      try {
        const moved = await sweep()
        if (moved > 0) log.info({ sweep: name, moved }, 'order sweep')
      } catch (error) {
        log.error({ err: error, sweep: name }, 'order sweep failed; tried again next round')
      }
    }
  }
  const runOnce = () => {
    running ??= round().finally(() => {
      running = null
    })
    return running
  }
  const timer = setInterval(() => void runOnce(), options.intervalMs)
  timer.unref()
  return {
    runOnce,
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sweeps the scheduler runs (orders, refunds, WeChat shipping, tokens, segment sends, chat replies unseen, subscribe messages, ad conversions); tests run them by hand with their own clock. */
    sweeps: Record<
      | 'closeUnpaid'
      | 'autoReceive'
      | 'autoComplete'
      | 'refunds'
      | 'wechatShipping'
      | 'revokedTokens'
      | 'broadcasts'
      | 'subscribeMessages'
      | 'adConversions'
      | 'chatOfflineReplies',
      Sweep
    >
  }
}
