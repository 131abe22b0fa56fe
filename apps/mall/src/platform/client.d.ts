// What `import … from './client'` gives the type checker; the builds (and the tests) take client.weapp.ts or client.h5.ts.
import type { Client } from './client.types'

export declare const client: Client
