// The editorial site in Chromium against the production build: the magazine in both languages, every article
// and page of issue 5 in English and French with the site chrome, no English left on French pages, 404s,
// sitemap, robots and structured data.
import { expect, test } from './fixtures/test'
import { articles } from '../../seed/content/articles'
import { englishOn, englishProbes } from './editorialEnglish'

const ROUTES = [
  '/magazine',
  '/magazine/why-wear-heels',
  '/magazine/emily-in-paris-filming-locations/places',
  '/brand',
  '/brand/medias',
  '/brand/people',
  '/people',
  '/press',
  '/fabrication',
  '/comfort',
  '/wholesales',
  '/legal',
  '/terms',
  '/privacy',
  '/return-policy',
  '/accessibility',
  '/qrcode/premiereclasse-card',
  '/shop-the-look',
  '/preorders',
]
const FR_MONTHS = /\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}/

// English left on French pages: every English message and seeded English text, short strings included (see
// ./editorialEnglish.ts for the matching rules and the allowlist).
const PROBES = englishProbes()

test.describe('magazine', () => {
  test('lists the 15 articles newest first, with covers, dates, excerpts and read-more, in English', async ({
    page,
  }) => {
    await page.goto('/magazine')
    const cards = page.getByTestId('article-card')
    await expect(cards).toHaveCount(15)
    expect(articles).toHaveLength(15)
    const dates = await cards.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''))
    expect(dates).toEqual([...dates].sort().reverse())
    await expect(cards.first().getByRole('link', { name: /Read more/ })).toBeVisible()
    await expect(cards.first().locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
  })

  test('lists them in French with French dates', async ({ page }) => {
    await page.goto('/fr/magazine')
    const cards = page.getByTestId('article-card')
    await expect(cards).toHaveCount(15)
    const times = await cards.locator('time').allTextContents()
    for (const t of times) expect(t).toMatch(FR_MONTHS)
    const slugs = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-slug')))
    const expected = [...articles]
      .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
      .map((a) => a.slug)
    expect(slugs).toEqual(expected)
    await expect(cards.first().getByRole('link', { name: /Lire la suite/ })).toBeVisible()
  })

  test('every article answers 200 in both languages with its hreflang pair', async ({ request }) => {
    // English first, then French: a visit under /fr stores the French locale cookie, after which a bare path
    // redirects to /fr (the seed's locale rule), so the order matters for a cookie-keeping client.
    for (const prefix of ['', '/fr']) {
      for (const a of articles) {
        const res = await request.get(`${prefix}/magazine/${a.slug}`, { maxRedirects: 0 })
        expect(res.status(), `${prefix}/magazine/${a.slug}`).toBe(200)
        const html = (await res.text())
          .replace(/&#x27;/g, "'")
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&')
        expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="en" href="[^"]*/magazine/${a.slug}"`))
        expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="fr" href="[^"]*/fr/magazine/${a.slug}"`))
        expect(html).toMatch(/<link rel="alternate" hrefLang="x-default"/)
        expect(html).toContain(`<h1>${prefix ? a.fr.title : a.en.title}</h1>`)
      }
    }
  })

  test('an unknown article is a 404 in both languages', async ({ page }) => {
    for (const path of ['/magazine/no-such-story', '/fr/magazine/no-such-story']) {
      const res = await page.goto(path)
      expect(res?.status()).toBe(404)
      await expect(page.getByTestId('not-found')).toBeVisible()
    }
  })

  test('an article links to real product pages and opens from the list', async ({ page }) => {
    await page.goto('/magazine')
    await page
      .getByTestId('article-card')
      .first()
      .getByRole('link', { name: /Read more/ })
      .click()
    await expect(page).toHaveURL(/\/magazine\/[a-z0-9-]+$/)
    await expect(page.locator('h1')).toBeVisible()
    await page.goto('/magazine/why-wear-heels')
    const productLinks = await page.locator('main a[href^="/pumps/"], main a[href^="/ankle-boots/"]').count()
    expect(productLinks).toBeGreaterThan(0)
  })
})

