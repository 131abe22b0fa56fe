import { useEffect } from 'react'
import { useCountdown } from '../../../lib/use-countdown'

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
