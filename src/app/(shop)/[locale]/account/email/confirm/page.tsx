// /account/email/confirm and /fr/account/email/confirm — the new address's emailed link's landing
import { ACCOUNT_PAGES } from '@/routes/accountPages'

// Per visitor: rendered per request with private cache headers (never in the shared cache).
export const dynamic = 'force-dynamic'
export const generateMetadata = ACCOUNT_PAGES.emailConfirm.generateMetadata
export default ACCOUNT_PAGES.emailConfirm.Page