test.describe('every editorial route, in both languages', () => {
  for (const route of ROUTES) {
    test(`${route} and /fr${route}`, async ({ page }) => {
      const res = await page.goto(route)
      expect(res?.status()).toBe(200)
      await expect(page.locator('h1')).toBeVisible()
      await expect(page.locator('header').first()).toBeVisible()
      await expect(page.locator('footer')).toBeVisible()
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${route}$`))
      expect(await page.locator('meta[property="og:image"]').count()).toBeGreaterThan(0)
      expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image')

      const frRes = await page.goto(`/fr${route}`)
      expect(frRes?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
      await expect(page.locator('h1')).toBeVisible()
      expect(await englishOn(page, PROBES), `English on /fr${route}`).toEqual([])
    })
  }
})

test('no English on any French article', async ({ page }) => {
  expect(PROBES.length).toBeGreaterThan(500)
  const found: Record<string, string[]> = {}
  for (const a of articles) {
    await page.goto(`/fr/magazine/${a.slug}`)
    await expect(page.locator('h1')).toHaveText(a.fr.title)
    const leaks = await englishOn(page, PROBES)
    if (leaks.length) found[a.slug] = leaks
  }
  expect(found).toEqual({})
})

test('the English probe catches short strings and placeholder messages on a page', async ({ page }) => {
  // Guard against a scan that cannot fail: the English article page must trip it, short and ICU strings included.
  await page.goto('/magazine/why-wear-heels')
  const leaks = await englishOn(page, PROBES)
  expect(leaks).toEqual(
    expect.arrayContaining(['Home', '{minutes} min read', articles.find((a) => a.slug === 'why-wear-heels')!.en.title]),
  )
})

test.describe('search engines', () => {
  test('sitemap lists pages, products and articles in both languages with alternates', async ({ request, baseURL }) => {
    const res = await request.get('/sitemap.xml')
    expect(res.status()).toBe(200)
    const xml = await res.text()
    for (const path of ['/magazine', '/magazine/why-wear-heels', '/legal', '/brand/medias', '/pumps/black']) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`)
      expect(xml).toContain(`<loc>${baseURL}/fr${path}</loc>`)
    }
    expect(xml).toContain(`hreflang="fr" href="${baseURL}/fr/magazine/why-wear-heels"`)
    expect(xml).toContain('hreflang="x-default"')
    for (const a of articles) expect(xml).toContain(`/magazine/${a.slug}</loc>`)
  })

  test('robots.txt keeps crawlers out of /app and /api and points at the sitemap', async ({ request }) => {
    const txt = await (await request.get('/robots.txt')).text()
    expect(txt).toMatch(/Disallow: \/app$/m)
    expect(txt).toMatch(/Disallow: \/api$/m)
    expect(txt).toMatch(/Sitemap: .*\/sitemap\.xml/)
  })

  test('JSON-LD parses: Organization, ShoeStore with opening hours, Article, BreadcrumbList', async ({ page }) => {
    const types = async (path: string) => {
      await page.goto(path)
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
      return blocks.flatMap((b) => [JSON.parse(b)].flat()) as Record<string, unknown>[]
    }
    const article = await types('/magazine/why-wear-heels')
    expect(article.find((d) => d['@type'] === 'Article')).toMatchObject({
      headline: articles.find((a) => a.slug === 'why-wear-heels')!.en.title,
    })
    const crumbs = article.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: unknown[] }
    expect(crumbs.itemListElement).toHaveLength(3)
    const brand = await types('/fr/brand')
    const store = brand.find((d) => d['@type'] === 'ShoeStore') as {
      openingHoursSpecification: { dayOfWeek: string | string[]; opens: string; closes: string }[]
    }
    expect(brand.some((d) => d['@type'] === 'Organization')).toBe(true)
    expect(store.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '10:30',
        closes: '19:30',
      }),
      expect.objectContaining({ dayOfWeek: 'Saturday', opens: '11:00', closes: '18:00' }),
    ])
  })
})

