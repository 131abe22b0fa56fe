import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import http from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { apiPath, fillPath, type ResponseOf, type RouteDef } from '@shop/contracts'
import { TEST_OWNER_PASSWORD } from './harness'

/** apps/server: the folder server processes are started from. */
export const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url))

export interface Child {
  process: ChildProcess
  output(): string
  /** Resolves when the output (stdout and stderr) contains the text. */
  waitFor(text: string, timeoutMs?: number): Promise<void>
  exited: Promise<number | null>
}

/** Runs a TypeScript file of apps/server in a real Node process (through tsx). */
export function runTs(
  file: string,
  args: string[] = [],
  env: Record<string, string> = {},
  nodeFlags: string[] = [],
): Child {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', file, ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const waiters: Array<() => void> = []
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
    for (const check of waiters) check()
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return {
    process: child,
    output: () => output,
    exited,
    waitFor: (text, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no "${text}" within ${timeoutMs} ms; output:\n${output}`)),
          timeoutMs,
        )
        const check = () => {
          if (!output.includes(text)) return
          clearTimeout(timer)
          resolve()
        }
        waiters.push(check)
        void exited.then(() => {
          if (!output.includes(text)) {
            clearTimeout(timer)
            reject(new Error(`exited before "${text}"; output:\n${output}`))
          }
        })
        check()
      }),
  }
}

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (typeof address !== 'object' || !address) throw new Error('no port')
  return address.port
}

/**
 * A shop server process (`src/main.ts`) on a free port of 127.0.0.1, answered once it logs `shop ready`. It is put in
 * `children` first, so the test's cleanup kills it even when it never gets ready. Start them one after the other:
 * the first migrates and seeds the database.
 */
export async function startShop(children: Child[], env: Record<string, string>): Promise<{ origin: string }> {
  const port = await freePort()
  const child = runTs('src/main.ts', [], {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ORDER_SWEEP_SECONDS: '0',
    ...env,
  })
  children.push(child)
  await child.waitFor('shop ready', 120_000)
  return { origin: `http://127.0.0.1:${port}` }
}

/**
 * Two shop processes on one PostgreSQL database (`databaseUrl`), each with its own DATA_DIR, sharing the JWT secret
 * (tokens the test signs with it work on both) and the console owner's password (TEST_OWNER_PASSWORD). Started one
 * after the other: the first migrates and seeds the database.
 */
export async function startTwoShops(
  children: Child[],
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<{ origins: [string, string]; jwtSecret: string }> {
  const jwtSecret = randomBytes(32).toString('hex')
  const start = async () =>
    (
      await startShop(children, {
        DATABASE_URL: databaseUrl,
        JWT_SECRET: jwtSecret,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-processes-')),
        CONSOLE_OWNER_PASSWORD: TEST_OWNER_PASSWORD,
        ...env,
      })
    ).origin
  const a = await start()
  const b = await start()
  return { origins: [a, b], jwtSecret }
}

/** A fresh database on the PostgreSQL server at `serverUrl` (its URL), and how to drop it. */
export async function scratchDatabase(
  serverUrl: string,
  prefix = 'shop_scratch',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    await client.query(statement)
    await client.end()
  }
  await admin(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) }
}

/** Calls a contract on a server process over HTTP (the processes tests). */
export function httpClient(base: string, storeCode: string) {
  return {
    base,
    async call<R extends RouteDef>(
      def: R,
      options: { params?: Record<string, string | number>; body?: unknown; token?: string; query?: string } = {},
    ) {
      const url = `${base}${apiPath(def.service, storeCode, fillPath(def.path, options.params))}${options.query ?? ''}`
      const response = await fetch(url, {
        method: def.method,
        headers: {
          ...(options.body !== undefined && { 'content-type': 'application/json' }),
          ...(options.token && { authorization: `Bearer ${options.token}` }),
        },
        ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
      })
      return { status: response.status, body: (await response.json()) as ResponseOf<R> }
    },
  }
}

/**
 * A round-robin load balancer in front of server processes: each request goes to the next one in turn (a new
 * connection each time, so keep-alive never pins a client to one process); `served` counts the requests each took.
 */
export async function roundRobinProxy(
  origins: string[],
): Promise<{ url: string; served: number[]; close(): Promise<void> }> {
  const served = origins.map(() => 0)
  let next = 0
  const server = http.createServer((request, response) => {
    const index = next++ % origins.length
    served[index]! += 1
    const target = new URL(request.url ?? '/', origins[index])
    const upstream = http.request(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host }, agent: false },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    upstream.on('error', () => {
      response.writeHead(502)
      response.end()
    })
    request.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (typeof address !== 'object' || !address) throw new Error('no port')
  return {
    url: `http://127.0.0.1:${address.port}`,
    served,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
