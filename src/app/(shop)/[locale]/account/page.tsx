// /account and /fr/account — the shopper's account: profile, saved addresses, orders, data rights, sign-out
import { ACCOUNT_PAGES } from '@/routes/accountPages'

// Per visitor: rendered per request with private cache headers (never in the shared cache).
export const dynamic = 'force-dynamic'
export const generateMetadata = ACCOUNT_PAGES.account.generateMetadata
export default ACCOUNT_PAGES.account.Page
