// Preorder countdown and campaign bar.
import { COLORLESS_TYPES } from './catalog'
import { type Locale, localizedHref } from './locale'

export const COUNTDOWN_TICK_MS = 1000

export type CountdownUnit = 'd' | 'h' | 'm' | 's'
export type CountdownLabel = 'ended' | 'ending-soon' | 'running'

export interface Countdown {
  ended: boolean
  days: number
  hours: number
  minutes: number
  seconds: number
  /** Milliseconds remaining, 0 once ended. */
  totalMs: number
  /** Units from the first non-zero one down to seconds; empty when ended or ending soon. */
  parts: Array<{ unit: CountdownUnit; value: number }>
  label: CountdownLabel
  /** Only seconds show: the UI appends 'left'. Never with minute precision. */
  onlySeconds: boolean
}

const toTime = (d: Date | string) => (d instanceof Date ? d : new Date(d)).getTime()

/**
 * 'second' ticks every second; 'minute' is for a shopper who asked for reduced motion: no seconds part, so the text
 * changes once a minute at most, and under a minute left it says 'ending soon' instead of counting the seconds down.
 */
export type CountdownPrecision = 'second' | 'minute'

export function countdown(endDate: Date | string, now: Date, precision: CountdownPrecision = 'second'): Countdown {
  const end = toTime(endDate)
  // An unreadable end date counts as ended: showing a campaign forever would be worse.
  const ended = Number.isNaN(end) || end < now.getTime()
  const totalMs = ended ? 0 : end - now.getTime()
  const whole = Math.floor(totalMs / 1000)
  const days = Math.floor(whole / 86_400)
  const hours = Math.floor((whole % 86_400) / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const seconds = whole % 60
  const all: Countdown['parts'] = [
    { unit: 'd', value: days },
    { unit: 'h', value: hours },
    { unit: 'm', value: minutes },
    { unit: 's', value: seconds },
  ]
  const shown = precision === 'minute' ? all.slice(0, 3) : all
  const first = shown.findIndex((p) => p.value > 0)
  const parts = first === -1 ? [] : shown.slice(first)
  const label: CountdownLabel = ended ? 'ended' : parts.length === 0 ? 'ending-soon' : 'running'
  return {
    ended,
    days,
    hours,
    minutes,
    seconds,
    totalMs,
    parts,
    label,
    onlySeconds: parts.length === 1 && parts[0].unit === 's',
  }
}

export interface CampaignLike {
  status: string
  end_date: Date | string
}

/** Only active campaigns still running are shown, soonest ending first. */
export function activeCampaigns<T extends CampaignLike>(campaigns: readonly T[], now: Date): T[] {
  return campaigns
    .filter((c) => c.status === 'active' && toTime(c.end_date) > now.getTime())
    .sort((a, b) => toTime(a.end_date) - toTime(b.end_date))
}

/** `/{product_type}/{color}`, or `/{product_type}` without colour; gloves have no colour page. */
export function campaignHref(c: { product_type: string; color?: string | null }, locale: Locale): string {
  const colorless = !c.color || (COLORLESS_TYPES as readonly string[]).includes(c.product_type)
  return localizedHref(colorless ? `/${c.product_type}` : `/${c.product_type}/${c.color}`, locale)
}

/** A campaign covers a product when it names the product's type and either its colour or no colour at all. */
export function coversProduct(
  c: { product_type: string; color?: string | null },
  product: { type: string; color?: string | null },
): boolean {
  if (c.product_type.trim().toLowerCase() !== product.type.toLowerCase()) return false
  const color = c.color?.trim().toLowerCase()
  return !color || color === (product.color ?? '').toLowerCase()
}
