// bench/abuse, who a caller is (issue 35): 1 email takeover through Payload's REST, 2 account pre-hijacking, 4 a staff
// session owing its second factor, 6 cross-site sign-ins and writes (the text/plain form, ours and Payload's login),
// 8 timing of known and unknown addresses, 10 locking a shopper out from another address.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import {
  type Accounts,
  SHOPPER_PASSWORD,
  STAFF_PASSWORD,
  answer,
  cookieOf,
  linkToken,
  mailTo,
  median,
  ms,
  note,
  parse,
  said,
  section,
  send,
  sendJson,
  site,
  verdict,
} from './client'

const CUSTOMER_COOKIE = 'maison-customer'
const stamp = Date.now().toString(36)

async function signIn(email: string, password: string, from: string) {
  const a = await sendJson('POST', '/api/account/sign-in', { email, password, locale: 'en' }, { from })
  return { a, token: cookieOf(a, CUSTOMER_COOKIE) }
}

export async function takeover(accounts: Accounts) {
  section('1', 'Email takeover: PATCH /api/customers/<own id> with the shopper’s own JWT')
  const me = accounts.shoppers.takeover
  const { a, token } = await signIn(me.email, SHOPPER_PASSWORD, '127.0.1.1')
  answer('sign in as a verified shopper', a, token ? 'session cookie set' : said(a))
  if (!token) return verdict('email takeover', null, 'the shopper could not sign in')
  const jwt = { Authorization: `JWT ${token}` }
  const victim = `victim-${stamp}@bench.example`
  const patch = await sendJson(
    'PATCH',
    `/api/customers/${me.id}`,
    { email: victim },
    { from: '127.0.1.1', headers: jwt },
  )
  answer(`PATCH {"email":"${victim}"}`, patch)
  const profile = await send('GET', '/api/account/profile?locale=en', {
    from: '127.0.1.1',
    headers: { cookie: `${CUSTOMER_COOKIE}=${token}` },
  })
  const now = JSON.stringify(parse(profile) ?? {}).includes(victim)
  answer('GET /api/account/profile', profile, now ? `the account's address is now ${victim}` : 'address unchanged')
  // Held when the address stays the shopper's own: field access drops the identity fields from a shopper's update
  // (Payload then answers 200 for the fields it kept), or the guard refuses the call.
  verdict(
    'email takeover',
    !now,
    now ? 'the address was rewritten through REST' : patch.status >= 400 ? 'refused' : `ignored (${patch.status})`,
  )
  const pw = await sendJson(
    'PATCH',
    `/api/customers/${me.id}`,
    { password: '123456' },
    { from: '127.0.1.1', headers: jwt },
  )
  answer('PATCH {"password":"123456"} (no current password)', pw)
  const withNew = await signIn(now ? victim : me.email, '123456', '127.0.1.2')
  answer('sign in with "123456"', withNew.a)
  verdict(
    'password without the current one',
    withNew.a.status !== 200,
    withNew.a.status === 200 ? 'it works' : 'refused',
  )
}

export async function preHijack() {
  section('2', 'Account pre-hijacking: the attacker signs up the victim’s address first')
  const email = `prehijack-${stamp}@bench.example`
  const attackerPw = 'Attaquant choisit ce mot 77'
  const victimPw = 'Le vrai mot de passe de Claire 2026'
  const common = { email, terms: true, locale: 'en' }
  answer(
    'attacker signs up',
    await sendJson('POST', '/api/account/sign-up', { ...common, password: attackerPw }, { from: '127.0.2.1' }),
  )
  const since = Date.now()
  answer(
    'victim signs up',
    await sendJson('POST', '/api/account/sign-up', { ...common, password: victimPw }, { from: '127.0.2.2' }),
  )
  const token = linkToken(await mailTo(email, since))
  if (!token)
    return verdict('pre-hijack', null, 'no verification mail readable (the server’s private folder is needed)')
  answer(
    'victim follows the link in the mail',
    await sendJson('POST', '/api/account/verify', { token, locale: 'en' }, { from: '127.0.2.2' }),
  )
  const victim = await signIn(email, victimPw, '127.0.2.2')
  const attacker = await signIn(email, attackerPw, '127.0.2.1')
  answer('victim signs in with their password', victim.a)
  answer('attacker signs in with theirs', attacker.a)
  const held = victim.a.status === 200 && attacker.a.status !== 200
  verdict(
    'pre-hijack',
    held,
    held ? 'the mailbox owner’s password decides' : 'the attacker’s password still opens the account',
  )
}

