/**
 * `npm run shop -- <command>`: the operator's command line for orders, shipping and refunds (scripts/shop-cli.ts,
 * docs/operations.md).
 */
import { runShop } from './shop-cli'

process.exitCode = await runShop(process.argv.slice(2), {
  fetch: (url, init) => fetch(url, init),
  out: (line) => console.log(line),
  env: process.env,
})
