import { useRef } from 'react'
import { Button, Empty } from 'antd'
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons'
import { ProTable, type ProTableProps } from '@ant-design/pro-components'
import type { ResponseOf, RouteDef } from '@shop/contracts'
import { exportCsv, type CsvColumn } from './csv'
import { feedback } from './feedback'
import { call, fetchPage, type Endpoint, type QueryValues, type RowOf } from './http'
import { tableQuery } from './table-query'

export type PagedTableProps<R extends RouteDef, E extends RouteDef = R> = Omit<
  ProTableProps<RowOf<R>, Record<string, unknown>>,
  'request' | 'dataSource'
> & {
  /** Each row's key, e.g. `userid`. */
  rowKey: NonNullable<ProTableProps<RowOf<R>, Record<string, unknown>>['rowKey']>
  /** The paged list call (`pageOf(item)`), e.g. `endpoint<typeof merchantStaffList>('GET', 'merchant/staff')`. */
  route: Endpoint<R>
  /** Query values every page carries besides the search form's (a tab's status). */
  query?: QueryValues
  /** What the table says when nothing matches, e.g. 暂无员工. */
  emptyText: string
  /**
   * An 导出 CSV button: every row matching the current filters, paged through with a progress dialog; from the
   * list call itself, or from an export call that takes the same query (`route`, e.g. `merchant/orders/export`,
   * whose rows carry more columns and whose permission is the export's).
   */
  csv?: { filename: string; columns: CsvColumn<RowOf<E>>[]; route?: Endpoint<E> }
}

/**
 * A ProTable on a paged list call of the server: server-side paging (page from 0), search form and column filters
 * as query values, sort, an empty state, China-time dates sent as ISO text with their offset, and an optional CSV
 * export of what the filters select.
 */
export function PagedTable<R extends RouteDef, E extends RouteDef = R>({
  route,
  query,
  emptyText,
  csv,
  toolBarRender,
  ...props
}: PagedTableProps<R, E>) {
  const lastQuery = useRef<QueryValues>({})
  return (
    <ProTable<RowOf<R>, Record<string, unknown>>
      cardBordered
      scroll={{ x: 'max-content' }}
      dateFormatter={(value) => value.format()}
      pagination={{ defaultPageSize: 20, showSizeChanger: true, showTotal: (total) => `共 ${total} 条` }}
      search={{ labelWidth: 'auto', defaultCollapsed: false }}
      options={{ density: false, setting: true, reload: true }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      onRequestError={(error) => feedback.message.error(error.message)}
      {...props}
      params={query}
      request={async (params, sort, filter) => {
        const all = tableQuery(params, sort, filter)
        const { page: _page, size: _size, ...filters } = all
        lastQuery.current = filters
        const page = await fetchPage(route, all)
        return { data: page.content, total: page.totalElements, success: true }
      }}
      toolBarRender={(action, rows) => [
        ...(toolBarRender ? toolBarRender(action, rows) : []),
        csv && (
          <Button
            key="csv"
            icon={<DownloadOutlined />}
            onClick={() =>
              void exportCsv<E>({
                route: csv.route ?? (route as unknown as Endpoint<E>),
                query: lastQuery.current,
                filename: csv.filename,
                columns: csv.columns,
              })
            }
          >
            导出 CSV
          </Button>
        ),
      ]}
    />
  )
}

/** A row of an unpaged list call (one that answers an array). */
export type ItemOf<R extends RouteDef> = ResponseOf<R> extends (infer T extends Record<string, unknown>)[] ? T : never

/**
 * A ProTable on an unpaged list call (every row at once: a programme's few activities or accounts), with its empty
 * state and, where `onNew` is given (the caller may edit), a 新建… button.
 */
export function ListTable<R extends RouteDef>({
  route,
  emptyText,
  newLabel,
  onNew,
  ...props
}: Omit<ProTableProps<ItemOf<R>, Record<string, unknown>>, 'request' | 'dataSource'> & {
  rowKey: NonNullable<ProTableProps<ItemOf<R>, Record<string, unknown>>['rowKey']>
  route: Endpoint<R>
  emptyText: string
  /** The button's words, e.g. 新建年卡. */
  newLabel?: string
  onNew?: (() => void) | undefined
}) {
  return (
    <ProTable<ItemOf<R>, Record<string, unknown>>
      search={false}
      pagination={false}
      {...props}
      // A list call takes no input (its R is generic here, so `call` cannot tell that by itself).
      request={async () => ({
        data: await (call as (list: Endpoint<R>) => Promise<ItemOf<R>[]>)(route),
        success: true,
      })}
      locale={{ emptyText }}
      toolBarRender={() =>
        onNew
          ? [
              <Button key="new" type="primary" icon={<PlusOutlined />} onClick={onNew}>
                {newLabel}
              </Button>,
            ]
          : []
      }
    />
  )
}
