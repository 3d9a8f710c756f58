// The message namespaces client islands read (src/i18n/client.tsx): the layout sends these to the browser and no
// more. tests/unit/icu.test.ts fails when an island asks for a namespace missing here.
export const CLIENT_NAMESPACES = [
  'account',
  'assistant',
  'cart',
  'catalog',
  'checkout',
  'consent',
  'error',
  'issues',
  'notFound',
  'requests',
  'returns',
  'search',
  'storeMap',
  'wishlist',
] as const

export function pickClientMessages(messages: Record<string, unknown>) {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((n) => n in messages).map((n) => [n, messages[n]]))
}
