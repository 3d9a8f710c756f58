// Visual regression of the emails: every kind (src/server/email/kinds.ts), in English and in French, at 600 px (a
// desktop client's reading pane) and 390 px (a phone), as Chromium draws the HTML the shop sends. No app server:
// the HTML is built by the shop's own builders from fixed data (fixtures/emails.ts) and set into a blank page.
// Images are the only requests: each is answered with the same flat placeholder, so a run never depends on media.
// Runs in the 'emails' project of playwright.config.ts (beside the page screenshots); without a server:
// playwright.email.config.ts
// (docs/visual-regression.md). Baselines: tests/e2e/__screenshots__/email-visual.spec.ts/<kind>-<lang>-<width>.png.
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { EMAIL_KINDS } from '../../src/server/email/kinds'

const ROOT = path.resolve(import.meta.dirname, '../..')
let rendered: Record<string, { en: string; fr: string }> = {}

// Every sample's HTML, rendered once per worker by fixtures/renderEmails.ts under tsx, as the server runs it (its own
// time budget: a busy machine takes a while to start it, and that is not a test's time).
test.beforeAll(async () => {
  test.setTimeout(240_000)
  const { stdout } = await promisify(execFile)(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['tests/e2e/fixtures/renderEmails.ts'],
    { cwd: ROOT, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
  )
  rendered = JSON.parse(stdout) as typeof rendered
})

// A 1×1 PNG in the layout's rule colour (#d9d2c5), stretched to the photo's 80×100 box.
const PLACEHOLDER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGO4eeEMAARDAj7AoF0rAAAAAElFTkSuQmCC',
  'base64',
)

const WIDTHS = [600, 390] as const

for (const lang of ['en', 'fr'] as const)
  for (const kind of EMAIL_KINDS)
    for (const width of WIDTHS)
      test(`${kind} (${lang}, ${width} px)`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.route('**/*', (route) =>
          route.request().resourceType() === 'image'
            ? route.fulfill({ contentType: 'image/png', body: PLACEHOLDER })
            : route.abort(),
        )
        await page.setContent(rendered[kind]![lang], { waitUntil: 'load' })
        await page.evaluate(async () => {
          await Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined)))
        })
        await expect(page).toHaveScreenshot(`${kind}-${lang}-${width}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          // As the storefront's baselines: anti-aliasing noise passes, a moved block or a changed colour does not.
          maxDiffPixelRatio: 0.002,
          threshold: 0.15,
        })
      })
