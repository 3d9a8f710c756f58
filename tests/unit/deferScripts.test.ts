// A storefront page's chunk scripts leave <head> and are appended by one loader after the first paint.
import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { DEFERRED_ATTRIBUTE, deferChunkScripts, deferredSources, loaderScript } from '@/server/edge/deferScripts'

const A = '/_next/static/chunks/1w4sink4bmq-0.js'
const B = '/_next/static/chunks/turbopack-077hmtqrhcoji.js'
// The shape Next 16 sends: preloads and async chunk scripts in <head>, the polyfills as nomodule, inline flight data.
const page = (head = '', body = '') =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  `<link rel="preload" as="script" fetchPriority="low" href="${A}"/>` +
  `<link rel="preload" href="/_next/static/media/jost.woff2" as="font" crossorigin="" type="font/woff2"/>` +
  `<script src="${A}" async=""></script><script src="${B}" async=""></script>` +
  `<script src="/_next/static/chunks/polyfills.js" noModule=""></script>${head}</head>` +
  `<body><main><p>Our boutique</p></main><script>(self.__next_f=self.__next_f||[]).push([0])</script>${body}</body></html>`

const loaderOf = (html: string) => new RegExp(`<script ${DEFERRED_ATTRIBUTE}="">(.*?)</script>`).exec(html)?.[1]

describe('deferChunkScripts', () => {
  it('takes the chunk scripts and their preloads out of the page and appends a loader for them, in order', () => {
    const html = deferChunkScripts(page())
    expect(html).not.toContain(`<script src="${A}"`)
    expect(html).not.toContain(`<script src="${B}"`)
    expect(html).not.toContain(`as="script" fetchPriority="low" href="${A}"`)
    expect(loaderOf(html)).toBe(loaderScript([A, B]))
    expect(html.endsWith(`<script ${DEFERRED_ATTRIBUTE}="">${loaderScript([A, B])}</script></body></html>`)).toBe(true)
  })

  it('leaves everything else where it was: text, fonts, nomodule polyfills, inline scripts', () => {
    const html = deferChunkScripts(page())
    for (const kept of [
      '<p>Our boutique</p>',
      'href="/_next/static/media/jost.woff2" as="font"',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    ])
      expect(html).toContain(kept)
  })

  it('moves only a bare `src async` chunk: another attribute, another origin or a sync script stays', () => {
    const extra = [
      `<script src="/_next/static/chunks/x.js" async="" integrity="sha384-abc"></script>`,
      `<script src="https://cdn.example.com/_next/static/chunks/y.js" async=""></script>`,
      `<script src="/_next/static/chunks/z.js"></script>`,
    ].join('')
    const html = deferChunkScripts(page(extra))
    expect(html).toContain(extra)
    expect(loaderOf(html)).toBe(loaderScript([A, B]))
  })

  it('returns the page unchanged when it has nothing to move or is an error page', () => {
    const plain = '<html><head></head><body><p>Hi</p><script>self.x=1</script></body></html>'
    expect(deferChunkScripts(plain)).toBe(plain)
    const failed = page('', '<template data-next-error-digest="123"></template>')
    expect(deferChunkScripts(failed)).toBe(failed)
  })

  it('keeps a source that would close the script element out of the loader', () => {
    expect(loaderScript(['/_next/static/chunks/a</script>.js'])).not.toContain('</script>')
  })
})

// The loader run as the browser runs it, with the paint observer, visibility and timers in our hands.
function run(sources: string[], { visibility = 'visible', paintSupported = true, painted = false } = {}) {
  const appended: string[] = []
  const timers: (() => void)[] = []
  let onPaint: (() => void) | null = null
  let disconnected = false
  class PerformanceObserver {
    static supportedEntryTypes = paintSupported ? ['paint', 'largest-contentful-paint'] : ['navigation']
    constructor(private callback: (list: unknown, observer: { disconnect(): void }) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true })
      onPaint = () => this.callback({}, { disconnect: () => (disconnected = true) })
    }
  }
  const document = {
    visibilityState: visibility,
    createElement: (tag: string) => ({ tag, src: '', async: false }),
    head: {
      appendChild: (el: { tag: string; src: string; async: boolean }) => {
        expect(el).toMatchObject({ tag: 'script', async: true })
        appended.push(el.src)
      },
    },
  }
  const window = { PerformanceObserver: paintSupported ? PerformanceObserver : undefined }
  const performance = { getEntriesByType: (type: string) => (type === 'paint' && painted ? [{}] : []) }
  vm.runInNewContext(loaderScript(sources), {
    window,
    document,
    performance,
    setTimeout: (fn: () => void) => timers.push(fn),
  })
  return {
    appended,
    paint: () => onPaint?.(),
    fireTimers: () => timers.forEach((fn) => fn()),
    disconnected: () => disconnected,
  }
}

describe('deferredSources', () => {
  it("reads back, in order, the chunks a page's loader appends", () => {
    expect(deferredSources(deferChunkScripts(page()))).toEqual([A, B])
  })

  it('reads a source the loader escaped as it was', () => {
    const odd = '/_next/static/chunks/a</script>.js'
    const html = `<html><body><script ${DEFERRED_ATTRIBUTE}="">${loaderScript([A, odd])}</script></body></html>`
    expect(deferredSources(html)).toEqual([A, odd])
  })

  it('finds none in a page that kept its script tags', () => {
    expect(deferredSources(page())).toEqual([])
  })
})

describe('the after-paint loader', () => {
  it('appends nothing before the first paint, then every script once, in order', () => {
    const page = run([A, B])
    expect(page.appended).toEqual([])
    page.paint()
    expect(page.appended).toEqual([A, B])
    expect(page.disconnected()).toBe(true)
    page.fireTimers()
    expect(page.appended).toEqual([A, B])
  })

  it('appends them after its fallback delay when no paint is reported', () => {
    const page = run([A, B])
    page.fireTimers()
    expect(page.appended).toEqual([A, B])
  })

  it('appends them at once in a hidden tab, without paint entries, or when the page has already painted', () => {
    expect(run([A], { visibility: 'hidden' }).appended).toEqual([A])
    expect(run([A], { paintSupported: false }).appended).toEqual([A])
    expect(run([A], { painted: true }).appended).toEqual([A])
  })
})
