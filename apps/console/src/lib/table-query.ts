import type { SortOrder } from 'antd/es/table/interface'
import type { QueryValues } from './http'

/**
 * The query a list call gets from the table: its search form's values and column filters by name (empty ones left
 * out, several values joined by commas), `sort` as `field,asc` or `field,desc` (a column with `sorter: true`), and
 * the page from 0 with its size.
 */
export function tableQuery(
  params: Record<string, unknown> & { current?: number; pageSize?: number },
  sort: Record<string, SortOrder> = {},
  filter: Record<string, (string | number | boolean)[] | null> = {},
): QueryValues {
  const { current = 1, pageSize = 20, ...values } = params
  const query: QueryValues = {}
  for (const [key, value] of Object.entries({ ...values, ...filter })) {
    const one: unknown = Array.isArray(value) ? value.join(',') : value
    if (typeof one === 'string' && one.trim() !== '') query[key] = one.trim()
    else if (typeof one === 'number' || typeof one === 'boolean') query[key] = one
  }
  const [field, order] = Object.entries(sort).find(([, o]) => o) ?? []
  if (field && order) query.sort = `${field},${order === 'ascend' ? 'asc' : 'desc'}`
  return { ...query, page: current - 1, size: pageSize }
}
