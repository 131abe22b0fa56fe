import type { UserConfigExport } from '@tarojs/cli'

// Development builds: readable output, quick rebuilds.
export default {
  mini: {},
  h5: {},
} satisfies UserConfigExport<'vite'>
