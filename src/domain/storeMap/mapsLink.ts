// "Open in the maps app": Apple Maps on iPhone and iPad, the geo: scheme on Android (it offers the installed maps
// apps), Google Maps in a new tab elsewhere. The server renders the Google link (one HTML for every visitor);
// the browser swaps in its platform's link after hydration.
export type MapsPlatform = 'ios' | 'android' | 'other'

export interface MapsTarget {
  lat: number | null
  lng: number | null
  /** The place's name, shown as the pin's label. */
  label: string
  /** A postal address, used when there are no coordinates. */
  address: string
}

export function platformOf(userAgent: string, maxTouchPoints = 0): MapsPlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios'
  // iPadOS 13+ presents itself as a Mac: a Mac with a touch screen is an iPad.
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios'
  if (/Android/i.test(userAgent)) return 'android'
  return 'other'
}

const hasPoint = (t: MapsTarget): t is MapsTarget & { lat: number; lng: number } =>
  typeof t.lat === 'number' && typeof t.lng === 'number' && Number.isFinite(t.lat) && Number.isFinite(t.lng)

export function mapsLink(t: MapsTarget, platform: MapsPlatform): string {
  const query = t.address ? `${t.label}, ${t.address}` : t.label
  if (platform === 'ios') {
    const p = new URLSearchParams({ q: t.label || query })
    if (hasPoint(t)) p.set('ll', `${t.lat},${t.lng}`)
    else p.set('address', t.address)
    return `https://maps.apple.com/?${p.toString()}`
  }
  if (platform === 'android') {
    if (hasPoint(t)) return `geo:${t.lat},${t.lng}?q=${t.lat},${t.lng}(${encodeURIComponent(t.label)})`
    return `geo:0,0?q=${encodeURIComponent(query)}`
  }
  const q = hasPoint(t) && !t.address ? `${t.lat},${t.lng}` : query
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}`
}
