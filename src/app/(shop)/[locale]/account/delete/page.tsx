// /account/delete and /fr/account/delete — what deleting the account erases and keeps, then the confirmation
import { ACCOUNT_PAGES } from '@/routes/accountPages'

// Per visitor: rendered per request with private cache headers (never in the shared cache).
export const dynamic = 'force-dynamic'
export const generateMetadata = ACCOUNT_PAGES.delete.generateMetadata
export default ACCOUNT_PAGES.delete.Page
