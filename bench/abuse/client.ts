// bench/abuse's HTTP side: one request as a given client would send it, the auth mails the server kept for its
// operator, and the report (each answer, then a verdict line: "held" or "OPEN").
import { readFileSync, readdirSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

/** The passwords bench/abuse/setup.ts gives the accounts it makes. */
export const SHOPPER_PASSWORD = 'Velours bleu de Saint-Germain 1947'
export const STAFF_PASSWORD = 'Escarpin-vernis-Vavin-2026-bench!'

/** What bench/abuse/setup.ts made: verified shoppers and service-team staff. */
export interface Accounts {
  shoppers: Record<Shopper, { email: string; id: number }>
  staff: { email: string; id: number }[]
}
export const SHOPPERS = ['attacker', 'takeover', 'lockVictim', 'timing0', 'timing1', 'timing2'] as const
export type Shopper = (typeof SHOPPERS)[number]

export interface Target {
  origin: string
  port: number
  /** The server's operator-only folder (auth mails, the first admin's password), when the bench can read it. */
  privateDir: string | null
}

export interface Answer {
  status: number
  ms: number
  bytes: number
  headers: http.IncomingHttpHeaders
  /** The body's first 64 kB as text. */
  text: string
}

export interface SendOptions {
  body?: string | Buffer
  type?: string
  /** The client's address: a loopback address the request is sent from, also given as X-Forwarded-For (a server
   *  behind one proxy of ours reads that hop; one without reads the connection's address: both see this client). */
  from?: string
  headers?: Record<string, string>
  /** The Origin header: the site's own by default, null for none. */
  origin?: string | null
  timeoutMs?: number
  /** Another port than the target's, for the same site (one instance of several behind their proxy). */
  port?: number
}

let target: Target
export const setTarget = (t: Target) => (target = t)
export const site = () => target

export function send(method: string, url: string, opts: SendOptions = {}): Promise<Answer> {
  const from = opts.from ?? '127.0.0.20'
  const started = performance.now()
  const origin = opts.origin === undefined ? target.origin : opts.origin
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: opts.port ?? target.port,
        method,
        path: url,
        localAddress: from,
        timeout: opts.timeoutMs ?? 20_000,
        headers: {
          host: new URL(target.origin).host,
          'x-forwarded-for': from,
          ...(origin ? { origin } : {}),
          ...(opts.type ? { 'content-type': opts.type } : {}),
          ...(opts.body !== undefined ? { 'content-length': String(Buffer.byteLength(opts.body)) } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        let bytes = 0
        res.on('data', (c: Buffer) => {
          if (bytes < 65_536) chunks.push(c)
          bytes += c.length
        })
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            bytes,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8').slice(0, 65_536),
          }),
        )
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    // A closed connection is an answer too (status 0, noted).
    req.on('error', (e) =>
      resolve({ status: 0, ms: performance.now() - started, bytes: 0, headers: {}, text: e.message }),
    )
    req.end(opts.body)
  })
}

export const sendJson = (method: string, url: string, body: unknown, opts: SendOptions = {}) =>
  send(method, url, { ...opts, body: JSON.stringify(body), type: 'application/json' })

export function parse<T = Record<string, unknown>>(a: Answer): T | null {
  try {
    return JSON.parse(a.text) as T
  } catch {
    return null
  }
}

/** The first error message of one of our answers, or the body's start. */
export function said(a: Answer): string {
  const b = parse<{ errors?: { message?: string; field?: string }[]; message?: string }>(a)
  const m = b?.errors?.[0]?.message ?? b?.message
  return (m ?? a.text.replace(/\s+/g, ' ')).slice(0, 160)
}

/** The value of one Set-Cookie, or null. */
export function cookieOf(a: Answer, name: string): string | null {
  for (const c of [a.headers['set-cookie'] ?? []].flat()) {
    const [pair] = c.split(';')
    const i = pair!.indexOf('=')
    if (pair!.slice(0, i).trim() === name) return pair!.slice(i + 1)
  }
  return null
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2 : 0
}
export const ms = (n: number) => `${n.toFixed(0)} ms`

/**
 * The newest auth mail the server kept for `to` (no SMTP: one file per mail in its private folder), waited for up to
 * `waitMs` (mails go out after the answer). Null when the bench cannot read the folder or nothing came.
 */
export async function mailTo(to: string, after: number, waitMs = 8000): Promise<string | null> {
  if (!target.privateDir) return null
  const dir = path.join(target.privateDir, 'auth-mail')
  const end = Date.now() + waitMs
  while (Date.now() < end) {
    let files: string[] = []
    try {
      files = readdirSync(dir).sort().reverse()
    } catch {}
    for (const f of files.filter((f) => fileTime(f) >= after - 1000)) {
      const text = readFileSync(path.join(dir, f), 'utf8')
      if (text.slice(0, 300).includes(`To: ${to} `)) return text
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return null
}

// The file name starts with the ISO time, ':' and '.' written '-': 2026-11-28T08-21-16-644Z-….html
function fileTime(name: string): number {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/.exec(name)
  return m ? Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`) : 0
}

/** The token of a link in a mail (…?token=…). */
export const linkToken = (mail: string | null) => {
  const m = mail && /[?&;]token=([^"&<\s]+)/.exec(mail)
  return m ? decodeURIComponent(m[1]!.replace(/&amp;$/, '')) : null
}

// The report: every answer as it came, then one verdict per probe; the summary lists them again.
export type Verdict = { finding: string; probe: string; held: boolean | null; why: string }
export const verdicts: Verdict[] = []
let current = ''

export function section(id: string, title: string) {
  current = id
  console.log(`\n[${id}] ${title}`)
}

export function answer(label: string, a: Answer, detail?: string) {
  console.log(`    ${label} → ${a.status} ${ms(a.ms)}${detail !== undefined ? `  ${detail}` : `  ${said(a)}`}`)
}

export const note = (text: string) => console.log(`    ${text}`)

/** held: the attack failed; false: it worked (OPEN); null: not replayed (why says what was missing). */
export function verdict(probe: string, held: boolean | null, why: string) {
  verdicts.push({ finding: current, probe, held, why })
  console.log(`  ${held === null ? 'n/a ' : held ? 'held' : 'OPEN'}  ${probe}: ${why}`)
}
