/**
 * Notifications as WeChat Pay sends them: the resource AEAD-encrypted with the APIv3 key, the body signed with
 * the platform key, POSTed to the merchant's notify_url and retried with backoff until it answers 2xx.
 */
import { randomBytes, randomUUID, type KeyObject } from 'node:crypto'
import { chinaRfc3339 } from '@shop/domain'
import { encryptResource, randomNonce, signedAnswerHeaders, unixSeconds } from '../wechat-pay.signing'
import type { FetchLike } from '../wechat-pay.types'
import type { NotificationWire } from '../wechat-pay.wire'

export interface PlatformSigner {
  privateKey: KeyObject | string
  serial: string
}

export interface NotificationEvent {
  eventType: 'TRANSACTION.SUCCESS' | 'REFUND.SUCCESS' | 'REFUND.ABNORMAL' | 'REFUND.CLOSED'
  summary: string
  originalType: 'transaction' | 'refund'
  /** The plain resource (transaction or refund), before encryption. */
  resource: object
}

/** The notification body: a fresh id, the encrypted resource. Signed separately, at each delivery attempt. */
export function sealNotification(event: NotificationEvent, apiV3Key: string, now: Date): string {
  const nonce = randomBytes(6).toString('hex')
  const body: NotificationWire = {
    id: randomUUID(),
    create_time: chinaRfc3339(now),
    resource_type: 'encrypt-resource',
    event_type: event.eventType,
    summary: event.summary,
    resource: encryptResource(JSON.stringify(event.resource), apiV3Key, nonce, event.originalType, event.originalType),
  }
  return JSON.stringify(body)
}

export function notificationHeaders(body: string, signer: PlatformSigner, now: Date): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    ...signedAnswerHeaders(body, signer, unixSeconds(now), randomNonce()),
  }
}

export interface NotificationSenderOptions {
  signer: PlatformSigner
  /** Waits between attempts; the first attempt is immediate. */
  retryDelaysMs: readonly number[]
  now: () => Date
  fetch: FetchLike
  /** WeChat Pay gives the merchant 5 seconds to answer. */
  attemptTimeoutMs?: number
  onGiveUp: (url: string, attempts: number) => void
}

export interface NotificationSender {
  send(url: string, body: string): void
  stop(): void
}

export function createNotificationSender(options: NotificationSenderOptions): NotificationSender {
  const { signer, retryDelaysMs, now, onGiveUp, attemptTimeoutMs = 5_000 } = options
  const timers = new Set<NodeJS.Timeout>()
  const stopping = new AbortController()

  async function attempt(url: string, body: string): Promise<boolean> {
    try {
      const response = await options.fetch(url, {
        method: 'POST',
        // Signed afresh each time: a retry hours later must not look stale to the merchant.
        headers: notificationHeaders(body, signer, now()),
        body,
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(attemptTimeoutMs)]),
      })
      await response.arrayBuffer()
      return response.ok
    } catch {
      return false
    }
  }

  function send(url: string, body: string, attemptsMade = 0): void {
    void attempt(url, body).then((delivered) => {
      if (delivered || stopping.signal.aborted) return
      const delay = retryDelaysMs[attemptsMade]
      if (delay === undefined) return onGiveUp(url, attemptsMade + 1)
      const timer = setTimeout(() => {
        timers.delete(timer)
        send(url, body, attemptsMade + 1)
      }, delay)
      timers.add(timer)
    })
  }

  return {
    send: (url, body) => send(url, body),
    stop() {
      stopping.abort()
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }
}
