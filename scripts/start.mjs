// `npm start`: the whole shop in one process. Builds the H5 app when it is missing or stale, then starts the
// server, which serves the app at / and the API at /api (with embedded PGlite and sandbox providers by default).
import { bin, ensureBuild, run } from './lib.mjs'

const built = await ensureBuild('h5')
if (built !== 0) process.exit(built)
process.exitCode = await run(bin('tsx'), ['apps/server/src/main.ts'])
