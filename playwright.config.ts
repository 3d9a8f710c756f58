// End-to-end tests in Debian's Chromium against the production build (`next start`) on its own port and its
// own fresh SQLite database, migrated and seeded by the server at boot.
import { existsSync, mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { E2E_ADMIN } from './tests/e2e/fixtures/admin'

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (!existsSync(CHROMIUM)) {
  // Fail loudly: a browser test must never skip silently.
  throw new Error(`Chromium not found at ${CHROMIUM}. Install Debian's chromium (apt-get install chromium).`)
}

// Specs that only read (axe audits): they may run while another worker changes data.
const READ_ONLY = /-a11y\.spec/
const port = Number(process.env.E2E_PORT || 3107)
const baseURL = `http://localhost:${port}`
const tmp = process.env.E2E_TMP || mkdtempSync(path.join(os.tmpdir(), 'maison-e2e-'))
process.env.E2E_TMP = tmp

export default defineConfig({
  testDir: 'tests/e2e',
  // Visual baselines (tests/e2e/visual.spec.ts): one reviewed PNG per template, width and language, committed;
  // no platform or project suffix — the baselines are made in the Debian Chromium CI runs.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    // Every test starts with the cookie choice made (the banner has its own test in a fresh context).
    storageState: {
      cookies: [
        {
          name: 'maison_consent',
          value: encodeURIComponent('{"analytics":false,"ads":false}'),
          domain: 'localhost',
          path: '/',
          expires: Math.floor(Date.now() / 1000) + 86_400,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Specs that change the shared database run one at a time (project 'desktop'); the read-only axe audits run
  // beside them in a second worker.
  projects: [
    // The screenshots are compared first, on the freshly seeded database: the specs after them add articles,
    // campaigns and orders that would change what the pages show.
    {
      name: 'visual',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /visual\.spec/,
      workers: 1,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: [/mobile\.spec/, /visual\.spec/, READ_ONLY],
      workers: 1,
      dependencies: ['visual'],
    },
    // Playwright runs projects in phases: 'desktop' (after 'visual') would also wait for every project without a
    // dependency. The long audits run in desktop's phase, in the second worker; the short phone checks beside the
    // screenshots.
    {
      name: 'audits',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: READ_ONLY,
      workers: 1,
      dependencies: ['visual'],
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /mobile\.spec/, workers: 1 },
  ],
  webServer: {
    // The production server as `npm start` runs it (Next inside our Node server: real client address, CSP hashes).
    command: 'node_modules/.bin/tsx scripts/server.ts',
    // Ready, not alive: the server answers /api/health (and an opening page) while it still migrates and seeds.
    url: `${baseURL}/api/ready`,
    timeout: 420_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: `file:${path.join(tmp, 'e2e.db')}`,
      MEDIA_DIR: path.join(tmp, 'media'),
      PORT: String(port),
      SERVER_URL: baseURL,
      PAYLOAD_SECRET: 'e2e-secret-not-for-production',
      SEED_ADMIN_EMAIL: E2E_ADMIN.email,
      SEED_ADMIN_PASSWORD: E2E_ADMIN.password,
      COOKIE_SECURE: 'false',
      TEST_CHECKOUT_ENABLED: 'true',
      ENABLE_ERROR_TEST_ROUTE: '1',
      // The shared sign-in helper signs in as the seeded admin with a password only: the "admins must use two-step
      // verification" rule is off on this server (it stays on everywhere else; tests/e2e/staff.spec.ts enrols one).
      STAFF_TOTP_REQUIRED: '0',
      // As in production behind one reverse proxy: the last X-Forwarded-For hop is the client (tests set it to
      // give a scenario its own rate-limit budget). A request without it is keyed on its socket address.
      TRUST_PROXY: '1',
      // The browser's sign-ins all come from loopback: 30 per address. The shared budget applies only where no
      // address is known (it was what every caller shared before the server passed addresses on).
      LOGIN_RATE_LIMIT: '30',
      LOGIN_RATE_LIMIT_SHARED: '100',
      FORM_RATE_LIMIT_SHARED: '200',
      // Both workers' browsers reach Payload's REST API from loopback: one address for the admin of two staff.
      REST_RATE_LIMIT: '3000',
      REST_CONCURRENCY: '4',
      // Smaller seed imagery so the server is ready sooner (sizes wider than the cap are absent; pages fall back to the original).
      SEED_IMAGE_MAX_WIDTH: process.env.SEED_IMAGE_MAX_WIDTH || '720',
    },
  },
})
