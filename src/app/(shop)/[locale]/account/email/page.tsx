// /account/email and /fr/account/email — ask for a new email address (current password; a link to the new one)
import { ACCOUNT_PAGES } from '@/routes/accountPages'

// Per visitor: rendered per request with private cache headers (never in the shared cache).
export const dynamic = 'force-dynamic'
export const generateMetadata = ACCOUNT_PAGES.email.generateMetadata
export default ACCOUNT_PAGES.email.Page
