// Analytics events go to the tag manager's dataLayer. Without a GTM container they stay in dataLayer
// only; consent mode v2 decides what Google tags may store. No event is pushed until the shopper has granted
// audience measurement (the consent cookie says so): before that, a gesture leaves no trace at all.
// Each event of the spec is one named function below; e-commerce events use GA4's names and shape.
type DataLayerEntry = Record<string, unknown> | unknown[]

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[]
  }
}

/** The first-party cookie holding the shopper's choice (written by the cookie banner). */
export const CONSENT_COOKIE = 'maison_consent'

export interface ConsentChoice {
  analytics: boolean
  ads: boolean
}

function push(entry: DataLayerEntry) {
  window.dataLayer = window.dataLayer || []
  window.dataLayer.push(entry)
}

/** True only when the saved choice grants audience measurement; no cookie, a refusal or a bad cookie → false. */
export function analyticsGranted(): boolean {
  if (typeof document === 'undefined') return false
  const raw = document.cookie.split('; ').find((c) => c.startsWith(`${CONSENT_COOKIE}=`))
  if (!raw) return false
  try {
    return JSON.parse(decodeURIComponent(raw.slice(CONSENT_COOKIE.length + 1))).analytics === true
  } catch {
    return false
  }
}

/** The one gate: an event reaches dataLayer only under consent. */
export function track(event: string, params: Record<string, unknown> = {}) {
  if (typeof window === 'undefined' || !analyticsGranted()) return
  push({ event, ...params })
}

// The GTM container (NEXT_PUBLIC_GTM_ID) is fetched only once the shopper has granted something: before a choice,
// or after a refusal, the browser sends no request at all to the tag manager.
const GTM_ID = process.env.NEXT_PUBLIC_GTM_ID
let gtmLoaded = false
function loadTagManager() {
  if (gtmLoaded || !GTM_ID || !/^GTM-[A-Z0-9]+$/.test(GTM_ID)) return
  gtmLoaded = true
  push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`
  document.head.appendChild(script)
}

/** Consent mode v2 update, in the gtag('consent', 'update', …) form GTM reads from dataLayer. */
export function pushConsent(choice: ConsentChoice) {
  if (typeof window === 'undefined') return
  const state = (on: boolean) => (on ? 'granted' : 'denied')
  // gtag() pushes its `arguments` object; an array is read the same way by GTM.
  push([
    'consent',
    'update',
    {
      analytics_storage: state(choice.analytics),
      ad_storage: state(choice.ads),
      ad_user_data: state(choice.ads),
      ad_personalization: state(choice.ads),
    },
  ])
  // The choice itself is recorded whatever it is (it is what the tags obey), never an event about the shopper.
  push({ event: 'consent_update', analytics: choice.analytics, ads: choice.ads })
  if (choice.analytics || choice.ads) loadTagManager()
}

// ——— GA4 e-commerce ———

/** A GA4 item: prices in euros (GA4 reads decimal values), not cents. */
export interface AnalyticsItem {
  item_id: string
  item_name: string
  item_category?: string
  item_variant?: string
  price: number
  quantity?: number
  index?: number
}

const CURRENCY = 'EUR'
const valueOf = (items: AnalyticsItem[]) =>
  Math.round(items.reduce((sum, i) => sum + i.price * (i.quantity ?? 1), 0) * 100) / 100

function ecommerce(event: string, data: Record<string, unknown>) {
  if (typeof window === 'undefined' || !analyticsGranted()) return
  push({ ecommerce: null }) // GA4: clear the previous ecommerce object first
  push({ event, ecommerce: data })
}

export const trackViewItem = (item: AnalyticsItem) =>
  ecommerce('view_item', { currency: CURRENCY, value: valueOf([item]), items: [item] })
export const trackViewItemList = (list: { id: string; name: string }, items: AnalyticsItem[]) =>
  ecommerce('view_item_list', { item_list_id: list.id, item_list_name: list.name, items })
export const trackAddToCart = (item: AnalyticsItem) =>
  ecommerce('add_to_cart', { currency: CURRENCY, value: valueOf([item]), items: [item] })
export const trackRemoveFromCart = (item: AnalyticsItem) =>
  ecommerce('remove_from_cart', { currency: CURRENCY, value: valueOf([item]), items: [item] })
export const trackViewCart = (items: AnalyticsItem[]) =>
  ecommerce('view_cart', { currency: CURRENCY, value: valueOf(items), items })
export const trackBeginCheckout = (items: AnalyticsItem[]) =>
  ecommerce('begin_checkout', { currency: CURRENCY, value: valueOf(items), items })
/** The ad conversion: transaction id, value, currency EUR and items. */
export const trackPurchase = (p: {
  transaction_id: string
  value: number
  currency?: string
  items: AnalyticsItem[]
}) => ecommerce('purchase', { ...p, currency: p.currency || CURRENCY })

// ——— The spec's own events ———

export const trackSizeGuideOpened = (p: { item_id: string }) => track('size_guide_opened', p)
export const trackLookbookViewed = (p: { item_id: string }) => track('lookbook_viewed', p)
export type StoreAction = 'view_on_map' | 'directions' | 'call' | 'email' | 'open_in_maps' | (string & {})
export const trackStoreInteraction = (p: { action: StoreAction; store?: string }) => track('store_interaction', p)
export const trackOutOfStock = (p: { item_id: string; size?: string; sku?: string }) => track('out_of_stock', p)
export const trackAvailableInStore = (p: { item_id: string; size: string; sku: string; quantity: number }) =>
  track('available_in_store', p)
export const trackNewsletterSubscribe = (p: { source: string }) => track('newsletter_subscribe', p)
export const trackProductDetailSection = (p: { item_id: string; section: string }) => track('product_detail_section', p)
export const trackSizeSelected = (p: { item_id: string; size: string; sku: string }) => track('size_selected', p)
export const trackColourSelected = (p: { item_id: string; from: string; to: string }) => track('colour_selected', p)
export type MapAction =
  'open_in_maps' | 'locate' | 'recenter' | 'toggle_map' | 'style_colour' | 'style_mono' | 'travel_mode' | (string & {})
export const trackMapInteraction = (p: { action: MapAction; value?: string }) => track('map_interaction', p)
export const trackSocialClick = (p: { network: string; location: string }) => track('social_click', p)
export const trackBookingSuccess = (p: { item_id: string }) => track('booking_success', p)
export type BookingErrorType = 'validation' | 'rate_limited' | 'network' | 'server'
export const trackBookingError = (p: { item_id: string; error_type: BookingErrorType }) => track('booking_error', p)

/** The `_ga_event` of a /api/recommend answer. */
export interface RecommendationGaEvent {
  event_name: string
  assistant: string
  model: string
  style: string
  color: string
  price_range: string
  recommendations_count: number
}

/** category AI_Recommendation, label assistant + model, value recommendations_count, custom parameters. */
export const trackRecommendation = (e: RecommendationGaEvent) =>
  track(e.event_name, {
    event_category: 'AI_Recommendation',
    event_label: `${e.assistant} ${e.model}`,
    value: e.recommendations_count,
    assistant: e.assistant,
    model: e.model,
    style: e.style,
    color: e.color,
    price_range: e.price_range,
    recommendations_count: e.recommendations_count,
  })
