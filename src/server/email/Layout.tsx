// The one frame every email of the shop is drawn in (React Email): the wordmark, a single column of at most 600 px
// on ivory, then the boutique's address and phone, the legal line and, on newsletter mails, the unsubscribe link.
// Tables are presentational (React Email's components set role="presentation"); the wordmark is text, so it reads
// with images off.
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components'
import type { ReactNode } from 'react'
import type { EmailContent } from './content'
import { frameCopy } from './frameCopy'
import type { House } from './house'
import { INK, MUTED, PAPER, RULE, SANS, SERIF, SHEET, STACK_CSS } from './theme'

const small = { fontFamily: SANS, fontSize: '12px', lineHeight: '1.6', color: MUTED, margin: '0 0 8px' }

interface Props {
  lang: 'en' | 'fr'
  kind: EmailContent['kind']
  preheader?: string
  house: House
  note?: string
  unsubscribe?: EmailContent['unsubscribe']
  children: ReactNode
}

export function Layout({ lang, kind, preheader, house, note, unsubscribe, children }: Props) {
  const f = frameCopy(lang)
  const tel = `tel:${house.phone.replace(/[^+\d]/g, '')}`
  return (
    <Html lang={lang} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <style>{STACK_CSS}</style>
      </Head>
      {preheader ? <Preview>{preheader}</Preview> : null}
      <Body style={{ margin: 0, padding: '24px 0', backgroundColor: PAPER, color: INK }}>
        <Container data-email-kind={kind} style={{ maxWidth: '600px', width: '100%', backgroundColor: SHEET }}>
          <Section className="ms-sheet" style={{ padding: '40px 40px 32px' }}>
            <Text
              style={{
                fontFamily: SERIF,
                fontSize: '26px',
                lineHeight: '1.2',
                letterSpacing: '0.12em',
                textTransform: 'uppercase',
                textAlign: 'center',
                color: INK,
                margin: '0 0 32px',
              }}
            >
              {f.wordmark}
            </Text>
            {children}
            <Hr style={{ border: 'none', borderTop: `1px solid ${RULE}`, margin: '32px 0 16px' }} />
            {note ? <Text style={small}>{note}</Text> : null}
            <Text style={small}>
              <strong style={{ color: INK, fontWeight: 'normal', fontFamily: SERIF }}>Maison Sabine</strong> ·{' '}
              {f.boutique} · {house.address} ·{' '}
              <Link href={tel} style={{ color: MUTED, textDecoration: 'underline' }}>
                {house.phone}
              </Link>
            </Text>
            <Text style={small}>{house.legal}</Text>
            {unsubscribe ? (
              <Text style={small}>
                {unsubscribe.note}{' '}
                <Link href={unsubscribe.href} style={{ color: MUTED, textDecoration: 'underline' }}>
                  {unsubscribe.label}
                </Link>
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  )
}
