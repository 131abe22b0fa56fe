// What `import … from './login'` gives the type checker; the builds (and the tests) take login.weapp.ts or login.h5.ts.
import type { PlatformLogin } from './login.types'

export declare const platformLogin: PlatformLogin
