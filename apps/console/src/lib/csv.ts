import { createElement } from 'react'
import { Progress } from 'antd'
import type { RouteDef } from '@shop/contracts'
import { fetchPage, type Endpoint, type QueryValues, type RowOf } from './http'
import { feedback } from './feedback'

export interface CsvColumn<T> {
  title: string
  value: (row: T) => string | number | boolean | null | undefined
}

/** One cell: quoted when it holds a comma, quote or line break; text a spreadsheet would run as a formula is defused. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The file's text: a UTF-8 byte-order mark (so Excel reads the Chinese), a header row, then a row per item. */
export function csvText<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const lines = [columns.map((c) => csvCell(c.title)), ...rows.map((row) => columns.map((c) => csvCell(c.value(row))))]
  return '\uFEFF' + lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n'
}

/** Rows per call while exporting. */
const EXPORT_PAGE_SIZE = 500

/**
 * Exports every row of a paged list call that matches `query` (the table's filters) as a CSV download, paging
 * through the list with a progress dialog that can stop it. Resolves with the number of rows written (0 when
 * stopped or failed; the failure is shown).
 */
export async function exportCsv<R extends RouteDef>({
  route,
  query = {},
  filename,
  columns,
}: {
  route: Endpoint<R>
  query?: QueryValues
  filename: string
  columns: CsvColumn<RowOf<R>>[]
}): Promise<number> {
  let stopped = false
  const progress = (percent: number, text: string) =>
    createElement('div', null, createElement(Progress, { percent }), createElement('div', null, text))
  const dialog = feedback.modal.info({
    title: '正在导出',
    content: progress(0, '正在读取第一页…'),
    okText: '停止导出',
    onOk: () => {
      stopped = true
    },
  })
  const rows: RowOf<R>[] = []
  try {
    for (let page = 0; !stopped; page++) {
      const answer = await fetchPage(route, { ...query, page, size: EXPORT_PAGE_SIZE })
      rows.push(...answer.content)
      const total = answer.totalElements
      dialog.update({
        content: progress(total ? Math.floor((rows.length / total) * 100) : 100, `已读取 ${rows.length} / ${total} 条`),
      })
      if (page + 1 >= answer.totalPages || answer.content.length === 0) break
    }
  } catch (error) {
    dialog.destroy()
    feedback.message.error(error instanceof Error ? error.message : '导出失败')
    return 0
  }
  dialog.destroy()
  if (stopped) {
    feedback.message.info('已停止导出')
    return 0
  }
  download(`${filename}.csv`, csvText(columns, rows))
  feedback.message.success(`已导出 ${rows.length} 条`)
  return rows.length
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
