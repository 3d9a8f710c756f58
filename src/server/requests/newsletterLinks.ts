// Confirm / unsubscribe links: the token is checked with a zod schema, the answer is a redirect to a page the
// shopper can read (or 200 for a mail client's one-click POST). Unsubscribing by GET only shows a page with a
// button that POSTs: mail security scanners follow every link in an email and must not unsubscribe anyone.
import { z } from 'zod'
import { localizedHref } from '@/domain/locale'
import { log } from '../log'
import { getPayload } from '../payload'
import { applyNewsletterToken } from './newsletter'

const query = z.object({ token: z.string().regex(/^[\w-]{16,64}$/), lang: z.enum(['en', 'fr']).optional(), via: z.literal('page').optional() })

const page = (url: URL, lang: 'en' | 'fr', search: string) =>
  Response.redirect(new URL(`${localizedHref('/newsletter', lang)}?${search}`, process.env.SERVER_URL || url.origin), 303)

/**
 * 'link': GET that applies the action (confirm). 'ask': GET that lands on the unsubscribe confirmation page.
 * 'post': POST that applies it — JSON for RFC 8058 one-click, a redirect when the confirmation page sent it.
 */
export function newsletterLinkHandler(action: 'confirm' | 'unsubscribe', mode: 'link' | 'ask' | 'post' = 'link') {
  return async function handler(request: Request) {
    const url = new URL(request.url)
    const parsed = query.safeParse(Object.fromEntries(url.searchParams))
    const lang = parsed.success && parsed.data.lang === 'fr' ? 'fr' : 'en'
    if (mode === 'ask') return page(url, lang, parsed.success ? `unsubscribe=${encodeURIComponent(parsed.data.token)}` : 'status=invalid')
    let ok = false
    if (parsed.success) {
      try {
        ok = await applyNewsletterToken(await getPayload(), parsed.data.token, action)
      } catch (err) {
        log.error('newsletter link failed', { action, err: String(err) })
      }
    }
    const status = ok ? (action === 'confirm' ? 'confirmed' : 'unsubscribed') : 'invalid'
    if (mode === 'post' && !(parsed.success && parsed.data.via === 'page')) return Response.json({ ok }, { status: ok ? 200 : 404 })
    return page(url, lang, `status=${status}`)
  }
}
