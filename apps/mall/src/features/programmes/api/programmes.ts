import type {
  activityProgrammes,
  luckdrawAwards,
  luckdrawClaim,
  luckdrawDetail,
  luckdrawDraw,
  pointsRecords,
  POINTS_RECORD_FILTERS,
  signIn,
  signInMakeUp,
  signInStatus,
} from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { usePaged } from '../../../lib/hooks/use-paged'
import { useQuery } from '../../../lib/hooks/use-query'

const programmesEndpoint = defineEndpoint<typeof activityProgrammes>({
  service: 'ec-portal',
  method: 'GET',
  path: 'activity/programmes',
})
const calendarEndpoint = defineEndpoint<typeof signInStatus>({ service: 'ec-portal', method: 'GET', path: 'signIn' })
const signInEndpoint = defineEndpoint<typeof signIn>({ service: 'ec-portal', method: 'POST', path: 'signIn' })
const makeUpEndpoint = defineEndpoint<typeof signInMakeUp>({
  service: 'ec-portal',
  method: 'POST',
  path: 'signIn/makeUp',
})
const lotteryEndpoint = defineEndpoint<typeof luckdrawDetail>({
  service: 'ec-portal',
  method: 'GET',
  path: 'luckdraw/:id',
})
const drawEndpoint = defineEndpoint<typeof luckdrawDraw>({
  service: 'ec-portal',
  method: 'POST',
  path: 'luckdraw/:id/draw',
})
const awardsEndpoint = defineEndpoint<typeof luckdrawAwards>({
  service: 'ec-portal',
  method: 'GET',
  path: 'luckdraw/award',
})
const claimEndpoint = defineEndpoint<typeof luckdrawClaim>({
  service: 'ec-portal',
  method: 'POST',
  path: 'luckdraw/award/:id/claim',
})
const recordsEndpoint = defineEndpoint<typeof pointsRecords>({
  service: 'ec-portal',
  method: 'GET',
  path: 'points/records',
})

/** The programmes activity/index lists (visitors too). */
export const useProgrammes = () => useQuery(() => call(programmesEndpoint, undefined, { hideModal: true }), [])

/** The sign-in calendar of a month (YYYY-MM; default this month). */
export const useSignInCalendar = (month: string | undefined, enabled: boolean) =>
  useQuery(() => call(calendarEndpoint, { query: month ? { month } : {} }, { hideModal: true }), [month], enabled)

export const signInToday = () => call(signInEndpoint)
export const makeUpSignIn = (date: string) => call(makeUpEndpoint, { body: { date } })

/** The lottery with the caller's chances (draw/index). */
export const useLottery = (id: number, viewer: unknown) =>
  useQuery(() => call(lotteryEndpoint, { params: { id } }, { hideModal: true }), [id, viewer], id > 0)

/** One draw; the request id is made once per tap, so a retried request is the same draw. */
export const drawOnce = (id: number, requestId: string) => call(drawEndpoint, { params: { id }, body: { requestId } })

/** The award records (the client asks page 0, size 1000, spec §7). */
export const useAwards = (enabled: boolean) =>
  useQuery(() => call(awardsEndpoint, { query: { page: 0, size: 1000 } }, { hideModal: true }), [], enabled)

export const claimAward = (id: number, addressId: number) =>
  call(claimEndpoint, { params: { id }, body: { addressId } })

export type PointsTab = (typeof POINTS_RECORD_FILTERS)[number]

/** The points records of a tab, newest first. */
export const usePointsRecords = (type: PointsTab, enabled: boolean) =>
  usePaged((page) => call(recordsEndpoint, { query: { page, size: 20, type } }, { hideModal: true }), [type], enabled)

/** A request id for one tap. */
export const newRequestId = () => `d-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
