// What an instance answers while it is still opening (migrating, seeding, loading the app): at once, never holding
// the request. GET /api/health is 200 (the process is alive), GET /api/ready 503 with where it is; any other /api path
// a 503 in the pipeline's error shape; a page a short "the shop is opening" page in the visitor's language (its
// Accept-Language), which says the step under way and refreshes itself. Every answer carries Retry-After.
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { fill, localeOf, messagesFor } from '../http/copy'
import type { Opening } from '../platform/opening'

const OPENING_RETRY_AFTER_S = 5

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The visitor's language: the first one their browser asks for, French or else English. */
const openingLocale = (req: IncomingMessage) =>
  localeOf(
    String(req.headers['accept-language'] ?? '')
      .trim()
      .slice(0, 2)
      .toLowerCase(),
  )

/** The step under way, in words ("Setting out the catalogue (40 of 120)"). */
function openingStep(state: Opening, l: 'en' | 'fr'): string {
  const m = messagesFor(l).opening
  if (state.phase !== 'seeding') return state.phase === 'migrating' ? m.migrating : m.starting
  const step = state.step && state.step in m ? m[state.step as keyof typeof m] : m.seeding
  if (state.total) return fill(step, { done: state.done ?? 0, total: state.total })
  return step.replace(/\s*\(\{done\}.*\)$/, '')
}

const STYLE =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:Georgia,serif;background:#faf8f5;color:#1f1b16}' +
  'main{max-width:32rem;padding:2rem;text-align:center}h1{font-weight:400;font-size:1.75rem}' +
  'p{line-height:1.5}a{color:inherit}.step{font-style:italic}'
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`

function openingHtml(state: Opening, l: 'en' | 'fr'): string {
  const m = messagesFor(l).opening
  return `<!doctype html>
<html lang="${l}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${OPENING_RETRY_AFTER_S}"><meta name="robots" content="noindex">
<title>${escapeHtml(m.title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(m.heading)}</h1><p>${escapeHtml(m.body)}</p>
<p class="step" role="status">${escapeHtml(openingStep(state, l))}</p>
<p><a href="">${escapeHtml(m.retry)}</a></p></main></body></html>`
}

export function answerWhileOpening(req: IncomingMessage, res: ServerResponse, state: Opening) {
  const pathname = (req.url ?? '/').split('?', 1)[0]
  const l = openingLocale(req)
  res.setHeader('Cache-Control', 'no-store')
  if (pathname === '/api/health') {
    res.writeHead(200, { 'Content-Type': 'application/json' })
    return void res.end(JSON.stringify({ ok: true, opening: true }))
  }
  res.setHeader('Retry-After', String(OPENING_RETRY_AFTER_S))
  if (pathname === '/api/ready') {
    res.writeHead(503, { 'Content-Type': 'application/json' })
    return void res.end(JSON.stringify({ ready: false, opening: state }))
  }
  if (pathname.startsWith('/api/')) {
    res.writeHead(503, { 'Content-Type': 'application/json' })
    return void res.end(JSON.stringify({ errors: [{ field: '', message: messagesFor(l).opening.title }] }))
  }
  res.writeHead(503, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Language': l,
    Vary: 'Accept-Language',
    'Content-Security-Policy': `default-src 'none'; style-src ${STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  })
  res.end(req.method === 'HEAD' ? undefined : openingHtml(state, l))
}
