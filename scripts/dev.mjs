// `npm run dev`: the server restarting on change, and Taro's H5 dev server with an /api proxy to it.
import { spawn } from 'node:child_process'
import { bin, root } from './lib.mjs'

const children = [
  spawn(bin('tsx'), ['watch', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('taro'), ['build', '--type', 'h5', '--watch'], {
    cwd: `${root}/apps/mall`,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
]
const stop = () => children.forEach((c) => c.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
children.forEach((c) => c.on('exit', stop))
