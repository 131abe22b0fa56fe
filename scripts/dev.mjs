// `npm run dev`: the server restarting on change, Taro's H5 dev server with an /api proxy to it, and a watch build
// of the console (the server serves it at /console: reload the page after a change).
import { spawn } from 'node:child_process'
import { bin, root } from './lib.mjs'

const children = [
  spawn(bin('tsx'), ['watch', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('taro'), ['build', '--type', 'h5', '--watch'], {
    cwd: `${root}/apps/mall`,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
  spawn(bin('vite'), ['build', '--watch', '--mode', 'development'], { cwd: `${root}/apps/console`, stdio: 'inherit' }),
]
const stop = () => children.forEach((c) => c.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
children.forEach((c) => c.on('exit', stop))
