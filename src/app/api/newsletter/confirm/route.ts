// GET /api/newsletter/confirm?token= — the double opt-in link; lands on the newsletter status page
import { newsletterLinkHandler } from '@/server/forms/newsletterLinks'

export const GET = newsletterLinkHandler('confirm')
