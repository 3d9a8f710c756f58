// Renders an email's content through the house layout (React Email): the HTML, and its plain-text twin (./text.ts).
import { Button, Column, Row, Section, Text, render } from '@react-email/components'
import type { EmailContent } from './content'
import { house } from './house'
import { Layout } from './Layout'
import { OrderBlock } from './OrderBlock'
import { emailText } from './text'
import { INK, MUTED, RULE, SANS, SERIF, SHEET } from './theme'

const para = { fontFamily: SANS, fontSize: '15px', lineHeight: '1.6', color: INK, margin: '0 0 16px' }

function Message({ c }: { c: EmailContent }) {
  return (
    <>
      {c.greeting ? <Text style={para}>{c.greeting}</Text> : null}
      {c.paragraphs.map((p, i) => (
        <Text key={i} style={{ ...para, whiteSpace: 'pre-wrap' }}>
          {p}
        </Text>
      ))}
      {c.code ? (
        <Text
          style={{
            fontFamily: SERIF,
            fontSize: '32px',
            letterSpacing: '0.3em',
            textAlign: 'center',
            color: INK,
            border: `1px solid ${RULE}`,
            padding: '16px 0',
            margin: '8px 0 24px',
          }}
        >
          <strong style={{ fontWeight: 'normal' }}>{c.code}</strong>
        </Text>
      ) : null}
      {c.details?.length ? (
        <Section style={{ margin: '8px 0 24px' }}>
          {c.details.map(([k, v], i) => (
            <Row key={i}>
              <Column style={{ width: '128px', padding: '4px 16px 4px 0', verticalAlign: 'top' }}>
                <Text style={{ ...para, margin: 0, color: MUTED, fontSize: '14px' }}>{k}</Text>
              </Column>
              <Column style={{ padding: '4px 0', verticalAlign: 'top' }}>
                <Text style={{ ...para, margin: 0, fontSize: '14px', whiteSpace: 'pre-wrap' }}>{v}</Text>
              </Column>
            </Row>
          ))}
        </Section>
      ) : null}
      {c.cta ? (
        <Section style={{ margin: '8px 0 24px' }}>
          <Button
            href={c.cta.href}
            style={{
              backgroundColor: INK,
              color: SHEET,
              fontFamily: SANS,
              fontSize: '12px',
              letterSpacing: '0.08em',
              textTransform: 'uppercase',
              textDecoration: 'none',
              padding: '14px 28px',
            }}
          >
            {c.cta.label}
          </Button>
        </Section>
      ) : null}
      {/* The email's action first (track, return, confirm), then the order it concerns. */}
      {c.order ? <OrderBlock order={c.order} /> : null}
      {c.signoff ? <Text style={para}>{c.signoff}</Text> : null}
    </>
  )
}

/** The email's HTML (the house layout, in `lang`) and its plain-text twin. */
export async function renderEmail(c: EmailContent, lang: 'en' | 'fr'): Promise<{ html: string; text: string }> {
  const h = house()
  const html = await render(
    <Layout lang={lang} kind={c.kind} preheader={c.preheader} house={h} note={c.note} unsubscribe={c.unsubscribe}>
      <Message c={c} />
    </Layout>,
  )
  return { html, text: emailText(c, lang, h) }
}
