// `npm start`: the whole shop in one process. Builds the H5 app and the console when missing or stale, then starts
// the server, which serves the app at /, the console at /console and the API at /api (with embedded PGlite and
// sandbox providers by default).
import { bin, ensureBuild, run } from './lib.mjs'

for (const target of ['h5', 'console']) {
  const built = await ensureBuild(target)
  if (built !== 0) process.exit(built)
}
process.exitCode = await run(bin('tsx'), ['apps/server/src/main.ts'])
