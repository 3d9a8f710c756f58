// Everything that must hold before a map is drawn: a usable style configuration, WebGL, and a style document
// that loads and is a MapLibre style. Returns the style (an object, so it is fetched once and classified here)
// or the failure to show. NEXT_PUBLIC_* values are fixed at build time.
import { useEffect, useState } from 'react'
import {
  type MapFailure,
  type WebglLevel,
  classifyStyleAnswer,
  resolveStyleUrl,
  webglFailure,
} from '@/domain/storeMap/mapErrors'
import { HttpError, requestJson } from '@/lib/http'
import { webglLevel } from './webgl'

const STYLE_TIMEOUT_MS = 10_000

export interface MapStyleState {
  style: object | null
  failure: MapFailure | null
  webgl: WebglLevel | null
}

async function loadStyle(url: string): Promise<{ style: object | null; failure: MapFailure | null }> {
  let status = 200
  let body: unknown = null
  try {
    body = await requestJson<unknown>(url, { signal: AbortSignal.timeout(STYLE_TIMEOUT_MS) })
  } catch (err) {
    // No answer in time, or none at all, is status 0; an answer keeps its status and body for the classifier.
    status = err instanceof HttpError ? err.status : 0
    body = err instanceof HttpError ? err.data : null
  }
  const failure = classifyStyleAnswer(status, body)
  return failure ? { style: null, failure } : { style: body as object, failure: null }
}

export function useMapStyle(attempt: number): MapStyleState {
  const [state, setState] = useState<MapStyleState>({ style: null, failure: null, webgl: null })
  useEffect(() => {
    let live = true
    const run = async () => {
      const source = resolveStyleUrl(process.env.NEXT_PUBLIC_MAP_STYLE_URL, process.env.NEXT_PUBLIC_MAP_ACCESS_TOKEN)
      if (!source.ok) return { style: null, failure: source.failure, webgl: null }
      const webgl = webglLevel()
      if (webgl === 'none') return { style: null, failure: webglFailure(webgl), webgl }
      const loaded = await loadStyle(source.url)
      return { ...loaded, failure: loaded.failure ?? webglFailure(webgl), webgl }
    }
    void run().then((s) => live && setState(s))
    return () => {
      live = false
    }
  }, [attempt])
  return state
}