/** The seeded admin: its one-time password is in the server's private folder (or BENCH_ADMIN_EMAIL/PASSWORD). */
function firstAdmin(): { email: string; password: string } | null {
  if (process.env.BENCH_ADMIN_EMAIL && process.env.BENCH_ADMIN_PASSWORD)
    return { email: process.env.BENCH_ADMIN_EMAIL, password: process.env.BENCH_ADMIN_PASSWORD }
  const dir = site().privateDir
  if (!dir) return null
  try {
    const text = readFileSync(path.join(dir, 'first-admin-password.txt'), 'utf8')
    const email = /Email:\s*(\S+)/.exec(text)?.[1]
    const password = /Password:\s*(\S+)/.exec(text)?.[1]
    return email && password ? { email, password } : null
  } catch {
    return null
  }
}

export async function secondFactor(accounts: Accounts) {
  section('4', 'The seeded admin, not enrolled and owing a password change, calls the API')
  const admin = firstAdmin()
  if (!admin) return verdict('admin without second factor', null, 'the first admin’s password is not readable')
  const login = await sendJson('POST', '/api/users/login', admin, { from: '127.0.4.1' })
  const body = parse<{ token?: string; user?: { id: number } }>(login)
  const token = body?.token ?? cookieOf(login, 'payload-token')
  answer('POST /api/users/login (password only)', login, token ? 'a session token' : said(login))
  if (!token) return verdict('admin without second factor', true, 'no session without the second factor')
  const jwt = { Authorization: `JWT ${token}` }
  let open = 0
  for (const url of [
    '/api/users?limit=1',
    '/api/security-logs?limit=1',
    '/api/customers?limit=1',
    '/api/globals/company',
  ]) {
    const a = await send('GET', url, { from: '127.0.4.1', headers: jwt })
    // A session owing its code may read its own record (the backoffice's two-factor page needs it), nothing else.
    const docs = parse<{ docs?: { id: number }[] }>(a)?.docs
    const ownOnly = url.startsWith('/api/users') && !!docs && docs.every((d) => d.id === body?.user?.id)
    answer(
      `GET ${url}`,
      a,
      a.status !== 200 ? said(a) : ownOnly ? `its own record only (${docs!.length})` : `${a.bytes} B of data`,
    )
    if (a.status === 200 && !ownOnly) open++
  }
  verdict('reads with a session owing its code', open === 0, open ? `${open} of 4 answered 200` : 'all refused')
  if (body?.user?.id) {
    const patch = await sendJson(
      'PATCH',
      `/api/users/${body.user.id}`,
      { email: admin.email },
      { from: '127.0.4.1', headers: jwt },
    )
    answer('PATCH /api/users/<own id> {"email":…} (its own address again)', patch)
    verdict('email change owing the code', patch.status >= 400, patch.status >= 400 ? 'refused' : 'accepted')
  }
  const target = accounts.staff[2]!
  const out = await send('POST', '/api/staff-users', {
    from: '127.0.4.1',
    headers: jwt,
    type: 'application/x-www-form-urlencoded',
    body: new URLSearchParams({ action: 'sign-out', user: String(target.id), locale: 'en' }).toString(),
  })
  const done = /done=signed-out/.test(String(out.headers.location ?? ''))
  answer(`POST /api/staff-users action=sign-out user=${target.id}`, out, String(out.headers.location ?? said(out)))
  verdict('signing another staff member out', !done, done ? 'done' : 'refused')
}

