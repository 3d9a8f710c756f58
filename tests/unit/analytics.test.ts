// The analytics gate and shapes: nothing is pushed without audience-measurement consent; e-commerce events are
// GA4's (currency EUR, value, items, after a cleared ecommerce object); the recommendation event is AI_Recommendation
// with its category, label, value and parameters.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  trackAddToCart,
  trackBookingError,
  trackMapInteraction,
  trackPurchase,
  trackRecommendation,
  trackSizeSelected,
} from '@/lib/analytics'

const g = globalThis as unknown as { window?: { dataLayer?: unknown[] }; document?: { cookie: string } }
const consent = (analytics: boolean) =>
  (g.document = { cookie: `other=1; maison_consent=${encodeURIComponent(JSON.stringify({ analytics, ads: false }))}` })

beforeEach(() => {
  g.window = {}
  g.document = { cookie: '' }
})
afterEach(() => {
  delete g.window
  delete g.document
})

describe('consent gate', () => {
  it('pushes nothing without a choice, after a refusal, or with a broken cookie', () => {
    trackSizeSelected({ item_id: 'pumps/black', size: '38', sku: 'pumps-black-38' })
    consent(false)
    trackMapInteraction({ action: 'recenter' })
    g.document = { cookie: 'maison_consent=%7Bnot-json' }
    trackBookingError({ item_id: '1', error_type: 'network' })
    expect(g.window!.dataLayer ?? []).toEqual([])
  })
  it('pushes the named event with its parameters once audience measurement is granted', () => {
    consent(true)
    trackMapInteraction({ action: 'style_mono' })
    trackBookingError({ item_id: '7', error_type: 'rate_limited' })
    expect(g.window!.dataLayer).toEqual([
      { event: 'map_interaction', action: 'style_mono' },
      { event: 'booking_error', item_id: '7', error_type: 'rate_limited' },
    ])
  })
})

describe('shapes', () => {
  beforeEach(() => consent(true))
  it('e-commerce: cleared first, EUR, value = price × quantity', () => {
    trackAddToCart({ item_id: 'pumps-black-38', item_name: 'Pumps', price: 690, quantity: 2 })
    expect(g.window!.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 1380,
          items: [{ item_id: 'pumps-black-38', item_name: 'Pumps', price: 690, quantity: 2 }],
        },
      },
    ])
  })
  it('purchase keeps the transaction id and defaults the currency to EUR', () => {
    trackPurchase({ transaction_id: 'MS-2026-00001', value: 690, currency: '', items: [] })
    expect(g.window!.dataLayer![1]).toEqual({
      event: 'purchase',
      ecommerce: { transaction_id: 'MS-2026-00001', value: 690, currency: 'EUR', items: [] },
    })
  })
  it('AI_Recommendation: category, label assistant + model, value = count, the custom parameters', () => {
    trackRecommendation({
      event_name: 'ai_recommendation',
      assistant: 'find-your-pair',
      model: 'minisearch-7.2.0',
      style: 'evening',
      color: 'red',
      price_range: '0-700',
      recommendations_count: 3,
    })
    expect(g.window!.dataLayer).toEqual([
      {
        event: 'ai_recommendation',
        event_category: 'AI_Recommendation',
        event_label: 'find-your-pair minisearch-7.2.0',
        value: 3,
        assistant: 'find-your-pair',
        model: 'minisearch-7.2.0',
        style: 'evening',
        color: 'red',
        price_range: '0-700',
        recommendations_count: 3,
      },
    ])
  })
})
