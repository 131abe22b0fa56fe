import { App } from 'antd'
import { setFeedback } from './feedback'

/** Hands antd's context-aware message, modal and notification to `feedback` (rendered once, inside `<App>`). */
export function FeedbackBridge() {
  setFeedback(App.useApp())
  return null
}
