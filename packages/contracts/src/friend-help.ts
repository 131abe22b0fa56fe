import { z } from 'zod'
import { dateTime, id, pageOf, pageQuery, text, uploadedImageUrl } from './common'
import { defineRoute } from './route'

/** Friend help (好友助力, spec §7 v3/activity): docs/members-programmes.md "Friend help". */
export const helpActivityView = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** Friends needed. */
  goal: z.number().int(),
  rewardPoints: z.number().int(),
  couponTemplateId: z.number().int().nullable(),
  /** What the reward is, as the page shows it (e.g. 300积分 + 满199减30券). */
  rewardLabel: z.string(),
  helperQuota: z.number().int(),
  newAccountsOnly: z.boolean(),
  taskHours: z.number().int(),
  startTime: dateTime.nullable(),
  endTime: dateTime.nullable(),
})
export type HelpActivityView = z.infer<typeof helpActivityView>

export const helpTaskView = z.object({
  taskId: z.number().int(),
  activity: helpActivityView,
  status: z.enum(['open', 'completed', 'expired']),
  statusLabel: z.string(),
  helped: z.number().int(),
  goal: z.number().int(),
  expireTime: dateTime,
  completeTime: dateTime.nullable(),
  initiator: z.object({ nickName: z.string(), avatarUrl: z.string().nullable() }),
  helpers: z.array(z.object({ nickName: z.string(), avatarUrl: z.string().nullable(), helpTime: dateTime })),
  /** For the signed-in viewer: their own task, and whether they helped it. */
  mine: z.boolean(),
  helpedByMe: z.boolean(),
})
export type HelpTaskView = z.infer<typeof helpTaskView>

export const helpActivities = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'v3/activity/helpActivities',
  auth: 'optional',
  summary: 'The friend-help activities open now (friendHelpSelect: what the initiator may ask friends for)',
  response: z.array(helpActivityView),
})

export const initiateFission = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'v3/activity/initiateFission',
  auth: 'customer',
  summary: 'Starts the customer’s help task of an activity (their open one again if they started it before)',
  body: z.strictObject({ activityId: id }),
  response: helpTaskView,
})

export const userHelp = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'v3/activity/userHelp',
  auth: 'customer',
  summary:
    'A friend helps a task: no self-help, once per friend and task, within the per-friend quota of the activity; the last help needed completes it and rewards the initiator',
  body: z.strictObject({ taskId: id }),
  response: helpTaskView,
})

export const helpTask = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'v3/activity/help/:taskId',
  auth: 'optional',
  summary: 'A help task as its shared link shows it: progress, helpers, whether the viewer helped',
  params: z.strictObject({ taskId: id }),
  response: helpTaskView,
})

export const findUserActivity = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'v3/activity/findUserActivity',
  auth: 'customer',
  summary: 'The customer’s help tasks and their progress, newest first',
  query: pageQuery,
  response: pageOf(helpTaskView),
})

// ─── The console ───────────────────────────────────────────────────────────────────────────────

const helpActivityEdit = z.strictObject({
  name: text(32).pipe(z.string().min(1, '请填写活动名称')),
  description: text(200).default(''),
  image: uploadedImageUrl.nullable().default(null),
  goal: z.number().int().min(1).max(50),
  rewardPoints: z.number().int().min(0).max(100_000),
  couponTemplateId: z.number().int().positive().nullable(),
  helperQuota: z.number().int().min(1).max(100),
  newAccountsOnly: z.boolean(),
  taskHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30),
  startTime: dateTime.nullable(),
  endTime: dateTime.nullable(),
})

export const merchantHelpActivityRow = helpActivityView.extend({
  status: z.enum(['draft', 'published', 'closed']),
  tasksStarted: z.number().int(),
  tasksCompleted: z.number().int(),
  helps: z.number().int(),
})

export const merchantHelpActivities = defineRoute({
  service: 'counter-portal',
  method: 'GET',
  path: 'merchant/help-activities',
  auth: 'merchant',
  permission: 'programmes.edit',
  summary: 'Friend-help activities with their participation figures',
  query: pageQuery,
  response: pageOf(merchantHelpActivityRow),
})

export const merchantSaveHelpActivity = defineRoute({
  service: 'counter-portal',
  method: 'POST',
  path: 'merchant/help-activities',
  auth: 'merchant',
  permission: 'programmes.edit',
  summary: 'Creates (no id) or edits a friend-help activity; started tasks keep the goal they started with',
  body: helpActivityEdit.extend({ id: z.number().int().positive().optional() }),
  response: merchantHelpActivityRow,
})

export const merchantHelpActivityStatus = defineRoute({
  service: 'counter-portal',
  method: 'POST',
  path: 'merchant/help-activities/:id/status',
  auth: 'merchant',
  permission: 'programmes.edit',
  summary: 'Publishes or closes a friend-help activity',
  params: z.strictObject({ id }),
  body: z.strictObject({ status: z.enum(['published', 'closed']) }),
  response: merchantHelpActivityRow,
})
