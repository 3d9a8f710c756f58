// An order in an email: each line with the pair's photo, its name in the order's language, size, colour, quantity
// and price; then subtotal, shipping and total with the VAT inside it, the delivery estimate, the delivery address and the order's links
// (tracking, the order's page, returns). Three columns on a desktop client; on a phone they stack (theme.ts).
import { Column, Img, Link, Row, Section, Text } from '@react-email/components'
import type { OrderView } from './content'
import { INK, MUTED, RULE, SANS, SERIF } from './theme'

const text = { fontFamily: SANS, fontSize: '14px', lineHeight: '1.5', color: INK, margin: 0 }
const muted = { ...text, fontSize: '13px', color: MUTED }
const PHOTO = { width: 80, height: 100 }

export function OrderBlock({ order }: { order: OrderView }) {
  const last = order.totals.length - 1
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Text style={{ fontFamily: SERIF, fontSize: '18px', color: INK, margin: '0 0 12px' }}>{order.heading}</Text>
      {order.lines.map((l, i) => (
        <Row key={i} style={{ borderTop: `1px solid ${RULE}` }}>
          <Column style={{ width: `${PHOTO.width + 16}px`, padding: '12px 16px 12px 0', verticalAlign: 'top' }}>
            {l.image ? (
              <Img
                src={l.image.src}
                alt={l.image.alt}
                width={PHOTO.width}
                height={PHOTO.height}
                style={{ display: 'block', objectFit: 'cover', backgroundColor: RULE }}
              />
            ) : null}
          </Column>
          <Column style={{ padding: '12px 0', verticalAlign: 'top' }}>
            <Text style={{ ...text, fontFamily: SERIF, fontSize: '15px' }}>{l.name}</Text>
            {l.facts.map((f, j) => (
              <Text key={j} style={muted}>
                {f}
              </Text>
            ))}
            <Text className="ms-phone" style={{ ...text, display: 'none', marginTop: '6px' }}>
              {l.price}
            </Text>
          </Column>
          <Column
            className="ms-wide"
            style={{ padding: '12px 0 12px 16px', verticalAlign: 'top', textAlign: 'right', whiteSpace: 'nowrap' }}
          >
            <Text style={text}>{l.price}</Text>
          </Column>
        </Row>
      ))}
      {order.totals.length ? (
        <Section style={{ borderTop: `1px solid ${RULE}`, paddingTop: '8px' }}>
          {order.totals.map(([k, v], i) => (
            <Row key={k}>
              <Column style={{ padding: '2px 0' }}>
                <Text style={i === last ? { ...text, fontWeight: 'bold' } : muted}>{k}</Text>
              </Column>
              <Column style={{ padding: '2px 0', textAlign: 'right', whiteSpace: 'nowrap' }}>
                <Text style={i === last ? { ...text, fontWeight: 'bold' } : text}>{v}</Text>
              </Column>
            </Row>
          ))}
        </Section>
      ) : null}
      {order.vat ? (
        <Text style={{ ...muted, margin: '4px 0 0', textAlign: 'right' }} data-testid="email-vat">
          {order.vat}
        </Text>
      ) : null}
      {order.estimate ? <Text style={{ ...muted, margin: '12px 0 0' }}>{order.estimate}</Text> : null}
      {order.address || order.links.length ? (
        <Row style={{ marginTop: '20px' }}>
          {order.address ? (
            <Column className="ms-stack" style={{ width: '50%', verticalAlign: 'top', paddingBottom: '12px' }}>
              <Text style={{ ...muted, textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: '11px' }}>
                {order.address.label}
              </Text>
              {order.address.lines.map((a, i) => (
                <Text key={i} style={text}>
                  {a}
                </Text>
              ))}
            </Column>
          ) : null}
          <Column className="ms-stack" style={{ verticalAlign: 'top', paddingBottom: '12px' }}>
            {order.links.map((l) => (
              <Text key={l.href} style={{ ...text, margin: '0 0 6px' }}>
                <Link href={l.href} style={{ color: INK, textDecoration: 'underline' }}>
                  {l.label}
                </Link>
              </Text>
            ))}
          </Column>
        </Row>
      ) : null}
    </Section>
  )
}
