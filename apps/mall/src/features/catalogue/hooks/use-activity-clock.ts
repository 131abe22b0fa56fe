import type { GoodsDetail } from '@shop/contracts'
import { ActivityStatus, activityStatus, formatCountdownUnits } from '@shop/domain'
import { useEffect, useState } from 'react'

export interface ActivityClock {
  /** 1 not started, 2 in progress, 3 ended (spec §4), by the clock of this device. */
  status: ActivityStatus
  /** Time left until the start (status 1) or the end (status 2), with its units (6天22时58分18秒); '' once ended. */
  countdown: string
}

/** The live state of a goods' activity, ticking every second until it ends; null without an activity. */
export function useActivityClock(activity: GoodsDetail['activity']): ActivityClock | null {
  const [now, setNow] = useState(() => Date.now())
  // Our server writes true UTC instants ("…Z"): they are compared as written; only display adds the 8 hours
  // (formatChinaDate in @shop/domain, docs/decisions.md).
  const start = activity ? Date.parse(activity.startTime) : NaN
  const end = activity ? Date.parse(activity.endTime) : NaN
  const status = activity && !Number.isNaN(start) && !Number.isNaN(end) ? activityStatus(start, end, now) : null

  useEffect(() => {
    if (status === null || status === ActivityStatus.Ended) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [status])

  if (status === null) return null
  const target = status === ActivityStatus.NotStarted ? start : end
  return { status, countdown: status === ActivityStatus.Ended ? '' : formatCountdownUnits(target - now) }
}
