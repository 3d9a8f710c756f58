// Confirm / unsubscribe links: the token is checked with a zod schema, the answer is a redirect to a page the
// shopper can read (or 200 for a mail client's one-click POST).
import { z } from 'zod'
import { localizedHref } from '@/domain/locale'
import { log } from '../log'
import { getPayload } from '../payload'
import { applyNewsletterToken } from './newsletter'

const query = z.object({ token: z.string().regex(/^[\w-]{16,64}$/), lang: z.enum(['en', 'fr']).optional() })

export function newsletterLinkHandler(action: 'confirm' | 'unsubscribe', oneClick = false) {
  return async function handler(request: Request) {
    const url = new URL(request.url)
    const parsed = query.safeParse(Object.fromEntries(url.searchParams))
    let ok = false
    if (parsed.success) {
      try {
        ok = await applyNewsletterToken(await getPayload(), parsed.data.token, action)
      } catch (err) {
        log.error('newsletter link failed', { action, err: String(err) })
      }
    }
    if (oneClick) return Response.json({ ok }, { status: ok ? 200 : 404 })
    const status = ok ? (action === 'confirm' ? 'confirmed' : 'unsubscribed') : 'invalid'
    const lang = parsed.success && parsed.data.lang === 'fr' ? 'fr' : 'en'
    return Response.redirect(new URL(`${localizedHref('/newsletter', lang)}?status=${status}`, process.env.SERVER_URL || url.origin), 303)
  }
}
