// /account/forgot-password and /fr/account/forgot-password — ask for a password reset link
import { ACCOUNT_PAGES } from '@/routes/accountPages'

// Per visitor: rendered per request with private cache headers (never in the shared cache).
export const dynamic = 'force-dynamic'
export const generateMetadata = ACCOUNT_PAGES.forgot.generateMetadata
export default ACCOUNT_PAGES.forgot.Page
