'use client'
// The storefront's client translations: the same `useTranslations(namespace)` / `useLocale()` calls as next-intl's,
// over the namespaces the layout hands down (CLIENT_NAMESPACES), formatted by the small ICU subset of
// domain/icu.ts. next-intl's client runtime (its provider and full message parser, about 12 kB compressed) never
// reaches the browser; server components keep next-intl itself.
import { type ReactNode, createContext, use } from 'react'
import { formatMessage } from '@/domain/icu'

type Messages = { [key: string]: string | Messages }
type Values = Parameters<typeof formatMessage>[2]

const Context = createContext<{ locale: string; messages: Messages } | null>(null)

export function ClientMessages({
  locale,
  messages,
  children,
}: {
  locale: string
  messages: Record<string, unknown>
  children: ReactNode
}) {
  return <Context value={{ locale, messages: messages as Messages }}>{children}</Context>
}

function useMessages() {
  const value = use(Context)
  if (!value) throw new Error('useTranslations outside <ClientMessages>')
  return value
}

export const useLocale = () => useMessages().locale

const lookup = (messages: Messages, path: string): string | Messages | undefined =>
  path.split('.').reduce<string | Messages | undefined>((m, k) => (typeof m === 'object' ? m[k] : undefined), messages)

/** `t(key, values)`, `t.raw(key)` (the message as written, or a whole sub-tree), `t.has(key)`; a missing key
 *  answers its full path, as next-intl does in production. */
export function useTranslations(namespace: string) {
  const { locale, messages } = useMessages()
  const scope = lookup(messages, namespace)
  const at = (key: string) => (typeof scope === 'object' ? lookup(scope, key) : undefined)
  const t = (key: string, values?: Values) => {
    const message = at(key)
    return typeof message === 'string' ? formatMessage(message, locale, values) : `${namespace}.${key}`
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as next-intl's t.raw: the caller knows the shape
  t.raw = (key: string): any => at(key)
  t.has = (key: string) => at(key) !== undefined
  return t
}
