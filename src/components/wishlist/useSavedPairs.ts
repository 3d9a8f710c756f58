// The saved pairs for a component that shows them: the list, whether it is read yet, and the toggle. The first such
// component of the page starts the sync (./savedSync.ts), once mounted: the server's render and the first client
// render agree (nothing saved, not ready).
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { savedAtom, savedReadyAtom, toggleSavedPair, wishlistSync } from './savedSync'

export function useSavedPairs() {
  const saved = useAtomValue(savedAtom)
  const ready = useAtomValue(savedReadyAtom)
  useEffect(() => void wishlistSync(), [])
  return { saved, ready, toggle: toggleSavedPair }
}
