// `npm start`: the whole shop in one process. Builds the H5 app when it is missing or stale, then starts the
// server, which serves the app at / and the API at /api (with embedded PGlite and sandbox providers by default).
import { bin, h5BuildIsStale, run } from './lib.mjs'

if (h5BuildIsStale()) {
  console.log('Building the H5 app (first start, or its sources changed)…')
  const code = await run('npm', ['run', 'build:h5', '-w', '@shop/mall'])
  if (code !== 0) process.exit(code)
}
process.exitCode = await run(bin('tsx'), ['apps/server/src/main.ts'])
