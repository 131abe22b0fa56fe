import { createRequire } from 'node:module'
import { join } from 'node:path'

// Runs the built mini-program (Taro's weapp output) in miniprogram-simulate: WeChat's own template compiler (wcc)
// turns the wxml into render functions and j-component renders them into jsdom. The simulator knows custom
// components only, so Page() becomes Component() here. No tab bar, navigation or real WeChat APIs: a smoke test
// that the built JavaScript and templates render, not a stand-in for WeChat. Needs the jsdom environment.

const require = createRequire(import.meta.url)

/** The few DOM members used here: the repo's TypeScript setup has no DOM library. */
interface DomElement {
  textContent: string | null
  ownerDocument: DomDocument
  querySelectorAll(selector: string): Iterable<DomElement>
  contains(other: DomElement): boolean
  appendChild(child: DomElement): void
  dispatchEvent(event: object): boolean
}

interface DomDocument {
  body: DomElement
  createElement(tagName: string): DomElement
  defaultView: { TouchEvent: new (type: string, init: object) => object }
}

/** The parts of j-component's rendered root this helper uses. */
interface RenderedComponent {
  dom: DomElement
  attach(parent: DomElement): void
}

interface Simulate {
  load(componentPath: string, options: { rootPath: string; compilerOptions: { maxBuffer: number } }): string
  render(id: string): RenderedComponent
}

type Lifecycle = (this: PageInstance, ...args: unknown[]) => unknown

/** What Taro's `createPageConfig` hands to `Page()`: data, lifecycles and the event handler `eh`. */
interface PageOptions {
  data?: Record<string, unknown>
  [member: string]: unknown
}

/** `this` inside a page: the component instance, plus what WeChat sets on a page. */
interface PageInstance {
  route: string
  options: Record<string, string>
  [member: string]: unknown
}

interface AppOptions {
  onLaunch?: (options: LaunchOptions) => void
  onShow?: (options: LaunchOptions) => void
}

interface LaunchOptions {
  path: string
  query: Record<string, string>
  scene: number
}

/** The globals WeChat provides to a mini-program and the simulator provides to components. */
interface MiniProgramGlobals {
  wx: Record<string, unknown>
  App(options: AppOptions): void
  getApp(): AppOptions | undefined
  Page(options: PageOptions): void
  getCurrentPages(): PageInstance[]
  Component(options: Record<string, unknown>): void
}

/**
 * Page → Component: WeChat calls a page's onLoad(query) and onShow when it opens and onReady after the first render;
 * the simulator calls a component's attached and ready. Page methods (Taro's `eh` among them) become methods.
 */
function pageAsComponent(page: PageOptions, route: string, query: Record<string, string>, pages: PageInstance[]) {
  const { data, ...members } = page
  const call = (instance: PageInstance, name: 'onLoad' | 'onShow' | 'onReady' | 'onUnload', ...args: unknown[]) =>
    (members[name] as Lifecycle | undefined)?.apply(instance, args)
  const methods = Object.fromEntries(Object.entries(members).filter(([, value]) => typeof value === 'function'))
  return {
    data,
    methods,
    lifetimes: {
      attached(this: PageInstance) {
        this.route = route
        this.options = query
        pages.push(this)
        call(this, 'onLoad', query)
        call(this, 'onShow')
      },
      ready(this: PageInstance) {
        call(this, 'onReady')
      },
      detached(this: PageInstance) {
        call(this, 'onUnload')
        pages.splice(pages.indexOf(this), 1)
      },
    },
  }
}

/** One rendered page, read and touched through its DOM as a shopper would. */
export class SimulatedPage {
  constructor(readonly dom: DomElement) {}

  text(): string {
    return this.dom.textContent ?? ''
  }

  /** The innermost element whose whole text is `text`. */
  byText(text: string): DomElement {
    const matches = [...this.dom.querySelectorAll('*')].filter((el) => el.textContent?.trim() === text)
    const innermost = matches.find((el) => !matches.some((other) => other !== el && el.contains(other)))
    if (!innermost) throw new Error(`no element reads "${text}"; the page reads: ${this.text()}`)
    return innermost
  }

  /** A finger down and up on the element: j-component turns the pair into WeChat's `tap`. */
  tap(text: string): void {
    const target = this.byText(text)
    const touch = { identifier: 1, target, clientX: 1, clientY: 1, pageX: 1, pageY: 1 }
    const { TouchEvent } = target.ownerDocument.defaultView
    const event = (type: string, touches: object[]) =>
      new TouchEvent(type, { bubbles: true, cancelable: true, touches, changedTouches: [touch] })
    target.dispatchEvent(event('touchstart', [touch]))
    target.dispatchEvent(event('touchend', []))
  }
}

/**
 * Starts the built app in `dir` (its app.js, so that getApp() and Taro's app exist) with `wx` laid over the
 * simulator's stand-in APIs, and returns a way to open its pages. Load it once per test file: Node keeps the
 * app's modules.
 */
export function launchApp(dir: string, wx: Record<string, unknown>, launch: LaunchOptions) {
  const globals = globalThis as unknown as MiniProgramGlobals
  const simulate = require('miniprogram-simulate') as Simulate // installs Component() and its wx stand-in
  Object.assign(globals.wx, wx)

  const pages: PageInstance[] = []
  let app: AppOptions | undefined
  let opening: { route: string; query: Record<string, string> } | undefined
  globals.App = (options) => void (app = options)
  globals.getApp = () => app
  globals.getCurrentPages = () => [...pages]
  globals.Page = (page) => {
    if (!opening) throw new Error('Page() ran outside openPage()')
    globals.Component(pageAsComponent(page, opening.route, opening.query, pages))
  }

  require(join(dir, 'app.js'))
  if (!app) throw new Error(`${dir}/app.js did not call App()`)
  app.onLaunch?.(launch)
  app.onShow?.(launch)

  return {
    /** Loads, renders and attaches `route` (e.g. `pages/login/index`); WeChat's lifecycles follow. */
    openPage(route: string, query: Record<string, string> = {}): SimulatedPage {
      opening = { route, query }
      let id: string
      try {
        // wcc compiles every wxml of the build in one go; its output grows with base.wxml (the default buffer is 1 MB).
        id = simulate.load(join(dir, route), { rootPath: dir, compilerOptions: { maxBuffer: 32 * 1024 * 1024 } })
      } finally {
        opening = undefined
      }
      const page = simulate.render(id)
      const { ownerDocument } = page.dom
      const host = ownerDocument.createElement('div')
      ownerDocument.body.appendChild(host)
      page.attach(host)
      return new SimulatedPage(page.dom)
    },
  }
}
