import type { Plugin } from 'vite'

/** Spec §9: code chunks load on demand with a 120000 ms time-out. */
export const CHUNK_TIMEOUT_MS = 120_000

/**
 * Runs before the app (inline in index.html): every dynamic import of the build goes through `__shopChunk`, which
 * gives up after CHUNK_TIMEOUT_MS. A chunk that failed or timed out shows one bar, 页面加载失败 with 重试, which loads
 * the page again (the chunk's file is fetched anew); the import rejects, so the router shows nothing half-loaded.
 */
const RUNTIME = `(function(){var shown=false;function offer(){if(shown)return;shown=true;var bar=document.createElement('div');bar.setAttribute('role','alert');bar.style.cssText='position:fixed;left:0;right:0;bottom:0;z-index:10000;display:flex;align-items:center;justify-content:space-between;padding:14px 18px;background:#2a2321;color:#fff;font-size:15px';bar.textContent='页面加载失败，请检查网络';var retry=document.createElement('button');retry.textContent='重试';retry.style.cssText='margin-left:12px;padding:6px 16px;border:0;border-radius:16px;background:#a3214f;color:#fff;font-size:15px';retry.onclick=function(){location.reload()};bar.appendChild(retry);document.body.appendChild(bar)}window.__shopChunk=function(load){var timer;return Promise.race([load,new Promise(function(_,reject){timer=setTimeout(function(){reject(new Error('chunk load timed out'))},${CHUNK_TIMEOUT_MS})})]).then(function(m){clearTimeout(timer);return m},function(e){clearTimeout(timer);offer();throw e})}})();`

/** H5 only: wraps the build's dynamic imports in the time-out above. */
export function chunkTimeout(): Plugin {
  return {
    name: 'shop:chunk-timeout',
    apply: 'build',
    renderDynamicImport: () => ({ left: 'window.__shopChunk(import(', right: '))' }),
    // At the end of the head: after the viewport meta (the server puts the home's picture preloads before the first
    // script, and they must see the viewport), and still before the app's module scripts run.
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', children: RUNTIME, injectTo: 'head' }],
    },
  }
}
