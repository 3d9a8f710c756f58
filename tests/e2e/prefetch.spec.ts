// What a page downloads for the pages it links to: a prefetch brings their RSC payloads, never their pictures. The
// home page links to every product; each product page's LCP picture used to come along at high priority.
import { expect, test } from '@playwright/test'

test('the home page requests only the pictures its own <img> elements show', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'image') requested.push(new URL(r.url()).pathname + new URL(r.url()).search)
  })
  const prefetched = page.waitForResponse((r) => /[?&]_rsc=/.test(r.url()) && /\/[a-z-]+\/[a-z-]+\?/.test(r.url()))
  await page.goto('/')
  await prefetched
  await page.waitForLoadState('networkidle')
  const referenced = await page.evaluate(() =>
    Array.from(document.images).flatMap((img) => [
      img.getAttribute('src') ?? '',
      ...(img.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0]),
    ]),
  )
  expect(requested.length).toBeGreaterThan(0)
  expect(requested.filter((u) => !referenced.includes(u))).toEqual([])
})
