'use client'
// A category's colourways with the shopper's filters (size held online, in the boutique or anywhere; colour; price)
// and order. The cached page renders every colourway, the same for everyone; this island filters and sorts the
// cards the page already has. The choice lives in the address: read on mount and on the back button, pushed on each
// change, so a filtered list can be shared. Stock per size is read fresh from GET /api/stock/type. Without
// JavaScript the whole list shows, and the controls (which could not work) stay invisible in their reserved space.
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
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

// The address is the store of the shopper's choice: read on the back button and after our own push or replace.
const MOVED = 'listing-address'
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange)
  window.addEventListener(MOVED, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(MOVED, onChange)
  }
}
const go = (state: ListingState, how: 'push' | 'replace') => {
  const url = `${location.pathname}${listingQuery(state, new URLSearchParams(location.search))}${location.hash}`
  if (how === 'push') history.pushState(null, '', url)
  else history.replaceState(history.state, '', url)
  window.dispatchEvent(new Event(MOVED))
}

export function CategoryListing({ type, label, kind, items: snapshot, cards }: Props) {
  const t = useTranslations('catalog.listing')
  const [items, setItems] = useState(snapshot)
  // null on the server and while hydrating: the full list, as the cached page has it.
  const search = useSyncExternalStore(
    subscribe,
    () => location.search,
    () => null,
  )
  const ready = search !== null
  const state = useMemo(
    () => (search === null ? NO_FILTERS : withinListing(parseListingQuery(search), snapshot)),
    [search, snapshot],
  )
  const { remembered, remember } = useRememberedSize(kind)

  // An address that says nothing of size offers the remembered one, once per page, in the address too (without a
  // step of its own in the history); after any choice of the shopper's, never again.
  const offered = useRef(false)
  useEffect(() => {
    if (search === null || offered.current) return
    if (new URLSearchParams(search).has('size')) {
      offered.current = true
      return
    }
    const size = preselect(
      remembered,
      snapshot.flatMap((i) => i.sizes.map((s) => s.size)),
    )
    if (!size) return
    offered.current = true
    go({ ...state, size }, 'replace')
  }, [search, remembered, snapshot, state])

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
      offered.current = true
      if (next.size !== null && next.size !== state.size) remember(next.size)
      go(next, 'push')
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
        kind={kind}
      />
      {shown.length > 0 ? (
        <ul className={styles.grid} aria-label={label}>
          {shown.map((p) => (
            <li key={p.handle}>{cards[p.handle]}</li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty} data-testid="listing-empty">
          <p>{t('none', { kind })}</p>
          <button type="button" className="button" onClick={() => change({ ...NO_FILTERS, sort: state.sort })}>
            {t('clear')}
          </button>
        </div>
      )}
    </>
  )
}
