// End-to-end tests in Debian's Chromium against the production build (`next start`): two servers, each on its own
// port and its own fresh SQLite database, migrated and seeded by the server at boot.
import { mkdirSync, mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type PlaywrightTestConfig, defineConfig, devices } from '@playwright/test'
import { E2E_ADMIN } from './tests/e2e/fixtures/admin'
import { CHROMIUM, CHROMIUM_ARGS, assertChromium } from './tests/e2e/fixtures/chromium'

// Fail loudly: a browser test must never skip silently.
assertChromium()

// Specs that only read (the axe audits, and pages no data-changing spec touches: the store map, prefetching,
// bfcache, French numbers, search): they may run in the second worker while the first changes data. Measured, the
// data-changing specs were the run's long pole (23 of its 28 minutes) beside audits of 8. The home with its database
// down runs there too: it changes only the server and database it starts for itself.
const READ_ONLY = /(-a11y|\/(map|keyboard-map|prefetch|bfcache|french-numbers|search|home-db-down))\.spec\.ts$/
// The page screenshots (against the freshly seeded server) and the email screenshots (no server: HTML set into a
// blank page) run side by side, before everything else.
const PAGE_VISUALS = /\/visual\.spec\.ts$/
const EMAIL_VISUALS = /\/email-visual\.spec\.ts$/
// With E2E_SERVERS=2 (for a machine of four cores or more), the specs that change data are shared between two
// production servers, each with its own database, so two workers run them side by side without seeing each other's
// orders and stock. The split is fixed (never by whichever worker is free), so a file always meets the same earlier
// files: a failure replays. Server B also takes the read-only audits. On two cores it is not worth it: measured, each
// test ran slower by as much as the split saved (docs/architecture.md#tests), so by default one server runs all.
const TWO_SERVERS = process.env.E2E_SERVERS === '2'
type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number]

const SERVER_B = [
  'keyboard-journeys',
  'edge',
  'map',
  'keyboard-backoffice',
  'catalog',
  'search',
  'keyboard-map',
  'french',
  'redirects',
  'session-calls',
  'listing-filters',
].map((name) => new RegExp(`/${name}\\.spec\\.ts$`))
const port = Number(process.env.E2E_PORT || 3107)
const tmp = process.env.E2E_TMP || mkdtempSync(path.join(os.tmpdir(), 'maison-e2e-'))
process.env.E2E_TMP = tmp
// Each server has its own copy of the build too: Next keeps its page and data cache in the build's folder, and two
// servers on one folder served each other's pages (B's picture versions in A's HTML: broken images on A).
const servers = {
  a: { baseURL: `http://localhost:${port}`, dir: tmp, build: process.env.NEXT_DIST_DIR || '.next' },
  b: { baseURL: `http://localhost:${port + 1}`, dir: path.join(tmp, 'b'), build: '.next-e2e-b' },
}
if (TWO_SERVERS) mkdirSync(servers.b.dir, { recursive: true })
const on = (server: keyof typeof servers) => ({
  use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: servers[server].baseURL },
  metadata: { serverDir: servers[server].dir },
})

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
      args: ['--headless', ...CHROMIUM_ARGS],
    },
  },
  // Each server's data-changing specs run one at a time (projects 'desktop' on A, 'desktop-b' on B); the read-only
  // axe audits run on B after its specs.
  projects: [
    // The screenshots are compared first, on the freshly seeded database: the specs after them add articles,
    // campaigns and orders that would change what the pages show.
    { name: 'visual', ...on('a'), testMatch: PAGE_VISUALS, workers: 1 },
    { name: 'emails', ...on('a'), testMatch: EMAIL_VISUALS, workers: 1 },
    {
      name: 'desktop',
      ...on('a'),
      testIgnore: [/mobile\.spec/, PAGE_VISUALS, EMAIL_VISUALS, READ_ONLY, ...(TWO_SERVERS ? SERVER_B : [])],
      workers: 1,
      dependencies: ['visual'],
    },
    // Playwright runs projects in phases: a project without a dependency would hold 'desktop' back until it ends, so
    // the others also wait for the screenshots (B seeds meanwhile); the emails' screenshots and the short phone
    // checks run beside them. The
    // audits run in the second worker, beside A's specs on one server, after B's on two.
    ...(TWO_SERVERS
      ? [{ name: 'desktop-b', ...on('b'), testMatch: SERVER_B, workers: 1, dependencies: ['visual'] }]
      : []),
    { name: 'audits', ...on(TWO_SERVERS ? 'b' : 'a'), testMatch: READ_ONLY, workers: 1, dependencies: ['visual'] },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined, baseURL: servers.a.baseURL },
      metadata: on('a').metadata,
      testMatch: /mobile\.spec/,
      workers: 1,
    },
  ],
  // B first, waited for only until it answers (alive): it migrates and seeds while A does, and its specs' workers
  // wait for it to be ready (fixtures/test.ts). A is waited for until ready, not alive: a server answers /api/health
  // (and an opening page) while it still migrates and seeds.
  webServer: TWO_SERVERS ? [server(servers.b, 'health'), server(servers.a, 'ready')] : [server(servers.a, 'ready')],
})

/** A production server as `npm start` runs it (Next inside our Node server: real client address, CSP hashes), on its
 *  own port and its own fresh SQLite database, migrated and seeded at boot. */
function server(
  { baseURL, dir, build }: { baseURL: string; dir: string; build: string },
  wait: 'health' | 'ready',
): WebServer {
  const source = servers.a.build
  // The copy leaves out the build's own compiler cache (half a gigabyte the server never reads), and the pages a
  // server has regenerated into it (server/route-cache), which would be served as this server's own.
  const copy = [
    `node -e "const fs = require('fs');`,
    `fs.rmSync('${build}', { recursive: true, force: true });`,
    `fs.cpSync('${source}', '${build}', { recursive: true,`,
    `filter: (p) => p !== '${source}/cache' && p !== '${source}/server/route-cache' })"`,
  ].join(' ')
  return {
    command: `${build === source ? '' : `${copy} && `}node_modules/.bin/tsx scripts/server.ts`,
    url: `${baseURL}/api/${wait}`,
    // Seeding the catalogue's photos takes a few minutes; a machine shared with builds may ask for more.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS) || 420_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: build,
      DATABASE_URL: `file:${path.join(dir, 'e2e.db')}`,
      MEDIA_DIR: path.join(dir, 'media'),
      PORT: new URL(baseURL).port,
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
  }
}
