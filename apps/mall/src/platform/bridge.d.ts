// What `import … from './bridge'` gives the type checker; the builds (and the tests) take bridge.h5.ts or bridge.weapp.ts.
import type { Bridge } from './bridge.types'

export type * from './bridge.types'
export declare const startBridge: Bridge['startBridge']
export declare const isInAppShell: Bridge['isInAppShell']
export declare const postToApp: Bridge['postToApp']
export declare const onPayResult: Bridge['onPayResult']
