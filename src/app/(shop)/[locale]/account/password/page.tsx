// /account/password and /fr/account/password — change the password (current one or a mailed code)
import { ACCOUNT_PAGES } from '@/routes/accountPages'

// Per visitor: rendered per request with private cache headers (never in the shared cache).
export const dynamic = 'force-dynamic'
export const generateMetadata = ACCOUNT_PAGES.password.generateMetadata
export default ACCOUNT_PAGES.password.Page
