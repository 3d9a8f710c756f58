'use client'
// The product page's stock island: the cached page ships a snapshot of stock per size; this refreshes it from
// GET /api/stock while the tab is visible, so a size sold a moment ago shows as such within seconds. The checkout
// re-checks stock anyway: this is what the shopper sees, not what is sold.
import { type ReactNode, createContext, useContext, useEffect, useState } from 'react'
import { type InventoryRow, type SizeAvailability, availabilityBySize } from '@/domain/inventory'
import { requestJson } from '@/lib/http'

/** With the endpoint's one-second shared cache, a sale shows within about four seconds. */
export const STOCK_REFRESH_MS = 3000

const LiveSizes = createContext<SizeAvailability[] | null>(null)

/** The freshest stock per size known on this page (the snapshot until the first refresh answers). */
export const useLiveSizes = (snapshot: SizeAvailability[]) => useContext(LiveSizes) ?? snapshot

export function LiveStock({ sizes, children }: { sizes: SizeAvailability[]; children: ReactNode }) {
  // Fresh stock is kept with the snapshot it refreshed: a new snapshot (another page) starts from itself again.
  const [fresh, setFresh] = useState({ of: sizes, sizes })
  const live = fresh.of === sizes ? fresh.sizes : sizes
  useEffect(() => {
    if (sizes.length === 0) return
    const variants = sizes.map(({ sku, size }) => ({ sku, size }))
    const url = `/api/stock?skus=${encodeURIComponent(
      variants
        .map((v) => v.sku)
        .sort()
        .join(','),
    )}`
    let stopped = false
    const refresh = async () => {
      if (document.visibilityState !== 'visible') return
      try {
        const { rows } = await requestJson<{ rows: InventoryRow[] }>(url)
        if (!stopped) setFresh({ of: sizes, sizes: availabilityBySize(variants, rows) })
      } catch {
        // Offline or the server busy: keep what is shown and try again at the next tick.
      }
    }
    void refresh()
    const timer = window.setInterval(refresh, STOCK_REFRESH_MS)
    document.addEventListener('visibilitychange', refresh)
    return () => {
      stopped = true
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', refresh)
    }
  }, [sizes])
  return <LiveSizes.Provider value={live}>{children}</LiveSizes.Provider>
}
