// What `import … from './location'` gives the type checker; the builds (and the tests) take location.weapp.ts or
// location.h5.ts.
import type { PlatformLocation } from './location.types'

export declare const platformLocation: PlatformLocation
