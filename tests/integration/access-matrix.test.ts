// Who may do what, for every collection and global: one table, checked against the access rules Payload runs.
// A collection or global added without a row here fails the test. Then every collection holding personal data (or
// system state) is tried anonymously through the REST API and the Local API, expecting a 401/403 every time.
// The same matrix field by field, for the collections where a caller updates documents of their own (identity
// fields above all): access-matrix-fields.test.ts.
import { type Payload, type PayloadRequest, createLocalReq, handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { SUPPLY_VIEW_PARTS, supplyViewAccess } from '@/access/supplyViews'
import { assertStockRole } from '@/server/supply/adjust'
import { staffUser, testPayload } from './helpers/payload'

const ACTORS = ['anonymous', 'admin', 'editor', 'stock', 'service'] as const
type Actor = (typeof ACTORS)[number]
const OPS = ['read', 'create', 'update', 'delete', 'unlock'] as const

/**
 * One string per actor, one letter per operation in the order read, create, update, delete, unlock:
 * the capital letter = allowed on every document, the small letter = allowed on some documents only (a query
 * constraint: published ones, one's own account, one's own preferences), '-' = denied, '.' = no such operation
 * (unlock exists only on the staff accounts collection).
 */
const MATRIX: Record<string, Record<Actor, string>> = {
  orders: { anonymous: '----.', admin: 'R-U-.', editor: '----.', stock: 'R-U-.', service: 'R-U-.' },
  // Returns: written by the returns module only (its endpoints check the role); customer service and admins read.
  returns: { anonymous: '----.', admin: 'R---.', editor: '----.', stock: '----.', service: 'R---.' },
  // Refunds made from an order (issue 37): written by the refunds module only (POST /api/refunds checks the role).
  refunds: { anonymous: '----.', admin: 'R---.', editor: '----.', stock: '----.', service: 'R---.' },
  'payment-events': { anonymous: '----.', admin: 'R---.', editor: '----.', stock: '----.', service: 'R---.' },
  // Invoices: issued by the payment code only, never edited; customer service and admins read them.
  invoices: { anonymous: '----.', admin: 'R---.', editor: '----.', stock: '----.', service: 'R---.' },
  // Credit notes: issued by a refund (of a return, or made from the order) only, never edited; customer service and admins read them.
  'credit-notes': { anonymous: '----.', admin: 'R---.', editor: '----.', stock: '----.', service: 'R---.' },
  // Counter rows (invoice numbers): server code only, through the query builder.
  sequences: { anonymous: '----.', admin: '----.', editor: '----.', stock: '----.', service: '----.' },
  // Style assistant answers (issue 18): written by the server only, read by customer service and admins.
  'ai-logs': { anonymous: '----.', admin: 'R---.', editor: '----.', stock: '----.', service: 'R---.' },
  products: { anonymous: 'R---.', admin: 'RCUD.', editor: 'R-U-.', stock: 'RCU-.', service: 'R---.' },
  'product-types': { anonymous: 'R---.', admin: 'RCUD.', editor: 'R-U-.', stock: 'RCU-.', service: 'R---.' },
  'product-variants': { anonymous: 'R---.', admin: 'RCUD.', editor: 'R---.', stock: 'RCUD.', service: 'R---.' },
  stores: { anonymous: 'R---.', admin: 'RCUD.', editor: 'R---.', stock: 'R-U-.', service: 'R---.' },
  // Inventory: the anonymous 'R' is the server's own Local API reads (the shop's stock reads, which show a ceiling);
  // Payload's REST never lists it to anyone but staff (tests/integration/stock-limits.test.ts).
  inventory: { anonymous: 'R---.', admin: 'RCUD.', editor: 'R---.', stock: 'RCUD.', service: 'R---.' },
  // Supply chain (issue 16): the stock role runs it; the ledger and the checks are written by the system only.
  suppliers: { anonymous: '----.', admin: 'RCUD.', editor: '----.', stock: 'RCUD.', service: '----.' },
  'supplier-orders': { anonymous: '----.', admin: 'RCUD.', editor: '----.', stock: 'RCU-.', service: '----.' },
  'stock-movements': { anonymous: '----.', admin: 'R---.', editor: '----.', stock: 'R---.', service: '----.' },
  'stock-checks': { anonymous: '----.', admin: 'R---.', editor: '----.', stock: 'R---.', service: '----.' },
  // Real-user speed measures (issue 38): written by POST /api/vitals only, read by admins on the dashboard.
  'web-vitals': { anonymous: '----.', admin: 'R--D.', editor: '----.', stock: '----.', service: '----.' },
  // Background runs (issue 40): claimed and written by the schedulers only, read by admins.
  'task-runs': { anonymous: '----.', admin: 'R---.', editor: '----.', stock: '----.', service: '----.' },
  'preorder-campaigns': { anonymous: 'r---.', admin: 'RCUD.', editor: 'r---.', stock: 'RCUD.', service: 'r---.' },
  'stock-interests': { anonymous: '----.', admin: 'RCUD.', editor: '----.', stock: 'RCUD.', service: '----.' },
  contacts: { anonymous: '----.', admin: 'RCUD.', editor: '----.', stock: '----.', service: 'RCU-.' },
  visits: { anonymous: '----.', admin: 'RCUD.', editor: '----.', stock: '----.', service: 'RCU-.' },
  'newsletter-subscriptions': { anonymous: '----.', admin: 'RCUD.', editor: '----.', stock: '----.', service: 'RCUD.' },
  articles: { anonymous: 'r---.', admin: 'RCUD.', editor: 'RCUD.', stock: 'R---.', service: 'R---.' },
  pages: { anonymous: 'r---.', admin: 'RCUD.', editor: 'RCUD.', stock: 'R---.', service: 'R---.' },
  people: { anonymous: 'R---.', admin: 'RCUD.', editor: 'RCUD.', stock: 'R---.', service: 'R---.' },
  press: { anonymous: 'R---.', admin: 'RCUD.', editor: 'RCUD.', stock: 'R---.', service: 'R---.' },
  media: { anonymous: 'R---.', admin: 'RCUD.', editor: 'RCUD.', stock: 'RCU-.', service: 'R---.' },
  users: { anonymous: '-----', admin: 'RCUDU', editor: 'r-u--', stock: 'r-u--', service: 'r-u--' },
  // Shoppers' accounts: the service team reads them; shoppers sign up through /api/account (create: nobody).
  customers: { anonymous: '-----', admin: 'R-UDU', editor: '-----', stock: '-----', service: 'R----' },
  // Shoppers reach their own cart only through /api/cart (the cartOwner context); staff actors here are not owners.
  carts: { anonymous: '----.', admin: 'R--D.', editor: '----.', stock: '----.', service: 'R---.' },
  'security-logs': { anonymous: '----.', admin: 'R--D.', editor: '----.', stock: '----.', service: '----.' },
  outbox: { anonymous: '----.', admin: 'R--D.', editor: '----.', stock: '----.', service: 'R---.' },
  // Payload's own collections.
  'payload-kv': { anonymous: '----.', admin: '----.', editor: '----.', stock: '----.', service: '----.' },
  'payload-jobs': { anonymous: '----.', admin: '----.', editor: '----.', stock: '----.', service: '----.' },
  'payload-locked-documents': { anonymous: '----.', admin: 'RCUD.', editor: 'R---.', stock: 'R---.', service: 'R---.' },
  'payload-preferences': { anonymous: '----.', admin: 'rCud.', editor: 'rCud.', stock: 'rCud.', service: 'rCud.' },
  'payload-migrations': { anonymous: '----.', admin: 'R---.', editor: '----.', stock: '----.', service: '----.' },
}
/** Globals, same notation, two letters: read, update (a new one must be added here). */
const GLOBALS_MATRIX: Record<string, Record<Actor, string>> = {
  // Shipping rates are shown to every shopper at checkout; only admins change what the shop charges.
  shipping: { anonymous: 'R-', admin: 'RU', editor: 'R-', stock: 'R-', service: 'R-' },
  // The seller's identity: customer service reads it (it is on the documents they send); only admins change it.
  company: { anonymous: '--', admin: 'RU', editor: '--', stock: '--', service: 'R-' },
  // The order limits are public (the cart stops at them, a refusal names them); stock managers and admins set them.
  'order-limits': { anonymous: 'R-', admin: 'RU', editor: 'R-', stock: 'RU', service: 'R-' },
  // The VAT rates by EU country are public (the checkout panel shows the rate of the chosen country); admins set them.
  'vat-rates': { anonymous: 'R-', admin: 'RU', editor: 'R-', stock: 'R-', service: 'R-' },
}

/**
 * The custom stock and supply views, which Payload does not guard (src/access/supplyViews.ts decides), then the
 * supply actions behind them (receive, adjust, transfer, drafts, reconcile: assertStockRole). One letter each, in
 * the order stock, supply, receive, customer board, supplier board, demand table, actions: 'Y' opens, '-' does not.
 * The stock role runs it all; the service team sees the customer-order board only; editors see none of it.
 */
const SUPPLY_MATRIX: Record<Actor, string> = {
  anonymous: '-------',
  admin: 'YYYYYYY',
  editor: '-------',
  stock: 'YYYYYYY',
  service: '---Y---',
}

/** Collections that hold shoppers' or staff members' data, or system state: never readable anonymously. */
const PRIVATE = [
  'orders',
  'carts',
  'users',
  'customers',
  'visits',
  'contacts',
  'newsletter-subscriptions',
  'stock-interests',
  'suppliers',
  'supplier-orders',
  'stock-movements',
  'stock-checks',
  'web-vitals',
  'task-runs',
  'outbox',
  'payment-events',
  'invoices',
  'credit-notes',
  'refunds',
  'sequences',
  'security-logs',
  'payload-jobs',
  'payload-kv',
  'payload-locked-documents',
  'payload-preferences',
  'payload-migrations',
]

let payload: Payload
const users = {} as Record<Actor, Awaited<ReturnType<typeof staffUser>> | null>

type AccessFn = (args: { req: PayloadRequest }) => unknown

async function answer(access: Record<string, unknown>, op: (typeof OPS)[number], actor: Actor, isAuth: boolean) {
  if (op === 'unlock' && !isAuth) return '.'
  const fn = access[op] as AccessFn | undefined
  if (!fn) return '-'
  const req = await createLocalReq({ user: (users[actor] ?? undefined) as never }, payload)
  const result = await fn({ req })
  const letter = op[0]
  return result === true ? letter.toUpperCase() : result && typeof result === 'object' ? letter : '-'
}

beforeAll(async () => {
  payload = await testPayload()
  users.anonymous = null
  for (const role of ['admin', 'editor', 'stock', 'service'] as const) users[role] = await staffUser(payload, [role])
})

describe('access matrix', () => {
  it('has exactly one row for every collection and global', () => {
    expect(payload.config.collections.map((c) => c.slug).sort()).toEqual(Object.keys(MATRIX).sort())
    expect((payload.config.globals ?? []).map((g) => g.slug).sort()).toEqual(Object.keys(GLOBALS_MATRIX).sort())
  })

  it('gives each actor exactly the expected answer on each operation', async () => {
    const actual: Record<string, Record<Actor, string>> = {}
    for (const c of payload.config.collections) {
      actual[c.slug] = {} as Record<Actor, string>
      for (const actor of ACTORS) {
        let s = ''
        for (const op of OPS) s += await answer(c.access as Record<string, unknown>, op, actor, Boolean(c.auth))
        actual[c.slug][actor] = s
      }
    }
    for (const g of payload.config.globals ?? []) {
      actual[g.slug] = {} as Record<Actor, string>
      for (const actor of ACTORS) {
        let s = ''
        for (const op of ['read', 'update'] as const)
          s += await answer(g.access as Record<string, unknown>, op, actor, false)
        actual[g.slug][actor] = s
      }
    }
    expect(actual).toEqual({ ...MATRIX, ...GLOBALS_MATRIX })
  })

  it('opens the stock and supply views and actions to the roles that run them only', () => {
    const acts = (user: unknown) => {
      try {
        assertStockRole(user)
        return 'Y'
      } catch {
        return '-'
      }
    }
    const actual = Object.fromEntries(
      ACTORS.map((actor) => {
        const can = supplyViewAccess(users[actor])
        return [actor, SUPPLY_VIEW_PARTS.map((part) => (can[part] ? 'Y' : '-')).join('') + acts(users[actor])]
      }),
    )
    expect(actual).toEqual(SUPPLY_MATRIX)
  })
})

describe('anonymous callers and personal data', () => {
  const rest = async (method: string, url: string, body?: unknown) => {
    const { default: config } = await import('@payload-config')
    const request = new Request(`http://localhost:3000${url}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    })
    return handleEndpoints({ config, request })
  }

  it.each(PRIVATE)('%s: REST list, read, create, update and delete answer 401/403', async (slug) => {
    // Payload serves no REST routes at all for its migration records: 501 for every call.
    const denied = slug === 'payload-migrations' ? [501] : [401, 403]
    const list = await rest('GET', `/api/${slug}?limit=5`)
    expect(denied, `GET /api/${slug}`).toContain(list.status)
    expect(JSON.stringify(await list.json())).not.toContain('"docs":[{')
    const one = await rest('GET', `/api/${slug}/1`)
    if (slug === 'payload-preferences') {
      // This route reads the caller's own preference by key: nobody signed in, nothing found.
      expect(await one.json()).toMatchObject({ value: null })
    } else {
      expect(denied, `GET /api/${slug}/1`).toContain(one.status)
    }
    expect(denied, `POST /api/${slug}`).toContain(
      (await rest('POST', `/api/${slug}`, { email: 'x@test.example' })).status,
    )
    expect(denied, `PATCH /api/${slug}/1`).toContain(
      (await rest('PATCH', `/api/${slug}/1`, { email: 'x@test.example' })).status,
    )
    expect(denied, `DELETE /api/${slug}/1`).toContain((await rest('DELETE', `/api/${slug}/1`)).status)
  })

  it.each(PRIVATE)('%s: the Local API without a user (overrideAccess: false) is Forbidden', async (slug) => {
    const collection = slug as 'orders'
    await expect(payload.find({ collection, overrideAccess: false })).rejects.toMatchObject({
      name: 'Forbidden',
      status: 403,
    })
    await expect(payload.count({ collection, overrideAccess: false })).rejects.toMatchObject({
      name: 'Forbidden',
      status: 403,
    })
    await expect(payload.create({ collection, data: {} as never, overrideAccess: false })).rejects.toMatchObject({
      name: 'Forbidden',
      status: 403,
    })
  })
})
