'use client'
// Waits for the shopper to reach the header's search field (focus or a first keystroke), then loads the typeahead.
// Until then the page carries only this listener: the field is a plain form that already works.
import { Suspense, lazy, useEffect, useState } from 'react'
import type { TypeaheadProps } from './SearchTypeahead.client'

const Typeahead = lazy(() => import('./SearchTypeahead.client'))

export function SearchEnhancer(props: TypeaheadProps) {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    const form = document.getElementById(props.ids.form)
    if (!form) return
    const want = () => setWanted(true)
    // Already in the field (a tap before the page's scripts ran): load at once.
    if (form.contains(document.activeElement)) queueMicrotask(want)
    form.addEventListener('focusin', want, { once: true })
    form.addEventListener('input', want, { once: true })
    return () => {
      form.removeEventListener('focusin', want)
      form.removeEventListener('input', want)
    }
  }, [props.ids.form])
  return wanted ? (
    <Suspense fallback={null}>
      <Typeahead {...props} />
    </Suspense>
  ) : null
}
