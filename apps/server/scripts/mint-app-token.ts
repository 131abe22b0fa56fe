/**
 * Prints an app-shell token for a mobile, signed as the native app would sign it: with APP_SHELL_SECRET when set,
 * else with the sandbox secret the server generated in DATA_DIR. Paste it into `h5/app/login` to test message 18.
 *
 *   npx tsx apps/server/scripts/mint-app-token.ts 13812345678 [ttl-seconds]
 */
import { isMobile } from '@shop/domain'
import { loadConfig } from '../src/platform/config'
import { loadOrCreateSecret } from '../src/platform/secrets'
import { mintAppShellToken } from '../src/providers/app-shell/app-shell'

const [mobile = '', ttl = '300'] = process.argv.slice(2)
if (!isMobile(mobile)) {
  console.error('usage: mint-app-token.ts <mobile, e.g. 13812345678> [ttl-seconds]')
  process.exit(1)
}
const config = loadConfig(process.env)
const secret = config.appShell.secret ?? loadOrCreateSecret(config.dataDir, 'app-shell')
console.log(await mintAppShellToken(secret, mobile, new Date(), Number(ttl)))