test.describe('content rules on the pages', () => {
  // Every business constant, as the page states it in each language (dashes: en dash or hyphen).
  const RETURNS = {
    en: [
      /within 14 days of delivery/,
      /unworn and in original condition, with packaging and tags/,
      /Custom or personalised items cannot be returned/i,
      /refund is processed within 5[–-]7 business days[^.]*to the original payment method/,
      /Shipping costs are non-refundable/,
    ],
    fr: [
      /dans un délai de 14\sjours à compter de la livraison/,
      /non portés et dans leur état d’origine, avec leur emballage et leurs étiquettes/,
      /articles sur mesure ou personnalisés ne peuvent pas être retournés/i,
      /remboursement est effectué sous 5 à 7\sjours ouvrés[^.]*sur le moyen de paiement utilisé lors de la commande/,
      /frais de livraison ne sont pas remboursables/,
    ],
  }
  const ORDERS = {
    en: [
      /processed in 1[–-]2 business days/,
      /3[–-]7 business days in France and 5[–-]10 business days in Europe/,
      /cannot be modified once processing begins/,
      /warranty against defects/,
      /major credit cards or PayPal/,
    ],
    fr: [
      /préparées sous 1 à 2\sjours ouvrés/,
      /3 à 7\sjours ouvrés en France et 5 à 10\sjours ouvrés en Europe/,
      /ne peut plus être modifiée dès lors que sa préparation a commencé/,
      /garantie contre les défauts/,
      /principales cartes de crédit ou par PayPal/,
    ],
  }
  for (const [path, sets] of [
    ['/return-policy', [RETURNS]],
    ['/terms', [RETURNS, ORDERS]],
  ] as const) {
    for (const locale of ['en', 'fr'] as const) {
      test(`${locale === 'fr' ? '/fr' : ''}${path} states every constant`, async ({ page }) => {
        await page.goto(`${locale === 'fr' ? '/fr' : ''}${path}`)
        const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ')
        const missing = sets
          .flatMap((set) => set[locale])
          .filter((re) => !re.test(text))
          .map(String)
        expect(missing).toEqual([])
      })
    }
  }

  test('the wholesale page offers a way to reach the wholesale team', async ({ page }) => {
    await page.goto('/wholesales')
    await expect(page.locator('a[href^="mailto:wholesale@"]').first()).toBeVisible()
    // Its contact-form link opens the form with the wholesale reason already chosen, in both languages.
    await page.locator('main a[href="/contact?reason=wholesale"]').click()
    await expect(page.locator('select[name="reason"]')).toHaveValue('wholesale')
    await page.goto('/fr/wholesales')
    await page.locator('main a[href="/fr/contact?reason=wholesale"]').click()
    await expect(page.locator('select[name="reason"]')).toHaveValue('wholesale')
    await page.goto('/fr/contact?reason=nonsense')
    await expect(page.locator('select[name="reason"]')).toHaveValue('')
  })

  test('the filming-locations page lists the places of the Emily in Paris article', async ({ page }) => {
    await page.goto('/fr/magazine/emily-in-paris-filming-locations/places')
    expect(await page.locator('main ol li').count()).toBeGreaterThan(2)
    await expect(page.getByRole('link', { name: /Ouvrir dans l’application de cartes/ }).first()).toBeVisible()
  })
})

test.describe('navigation', () => {
  test('internal links navigate inside a view transition (out, then in); reduced motion navigates plainly', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __vt: number }
      const doc = document as unknown as { startViewTransition?: (cb: () => unknown) => unknown }
      const original = doc.startViewTransition?.bind(document)
      w.__vt = 0
      if (original)
        doc.startViewTransition = (cb) => {
          w.__vt++
          return original(cb)
        }
    })
    await page.goto('/magazine')
    await page
      .getByTestId('article-card')
      .first()
      .getByRole('link', { name: /Read more/ })
      .click()
    await expect(page).toHaveURL(/\/magazine\/[a-z0-9-]+$/)
    await expect(page.locator('h1')).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __vt: number }).__vt)).toBe(1)

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.getByRole('link', { name: 'Back to the magazine' }).click()
    await expect(page).toHaveURL(/\/magazine$/)
    expect(await page.evaluate(() => (window as unknown as { __vt: number }).__vt)).toBe(1)
  })
})
