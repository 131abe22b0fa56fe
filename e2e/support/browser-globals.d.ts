// Code passed to page.evaluate / addInitScript runs in the browser; the repo's tsconfig has no DOM library, so the
// few browser globals those callbacks use are declared here.
declare const localStorage: {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}
interface BrowserElement {
  getBoundingClientRect(): { left: number }
}
declare const document: { querySelectorAll(selector: string): Iterable<BrowserElement> }
declare function getComputedStyle(element: BrowserElement): { display: string; opacity: string }
