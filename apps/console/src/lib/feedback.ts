import type { App } from 'antd'

export type Feedback = ReturnType<typeof App.useApp>

/**
 * antd's message, modal and notification with the console's theme and locale, for plain functions (the write, table
 * and CSV helpers) as well as components. `<FeedbackBridge />` (inside antd's `<App>`, main.tsx) fills it in.
 */
export const feedback = {} as Feedback

export function setFeedback(app: Feedback): void {
  Object.assign(feedback, app)
}
