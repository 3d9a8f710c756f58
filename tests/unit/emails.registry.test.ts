// Every kind of email the shop sends, built by its own builder in English and in French (the samples of
// tests/e2e/fixtures/emails.ts, one per kind of src/server/email/kinds.ts): each is drawn in the house layout (its
// kind marked, the wordmark, the boutique's address and phone in the footer), speaks its language, has a plain-text
// part with what matters (order number, code, links) and shows what a shopper typed as text, never as markup.
import { describe, expect, it } from 'vitest'
import { EMAIL_KINDS, type EmailKind } from '@/server/email/kinds'
import { EMAIL_SAMPLES, type Lang } from '../e2e/fixtures/emails'

const XSS = 'Claire <img src=x onerror=alert(1)><script>alert(2)</script>'
// Mails to the staff are in English whatever the sample's language; Payload's fallback too.
const ENGLISH_ONLY = new Set<EmailKind>(['contact-copy', 'booking-copy', 'low-stock', 'account-fallback'])
// Auth mails are written to the operator's file as HTML only when no SMTP is set; Payload builds these as HTML only.
const HTML_ONLY = new Set<EmailKind>(['account-fallback', 'staff-reset'])

/** What the text part must carry, per kind (beyond the footer). */
const KEY: Partial<Record<EmailKind, RegExp[]>> = {
  'order-confirmation': [/MS-2026-0042/, /\/orders\/MS-2026-0042\?t=/, /\/api\/invoices\?number=F-2026-000042/],
  'order-preparing': [/MS-2026-0042/],
  'order-shipped': [/MS-2026-0042/, /6A12345678901/, /https:\/\/www\.laposte\.fr\/outils\/suivre-vos-envois/],
  'order-delivered': [/MS-2026-0042/, /\/returns\?order=42&token=/],
  'order-link': [/MS-2026-0042/, /\/orders\/MS-2026-0042\?t=/],
  'return-accepted': [/MS-2026-0042/],
  'return-declined': [/MS-2026-0042/],
  'return-refunded': [/MS-2026-0042/, /number=A-2026-000007/],
  'order-refunded': [/MS-2026-0042/, /120,00\u00a0€/, /number=A-2026-000008/, /\/orders\/MS-2026-0042\?t=/],
  'newsletter-confirm': [/\/api\/newsletter\/confirm\?token=/, /\/api\/newsletter\/unsubscribe\?token=/],
  'back-in-stock': [/\/vavin-pumps-nude/],
  'account-verify': [/\/account\/verify\?token=tok_/],
  'account-code': [/K7Q2M9/],
  'account-reset': [/\/account\/reset-password\?token=tok_/],
  'account-email-link': [/\/account\/email\/confirm\?token=tok_/],
  'staff-invite': [/\/app\/reset\/tok_/],
}

describe('the registry of email kinds', () => {
  it('has a sample for every kind, and no sample for a kind that does not exist', () => {
    expect(Object.keys(EMAIL_SAMPLES).sort()).toEqual([...EMAIL_KINDS].sort())
  })
})

describe.each(['en', 'fr'] as const)('every email in %s', (l: Lang) => {
  it.each([...EMAIL_KINDS])('%s renders through the house layout', async (kind) => {
    const m = await EMAIL_SAMPLES[kind](l, XSS)
    const lang = ENGLISH_ONLY.has(kind) ? 'en' : l
    expect(m.subject.length).toBeGreaterThan(3)
    // The layout: its kind marked on the one column, the wordmark, the footer with the boutique's address and phone.
    expect(m.html).toMatch(/<!DOCTYPE html/)
    expect(m.html).toContain(`data-email-kind="${kind}"`)
    expect(m.html).toContain(`lang="${lang}"`)
    expect(m.html).toMatch(/>Maison Sabine</)
    expect(m.html).toContain('12 rue de Tournon, 75006 Paris')
    expect(m.html).toContain('href="tel:+33144071212"')
    expect(m.html).toContain('max-width:600px')
    // Markup a shopper typed is text: never an element.
    expect(m.html).not.toMatch(/<img src=x|<script>alert/)
    // Every image says what it shows; every link says where it goes.
    for (const img of m.html.match(/<img\b[^>]*>/g) ?? []) expect(img).toMatch(/\balt="[^"]+"/)
    for (const [, label] of m.html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g))
      expect(label!.replace(/<[^>]+>/g, '').trim()).not.toBe('')
    if (HTML_ONLY.has(kind)) return
    expect(m.text).toContain('12 rue de Tournon, 75006 Paris')
    // The text part is text: none of the layout's markup (what the shopper typed stays as typed, harmless there).
    expect(m.text).not.toMatch(/<(p|a|table|td|div|html|!doctype)\b/i)
    for (const key of KEY[kind] ?? []) expect(m.text).toMatch(key)
  })

  it('order emails show each pair with its photo, size in the order’s language, totals and the address', async () => {
    for (const kind of ['order-confirmation', 'order-shipped', 'order-delivered'] as const) {
      const { html, text } = await EMAIL_SAMPLES[kind](l, 'Claire Dubois')
      expect(html).toMatch(/<img[^>]+alt="[^"]*Vavin[^"]*"[^>]+src="http:\/\/localhost:3000\/api\/media\//)
      expect(html).toContain(l === 'fr' ? 'Pointure 38' : 'Size 38')
      expect(html).toContain(l === 'fr' ? 'Taille 7,5' : 'Size 7.5')
      expect(html).toContain(l === 'fr' ? 'Escarpins Vavin, nude' : 'Vavin pumps, nude')
      expect(html).toContain('1\u202f585,00\u00a0€')
      expect(html).toContain('8 rue Jacob')
      expect(text).toContain(l === 'fr' ? 'Livraison\u00a0: 25,00\u00a0€' : 'Shipping: 25,00\u00a0€')
      // The sample stored no VAT: a French order, 20 % inside its 1 585,00 € (264,17 €).
      const vat = l === 'fr' ? 'Dont TVA à 20\u00a0%\u00a0: 264,17\u00a0€' : 'Including VAT at 20\u00a0%: 264,17\u00a0€'
      expect(html).toContain(vat)
      expect(text).toContain(vat)
      if (kind !== 'order-delivered')
        expect(text).toContain(
          l === 'fr' ? 'Livraison estimée\u00a0: 3 à 7\u00a0jours ouvrés' : 'Estimated delivery: 3–7 business days',
        )
    }
  })

  it('French text sets a no-break space before : ; ! ? — English none', async () => {
    for (const kind of EMAIL_KINDS) {
      if (ENGLISH_ONLY.has(kind) || HTML_ONLY.has(kind)) continue
      const { text } = await EMAIL_SAMPLES[kind](l, 'Claire Dubois')
      // URLs carry colons of their own.
      const words = text.replace(/\b(https?|tel):\S+/g, '')
      if (l === 'fr') expect(words, kind).not.toMatch(/[^\s\u00a0\u202f][:;!?](\s|$)/)
      else expect(words, kind).not.toMatch(/\u00a0[:;!?]/)
    }
  })
})
