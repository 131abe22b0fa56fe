import type { UserConfigExport } from '@tarojs/cli'

// Production builds: Taro minifies by default; nothing to add yet.
export default {
  mini: {},
  h5: {},
} satisfies UserConfigExport<'vite'>
