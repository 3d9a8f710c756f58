// A storefront page's own scripts are fetched after its first paint, not beside it.
//
// Next puts every chunk of a page (about 13 scripts, 180 kB gzipped) in <head> as `<script async>`, with a
// `rel=preload` for each. The browser requests them all within the first 130 ms, before it paints anything. On a
// phone's link those bytes share the line with the page's text and its first picture. Lighthouse counts every
// request started before the largest paint as part of it, so the whole download lands in the LCP. On /contact the
// LCP was 2.6 s simulated, against a first paint observed at 150 ms.
//
// So the HTML goes out without those tags. One inline loader at the end of <body> appends the same scripts, in the
// same order, once the browser reports its first paint (a `paint` performance entry). It appends them at once where
// no paint will come or cannot be observed (a hidden tab, a browser without paint entries), and after
// FALLBACK_MS at worst. The page is server-rendered: it reads the same before hydration, only its controls wait.
// <html data-hydrated> marks the moment they answer (src/components/system/HydratedMark.client.tsx).
//
// Pages that are not the storefront's 200 HTML keep Next's tags: the backoffice, errors and not-found pages (a 404
// is drawn by the client, so it would never paint before its scripts). See
// docs/decisions.md#a-storefront-pages-scripts-are-fetched-after-its-first-paint-issue-12.

/** Marks the loader in the page: tests and tools can tell a page whose scripts come after its first paint. */
export const DEFERRED_ATTRIBUTE = 'data-deferred-scripts'
// The loader's opening tag, as deferChunkScripts writes it and deferredSources finds it.
const LOADER_TAG = `<script ${DEFERRED_ATTRIBUTE}="">`
const FALLBACK_MS = 3000

const SCRIPT_TAG = /<script\b([^>]*)><\/script>/gi
const LINK_TAG = /<link\b([^>]*?)\/?>/gi
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
const CHUNK = /^\/_next\/static\/[^"'<>\s?#]+\.js$/

function attributes(source: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const [, name, double, single, bare] of source.matchAll(ATTRIBUTE)) {
    out.set(name.toLowerCase(), double ?? single ?? bare ?? '')
  }
  return out
}

/** Only `<script src async>` of one of Next's chunks, with nothing else on it, is moved: an attribute we would not
 *  carry over (nomodule, integrity, a nonce, a type) leaves the tag where Next put it. */
function chunkOfScript(source: string): string | null {
  const attrs = attributes(source)
  const src = attrs.get('src')
  if (!src || !CHUNK.test(src) || !attrs.has('async')) return null
  for (const name of attrs.keys()) if (name !== 'src' && name !== 'async') return null
  return src
}

/** The chunk a `<link rel=preload as=script>` fetches, or null for any other link. */
function chunkOfPreload(source: string): string | null {
  const attrs = attributes(source)
  const href = attrs.get('href') ?? ''
  return attrs.get('rel') === 'preload' && attrs.get('as') === 'script' && CHUNK.test(href) ? href : null
}

// The loader's text opens with the list of chunks it appends: deferredSources reads it back between these two.
const LIST_START = '(function(){var s='
const LIST_END = ',d=0;'

/** The loader, as inline script text: hashed into the page's CSP with the page's other inline scripts. */
export function loaderScript(sources: string[]): string {
  return (
    `${LIST_START}${JSON.stringify(sources).replace(/</g, '\\u003c')}${LIST_END}` +
    'function go(){if(d)return;d=1;for(var i=0;i<s.length;i++){var e=document.createElement("script");' +
    'e.src=s[i];e.async=true;document.head.appendChild(e)}}' +
    'var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;' +
    'if(document.visibilityState!=="visible"||!t||t.indexOf("paint")<0||performance.getEntriesByType("paint").length)return go();' +
    'new P(function(l,o){o.disconnect();go()}).observe({type:"paint",buffered:true});' +
    `setTimeout(go,${FALLBACK_MS})})()`
  )
}

/** @internal The chunk paths the after-paint loader of `html` appends, in order; [] for a page without one. Tools
 *  that weigh a page (bench:js) read its scripts here, since the page's HTML has no `<script src>` for them. */
export function deferredSources(html: string): string[] {
  const opening = `${LOADER_TAG}${LIST_START}`
  const start = html.indexOf(opening)
  if (start < 0) return []
  const list = html.slice(start + opening.length, html.indexOf(LIST_END, start))
  return JSON.parse(list) as string[]
}

/** The page with Next's chunk scripts (and their preloads) taken out and the after-paint loader added before
 *  </body>; the page unchanged when it has none to move or is an error page. */
export function deferChunkScripts(html: string): string {
  if (html.includes('data-next-error-digest') || !html.includes('</body>')) return html
  const sources: string[] = []
  const withoutScripts = html.replace(SCRIPT_TAG, (tag, attrs: string) => {
    const src = chunkOfScript(attrs)
    if (!src) return tag
    sources.push(src)
    return ''
  })
  if (!sources.length) return html
  const moved = new Set(sources)
  const withoutPreloads = withoutScripts.replace(LINK_TAG, (tag, attrs: string) =>
    moved.has(chunkOfPreload(attrs) ?? '') ? '' : tag,
  )
  const at = withoutPreloads.lastIndexOf('</body>')
  return `${withoutPreloads.slice(0, at)}${LOADER_TAG}${loaderScript(sources)}</script>${withoutPreloads.slice(at)}`
}
