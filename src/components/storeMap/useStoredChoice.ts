// A small choice remembered in this browser (localStorage), e.g. the colour or black-and-white map. Storage may be
// unavailable (private mode, blocked): the choice then lasts for the visit only.
import { useCallback, useState } from 'react'

export function useStoredChoice<T extends string>(key: string, allowed: readonly T[], fallback: T) {
  const [value, setValue] = useState<T>(() => {
    try {
      const v = window.localStorage.getItem(key)
      return allowed.includes(v as T) ? (v as T) : fallback
    } catch {
      return fallback
    }
  })
  const set = useCallback(
    (v: T) => {
      setValue(v)
      try {
        window.localStorage.setItem(key, v)
      } catch {
        // Not remembered, still applied.
      }
    },
    [key],
  )
  return [value, set] as const
}
