/// <reference types="@tarojs/taro" />

declare module '*.png' {
  const src: string
  export default src
}
declare module '*.module.css' {
  const classes: Record<string, string>
  export default classes
}
declare module '*.css'

declare namespace NodeJS {
  interface ProcessEnv {
    NODE_ENV: 'development' | 'production' | 'test'
    /** The platform being built; Taro writes it in at build time. */
    TARO_ENV: 'weapp' | 'h5'
    /** Mini-program appid (dist/weapp/project.config.json). */
    TARO_APP_ID?: string
    /** Origin of the API; empty for H5 means the page's own origin. */
    TARO_APP_API_BASE: string
    /** The fixed store code (default lanji). */
    TARO_APP_STORE_CODE: string
  }
}