export async function crossSiteSignIn(accounts: Accounts) {
  section('6', 'Login CSRF: an auto-submitted text/plain form on another site signs the browser in')
  const { email } = accounts.shoppers.attacker
  // What a text/plain form sends for one field named `{"email":…,"x":"` with the value `"}`: valid JSON.
  const body = `${JSON.stringify({ email, password: SHOPPER_PASSWORD, locale: 'en' }).slice(0, -1)},"x":"="}\r\n`
  const navigate = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }
  const a = await send('POST', '/api/account/sign-in', {
    from: '127.0.6.1',
    origin: 'http://evil.example',
    type: 'text/plain',
    body,
    headers: navigate,
  })
  const cookie = cookieOf(a, CUSTOMER_COOKIE)
  answer(
    'POST /api/account/sign-in, text/plain, Origin: http://evil.example',
    a,
    cookie ? 'session cookie set' : said(a),
  )
  verdict('cross-site sign-in', !cookie, cookie ? 'the browser is signed in as the attacker' : 'refused')

  // The same form where the browser sends no Origin but says where it comes from.
  const bySite = await send('POST', '/api/account/sign-in', {
    from: '127.0.6.2',
    origin: null,
    type: 'text/plain',
    body,
    headers: navigate,
  })
  const bySiteCookie = cookieOf(bySite, CUSTOMER_COOKIE)
  answer(
    'the same, Sec-Fetch-Site: cross-site and no Origin',
    bySite,
    bySiteCookie ? 'session cookie set' : said(bySite),
  )
  verdict('cross-site sign-in without Origin', bySite.status === 403 && !bySiteCookie, String(bySite.status))

  // From the shop's own origin, a body that is not JSON is refused by its type alone.
  for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
    const own = await send('POST', '/api/account/sign-in', { from: '127.0.6.3', type, body })
    answer(
      `POST /api/account/sign-in, ${type}, from the shop’s origin`,
      own,
      cookieOf(own, CUSTOMER_COOKIE) ? 'session cookie set' : said(own),
    )
    verdict(`sign-in as ${type}`, own.status === 415, String(own.status))
  }

  // Payload's own login from another site: the staff cookie would be set the same way.
  const staff = accounts.staff[1]!
  const login = await sendJson(
    'POST',
    '/api/users/login',
    { email: staff.email, password: STAFF_PASSWORD },
    { from: '127.0.6.4', origin: 'http://evil.example', headers: { 'sec-fetch-site': 'cross-site' } },
  )
  const staffCookie = cookieOf(login, 'payload-token')
  answer(
    'POST /api/users/login (JSON), Origin: http://evil.example',
    login,
    staffCookie ? 'payload-token set' : said(login),
  )
  verdict('cross-site staff sign-in', login.status === 403 && !staffCookie, String(login.status))

  // A write from another site carrying the shopper's session (a browser without SameSite would attach it).
  const { token } = await signIn(email, SHOPPER_PASSWORD, '127.0.6.5')
  if (!token) return verdict('cross-site write with a session', null, 'the shopper could not sign in')
  const write = await sendJson(
    'PATCH',
    '/api/account/profile',
    { firstName: 'Evil', locale: 'en' },
    { from: '127.0.6.5', origin: 'http://evil.example', headers: { cookie: `${CUSTOMER_COOKIE}=${token}` } },
  )
  answer('PATCH /api/account/profile with the session cookie, Origin: http://evil.example', write)
  verdict('cross-site write with a session', write.status === 403, String(write.status))
}

// Each known address gets at most 4 wrong tries: a 5th would lock it, and a locked account answers early.
const TRIES_PER_ACCOUNT = 4

