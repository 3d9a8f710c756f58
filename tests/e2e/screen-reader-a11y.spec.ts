// What a screen reader is given: a toast read once (one live region, not one inside another), a quantity change
// said in a sentence, one heading per block on /contact, and a title of its own on /newsletter — in both languages,
// with axe on the pages and states this touches. Read-only: the cart of a visitor lives in the browser.
import AxeBuilder from '@axe-core/playwright'
import { type Locator, type Page, expect, test } from './fixtures/test'
import { pickSize } from './fixtures/shop'

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)}`)
}

/** The live regions an element is announced through: itself, its ancestors, and any inside it. */
const liveRegions = (el: Locator) =>
  el.evaluate((node) => {
    const live = (e: Element) =>
      (e.getAttribute('aria-live') ?? 'off') !== 'off' ||
      ['status', 'alert', 'log', 'marquee', 'timer'].includes(e.getAttribute('role') ?? '') ||
      e.tagName === 'OUTPUT'
    let around = 0
    for (let e: Element | null = node; e; e = e.parentElement) if (live(e)) around++
    return { around, inside: Array.from(node.querySelectorAll('*')).filter(live).length }
  })

const LANGS = [
  {
    prefix: '',
    added: 'Added to your cart',
    // The line's own name (the product and its colour, as the cart names it), its size, its new quantity.
    announced: ['Vavin pumps, black, size 38: quantity 2', 'Vavin pumps, black, size 38: quantity 1'],
    plus: /^Increase/,
    minus: /^Decrease/,
    boutique: 'The Paris boutique',
    card: 'Visit or call us',
    newsletter: 'This link is no longer valid — Maison Sabine',
  },
  {
    prefix: '/fr',
    added: 'Ajouté à votre panier',
    announced: [
      'Escarpins Vavin, noir, pointure 38\u00a0: quantité 2',
      'Escarpins Vavin, noir, pointure 38\u00a0: quantité 1',
    ],
    // « Escarpins Vavin, noir : augmenter la quantité »: the line's name first, as a French sentence puts it.
    plus: /augmenter la quantité$/,
    minus: /diminuer la quantité$/,
    boutique: 'La boutique parisienne',
    card: 'Nous rendre visite ou nous appeler',
    newsletter: 'Ce lien n’est plus valide — Maison Sabine',
  },
]

for (const L of LANGS) {
  test(`${L.prefix || '/'}: the cart toast is one live region; a quantity change is said in a sentence`, async ({
    page,
  }) => {
    await page.goto(`${L.prefix}/pumps/black`)
    await pickSize(page, '38')
    await page.getByTestId('add-to-cart').click()
    const toast = page.getByTestId('toast').filter({ hasText: L.added })
    await expect(toast).toBeVisible()
    // Read once: inside exactly one live region (the toaster's list, there before the toast), none of its own.
    expect(await liveRegions(toast)).toEqual({ around: 1, inside: 0 })

    await page.getByTestId('view-cart').click()
    const line = page.getByTestId('cart-drawer').getByTestId('cart-line')
    await expect(line).toHaveCount(1)
    const status = line.getByRole('status')
    await line.getByRole('button', { name: L.plus }).click()
    await expect(line.getByTestId('cart-line-quantity')).toHaveText('2')
    // What the polite region holds is what is announced, whole (aria-atomic): the product, the size, the quantity.
    await expect(status).toHaveText(L.announced[0])
    await expect(status).toHaveAttribute('aria-atomic', 'true')
    // The visible number beside it is not read a second time.
    await expect(line.getByTestId('cart-line-quantity')).toHaveAttribute('aria-hidden', 'true')
    await line.getByRole('button', { name: L.minus }).click()
    await expect(status).toHaveText(L.announced[1])
    expect(await violations(page)).toEqual([])
  })

  test(`${L.prefix}/contact: one heading for the boutique, and the card beside the form has its own`, async ({
    page,
  }) => {
    await page.goto(`${L.prefix}/contact`)
    await expect(page.getByRole('heading', { name: L.boutique, exact: true })).toHaveCount(1)
    await expect(page.getByRole('heading', { name: L.card, exact: true })).toHaveCount(1)
    expect(await violations(page)).toEqual([])
  })

  test(`${L.prefix}/newsletter: a title of its own, not the home page's`, async ({ page }) => {
    await page.goto(`${L.prefix}/newsletter`)
    await expect(page).toHaveTitle(L.newsletter)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.newsletter.replace(' — Maison Sabine', ''))
    expect(await violations(page)).toEqual([])
  })
}

test('/newsletter titles follow what the page says, in both languages', async ({ page }) => {
  for (const [path, title] of [
    ['/newsletter?status=confirmed', 'Subscription confirmed — Maison Sabine'],
    ['/fr/newsletter?status=unsubscribed', 'Désinscription confirmée — Maison Sabine'],
    ['/newsletter?unsubscribe=0123456789abcdef0123', 'Unsubscribe from the letter? — Maison Sabine'],
    ['/fr/newsletter?unsubscribe=0123456789abcdef0123', 'Vous désinscrire de la lettre\u00a0? — Maison Sabine'],
  ]) {
    await page.goto(path)
    await expect(page).toHaveTitle(title)
  }
})

test.describe('a first visit, with the cookie banner', () => {
  test.use({ storageState: { cookies: [], origins: [] } })
  test('axe: the product page with the banner and its choices open', async ({ page }) => {
    await page.goto('/fr/ankle-boots/red')
    const banner = page.getByTestId('consent-banner')
    await expect(banner).toBeVisible()
    expect(await violations(page)).toEqual([])
    await banner.getByRole('button', { name: 'Personnaliser' }).click()
    await expect(banner.getByRole('group')).toBeVisible()
    expect(await violations(page)).toEqual([])
  })
})
