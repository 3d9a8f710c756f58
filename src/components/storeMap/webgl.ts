// How much WebGL this browser offers: 'full' (hardware), 'software' (only with a major performance caveat, e.g.
// SwiftShader when the GPU is blocked or acceleration is off) or 'none'. The probe contexts are released at once.
import type { WebglLevel } from '@/domain/storeMap/mapErrors'

function probe(strict: boolean): boolean {
  const canvas = document.createElement('canvas')
  const opts = strict ? { failIfMajorPerformanceCaveat: true } : undefined
  const gl = (canvas.getContext('webgl2', opts) ?? canvas.getContext('webgl', opts)) as WebGLRenderingContext | null
  if (!gl) return false
  gl.getExtension('WEBGL_lose_context')?.loseContext()
  return true
}

export function webglLevel(): WebglLevel {
  try {
    if (probe(true)) return 'full'
    return probe(false) ? 'software' : 'none'
  } catch {
    return 'none'
  }
}