async function timed(
  label: string,
  known: string[],
  unknown: string[],
  hit: (email: string, from: string) => Promise<{ ms: number; status: number }>,
) {
  const k: number[] = []
  const u: number[] = []
  const statuses = new Set<string>()
  let n = 0
  for (let i = 0; i < Math.max(known.length, unknown.length); i++) {
    for (const [list, out] of [
      [known, k],
      [unknown, u],
    ] as const) {
      const email = list[i]
      if (!email) continue
      const r = await hit(email, `127.0.8.${(++n % 250) + 1}`)
      out.push(r.ms)
      statuses.add(String(r.status))
    }
  }
  const [mk, mu] = [median(k), median(u)]
  note(
    `${label}: known ${ms(mk)} (n=${k.length}), unknown ${ms(mu)} (n=${u.length}); statuses ${[...statuses].join(', ')}`,
  )
  const tells = mk - mu > Math.max(40, mu * 0.5)
  verdict(label, !tells, tells ? `a known address takes ${ms(mk - mu)} longer` : 'the medians match')
}

export async function timing(accounts: Accounts) {
  section('8', 'Timing tells which addresses have accounts (medians, known vs unknown)')
  const shoppers = [accounts.shoppers.timing0, accounts.shoppers.timing1, accounts.shoppers.timing2].map((s) => s.email)
  const known = shoppers.flatMap((e) => Array<string>(TRIES_PER_ACCOUNT).fill(e))
  const unknown = (tag: string) => known.map((_, i) => `nobody-${tag}-${i}-${stamp}@bench.example`)
  await timed('customer sign-in', known, unknown('in'), (email, from) =>
    sendJson('POST', '/api/account/sign-in', { email, password: 'Not the password 1234', locale: 'en' }, { from }),
  )
  await timed('forgot-password', known, unknown('fp'), (email, from) =>
    sendJson('POST', '/api/account/forgot-password', { email, locale: 'en' }, { from }),
  )
  const staff = accounts.staff.flatMap((s) => Array<string>(TRIES_PER_ACCOUNT).fill(s.email))
  await timed('staff login', staff, unknown('staff'), (email, from) =>
    sendJson('POST', '/api/users/login', { email, password: 'Not the password 1234' }, { from }),
  )
}

export async function lockout(accounts: Accounts) {
  section('10', 'Anyone can lock a shopper out: five wrong tries from another address')
  const { email } = accounts.shoppers.lockVictim
  const tries: number[] = []
  for (let i = 0; i < 5; i++)
    tries.push(
      (
        await sendJson(
          'POST',
          '/api/account/sign-in',
          { email, password: `wrong ${i} password`, locale: 'en' },
          { from: '127.0.10.1' },
        )
      ).status,
    )
  note(`5 wrong passwords from 127.0.10.1 → ${tries.join(' ')}`)
  const owner = await signIn(email, SHOPPER_PASSWORD, '127.0.10.2')
  answer('the owner, from 127.0.10.2, with the right password', owner.a)
  verdict('password sign-in of the owner', owner.a.status === 200, owner.a.status === 200 ? 'gets in' : 'locked out')
  const since = Date.now()
  answer(
    'the owner asks for a code',
    await sendJson('POST', '/api/account/code/request', { email, locale: 'en' }, { from: '127.0.10.2' }),
  )
  const code = /<strong>([A-Z0-9]{6})<\/strong>/.exec((await mailTo(email, since)) ?? '')?.[1]
  if (!code) return verdict('code sign-in of the owner', null, 'no code mail readable')
  const withCode = await sendJson(
    'POST',
    '/api/account/code/sign-in',
    { email, code, locale: 'en' },
    { from: '127.0.10.2' },
  )
  answer('the owner signs in with the mailed code', withCode)
  verdict('code sign-in of the owner', withCode.status === 200, withCode.status === 200 ? 'gets in' : 'locked out')
}

/** A verified shopper's session cookie (the other replays sign in as the attacker). */
export async function shopperCookie(email: string, from: string) {
  const { token } = await signIn(email, SHOPPER_PASSWORD, from)
  return token ? `${CUSTOMER_COOKIE}=${token}` : null
}

export async function staffToken(email: string, from: string) {
  const a = await sendJson('POST', '/api/users/login', { email, password: STAFF_PASSWORD }, { from })
  return parse<{ token?: string }>(a)?.token ?? null
}
