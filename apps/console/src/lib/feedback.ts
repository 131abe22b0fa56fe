import type { useAppProps } from 'antd/es/app/context'

/**
 * antd's message, modal and notification with the console's theme and locale, for plain functions (the write, table
 * and CSV helpers) as well as components. `<FeedbackBridge />` (inside antd's `<App>`, main.tsx) fills it in.
 */
export const feedback = {} as useAppProps

export function setFeedback(app: useAppProps): void {
  Object.assign(feedback, app)
}
