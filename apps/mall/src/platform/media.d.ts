// What `import … from './media'` gives the type checker; the builds (and the tests) take media.weapp.ts or media.h5.ts.
import type { PlatformMedia } from './media.types'

export declare const platformMedia: PlatformMedia
