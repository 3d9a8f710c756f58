// Confirm / unsubscribe links: the token is checked with a zod schema, the answer is a redirect to a page the
// shopper can read (or 200 for a mail client's one-click POST). Unsubscribing by GET only shows a page with a
// button that POSTs: mail security scanners follow every link in an email and must not unsubscribe anyone.
// A malformed link is not an error page: it lands on the page's "invalid link" state, hence the lenient schema.
import { z } from '@/domain/schemas/zod'
import { localizedHref } from '@/domain/locale'
import { endpoint } from '../http/endpoint'
import { json } from '../http/errors'
import { log } from '../platform/log'
import { getPayload } from '../platform/payload'
import { serverUrl } from '../platform/serverUrl'
import { applyNewsletterToken } from './newsletter'

const TOKEN = /^[\w-]{16,64}$/
const query = z.object({ token: z.string().optional(), lang: z.string().optional(), via: z.string().optional() })

// On the shop's public origin, never the request's: a forged Host header must not choose where a link lands.
const page = (lang: 'en' | 'fr', search: string) =>
  Response.redirect(new URL(`${localizedHref('/newsletter', lang)}?${search}`, serverUrl()), 303)

/**
 * 'link': GET that applies the action (confirm). 'ask': GET that lands on the unsubscribe confirmation page.
 * 'post': POST that applies it — JSON for RFC 8058 one-click, a redirect when the confirmation page sent it.
 */
export function newsletterLinkHandler(action: 'confirm' | 'unsubscribe', mode: 'link' | 'ask' | 'post' = 'link') {
  return endpoint({
    name: `newsletter-${action}`,
    budget: 'api',
    who: 'anyone',
    // The one-click POST comes from the reader's mail client or provider, wherever it runs: the link's token is the
    // authority, as in the GET that confirms.
    fromAnywhere: true,
    input: 'query',
    schema: () => query,
    async handle({ data, locale }) {
      const token = data.token && TOKEN.test(data.token) ? data.token : null
      if (mode === 'ask') return page(locale, token ? `unsubscribe=${encodeURIComponent(token)}` : 'status=invalid')
      let ok = false
      if (token) {
        try {
          ok = await applyNewsletterToken(await getPayload(), token, action)
        } catch (err) {
          log.error('newsletter link failed', { action, err: String(err) })
        }
      }
      const status = ok ? (action === 'confirm' ? 'confirmed' : 'unsubscribed') : 'invalid'
      if (mode === 'post' && data.via !== 'page') return json({ ok }, ok ? 200 : 404)
      return page(locale, `status=${status}`)
    },
  })
}
