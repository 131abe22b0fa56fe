import { useRef, useState, type ReactElement } from 'react'
import { Button } from 'antd'
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components'
import type { RouteDef } from '@shop/contracts'
import type { Endpoint, RowOf } from '../../lib/http'
import { useCan } from '../../lib/session'
import { PagedTable } from '../../lib/table'

/**
 * A programme's console page: its rows (newest first, no search), a 新建 button and an 编辑 link for programmes.edit,
 * and the form they open (`form(row or null, close)`: closed with true when saved, which reloads the rows).
 */
export function EditableTablePage<R extends RouteDef>({
  title,
  route,
  emptyText,
  columns,
  form,
}: {
  title: string
  route: Endpoint<R>
  emptyText: string
  columns: ProColumns<RowOf<R>>[]
  form: (row: RowOf<R> | null, close: (saved: boolean) => void) => ReactElement
}) {
  const canEdit = useCan('programmes.edit')
  const table = useRef<ActionType>()
  const [editing, setEditing] = useState<RowOf<R> | null | 'new'>(null)
  const edit: ProColumns<RowOf<R>> = {
    title: '操作',
    valueType: 'option',
    render: (_, row) => [
      canEdit && (
        <a key="edit" onClick={() => setEditing(row)}>
          编辑
        </a>
      ),
    ],
  }
  return (
    <PageContainer title={title}>
      <PagedTable
        actionRef={table}
        route={route}
        rowKey="id"
        emptyText={emptyText}
        search={false}
        columns={[...columns, edit]}
        toolBarRender={() =>
          canEdit
            ? [
                <Button key="new" type="primary" onClick={() => setEditing('new')}>
                  新建{title}
                </Button>,
              ]
            : []
        }
      />
      {editing !== null &&
        form(editing === 'new' ? null : editing, (saved) => {
          setEditing(null)
          if (saved) void table.current?.reload()
        })}
    </PageContainer>
  )
}
