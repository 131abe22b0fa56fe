import { Tag } from 'antd'

/** Where a programme with a window stands (the server's `status`). */
const WINDOW_STATUS = {
  upcoming: { text: '未开始', color: 'default' },
  running: { text: '进行中', color: 'green' },
  ended: { text: '已结束', color: 'red' },
} as const

/** A programme's window as a tag: 未开始, 进行中 or 已结束, or `off` (已下架, 已停用) while it is switched off. */
export function WindowStatusTag({
  status,
  active,
  off,
}: {
  status: keyof typeof WINDOW_STATUS
  active: boolean
  off: '已下架' | '已停用'
}) {
  return <Tag color={WINDOW_STATUS[status].color}>{active ? WINDOW_STATUS[status].text : off}</Tag>
}
