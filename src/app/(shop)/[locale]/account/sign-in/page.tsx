// /account/sign-in and /fr/account/sign-in — sign in with email and password
import { ACCOUNT_PAGES } from '@/routes/accountPages'

// Per visitor: rendered per request with private cache headers (never in the shared cache).
export const dynamic = 'force-dynamic'
export const generateMetadata = ACCOUNT_PAGES.signIn.generateMetadata
export default ACCOUNT_PAGES.signIn.Page
