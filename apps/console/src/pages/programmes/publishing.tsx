import { Popconfirm, Typography } from 'antd'
import type { ProColumns } from '@ant-design/pro-components'
import { useCan } from '../../lib/session'
import { write } from '../../lib/write'
import { STATUS_OPTIONS } from './api'

type Move = 'published' | 'closed'

/**
 * What the surveys and the help activities share in their lists: the draft → published → closed status column,
 * and 发布 / 结束 (confirmed) for staff who may edit programmes; a move reloads the list.
 */
export function usePublishing<Row extends { id: number; status: string }>({
  move,
  published,
  closed,
  closeConfirm,
  reload,
}: {
  move: (id: number, status: Move) => Promise<unknown>
  /** The toasts after each move, and the question before closing. */
  published: string
  closed: string
  closeConfirm: string
  reload: () => void
}) {
  const canEdit = useCan('programmes.edit')
  const setStatus = (id: number, status: Move) =>
    write(() => move(id, status), { success: status === 'published' ? published : closed }).then(reload)
  const statusColumn: ProColumns<Row> = {
    title: '状态',
    dataIndex: 'status',
    valueType: 'select',
    valueEnum: STATUS_OPTIONS,
  }
  const actions = (row: Row) =>
    canEdit
      ? [
          row.status !== 'published' && (
            <Typography.Link key="publish" onClick={() => void setStatus(row.id, 'published')}>
              发布
            </Typography.Link>
          ),
          row.status === 'published' && (
            <Popconfirm key="close" title={closeConfirm} onConfirm={() => setStatus(row.id, 'closed')}>
              <Typography.Link>结束</Typography.Link>
            </Popconfirm>
          ),
        ].filter(Boolean)
      : []
  return { statusColumn, actions }
}
