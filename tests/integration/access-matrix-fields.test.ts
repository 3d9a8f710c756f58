// The access matrix, field by field (issue 35): a collection-level "update: self" rule let a shopper rewrite their
// own email and password through Payload's REST API. For every collection where some caller may update documents
// of their own (a query constraint, found by asking each collection's rule), each caller sends each field alone —
// through the Local API as that caller (overrideAccess: false) and, for shoppers, through Payload's REST handler with
// their session's JWT — and the test reads back what the database holds. Identity (email, password, verification,
// reset and lockout state, sessions, codes, attached orders, consents) is written by its own flows only.
import { type Field, type Payload, type PayloadRequest, createLocalReq, handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { staffUser, testPayload } from './helpers/payload'

const STAFF = ['admin', 'editor', 'stock', 'service'] as const
type Caller = 'anonymous' | 'customer' | (typeof STAFF)[number]
const CALLERS: Caller[] = ['anonymous', 'customer', ...STAFF]
/** A caller acting on a document of their own ('own') or of someone else ('other'). */
type Cell = `${Caller}:${'own' | 'other'}`

/** The collections where some caller's update rule is a constraint ("their own"), found in the config. */
const SELF_UPDATABLE = ['customers', 'payload-preferences', 'users']

const SHOPPER_PROFILE = ['addresses', 'firstName', 'lastName', 'locale', 'phone']
const STAFF_PROFILE = ['language', 'name']

/** Which fields each caller changes, sending each alone. A cell missing here changes nothing. */
const FIELD_MATRIX: Record<string, Partial<Record<Cell, string[]>>> = {
  customers: {
    // A shopper edits their profile and addresses; identity, and the remembered sizes (preferredSizes, PUT
    // /api/account/sizes), move through /api/account only.
    'customer:own': SHOPPER_PROFILE,
    'admin:other': SHOPPER_PROFILE,
  },
  users: {
    // Staff identity (email, password) on the staff account page: the staff slice's rules (second factor first).
    'admin:own': [...STAFF_PROFILE, 'deactivated', 'email', 'mustChangePassword', 'password', 'roles'],
    'admin:other': [...STAFF_PROFILE, 'deactivated', 'email', 'mustChangePassword', 'password', 'roles'],
    'editor:own': [...STAFF_PROFILE, 'email', 'password'],
    'stock:own': [...STAFF_PROFILE, 'email', 'password'],
    'service:own': [...STAFF_PROFILE, 'email', 'password'],
  },
  'payload-preferences': {
    // Payload pins a preference's owner to whoever writes it: one's own key and value only. Shoppers keep none.
    'admin:own': ['key', 'value'],
    'editor:own': ['key', 'value'],
    'stock:own': ['key', 'value'],
    'service:own': ['key', 'value'],
  },
}

let payload: Payload
const users = {} as Record<Caller, Record<string, unknown> | null>
let shopper2: Record<string, unknown>
let staffOther: Record<string, unknown>
let anOrder: number
let n = 0

type AccessFn = (args: { req: PayloadRequest }) => unknown

/** The customer a shopper's session stands for, as our endpoints and Payload's JWT strategy see it. */
async function customer(address: string) {
  const doc = await payload.create({
    collection: 'customers',
    data: { email: address, password: 'velvet-heel-42', _verified: true } as never,
    overrideAccess: true,
  })
  const { token } = await payload.login({
    collection: 'customers',
    data: { email: address, password: 'velvet-heel-42' },
  })
  return { ...doc, collection: 'customers', token }
}

/** A value for this field, different from `current`, that its validation accepts. */
function sample(field: Field, current: unknown): unknown {
  if (!('name' in field)) return undefined
  switch (field.type) {
    case 'email':
      return `changed-${++n}@example.com`
    case 'text':
    case 'textarea':
      return field.name === 'id' ? `row-${++n}` : `changed-${++n}`
    case 'number':
      return typeof current === 'number' ? current + 7 : 7
    case 'checkbox':
      return !current
    case 'date':
      return new Date(Date.UTC(2031, 0, 1 + (++n % 28))).toISOString()
    case 'select': {
      const values = field.options.map((o) => (typeof o === 'string' ? o : o.value))
      const other = values.find((v) => (Array.isArray(current) ? !current.includes(v) : v !== current))
      return field.hasMany ? [other ?? values[0]] : (other ?? values[0])
    }
    case 'json':
      return { changed: ++n }
    case 'relationship':
      if (Array.isArray(field.relationTo)) return { relationTo: 'users', value: staffOther.id }
      return field.hasMany ? [anOrder] : anOrder
    case 'group':
      return Object.fromEntries(field.fields.map((f) => ['name' in f ? f.name : '', sample(f, undefined)]))
    case 'array':
      return [Object.fromEntries(field.fields.map((f) => ['name' in f ? f.name : '', sample(f, undefined)]))]
    default:
      return `changed-${++n}`
  }
}

/** What is stored for a field (the password: its hash), without row ids and timestamps the write adds. */
async function storedValue(slug: string, id: unknown, name: string) {
  const doc = (await payload.db.findOne({ collection: slug as 'users', where: { id: { equals: id } } })) as Record<
    string,
    unknown
  >
  const value = doc[name === 'password' ? 'hash' : name]
  return JSON.stringify(value ?? null, (k, v) => (k === 'id' && typeof v === 'string' ? undefined : v))
}

/** The fields a caller may send to this collection: its data fields, plus the password of an auth collection. */
function fieldsOf(slug: string): Field[] {
  const config = payload.collections[slug as 'users'].config
  const named = config.fields.filter((f) => 'name' in f && !['id', 'createdAt', 'updatedAt'].includes(f.name))
  const hasPassword = named.some((f) => 'name' in f && f.name === 'password')
  return config.auth && !hasPassword ? [...named, { name: 'password', type: 'text' }] : named
}

/** The document a caller acts on: their own account or preference, or someone else's. */
async function target(slug: string, caller: Caller, own: boolean): Promise<{ id: unknown; as?: string }> {
  const me = users[caller]
  if (slug === 'customers') {
    if (own) return { id: me!.id }
    return { id: shopper2.id }
  }
  if (slug === 'users') return { id: own ? me!.id : staffOther.id }
  const owner = own ? me! : staffOther
  // Payload pins a preference's `user` to the caller who writes it.
  const doc = await payload.create({
    collection: 'payload-preferences',
    data: { key: `pref-${++n}`, value: {} } as never,
    user: owner as never,
    overrideAccess: true,
  })
  return { id: doc.id }
}

async function rest(slug: string, id: unknown, body: unknown, token: string) {
  const { default: config } = await import('@payload-config')
  const request = new Request(`http://localhost:3000/api/${slug}/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify(body),
  })
  return handleEndpoints({ config, request })
}

/** Sends each field alone and lists the fields whose stored value changed. */
async function changedFields(slug: string, caller: Caller, own: boolean, via: 'local' | 'rest') {
  const changed: string[] = []
  for (const field of fieldsOf(slug)) {
    const name = (field as { name: string }).name
    const { id } = await target(slug, caller, own)
    const before = await storedValue(slug, id, name)
    const current = JSON.parse(before) as unknown
    const value =
      name === 'password'
        ? `quartz-meadow-lantern-${++n}`
        : name === 'addresses'
          ? [{ fullName: 'Zoé Martin', line1: '1 rue Vavin', city: 'Paris', postalCode: '75006', country: 'FR' }]
          : sample(field, current)
    const data = { [name]: value }
    const me = users[caller]
    if (via === 'rest') await rest(slug, id, data, (me as { token: string }).token)
    else
      await payload
        .update({
          collection: slug as 'users',
          id: id as number,
          data: data as never,
          user: me as never,
          overrideAccess: false,
        })
        .catch(() => undefined)
    if ((await storedValue(slug, id, name)) !== before) changed.push(name)
  }
  return changed.sort()
}

/** New accounts for every caller: a test may change a caller's own roles, password or email (the table allows some),
 *  so each test starts from callers no other test has touched, whatever order they run in. */
async function freshCallers() {
  users.anonymous = null
  for (const role of STAFF) users[role] = await staffUser(payload, [role])
  staffOther = await staffUser(payload, ['service'])
  users.customer = await customer(`fields-${Date.now()}-${++n}@example.com`)
  shopper2 = await customer(`fields-other-${Date.now()}-${++n}@example.com`)
}

beforeAll(async () => {
  payload = await testPayload()
  const order = await payload.create({
    collection: 'orders',
    data: {
      number: `F-${Date.now()}`,
      status: 'paid',
      email: 'someone@example.com',
      lines: [{ sku: 'PUMP-38', title: 'Yellow pump', size: '38', unitPrice: 45000, quantity: 1 }],
      subtotal: 45000,
      shipping: 0,
      total: 45000,
      shippingAddress: { name: 'Zoé Martin', line1: '1 rue Vavin', city: 'Paris', postalCode: '75006', country: 'FR' },
      payment: { provider: 'test' },
    } as never,
    overrideAccess: true,
    context: { skipHooks: true },
  })
  anOrder = order.id
}, 180_000)

describe('access matrix, field by field', () => {
  it('knows every collection where a caller may update their own documents', async () => {
    await freshCallers()
    const found: string[] = []
    for (const c of payload.config.collections) {
      const update = (c.access as Record<string, AccessFn | undefined>).update
      if (!update) continue
      for (const caller of CALLERS) {
        const req = await createLocalReq({ user: (users[caller] ?? undefined) as never }, payload)
        const result = await update({ req })
        if (result && typeof result === 'object' && !found.includes(c.slug)) found.push(c.slug)
      }
    }
    expect(found.sort()).toEqual(SELF_UPDATABLE)
  })

  for (const slug of SELF_UPDATABLE)
    it(`${slug}: each caller changes exactly the fields of the table (Local API, overrideAccess: false)`, async () => {
      await freshCallers()
      const actual: Partial<Record<Cell, string[]>> = {}
      for (const caller of CALLERS)
        for (const own of caller === 'anonymous' ? [false] : [true, false]) {
          if (own && slug === 'users' && caller === 'customer') continue
          if (own && slug === 'customers' && caller !== 'customer') continue
          const changed = await changedFields(slug, caller, own, 'local')
          if (changed.length) actual[`${caller}:${own ? 'own' : 'other'}`] = changed
        }
      const expected = Object.fromEntries(Object.entries(FIELD_MATRIX[slug]!).map(([k, v]) => [k, [...v].sort()]))
      expect(actual).toEqual(expected)
    })

  it('customers: a shopper’s JWT on Payload’s REST update changes the same fields, and no identity', async () => {
    await freshCallers()
    expect({
      'customer:own': await changedFields('customers', 'customer', true, 'rest'),
      'customer:other': await changedFields('customers', 'customer', false, 'rest'),
    }).toEqual({ 'customer:own': FIELD_MATRIX.customers!['customer:own'], 'customer:other': [] })
  })

  it('customers: every identity field is among the fields sent, so the tables above cover it', () => {
    // The account flows write these with overrideAccess (src/server/accounts/stored.ts); Payload's API never may.
    const sent = fieldsOf('customers').map((f) => (f as { name: string }).name)
    for (const name of [
      'email',
      'password',
      'hash',
      'salt',
      '_verified',
      '_verificationToken',
      'resetPasswordToken',
      'loginAttempts',
      'lockUntil',
      'sessions',
      'otp',
      'pendingSignUps',
      'emailChange',
      'orders',
      'consents',
    ])
      expect(sent, name).toContain(name)
  })

  it('customers: the remembered sizes are among the fields sent, and no caller of Payload’s API changes them', async () => {
    // The table above holds only if the field is tried: it must be one of the collection's fields.
    expect(fieldsOf('customers').map((f) => (f as { name: string }).name)).toContain('preferredSizes')
    await freshCallers()
    for (const caller of ['customer', 'admin', 'service'] as const)
      for (const own of caller === 'customer' ? [true, false] : [false])
        expect(await changedFields('customers', caller, own, 'local'), `${caller} ${own}`).not.toContain(
          'preferredSizes',
        )
    expect(await changedFields('customers', 'customer', true, 'rest')).not.toContain('preferredSizes')
  })
})
