'use client'
// A category's colourways with the shopper's filters (size held online, in the boutique or anywhere; colour; price)
// and order. The cached page renders every colourway, the same for everyone; this island filters and sorts the
// cards the page already has. The choice lives in the address: read on mount and on the back button, pushed on each
// change, so a filtered list can be shared. Stock per size is read fresh from GET /api/stock/type. Without
// JavaScript the whole list shows, and the controls (which could not work) stay invisible in their reserved space.
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { InventoryRow } from '@/domain/inventory'
import {
  type ListingItem,
  type ListingState,
  NO_FILTERS,
  applyListing,
  facets,
  withStock,
  withinListing,
} from '@/domain/listing/filters'
import { type SizeKind, preselect } from '@/domain/listing/preferredSize'
import { listingQuery, parseListingQuery } from '@/domain/listing/query'
import { useTranslations } from '@/i18n/client'
import { requestJson } from '@/lib/http'
import { ListingControls } from './ListingControls'
import { useRememberedSize } from './useRememberedSize'
import styles from './catalog.module.css'

export interface ListedColourway extends ListingItem {
  colorName: string
  swatch: string
}

type Props = {
  type: string
  label: string
  kind: SizeKind
  items: ListedColourway[]
  /** Each colourway's card, rendered on the server, by handle. */
  cards: Record<string, ReactNode>
}

const here = () => parseListingQuery(window.location.search)

export function CategoryListing({ type, label, kind, items: snapshot, cards }: Props) {
  const t = useTranslations('catalog.listing')
  const [items, setItems] = useState(snapshot)
  const [state, setState] = useState<ListingState>(NO_FILTERS)
  const [ready, setReady] = useState(false)
  const { remembered, remember } = useRememberedSize(kind)
  // The address said nothing of size when the page opened: the remembered size may still be offered, once.
  const offerRemembered = useRef(false)

  useEffect(() => {
    const fromAddress = withinListing(here(), snapshot)
    offerRemembered.current = fromAddress.size === null && !new URLSearchParams(location.search).has('size')
    setState(fromAddress)
    setReady(true)
    const back = () => setState(withinListing(here(), snapshot))
    window.addEventListener('popstate', back)
    return () => window.removeEventListener('popstate', back)
  }, [snapshot])

  useEffect(() => {
    if (!ready || !offerRemembered.current) return
    const size = preselect(
      remembered,
      snapshot.flatMap((i) => i.sizes.map((s) => s.size)),
    )
    if (!size) return
    offerRemembered.current = false
    setState((s) => {
      const next = { ...s, size }
      // Shown in the address too, without a step of its own in the history.
      window.history.replaceState(window.history.state, '', addressOf(next))
      return next
    })
  }, [ready, remembered, snapshot])

  // Stock moves all day: the cached page's snapshot is refreshed when the island starts and when the tab returns.
  useEffect(() => {
    let stopped = false
    const refresh = async () => {
      if (document.visibilityState !== 'visible') return
      try {
        const { rows } = await requestJson<{ rows: InventoryRow[] }>(`/api/stock/type?type=${encodeURIComponent(type)}`)
        if (!stopped) setItems(withStock(snapshot, rows))
      } catch {
        // Offline or busy: the page's snapshot stays.
      }
    }
    void refresh()
    document.addEventListener('visibilitychange', refresh)
    return () => {
      stopped = true
      document.removeEventListener('visibilitychange', refresh)
    }
  }, [type, snapshot])

  const change = useCallback(
    (next: ListingState) => {
      offerRemembered.current = false
      if (next.size !== null && next.size !== state.size) remember(next.size)
      window.history.pushState(null, '', addressOf(next))
      setState(next)
    },
    [state.size, remember],
  )

  const shown = useMemo(() => applyListing(items, state), [items, state])
  const counts = useMemo(() => facets(items, state), [items, state])
  const names = useMemo(
    () => Object.fromEntries(snapshot.map((i) => [i.color, { name: i.colorName, swatch: i.swatch }])),
    [snapshot],
  )

  return (
    <>
      <ListingControls
        state={state}
        facets={counts}
        names={names}
        shown={shown.length}
        ready={ready}
        onChange={change}
      />
      {shown.length > 0 ? (
        <ul className={styles.grid} aria-label={label}>
          {shown.map((p) => (
            <li key={p.handle}>{cards[p.handle]}</li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty} data-testid="listing-empty">
          <p>{t('none')}</p>
          <button type="button" className="button" onClick={() => change({ ...NO_FILTERS, sort: state.sort })}>
            {t('clear')}
          </button>
        </div>
      )}
    </>
  )
}

function addressOf(state: ListingState) {
  return `${window.location.pathname}${listingQuery(state, new URLSearchParams(window.location.search))}${window.location.hash}`
}
