// A path no page claims: logged ('Page Not Found: /fr/…'), then answered with the 404 page (status 404).
import { notFound } from 'next/navigation'
import type { Locale } from '@/domain/locale'
import { notFoundLog } from '@/domain/notFound'
import { log } from '@/server/platform/log'

// A malformed escape (%E0) is logged as it came.
const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export function unknownPath(locale: string, segments: string[]): never {
  log.warn(notFoundLog(`${(locale as Locale) === 'fr' ? '/fr' : ''}/${segments.map(decode).join('/')}`))
  notFound()
}
