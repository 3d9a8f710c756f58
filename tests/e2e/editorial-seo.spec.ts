// Full metadata on the home and contact pages, live preview that never leaks a draft to a visitor, and links
// that prefetch when they scroll into view — in Chromium against the production build.
import { type Page, expect, test } from './fixtures/test'
import { articles } from '../../seed/content/articles'
import { login } from './catalogAdmin'

async function head(page: Page) {
  const attr = (sel: string, name = 'content') => page.locator(sel).first().getAttribute(name)
  return {
    title: await page.title(),
    description: await attr('meta[name="description"]'),
    canonical: await attr('link[rel="canonical"]', 'href'),
    en: await attr('link[rel="alternate"][hreflang="en"]', 'href'),
    fr: await attr('link[rel="alternate"][hreflang="fr"]', 'href'),
    xDefault: await attr('link[rel="alternate"][hreflang="x-default"]', 'href'),
    ogTitle: await attr('meta[property="og:title"]'),
    ogDescription: await attr('meta[property="og:description"]'),
    ogImage: await attr('meta[property="og:image"]'),
    ogUrl: await attr('meta[property="og:url"]'),
    twitterCard: await attr('meta[name="twitter:card"]'),
    twitterImage: await attr('meta[name="twitter:image"]'),
  }
}

test.describe('metadata', () => {
  for (const [path, title] of [
    ['/', 'Maison Sabine — Paris heels, made in Italy'],
    ['/fr', 'Maison Sabine — talons parisiens, fabriqués en Italie'],
  ] as const) {
    test(`home ${path}: title, description, canonical, hreflang, Open Graph and Twitter with an image, Organization`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(path)
      const h = await head(page)
      expect(h.title).toBe(title)
      expect(h.description?.length).toBeGreaterThan(50)
      const bare = (u: string | null) => u?.replace(/\/$/, '')
      expect(bare(h.canonical)).toBe(path === '/' ? baseURL : `${baseURL}/fr`)
      expect([h.en, h.fr, h.xDefault].map(bare)).toEqual([baseURL, `${baseURL}/fr`, baseURL])
      expect(h.ogTitle).toBe(title)
      expect(h.ogDescription).toBe(h.description)
      expect(h.ogImage).toMatch(/^https?:\/\/.+\.(jpg|jpeg|png|webp)/)
      expect(h.twitterCard).toBe('summary_large_image')
      expect(h.twitterImage).toMatch(/^https?:\/\/.+\.(jpg|jpeg|png|webp)/)
      expect((await page.request.get(h.ogImage!)).status()).toBe(200)
      const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((b) =>
        [JSON.parse(b)].flat(),
      )
      expect(ld.find((d) => d['@type'] === 'Organization')).toMatchObject({
        name: 'Maison Sabine',
        url: expect.stringMatching(/^https?:/),
      })
      expect(ld.find((d) => d['@type'] === 'ShoeStore')).toMatchObject({
        telephone: '+33 1 44 07 12 12',
        address: { streetAddress: '12 rue de Tournon', postalCode: '75006', addressLocality: 'Paris' },
      })
    })
  }

  for (const path of ['/contact', '/fr/contact']) {
    test(`${path}: full metadata with a sharing image`, async ({ page, baseURL }) => {
      await page.goto(path)
      const h = await head(page)
      expect(h.description).toBeTruthy()
      expect(h.canonical).toBe(`${baseURL}${path}`)
      expect(h.fr).toBe(`${baseURL}/fr/contact`)
      expect(h.ogUrl).toBe(`${baseURL}${path}`)
      expect(h.ogImage).toBeTruthy()
      expect(h.twitterImage).toBeTruthy()
    })
  }
})

test.describe('live preview', () => {
  test('?preview=1 shows the draft to a signed-in editor only, never to a visitor', async ({
    page,
    request,
    browser,
  }) => {
    const slug = 'on-the-roof'
    const published = articles.find((a) => a.slug === slug)!.en.title
    const token = await login(request)
    const headers = { Authorization: `JWT ${token}` }
    const found = await (await request.get(`/api/articles?where[slug][equals]=${slug}&depth=0`, { headers })).json()
    const draftTitle = `Draft only ${Date.now()}`
    const res = await request.patch(`/api/articles/${found.docs[0].id}?draft=true&locale=en`, {
      headers,
      data: { title: draftTitle },
    })
    expect(res.ok()).toBe(true)

    // A visitor (no session) asking for the preview gets the published article and no preview banner.
    for (const path of [`/magazine/${slug}?preview=1`, `/magazine/${slug}`]) {
      await page.goto(path)
      await expect(page.locator('h1')).toHaveText(published)
      expect(await page.locator('body').innerText()).not.toContain(draftTitle)
    }
    await expect(page.getByText('Preview: you are seeing the latest draft.')).toHaveCount(0)

    // The same URL with an editor's session shows the draft (so the check above can fail).
    const editor = await browser.newContext({ baseURL: page.url().replace(/\/magazine.*$/, '') })
    await editor.addCookies([
      { name: 'payload-token', value: token, domain: 'localhost', path: '/', httpOnly: true, sameSite: 'Lax' },
    ])
    const ep = await editor.newPage()
    await ep.goto(`/magazine/${slug}?preview=1`)
    await expect(ep.locator('h1')).toHaveText(draftTitle)
    await editor.close()
  })
})

test.describe('prefetch', () => {
  test('an article link is prefetched once it scrolls into view, not before', async ({ page }) => {
    const prefetched: string[] = []
    page.on('request', (req) => {
      const h = req.headers()
      if (h.rsc === '1' || h['next-router-prefetch'] || /[?&]_rsc=/.test(req.url()))
        prefetched.push(new URL(req.url()).pathname)
    })
    await page.goto('/magazine')
    const last = page.getByTestId('article-card').last()
    const slug = await last.getAttribute('data-slug')
    await page.waitForLoadState('networkidle')
    const path = `/magazine/${slug}`
    expect(
      prefetched.filter((p) => p.startsWith(path)),
      'prefetched while off-screen',
    ).toEqual([])
    const seen = page.waitForRequest(
      (req) =>
        new URL(req.url()).pathname.startsWith(path) && (req.headers().rsc === '1' || /[?&]_rsc=/.test(req.url())),
    )
    await last.scrollIntoViewIfNeeded()
    await seen
  })
})
