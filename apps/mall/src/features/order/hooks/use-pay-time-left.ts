import { formatCountdown } from '@shop/domain'
import { useEffect } from 'react'
import { useCountdown } from '../../../lib/hooks/use-countdown'

/**
 * Seconds until an unpaid order closes, ticking. Counted from the server's clock when it is known (the detail's
 * `serverTime`), so a phone whose clock is off still shows the true time left.
 */
export function usePayTimeLeft(payDeadline: string, serverTime?: string): number {
  const { left, start } = useCountdown()
  useEffect(() => {
    const end = Date.parse(payDeadline)
    const from = serverTime ? Date.parse(serverTime) : Date.now()
    start(Number.isNaN(end) || Number.isNaN(from) ? 0 : Math.max(0, Math.ceil((end - from) / 1000)))
  }, [payDeadline, serverTime, start])
  return left
}

/** The time left as the spec counts down (§4: seconds, mm:ss, hh:mm:ss, dd:hh:mm:ss), "秒" after bare seconds. */
export function payCountdownText(seconds: number): string {
  const text = formatCountdown(seconds * 1000)
  return seconds < 60 ? `${text}秒` : text
}
