// prefers-reduced-motion: reduce — the home hero does not advance by itself (the shopper may still press play), and
// the cart's toast and drawer do not animate. The preorder countdown to the minute is in forms.spec.ts (it opens
// a campaign). Read-only.
import { type Locator, type Page, expect, test } from './fixtures/test'
import { pickSize } from './fixtures/shop'
import { settled } from './fixtures/wait'

const activeSlide = (page: Page) =>
  page.locator('[aria-roledescription="slide"][aria-hidden="false"]').getAttribute('aria-label')

/** Whether anything moves on the element or around it: a running CSS animation, or a transition that takes time. */
const moves = (el: Locator) =>
  el.evaluate((node) => {
    const found: string[] = []
    for (let e: Element | null = node; e; e = e.parentElement) {
      const s = getComputedStyle(e)
      if (s.animationName !== 'none' && s.animationName !== '')
        found.push(`${e.className}: animation ${s.animationName}`)
      if (s.transitionDuration.split(',').some((d) => parseFloat(d) > 0))
        found.push(`${e.className}: transition ${s.transitionProperty} ${s.transitionDuration}`)
    }
    return found.concat(node.getAnimations({ subtree: true }).map((a) => `running: ${a.id || a.constructor.name}`))
  })

for (const L of [
  { prefix: '', play: 'Play the slideshow', pause: 'Pause the slideshow', first: 'Slide 1 of' },
  { prefix: '/fr', play: 'Lancer le diaporama', pause: 'Mettre le diaporama en pause', first: 'Image 1 sur' },
]) {
  test(`${L.prefix || '/'}: with reduced motion the hero stays put until the shopper presses play`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await page.goto(L.prefix || '/')
    const play = page.getByRole('button', { name: L.play })
    await expect(play).toBeVisible()
    expect(await activeSlide(page)).toMatch(new RegExp(`^${L.first} `))
    // Four times the 6 s a slide stays: nothing moves.
    await page.clock.runFor(24_000)
    await settled(page)
    expect(await activeSlide(page)).toMatch(new RegExp(`^${L.first} `))
    // The shopper's own choice wins: play advances the slides again.
    await play.click()
    await expect(page.getByRole('button', { name: L.pause })).toBeVisible()
    // The hero holds while the pointer or the focus is on it: both leave it.
    await page.mouse.move(0, 0)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.clock.runFor(6_500)
    await expect.poll(() => activeSlide(page)).not.toMatch(new RegExp(`^${L.first} `))
  })
}

test('without reduced motion the hero advances by itself', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.clock.install()
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Pause the slideshow' })).toBeVisible()
  // The pointer stays off the hero (hovering it holds the slides).
  await page.mouse.move(0, 0)
  await page.clock.runFor(6_500)
  await expect.poll(() => activeSlide(page)).toMatch(/^Slide 2 of /)
})

test('with reduced motion the cart toast and the drawer do not animate', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/ankle-boots/red')
  await pickSize(page, '39')
  await page.getByTestId('add-to-cart').click()
  const toast = page.getByTestId('toast')
  await expect(toast).toBeVisible()
  expect(await moves(toast)).toEqual([])
  await page.getByTestId('view-cart').click()
  const drawer = page.getByTestId('cart-drawer')
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1)
  expect(await moves(drawer)).toEqual([])
  expect(await moves(page.getByTestId('cart-button'))).toEqual([])
})
