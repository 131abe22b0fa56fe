// Writes the generated tables into the docs: the variables of docs/configuration.md (from config.ts) and the
// console's calls of docs/api.md (from the contracts). Tests keep both equal to their sources; run this after
// adding a variable or a merchant call: `npx tsx apps/server/scripts/docs-tables.ts` from the repository root.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { configTable, REPO_ROOT } from '../src/platform/config'
import { merchantApiTable } from '../test/contracts.fixtures'

const START = '<!-- prettier-ignore-start -->'
const END = '<!-- prettier-ignore-end -->'

/** Replaces the table between the ignore markers that follow `heading` (or the first ones). */
function replaceTable(file: string, heading: string | null, table: string): void {
  const full = path.join(REPO_ROOT, file)
  const text = readFileSync(full, 'utf8')
  const start = text.indexOf(START, heading ? text.indexOf(heading) : 0)
  const end = text.indexOf(END, start)
  if (start < 0 || end < 0) throw new Error(`${file}: no ${START} … ${END} block`)
  writeFileSync(full, `${text.slice(0, start)}${START}\n${table}\n${text.slice(end)}`)
}

replaceTable('docs/configuration.md', null, configTable())
replaceTable('docs/api.md', '## Console (merchant API)', merchantApiTable())
