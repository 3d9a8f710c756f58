'use client'
// Real-user speed (issue 38), measured by the shopper's own browser with Google's web-vitals library: LCP, INP, CLS,
// FCP and TTFB, and TTI (when React hydrated the page: it answers taps from then on, HydratedMark). Only under the
// shopper's audience-measurement consent: each measure goes to the data layer (track), and the page view's measures
// to our own /api/vitals as the page is hidden or left (navigator.sendBeacon survives the unload), where staff read
// the p75 per template. The library (2 kB) loads after the page is interactive, and not at all without consent.
import { useEffect } from 'react'
import type { Metric } from 'web-vitals'
import { type VitalName, type VitalRating, rateTti, templateOf } from '@/domain/webVitals'
import { analyticsGranted, track } from '@/lib/analytics'
import { HYDRATED_MARK } from './hydratedMark'

type Measure = { name: VitalName; value: number; rating: VitalRating }

// CLS is a score with decimals; the others are milliseconds.
const rounded = (name: VitalName, value: number) =>
  name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value)

export function WebVitals({ locale }: { locale: string }) {
  useEffect(() => {
    if (!analyticsGranted()) return
    // The page as first loaded: the library measures the hard navigation (the island stays across the router's).
    const template = templateOf(window.location.pathname)
    const measures = new Map<VitalName, Measure>()
    const sent = new Set<VitalName>()
    const keep = (m: Measure) => {
      if (sent.has(m.name)) return
      measures.set(m.name, m)
      track('web_vitals', {
        metric_name: m.name,
        metric_value: m.value,
        metric_rating: m.rating,
        page_template: template,
      })
    }
    const report = (metric: Metric) =>
      keep({
        name: metric.name as VitalName,
        value: rounded(metric.name as VitalName, metric.value),
        rating: metric.rating,
      })
    // Hidden (another tab, the phone locked) or left: whichever comes first sends what is measured so far.
    const flush = (e: Event) => {
      if ((e.type === 'visibilitychange' && document.visibilityState !== 'hidden') || !analyticsGranted()) return
      const hydrated = performance.getEntriesByName(HYDRATED_MARK, 'mark')[0]
      if (hydrated && !sent.has('TTI'))
        keep({ name: 'TTI', value: Math.round(hydrated.startTime), rating: rateTti(hydrated.startTime) })
      const metrics = [...measures.values()].filter((m) => !sent.has(m.name))
      if (metrics.length === 0) return
      for (const m of metrics) sent.add(m.name)
      const body = JSON.stringify({ locale, template, metrics })
      navigator.sendBeacon?.('/api/vitals', new Blob([body], { type: 'application/json' }))
    }
    let live = true
    void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      if (!live) return
      for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report)
      // After the library's own listeners: they report the final LCP, CLS and INP as the page is hidden, then this
      // sends them.
      document.addEventListener('visibilitychange', flush)
      window.addEventListener('pagehide', flush)
    })
    return () => {
      live = false
      document.removeEventListener('visibilitychange', flush)
      window.removeEventListener('pagehide', flush)
    }
  }, [locale])
  return null
}
