// Who is calling: the stage of the endpoint pipeline after the rate limit and before the body is read. Each endpoint
// declares who may call it, and a caller who is not that is answered 401 (nobody signed in as such) or 403 (signed
// in, but without the role, or a staff session still owing a step of its sign-in) in their language, without a byte
// of the body read: an anonymous caller learns nothing of the fields an endpoint expects. The handler receives the
// caller. The staff refusals are refusals.ts's, which the data modules also use where they check the role again.
import { staffAccountOf } from '@/access/roles'
import { type Locale, isLocale, localeFromPath } from '@/domain/locale'
import { type SignedInCustomer, customerFromRequest, readCookie, sessionMissing } from './customerSession'
import { getPayload } from '../platform/payload'
import { ApiError } from './errors'
import { type StaffCaller, type StaffCallers, staffRefusal } from './refusals'

/**
 * anyone: nobody is looked up. customer: a signed-in shopper. staff: staff holding one of these roles (admins
 * always), 'any' role, or 'signing-in' — any staff session, even one still owing its second factor (the form where
 * it gives it). orAnyone: the staff caller is identified but nobody is refused here, for documents a shopper opens
 * with a signed link the handler checks (the handler then checks the staff member's role itself).
 */
export type Who = 'anyone' | 'customer' | StaffWho
export interface StaffWho {
  staff: StaffCallers
  orAnyone?: true
}

/** What the handler receives as `user` for a declaration. */
export type CallerOf<W extends Who> = W extends 'anyone'
  ? null
  : W extends 'customer'
    ? SignedInCustomer
    : W extends { orAnyone: true }
      ? StaffCaller | null
      : StaffCaller

const BACKOFFICE_LANGUAGE_COOKIE = 'payload-lng'

/**
 * The caller's language before the body is read: a staff account's own, then the URL's ?locale, the backoffice's
 * language cookie, the storefront page the call comes from (/fr/…), and `fallback` (the browser's first choice).
 */
export function callerLocale(request: Request, user: unknown, fallback: Locale): Locale {
  const own = (user as { language?: unknown } | null)?.language
  if (isLocale(own)) return own
  const query = new URL(request.url).searchParams
  const asked =
    query.get('locale') ?? query.get('lang') ?? readCookie(request.headers.get('cookie'), BACKOFFICE_LANGUAGE_COOKIE)
  if (isLocale(asked)) return asked
  // A storefront page names its language in its path (English bare); the backoffice's pages do not.
  const page = request.headers.get('referer')
  const path = page && URL.canParse(page) ? new URL(page).pathname : undefined
  const first = path?.split('/')[1]
  return path === undefined || first === 'app' || first === 'api' ? fallback : localeFromPath(path)
}

/** The caller as declared, with the language to answer in; throws the 401/403 refusal. */
export async function identify(
  request: Request,
  who: Who,
  fallback: Locale,
  signedOut?: (l: Locale) => string,
): Promise<{ user: CallerOf<Who>; l: Locale }> {
  if (who === 'anyone') return { user: null, l: fallback }
  if (who === 'customer') {
    const l = callerLocale(request, null, fallback)
    const customer = await customerFromRequest(request)
    if (customer) return { user: customer, l }
    throw signedOut ? new ApiError(401, [{ field: '', message: signedOut(l) }]) : sessionMissing(l)
  }
  const { user } = await (await getPayload()).auth({ headers: request.headers })
  const l = callerLocale(request, user, fallback)
  const staff = staffAccountOf(user) ? (user as StaffCaller) : null
  if (who.orAnyone) return { user: staff, l }
  const refusal = staffRefusal(user, who.staff, l)
  if (refusal) throw refusal
  return { user: staff!, l }
}
