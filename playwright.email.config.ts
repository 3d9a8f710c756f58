// The email baselines without the shop's server (tests/e2e/email-visual.spec.ts needs none): the same Chromium,
// flags and baseline folder as playwright.config.ts, where the spec also runs in the 'visual' project.
//   npx playwright test -c playwright.email.config.ts [--update-snapshots]
import { defineConfig, devices } from '@playwright/test'

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: /email-visual\.spec\.ts$/,
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  timeout: 30_000,
  workers: 1,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    },
  },
})
