// What `import … from './pay'` gives the type checker; the builds (and the tests) take pay.weapp.ts or pay.h5.ts.
import type { PlatformPay } from './pay.types'

export declare const platformPay: PlatformPay
