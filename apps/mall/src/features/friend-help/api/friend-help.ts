import type { findUserActivity, helpActivities, helpTask, initiateFission, userHelp } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { usePaged } from '../../../lib/hooks/use-paged'
import { useQuery } from '../../../lib/hooks/use-query'

const activities = defineEndpoint<typeof helpActivities>({
  service: 'ec-portal',
  method: 'GET',
  path: 'v3/activity/helpActivities',
})
const initiate = defineEndpoint<typeof initiateFission>({
  service: 'ec-portal',
  method: 'POST',
  path: 'v3/activity/initiateFission',
})
const help = defineEndpoint<typeof userHelp>({ service: 'ec-portal', method: 'POST', path: 'v3/activity/userHelp' })
const task = defineEndpoint<typeof helpTask>({ service: 'ec-portal', method: 'GET', path: 'v3/activity/help/:taskId' })
const mine = defineEndpoint<typeof findUserActivity>({
  service: 'ec-portal',
  method: 'GET',
  path: 'v3/activity/findUserActivity',
})

/** The activities open now: what friendHelpSelect offers. */
export const useHelpActivities = () => useQuery(() => call(activities, undefined, { hideModal: true }), [])

export const startHelpTask = (activityId: number) => call(initiate, { body: { activityId } })

/** A friend's help; the request layer shows a refusal (self-help, helped before, quota used, closed). */
export const helpFriend = (taskId: number) => call(help, { body: { taskId } })

export const useHelpTask = (taskId: number, viewer: unknown) =>
  useQuery(() => call(task, { params: { taskId } }, { hideModal: true }), [taskId, viewer], taskId > 0)

export const useMyHelpTasks = (enabled: boolean) =>
  usePaged((page: number) => call(mine, { query: { page, size: 20 } }, { hideModal: true }), [], enabled)
