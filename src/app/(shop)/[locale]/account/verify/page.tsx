// /account/verify and /fr/account/verify — the email verification link's landing
import { ACCOUNT_PAGES } from '@/routes/accountPages'

// Per visitor: rendered per request with private cache headers (never in the shared cache).
export const dynamic = 'force-dynamic'
export const generateMetadata = ACCOUNT_PAGES.verify.generateMetadata
export default ACCOUNT_PAGES.verify.Page
