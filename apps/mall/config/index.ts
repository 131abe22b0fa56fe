import { dirname } from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import { compression } from 'vite-plugin-compression2'
import devConfig from './dev'
import prodConfig from './prod'

/**
 * Build-time settings, read from the environment or from apps/mall/.env[.mode][.local] (see the README):
 * - TARO_APP_API_BASE: origin of the API. Empty for H5 (same origin); the mini-program needs an absolute https
 *   URL from its domain allow-list.
 * - TARO_APP_STORE_CODE: the fixed store code every call is scoped by.
 * Values in .env files win over the shell (Taro applies them after this file).
 */
const buildEnv = {
  TARO_APP_API_BASE: JSON.stringify(process.env.TARO_APP_API_BASE ?? ''),
  TARO_APP_STORE_CODE: JSON.stringify(process.env.TARO_APP_STORE_CODE || 'lanji'),
}

/** Spec §9: design width 750 and its device ratios. */
const deviceRatio = { 375: 2, 640: 1.17, 750: 1, 828: 0.905 }

/**
 * H5 units: the spec wants vw, capped at a 430 px wide page. Plain vw cannot be capped, so px become rem and the
 * root font-size script Taro injects into index.html sets 1rem = 2 × 16 × viewport width / 750 (exactly the vw
 * scale), never above its value at 430 px: maxRootSize = 32 × 430 / 750. app.css caps the page at 430 px too.
 */
const H5_MAX_WIDTH = 430
const BASE_FONT_SIZE = 16
const maxRootSize = Number(((2 * BASE_FONT_SIZE * H5_MAX_WIDTH) / 750).toFixed(4))

/**
 * npm keeps this workspace's copy of the React plugin under apps/mall/node_modules (its Vite 4 peer differs from
 * the root's), where Taro's hoisted platform packages cannot find it: point their imports at it.
 */
const pluginReact = dirname(require.resolve('@tarojs/plugin-framework-react/package.json'))

const cssModules = {
  enable: true, // only *.module.css files: page styles stay scoped in H5 too (H5 CSS is otherwise global)
  config: { namingPattern: 'module' as const, generateScopedName: '[name]__[local]___[hash:base64:5]' },
}

/**
 * H5 only, two build steps for the first load (ADR 0040):
 * - Taro's H5 build puts every module that two pages import into one `common` chunk that every page loads first (the
 *   home page downloaded the refund, invoice and address code); Rollup's own splitting gives each page the shared
 *   code it uses.
 * - Each script and style sheet gets a brotli (.br) and a gzip (.gz) copy beside it, compressed once at the best
 *   level; the server sends the one the browser accepts (apps/server/src/platform/static.ts).
 */
const h5VitePlugins = [
  {
    name: 'shop:own-chunks',
    config: () => ({ build: { rollupOptions: { output: { manualChunks: () => undefined } } } }),
  },
  compression({ include: /\.(js|css)$/, algorithms: ['brotliCompress', 'gzip'] }),
]

/** Imported images stay files (the runner would otherwise inline every one of them as base64 into the JS). */
const noInlineImages = { limit: false }

export default defineConfig<'vite'>(async (merge) => {
  const baseConfig: UserConfigExport<'vite'> = {
    projectName: 'shop-mall',
    date: '2026-11-21',
    designWidth: 750,
    deviceRatio,
    sourceRoot: 'src',
    outputRoot: `dist/${process.env.TARO_ENV}`, // dist/h5 and dist/weapp side by side
    plugins: [],
    env: buildEnv,
    alias: { '@tarojs/plugin-framework-react': pluginReact },
    defineConstants: {},
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: 'vite',
    mini: {
      optimizeMainPackage: { enable: true },
      imageUrlLoaderOption: noInlineImages,
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules,
      },
    },
    h5: {
      publicPath: '/',
      compiler: { type: 'vite', vitePlugins: h5VitePlugins },
      imageUrlLoaderOption: noInlineImages,
      staticDirectory: 'static',
      router: { mode: 'browser' },
      devServer: {
        port: 10086,
        // `npm run dev` at the root: the API and the sandbox pages come from the server on port 3000.
        proxy: {
          '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true },
          '/sandbox': { target: 'http://127.0.0.1:3000', changeOrigin: true },
          '/uploads': { target: 'http://127.0.0.1:3000', changeOrigin: true },
        },
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        pxtransform: {
          enable: true,
          config: { baseFontSize: BASE_FONT_SIZE, minRootSize: 0, maxRootSize, targetUnit: 'rem' },
        },
        cssModules,
      },
    },
  }
  return merge({}, baseConfig, process.env.NODE_ENV === 'development' ? devConfig : prodConfig)
})
