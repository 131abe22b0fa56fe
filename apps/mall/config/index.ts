import { dirname } from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import type { Plugin, Rollup } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { brandFonts } from './brand-fonts'
import { chunkTimeout } from './chunk-timeout'
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
 * H5 only, the build steps for the first load (ADR 0040 says what each one moved):
 * - Taro's H5 build puts every module that two pages import into one `common` chunk that every page loads first (the
 *   home page downloaded the refund, invoice and address code); Rollup's own splitting gives each page the shared
 *   code it uses.
 * - index.html preloads the home page's chunks (preloadHome).
 * - `useHtmlComponents` (below) renders View, Text, Image, Input… as plain React elements instead of Stencil web
 *   components (the rest stay web components): half the main-thread time of the first render. The app's tests
 *   already render these same components.
 * - Each script and style sheet gets a brotli (.br) and a gzip (.gz) copy beside it, compressed once at the best
 *   level; the server sends the one the browser accepts (apps/server/src/platform/static.ts).
 * Taro types vitePlugins as any; the compression plugin is typed against the root's newer Vite.
 */
const h5VitePlugins = [
  {
    name: 'shop:own-chunks',
    config: () => ({ build: { rollupOptions: { output: { manualChunks: () => undefined } } } }),
  } satisfies Plugin,
  preloadHome(),
  {
    // Taro's Vite runner leaves out the style sheet of the React components that useHtmlComponents picks (its webpack
    // runner adds it): the app entry imports it.
    name: 'shop:html-components-css',
    transform: (code, id) =>
      /[/\\]src[/\\]app\.ts$/.test(id.split('?')[0]!)
        ? `import '@tarojs/components-react/dist/index.css'\n${code}`
        : undefined,
  } satisfies Plugin,
  brandFonts(`${__dirname}/../src`),
  chunkTimeout(),
  compression({ include: /\.(js|css)$/, algorithms: ['brotliCompress', 'gzip'] }),
]

/**
 * The home page is where most visits start, and Taro's router imports it only once app.js has run: index.html names
 * its chunks (modulepreload) and style sheets (preload), so they download beside app.js instead of after it.
 */
function preloadHome(): Plugin {
  let base = '/'
  return {
    name: 'shop:preload-home',
    configResolved: (config) => {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle, chunk: entry }) => {
        if (!bundle || !entry) return
        const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
        const home = chunks.find((c) => c.facadeModuleId?.includes('/src/pages/index/index'))
        if (!home) throw new Error('preload-home: the home page (src/pages/index/index) has no chunk')
        const byName = new Map(chunks.map((c) => [c.fileName, c]))
        const loaded = new Set([entry.fileName, ...entry.imports])
        const scripts = new Set<string>()
        const styles = new Set<string>()
        const visit = (chunk: Rollup.OutputChunk) => {
          if (loaded.has(chunk.fileName) || scripts.has(chunk.fileName)) return
          scripts.add(chunk.fileName)
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css))
          chunk.imports.forEach((name) => visit(byName.get(name)!))
        }
        visit(home)
        return [
          ...[...scripts].map((file) => ({ rel: 'modulepreload', crossorigin: true, href: base + file })),
          ...[...styles].map((file) => ({ rel: 'preload', as: 'style', href: base + file })),
        ].map((attrs) => ({ tag: 'link', attrs, injectTo: 'head' as const }))
      },
    },
  }
}

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
      useHtmlComponents: true,
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
