// What `import … from './recorder'` gives the type checker; the builds take recorder.weapp.ts or recorder.h5.ts.
import type { PlatformRecorder } from './recorder.types'

export declare const platformRecorder: PlatformRecorder
