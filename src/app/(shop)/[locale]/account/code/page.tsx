// /account/code and /fr/account/code — sign in with a one-time code sent by email
import { ACCOUNT_PAGES } from '@/routes/accountPages'

// Per visitor: rendered per request with private cache headers (never in the shared cache).
export const dynamic = 'force-dynamic'
export const generateMetadata = ACCOUNT_PAGES.code.generateMetadata
export default ACCOUNT_PAGES.code.Page
