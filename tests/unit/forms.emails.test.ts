// Shopper-request copy and emails: en/fr parity of the `requests` and `requestEmails` keys (and their
// placeholders), and every email built in both languages as HTML + text, newsletter ones with the unsubscribe link.
import { beforeAll, describe, expect, it } from 'vitest'
import en from '../../messages/en.json'
import fr from '../../messages/fr.json'
import type { EmailMessage } from '@/server/email/queue'
import { argumentNames } from '@/domain/icu'
import { renderEmail } from '@/server/email/render'
import {
  backInStockEmail,
  bookingEmails,
  contactEmails,
  newsletterConfirmEmail,
  testEmail,
  visitConfirmedEmail,
} from '@/server/email/messages'

type Tree = { [k: string]: string | Tree }
const flatten = (t: Tree, prefix = ''): Record<string, string> =>
  Object.entries(t).reduce<Record<string, string>>(
    (acc, [k, v]) =>
      typeof v === 'string' ? { ...acc, [`${prefix}${k}`]: v } : { ...acc, ...flatten(v, `${prefix}${k}.`) },
    {},
  )
// French alone may select on the size's kind (a shoe's pointure, a glove's taille): English says "size" for both.
const placeholders = (s: string, english = s) =>
  argumentNames(s).filter((name) => name !== 'kind' || argumentNames(english).includes('kind'))

describe.each(['requests', 'requestEmails'] as const)('messages.%s', (ns) => {
  const e = flatten(en[ns] as unknown as Tree)
  const f = flatten(fr[ns] as unknown as Tree)
  it('has the same keys in English and French', () => {
    expect(Object.keys(f).sort()).toEqual(Object.keys(e).sort())
  })
  it('has no empty string and the same placeholders in both languages', () => {
    for (const [k, v] of Object.entries(e)) {
      expect(v.trim(), `en ${k}`).not.toBe('')
      expect(f[k].trim(), `fr ${k}`).not.toBe('')
      expect(placeholders(f[k], v), k).toEqual(placeholders(v))
    }
  })
  it('is translated: French differs from English for most strings', () => {
    const same = Object.keys(e).filter((k) => e[k] === f[k])
    expect(same.length / Object.keys(e).length).toBeLessThan(0.25)
  })
})

const person = { firstName: 'Camille', lastName: 'Durand', email: 'camille@example.com' }
const visit = {
  ...person,
  preferredDate: '2026-03-16',
  preferredTime: '11:15',
  size: '38',
  productTitle: 'Pumps — Black',
  phone: '+33 6 12 34 56 78',
}

describe('the shopper reads sizes and times in their language', () => {
  const half = { ...visit, size: '36.5', preferredTime: '10:30' }
  it('French: "pointure 36,5" and "10 h 30" in the booking, confirmation and back-in-stock emails', async () => {
    for (const m of [
      (await bookingEmails({ ...half, locale: 'fr' }))[0]!,
      await visitConfirmedEmail({ ...half, locale: 'fr' }),
    ]) {
      expect(m.text).toContain('pointure 36,5')
      expect(m.text).toContain('le lundi 16\u00a0mars 2026 à 10\u00a0h\u00a030')
    }
    const back = await backInStockEmail({
      email: person.email,
      locale: 'fr',
      productTitle: 'Vavin',
      size: '36.5',
      path: '/',
    })
    expect(back.text).toContain('pointure 36,5')
  })

  it('French: a glove’s size is a "taille" in the same emails', async () => {
    const glove = { ...half, size: '7.5', sizeSystem: 'glove-hand' as const, locale: 'fr' }
    for (const m of [(await bookingEmails(glove))[0]!, await visitConfirmedEmail(glove)]) {
      expect(m.text).toContain('Pumps — Black en taille 7,5 ')
      expect(m.text).not.toContain('pointure')
    }
    const back = await backInStockEmail({ ...glove, email: person.email, productTitle: 'Odéon', path: '/' })
    expect(back.subject).toBe('Votre taille est de retour\u00a0: Odéon')
    expect(back.text).toContain('Odéon en taille 7,5 est de nouveau disponible')
  })

  it('English keeps 36.5 and 10:30', async () => {
    const [m] = await bookingEmails({ ...half, locale: 'en' })
    expect(m.text).toContain('36.5')
    expect(m.text).toContain('on Monday 16\u00a0March 2026 at 10:30')
    // The boutique's copy names the day too, beside the stored form staff search by.
    const [, copy] = await bookingEmails({ ...half, locale: 'en' })
    expect(copy!.subject).toBe('New try-on request: Monday 16\u00a0March 2026 10:30, Camille Durand')
    expect(copy!.text).toContain('Monday 16\u00a0March 2026 (2026-03-16)')
  })
})

