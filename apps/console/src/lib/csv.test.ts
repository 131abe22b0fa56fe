import { afterEach, describe, expect, it, vi } from 'vitest'
import { csvCell, csvText, exportCsv } from './csv'
import { setFeedback, type Feedback } from './feedback'
import { endpoint } from './http'
import type { merchantStaffList } from '@shop/contracts'

describe('csv', () => {
  it('quotes what needs quoting and defuses text a spreadsheet would run', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"\nbye')).toBe('"say ""hi""\nbye"')
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)")
    expect(csvCell('-1+2')).toBe("'-1+2")
    expect(csvCell(-12)).toBe('-12')
    expect(csvCell(null)).toBe('')
    expect(csvCell(true)).toBe('true')
  })

  it('starts with a UTF-8 byte-order mark and a header row', () => {
    const text = csvText([{ title: '姓名', value: (r: { name: string }) => r.name }], [{ name: '小林' }])
    expect(text).toBe('\uFEFF姓名\r\n小林\r\n')
  })
})

describe('exportCsv', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('pages through the list with the filters, shows progress, and downloads every row', async () => {
    const urls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url)
        const page = Number(new URL(url, 'http://x').searchParams.get('page'))
        const content = Array.from({ length: page < 2 ? 500 : 1 }, (_, i) => ({ userid: `u-${page * 500 + i}` }))
        return new Response(JSON.stringify({ content, page, size: 500, totalElements: 1001, totalPages: 3 }))
      }),
    )
    const blobs: Blob[] = []
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:x'), revokeObjectURL: () => {} }),
    )
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download)
    })
    const update = vi.fn()
    const success = vi.fn()
    setFeedback({
      modal: { info: () => ({ update, destroy: vi.fn() }) },
      message: { success, error: vi.fn(), info: vi.fn() },
    } as unknown as Feedback)

    const rows = await exportCsv({
      route: endpoint<typeof merchantStaffList>('GET', 'merchant/staff'),
      query: { roleCode: 'guide' },
      filename: '员工',
      columns: [{ title: 'ID', value: (row) => row.userid }],
    })

    expect(rows).toBe(1001)
    expect(urls).toEqual(
      [0, 1, 2].map((p) => `/api/counter-portal/store/lanji/merchant/staff?roleCode=guide&page=${p}&size=500`),
    )
    expect(update).toHaveBeenCalledTimes(3)
    expect(success).toHaveBeenCalledWith('已导出 1001 条')
    expect(clicked).toEqual(['员工.csv'])
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader()
      reader.onload = () => resolve(reader.result as string)
      reader.readAsText(blobs[0]!)
    })
    expect(text.split('\r\n').slice(0, 2)).toEqual(['ID', 'u-0'])
    expect(text.split('\r\n')).toHaveLength(1003)
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8')
  })
})
