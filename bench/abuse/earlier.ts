// bench/abuse, what the earlier hardening review fixed and must stay fixed: bodies capped before they are read,
// broken paths answered 4xx, the Host header never echoed.
import { answer, section, send, verdict } from './client'

const big = (mb: number) => JSON.stringify({ email: 'a@example.com', message: 'x'.repeat(mb * 1024 * 1024) })

export async function earlierReview() {
  section('earlier', 'The earlier review: body caps, broken paths, the Host header')
  const body = big(10)
  for (const url of ['/api/users/login', '/api/products', '/api/forms/contact', '/api/create-checkout-session']) {
    const a = await send('POST', url, { body, type: 'application/json', from: '127.0.12.1' })
    answer(`10 MB JSON to ${url}`, a)
    // A server that closes the connection on an oversized body (status 0) has refused it too.
    verdict(
      `10 MB to ${url}`,
      a.status === 413 || a.status === 0,
      a.status === 0 ? 'connection closed' : String(a.status),
    )
  }
  for (const url of ['/%25', '/boots/%25', '/fr/%25zz', '/api/products/abc']) {
    const a = await send('GET', url, { origin: null, from: '127.0.12.2' })
    answer(`GET ${url}`, a, '')
    verdict(`GET ${url}`, a.status >= 400 && a.status < 500, String(a.status))
  }
  const echoed = await send('GET', '/fr/magazine', { origin: null, headers: { host: 'evil.example' } })
  const echoes = echoed.text.includes('evil.example')
  answer('GET /fr/magazine with Host: evil.example', echoed, echoes ? 'the page names evil.example' : '')
  verdict('Host header', !echoes, echoes ? 'echoed' : 'not echoed')
}
