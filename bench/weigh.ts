// What a page makes the browser download, for the bench scripts that weigh pages (bench:js, bench:js-floor): the
// module scripts and stylesheets its HTML asks for, each sized raw, gzip (level 6, what the Node server sends) and
// brotli (quality 11, what a precompressing edge sends), and each script sorted into the framework or our code.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { deferredSources } from '../src/server/edge/deferScripts'

export type Kind = 'react-dom' | 'next runtime' | 'ours'

/**
 * The framework floor, recognised by strings only that code carries: react-dom's fiber keys; the Next runtime's
 * router, error overlay styles, bf-cache hook and turbopack's chunk loader. Turbopack keeps node_modules packages
 * apart from app code in production, so a chunk rarely mixes both; one that does counts as framework.
 */
export function classify(code: string): Kind {
  if (/__reactContainer\$|__reactFiber\$/.test(code)) return 'react-dom'
  const next =
    /__next_f|NEXT_REDIRECT|next-router-state-tree|useRouterBFCache|errorThemeCss|TURBOPACK_ASSET_SUFFIX|nextjs-portal|react\.dev\/errors/
  if (next.test(code)) return 'next runtime'
  return 'ours'
}

export interface Asset {
  url: string
  kind: Kind | 'css'
  raw: number
  gz: number
  br: number
}

const sizeCache = new Map<string, Asset>()

/** The file's bytes; a connection dropped by a loaded server is tried again (sizes do not depend on load). */
export async function download(url: string, attempts = 3): Promise<Buffer> {
  try {
    const res = await fetch(url)
    if (!res.ok) throw new Error(`${res.status} for ${url}`)
    return Buffer.from(await res.arrayBuffer())
  } catch (e) {
    if (attempts <= 1) throw e
    return download(url, attempts - 1)
  }
}

export async function asset(url: string, kind: 'js' | 'css'): Promise<Asset> {
  const hit = sizeCache.get(url)
  if (hit) return hit
  const body = await download(url)
  const measured: Asset = {
    url,
    kind: kind === 'css' ? 'css' : classify(body.toString('utf8')),
    raw: body.length,
    gz: gzipSync(body, { level: 6 }).length,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
  sizeCache.set(url, measured)
  return measured
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)

/** Module scripts (src, not noModule) and stylesheets the HTML asks for, deduplicated, in document order. */
export function references(html: string, pageUrl: string) {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src')
    if (!src || /\snomodule\b/i.test(tag)) continue
    scripts.add(new URL((src[1] ?? src[2])!.replace(/&amp;/g, '&'), pageUrl).href)
  }
  // A storefront page sends its chunks in the after-paint loader's list instead.
  for (const src of deferredSources(html)) scripts.add(new URL(src, pageUrl).href)
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, 'rel')?.slice(1).find(Boolean) ?? ''
    const href = attr(tag, 'href')
    if (!href || !/\bstylesheet\b/i.test(rel)) continue
    styles.add(new URL((href[1] ?? href[2])!.replace(/&amp;/g, '&'), pageUrl).href)
  }
  return { scripts: [...scripts], styles: [...styles] }
}
