// /account/reset-password and /fr/account/reset-password — choose a new password from the emailed link
import { ACCOUNT_PAGES } from '@/routes/accountPages'

// Per visitor: rendered per request with private cache headers (never in the shared cache).
export const dynamic = 'force-dynamic'
export const generateMetadata = ACCOUNT_PAGES.reset.generateMetadata
export default ACCOUNT_PAGES.reset.Page
