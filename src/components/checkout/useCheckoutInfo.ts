// The shopper's delivery details, kept in localStorage under 'checkoutInfo' and prefilled next time.
// The panel is client-only (loaded on first open), so storage can be read while initialising the state.
import { useCallback, useState } from 'react'
import { CHECKOUT_INFO_KEY, type CheckoutInfoDraft, EMPTY_CHECKOUT_INFO, parseSavedInfo } from '@/domain/checkoutForm'

function readSaved(): CheckoutInfoDraft {
  try {
    return parseSavedInfo(window.localStorage.getItem(CHECKOUT_INFO_KEY))
  } catch {
    return EMPTY_CHECKOUT_INFO // storage disabled (private mode): start empty
  }
}

export function useCheckoutInfo() {
  const [info, setInfo] = useState<CheckoutInfoDraft>(readSaved)
  const save = useCallback((value: CheckoutInfoDraft) => {
    try {
      window.localStorage.setItem(CHECKOUT_INFO_KEY, JSON.stringify(value))
    } catch {
      // Not saved: the order still goes through.
    }
  }, [])
  return { info, setInfo, save }
}
