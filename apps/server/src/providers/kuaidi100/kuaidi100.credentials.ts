import { createHmac } from 'node:crypto'
import { loadOrCreateSecret } from '../../platform/secrets'

export interface Kuaidi100Credentials {
  customer: string
  key: string
}

/**
 * The sandbox's customer and key, derived from a secret generated on first run into `dataDir/secrets`, so every
 * installation has its own and none is written in the code. Both sides hold the same pair (it is a shared
 * secret): the client signs with it, the sandbox checks with it.
 */
export function loadOrCreateSandboxCredentials(dataDir: string): {
  client: Kuaidi100Credentials
  sandbox: Kuaidi100Credentials
} {
  const secret = loadOrCreateSecret(dataDir, 'kuaidi100-sandbox')
  const derive = (label: string) => createHmac('sha256', secret).update(label)
  // Shaped like kuaidi100's: a 32-character uppercase hex customer number and a short key.
  const credentials = {
    customer: derive('customer').digest('hex').slice(0, 32).toUpperCase(),
    key: derive('key').digest('base64url').slice(0, 16),
  }
  return { client: { ...credentials }, sandbox: { ...credentials } }
}
