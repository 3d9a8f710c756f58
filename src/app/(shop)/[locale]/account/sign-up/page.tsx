// /account/sign-up and /fr/account/sign-up — create an account
import { ACCOUNT_PAGES } from '@/routes/accountPages'

// Per visitor: rendered per request with private cache headers (never in the shared cache).
export const dynamic = 'force-dynamic'
export const generateMetadata = ACCOUNT_PAGES.signUp.generateMetadata
export default ACCOUNT_PAGES.signUp.Page
