// /app/two-factor — two-step verification of the signed-in staff member: set it up (a QR code to scan, the key to
// type by hand and the otpauth:// link for an authenticator app, confirmed by a first code) or give this sign-in's code. No sidebar (the sidebar sends
// sessions owing a code here). Only the member's own account; the form posts to /api/staff-two-factor.
import { MinimalTemplate } from '@payloadcms/next/templates'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { twoFactorState } from '@/server/staff/totp'
import { TOTP_QR_SIZE, totpQrSvg } from '@/server/staff/totpQr'
import { staffView } from '../staffGuard'
import { staffStrings } from './strings'

function CodeForm({ action, lang }: { action: 'enrol' | 'verify'; lang: 'en' | 'fr' }) {
  const s = staffStrings(lang)
  return (
    <form method="post" action="/api/staff-two-factor" style={{ display: 'grid', gap: 12, marginTop: 16 }}>
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="locale" value={lang} />
      <label style={{ display: 'grid', gap: 4 }}>
        {s.tfCode}
        <input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          maxLength={7}
          required
          autoFocus
          data-testid="totp-code"
        />
      </label>
      <div>
        <button type="submit" className="btn btn--style-primary btn--size-medium">
          {s.tfConfirm}
        </button>
      </div>
    </form>
  )
}

export async function TwoFactorView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  // The one view open to a session that still owes its second factor: this is where it gives it.
  staffView(req.user, '/app/two-factor', 'two-factor')
  const lang = req.i18n?.language === 'fr' ? 'fr' : 'en'
  const s = staffStrings(lang)
  const state = await twoFactorState(req)
  if (state.kind === 'none') redirect('/app')
  const qr = state.kind === 'enrol' ? await totpQrSvg(state.uri) : null
  return (
    <MinimalTemplate width="wide">
      <h1>{s.tfTitle}</h1>
      {searchParams?.error === 'wrong-code' && (
        <p role="alert" data-testid="totp-error">
          {s.tfWrong}
        </p>
      )}
      {state.kind === 'done' && (
        <>
          <p data-testid="totp-done">{s.tfDone}</p>
          <Link href="/app">{s.tfBack}</Link>
        </>
      )}
      {state.kind === 'verify' && (
        <>
          <p>{s.tfVerifyIntro}</p>
          <CodeForm action="verify" lang={lang} />
        </>
      )}
      {state.kind === 'enrol' && (
        <>
          <p>{state.required ? s.tfRequired : s.tfOptional}</p>
          <p>{s.tfEnrolIntro}</p>
          {qr && (
            // Our own drawing of the link (paths only), read by screen readers as one image with its label.
            <div
              role="img"
              aria-label={s.tfQr}
              data-testid="totp-qr"
              style={{ width: TOTP_QR_SIZE, height: TOTP_QR_SIZE, lineHeight: 0, margin: '16px 0' }}
              dangerouslySetInnerHTML={{ __html: qr }}
            />
          )}
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px' }}>
            <dt>{s.tfKey}</dt>
            <dd>
              <code data-testid="totp-secret">{state.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
            </dd>
            <dt>{s.tfLink}</dt>
            <dd>
              <a href={state.uri} data-testid="totp-uri" style={{ wordBreak: 'break-all' }}>
                {state.uri}
              </a>
            </dd>
          </dl>
          <CodeForm action="enrol" lang={lang} />
        </>
      )}
      <p style={{ marginTop: 24 }}>
        <Link href="/app/logout">{s.tfSignOut}</Link>
      </p>
    </MinimalTemplate>
  )
}
