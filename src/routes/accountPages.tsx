// The account pages (/account, /account/sign-in, …, and their /fr twins). Per visitor, so never cached: each is
// rendered per request with private cache headers, and its HTML holds no personal data — the client island reads
// the session through /api/account (public pages stay cacheable: no cookie is read in any page).
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ComponentType } from 'react'
import { AccountShell } from '@/components/account/AccountShell'
import { AccountView } from '@/components/account/AccountView.client'
import { CodeForm } from '@/components/account/CodeForm.client'
import { DeleteAccountView } from '@/components/account/DeleteAccountView.client'
import { EmailChangeForm } from '@/components/account/EmailChangeForm.client'
import { EmailConfirmView } from '@/components/account/EmailConfirmView.client'
import { ForgotForm } from '@/components/account/ForgotForm.client'
import { PasswordChangeForm } from '@/components/account/PasswordChangeForm.client'
import { ResetForm } from '@/components/account/ResetForm.client'
import { SignInForm } from '@/components/account/SignInForm.client'
import { SignUpForm } from '@/components/account/SignUpForm.client'
import { VerifyView } from '@/components/account/VerifyView.client'
import type { Locale } from '@/domain/locale'

type Props = { params: Promise<{ locale: Locale }> }
type TitleKey =
  | 'accountTitle'
  | 'signInTitle'
  | 'signUpTitle'
  | 'forgotTitle'
  | 'resetTitle'
  | 'verifyTitle'
  | 'codeTitle'
  | 'emailTitle'
  | 'emailConfirmTitle'
  | 'passwordTitle'
  | 'deleteTitle'
type IntroKey =
  'signInIntro' | 'signUpIntro' | 'forgotIntro' | 'codeIntro' | 'emailIntro' | 'passwordIntro' | 'deleteIntro'

export function accountPage(
  Island: ComponentType<{ locale: Locale }>,
  title: TitleKey,
  intro?: IntroKey,
  wide = false,
) {
  async function Page({ params }: Props) {
    const { locale } = await params
    setRequestLocale(locale)
    const t = await getTranslations({ locale, namespace: 'account.pages' })
    return (
      <AccountShell title={t(title)} intro={intro ? t(intro) : undefined} wide={wide}>
        <Island locale={locale} />
      </AccountShell>
    )
  }
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params
    const t = await getTranslations({ locale, namespace: 'account.pages' })
    return { title: t(title), robots: { index: false, follow: false } }
  }
  return { Page, generateMetadata }
}

export const ACCOUNT_PAGES = {
  account: accountPage(AccountView, 'accountTitle', undefined, true),
  signIn: accountPage(SignInForm, 'signInTitle', 'signInIntro'),
  signUp: accountPage(SignUpForm, 'signUpTitle', 'signUpIntro'),
  forgot: accountPage(ForgotForm, 'forgotTitle', 'forgotIntro'),
  reset: accountPage(ResetForm, 'resetTitle'),
  verify: accountPage(VerifyView, 'verifyTitle'),
  code: accountPage(CodeForm, 'codeTitle', 'codeIntro'),
  email: accountPage(EmailChangeForm, 'emailTitle', 'emailIntro'),
  emailConfirm: accountPage(EmailConfirmView, 'emailConfirmTitle'),
  password: accountPage(PasswordChangeForm, 'passwordTitle', 'passwordIntro'),
  delete: accountPage(DeleteAccountView, 'deleteTitle', 'deleteIntro'),
}
