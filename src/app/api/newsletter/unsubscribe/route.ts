// GET|POST /api/newsletter/unsubscribe?token= — the link in every newsletter email (POST: RFC 8058 one-click)
import { newsletterLinkHandler } from '@/server/requests/newsletterLinks'

export const GET = newsletterLinkHandler('unsubscribe')
export const POST = newsletterLinkHandler('unsubscribe', true)
