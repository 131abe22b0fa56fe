// What `import … from './subscribe'` gives the type checker; the builds take subscribe.weapp.ts or subscribe.h5.ts.
import type { PlatformSubscribe } from './subscribe.types'

export declare const platformSubscribe: PlatformSubscribe
