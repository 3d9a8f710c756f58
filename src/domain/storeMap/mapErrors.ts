// The store map's states and how a failure is classified. Each failure keeps the address, the hours and the
// maps link usable (they are outside the map); what changes is the message and whether a map is drawn at all.
export type MapFailure =
  /** The style is configured wrong (not a URL, 4xx, not a MapLibre style): 'Map configuration error…' */
  | 'config'
  /** The style URL asks for an access token ({token}) and none is configured, or the provider refused it. */
  | 'token'
  /** No WebGL at all: no map, the rest of the section stays. */
  | 'noWebgl'
  /** WebGL lost while the map was open: the frozen map stays, with the notice. */
  | 'limited'
  /** WebGL only in software (no GPU): the map is drawn, with a hint to enable hardware acceleration. */
  | 'limitedHardware'
  /** The style or its data could not be fetched (5xx, network, timeout): 'Unable to load map…' */
  | 'load'

/** The default style: a small offline map of the boutique's neighbourhood served by the shop itself. */
export const DEFAULT_STYLE_PATH = '/map/style.json'
export const TOKEN_PLACEHOLDER = '{token}'

export type StyleSource = { ok: true; url: string } | { ok: false; failure: 'config' | 'token' }

/**
 * The style to load, from NEXT_PUBLIC_MAP_STYLE_URL and NEXT_PUBLIC_MAP_ACCESS_TOKEN. Unset → the bundled style.
 * A provider key is written `{token}` in the URL so the key itself stays out of the repository.
 */
export function resolveStyleUrl(raw: string | undefined, token: string | undefined): StyleSource {
  const url = raw?.trim()
  if (!url) return { ok: true, url: DEFAULT_STYLE_PATH }
  if (!/^https?:\/\/[^\s/]+/i.test(url) && !/^\/[^/]/.test(url)) return { ok: false, failure: 'config' }
  if (url.includes(TOKEN_PLACEHOLDER)) {
    const t = token?.trim()
    if (!t) return { ok: false, failure: 'token' }
    return { ok: true, url: url.split(TOKEN_PLACEHOLDER).join(encodeURIComponent(t)) }
  }
  return { ok: true, url }
}

/** A MapLibre style document, as far as we check before handing it over: version 8, sources and layers. */
export function isMapStyle(doc: unknown): boolean {
  const s = doc as { version?: unknown; sources?: unknown; layers?: unknown } | null
  return (
    Boolean(s) && s?.version === 8 && typeof s.sources === 'object' && s.sources !== null && Array.isArray(s.layers)
  )
}

/**
 * How the style's answer reads. status 0 = the request never got an answer (offline, blocked, timeout).
 * Server trouble is temporary ('load'); a refused key is the token; any other 4xx or a body that is no
 * style is a configuration mistake.
 */
export function classifyStyleAnswer(status: number, body: unknown): MapFailure | null {
  if (status === 0 || status >= 500 || status === 408 || status === 429) return 'load'
  if (status === 401 || status === 403) return 'token'
  if (status < 200 || status >= 300) return 'config'
  return isMapStyle(body) ? null : 'config'
}

export type WebglLevel = 'full' | 'software' | 'none'

/** What the map does at each WebGL level: draw normally, draw with the hardware hint, or not draw. */
export const webglFailure = (level: WebglLevel): MapFailure | null =>
  level === 'none' ? 'noWebgl' : level === 'software' ? 'limitedHardware' : null

/** Failures after which no map is drawn (a notice replaces it); the others are notices beside a working map. */
export const isBlocking = (f: MapFailure) => f !== 'limitedHardware' && f !== 'limited'
