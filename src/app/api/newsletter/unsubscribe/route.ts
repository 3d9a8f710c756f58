// GET|POST /api/newsletter/unsubscribe?token= — the link in every newsletter email. GET shows a confirmation page
// (link scanners only GET); POST unsubscribes: RFC 8058 one-click from the mail client, or that page's button.
import { newsletterLinkHandler } from '@/server/forms/newsletterLinks'

export const GET = newsletterLinkHandler('unsubscribe', 'ask')
export const POST = newsletterLinkHandler('unsubscribe', 'post')