describe.each(['en', 'fr'] as const)('emails in %s', (locale) => {
  const copy = locale === 'fr' ? fr.requestEmails : en.requestEmails
  let all: EmailMessage[] = []
  beforeAll(async () => {
    all = [
      ...(await contactEmails({ ...person, locale, reason: 'wholesale', message: 'Hello <b>there</b>' })),
      ...(await bookingEmails({ ...visit, locale })),
      await visitConfirmedEmail({ ...visit, locale }),
      await newsletterConfirmEmail({ email: person.email, locale, token: 'tok_abcdefghijklmnop' }),
      await backInStockEmail({
        email: person.email,
        locale,
        productTitle: 'Pumps — Black',
        size: '38',
        path: '/pumps/black',
      }),
      await testEmail(person.email, locale),
    ]
  })

  it('each has a subject, an HTML body in the right language and a plain-text twin', () => {
    for (const m of all) {
      expect(m.subject.length).toBeGreaterThan(3)
      expect(m.html).toMatch(/^<!DOCTYPE html[^>]*><html dir="ltr" lang="(en|fr)">/)
      expect(m.html).toContain('data-email-kind=')
      expect(m.html).toContain('Maison Sabine')
      expect(m.text.length).toBeGreaterThan(20)
      expect(m.text).not.toMatch(/<(p|a|table|html|!doctype)\b/i)
    }
    // The shopper's copies speak their language; the shop's copies stay in English.
    expect(all[0]!.html).toContain(`lang="${locale}"`)
    expect(all[0]!.subject).toBe(copy.contactSubject)
    expect(all[2]!.subject).toBe(copy.bookingSubject)
    expect(all[1]!.html).toContain('lang="en"')
  })

  it('escapes what the shopper typed', () => {
    expect(all[1]!.html).toContain('Hello &lt;b&gt;there&lt;/b&gt;')
    expect(all[1]!.html).not.toContain('<b>there</b>')
  })

  it("the shop's copy names the reason by its label, not its key, and replies to the shopper", () => {
    expect(all[1]!.subject).toContain('Wholesale Inquiry')
    expect(all[1]!.subject).not.toMatch(/\bwholesale\b/)
    expect(all[1]!.replyTo).toBe(person.email)
  })

  it('the newsletter email carries the confirm link, the unsubscribe link (HTML and text) and one-click headers', () => {
    const m = all[5]!
    const unsub = `/api/newsletter/unsubscribe?token=tok_abcdefghijklmnop&lang=${locale}`
    expect(m.html).toContain(unsub.replace('&', '&amp;'))
    expect(m.html).toContain(copy.unsubscribe)
    expect(m.text).toContain(`${copy.unsubscribe}${locale === 'fr' ? '\u00a0: ' : ': '}http`)
    expect(m.text).toContain(unsub)
    expect(m.text).toContain(`/api/newsletter/confirm?token=tok_abcdefghijklmnop&lang=${locale}`)
    expect(m.headers?.['List-Unsubscribe']).toMatch(new RegExp(`^<http.*${unsub.replace(/[?&]/g, '\\$&')}>$`))
    expect(m.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  })

  it('the back-in-stock email links to the product in the shopper language', () => {
    expect(all[6]!.text).toContain(locale === 'fr' ? '/fr/pumps/black' : '/pumps/black')
    expect(all[6]!.subject).toContain('Pumps — Black')
  })
})

describe('renderEmail', () => {
  it('renders greeting, details, CTA and unsubscribe in HTML and text', async () => {
    const { html, text } = await renderEmail(
      {
        kind: 'newsletter-confirm',
        greeting: 'Bonjour',
        paragraphs: ['Un', 'Deux'],
        details: [['Taille', '38']],
        cta: { label: 'Voir', href: 'https://x.example/a?b=1&c=2' },
        signoff: 'À bientôt',
        note: 'Pourquoi ce message',
        unsubscribe: { label: 'Se désabonner', href: 'https://x.example/u', note: 'Note' },
      },
      'fr',
    )
    expect(html).toContain('href="https://x.example/a?b=1&amp;c=2"')
    expect(html).toMatch(/>Se désabonner<\/a>/)
    expect(text.split('\n\n')).toEqual([
      'Bonjour',
      'Un',
      'Deux',
      // French text sets a no-break space before each colon.
      'Taille\u00a0: 38',
      'Voir\u00a0: https://x.example/a?b=1&c=2',
      'À bientôt',
      '--',
      'Pourquoi ce message',
      // The house's footer: the boutique's address and phone, the legal line.
      'Maison Sabine — Boutique de Paris\u00a0: 12 rue de Tournon, 75006 Paris — +33 1 44 07 12 12',
      'Maison Sabine SAS · RCS Paris 812 453 678',
      'Se désabonner\u00a0: https://x.example/u',
    ])
  })
})
