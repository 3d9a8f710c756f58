// No lost tap (issue 38). A storefront page is painted before its scripts arrive (deferScripts.ts), so a shopper
// can tap a control React does not answer yet. An inline script (./earlyTapsScript.ts) runs first in <body> (hashed
// into the CSP) and keeps two kinds of early taps, each shown as waiting (`aria-busy`, globals.css) until the page is
// live:
//
// - Forms marked `data-early`: the browser would submit them natively (a GET to the page with the fields in its
//   address — a password among them) and the question or the sign-in would vanish. The script stops that and marks
//   the form `data-early-submit`. When the form's island mounts, `useEarlyForm` takes what was typed into the React
//   state, marks the form `data-live` (from then on the script leaves it alone) and sends it once.
// - Buttons marked `data-early-tap` (Add to cart): the tap is stopped before React could see it half-hydrated, and
//   numbered. Once the whole page is hydrated, `replayEarlyTaps` (HydratedMark) presses them again, in the order
//   they were tapped, a frame apart so that each sees what the one before changed. A button tapped twice early is
//   pressed once.
import { type RefObject, useLayoutEffect, useRef } from 'react'
import { EARLY_SUBMIT, LIVE, TAPPED } from './earlyTapsScript'

export { earlyForm, earlyTap } from './earlyTapsScript'

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

/** Presses again, in order, the buttons tapped before the page was live. Called once, when it is. */
export function replayEarlyTaps() {
  const tapped = Array.from(document.querySelectorAll<HTMLElement>(`[${TAPPED}]`)).sort(
    (a, b) => Number(a.getAttribute(TAPPED)) - Number(b.getAttribute(TAPPED)),
  )
  let chain = Promise.resolve()
  for (const button of tapped) {
    button.removeAttribute(TAPPED)
    button.removeAttribute('aria-busy')
    // A button the page no longer shows (its choice changed what is drawn) is not pressed.
    chain = chain.then(nextFrame).then(() => {
      if (button.isConnected) button.click()
    })
  }
  return chain
}

type Typed = Record<string, string | boolean>

/** What the shopper changed in the form's fields before it was live: a checkbox as a boolean, the rest as text. */
export function typedValues(form: HTMLFormElement): Typed {
  const typed: Typed = {}
  for (const el of Array.from(form.elements)) {
    if (el instanceof HTMLInputElement && el.name) {
      if (el.type === 'checkbox') {
        if (el.checked !== el.defaultChecked) typed[el.name] = el.checked
      } else if (el.type === 'radio') {
        if (el.checked && !el.defaultChecked) typed[el.name] = el.value
      } else if (el.type !== 'hidden' && el.value !== el.defaultValue) typed[el.name] = el.value
    } else if (el instanceof HTMLTextAreaElement && el.name && el.value !== el.defaultValue) {
      typed[el.name] = el.value
    } else if (el instanceof HTMLSelectElement && el.name) {
      const initial = Array.from(el.options).find((o) => o.defaultSelected) ?? el.options[0]
      if (initial && el.value !== initial.value) typed[el.name] = el.value
    }
  }
  return typed
}

/**
 * Takes over a `data-early` form when its island mounts. `fill` receives what was typed before (a controlled form puts
 * it in its state; an uncontrolled one reads the fields itself and needs none); a submission kept by the script is
 * then sent once, after that state has rendered.
 */
export function useEarlyForm(form: RefObject<HTMLFormElement | null>, fill?: (typed: Typed) => void) {
  const fillRef = useRef(fill)
  useLayoutEffect(() => {
    fillRef.current = fill
  })
  useLayoutEffect(() => {
    const el = form.current
    if (!el) return
    el.setAttribute(LIVE, '')
    const typed = typedValues(el)
    if (Object.keys(typed).length) fillRef.current?.(typed)
    if (!el.hasAttribute(EARLY_SUBMIT)) return
    el.removeAttribute(EARLY_SUBMIT)
    el.removeAttribute('aria-busy')
    // A state set in a layout effect renders before the next task: the submit handler then reads the typed values.
    // (Not cancelled on unmount: a form no longer in the page is not submitted by requestSubmit.)
    setTimeout(() => el.isConnected && el.requestSubmit(), 0)
  }, [form])
}
