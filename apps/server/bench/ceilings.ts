/**
 * The ceilings `npm run bench` prints the shop's figures beside (ADR 0071): the server process's CPU time, read from
 * /proc, and pgbench's TPC-B on the same PostgreSQL in the same run.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { scratchDatabase } from '../test/processes'

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100
  } catch {
    return 100
  }
})()

/** The CPU time (user and system) process `pid` has used so far, in ms; null where /proc is missing. */
export function cpuMs(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The fields after the command's closing parenthesis; utime and stime are the 14th and 15th of the line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
  } catch {
    return null
  }
}

export const PGBENCH_CLIENTS = 32
const PGBENCH_SCALE = 10
const PGBENCH_SECONDS = 5

/**
 * pgbench's TPC-B (the built-in `tpcb-like` script: five statements a transaction) on a scratch database of the
 * PostgreSQL at `serverUrl`: its transactions per second, or why there is no figure.
 */
export async function pgbenchTpcB(serverUrl: string): Promise<{ tps: number } | { absent: string }> {
  if (spawnSync('pgbench', ['--version']).error) {
    return { absent: 'pgbench is not installed (apt-get install -y postgresql-contrib)' }
  }
  const scratch = await scratchDatabase(serverUrl, 'shop_pgbench')
  try {
    const run = (args: string[]) => spawnSync('pgbench', [...args, scratch.url], { encoding: 'utf8' })
    const init = run(['-i', '-q', '-s', String(PGBENCH_SCALE)])
    if (init.status !== 0) return { absent: `pgbench -i failed: ${init.stderr.trim().split('\n').pop()}` }
    const load = run(['-c', String(PGBENCH_CLIENTS), '-j', '2', '-T', String(PGBENCH_SECONDS), '-n'])
    const tps = /tps = ([\d.]+)/.exec(load.stdout)
    return tps ? { tps: Number(tps[1]) } : { absent: `pgbench failed: ${load.stderr.trim().split('\n').pop()}` }
  } finally {
    await scratch.drop()
  }
}

export const PGBENCH_CONDITIONS = `pgbench -s ${PGBENCH_SCALE}, ${PGBENCH_CLIENTS} clients, 2 threads, ${PGBENCH_SECONDS} s`
