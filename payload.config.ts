import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { jobsAccess } from './src/access/jobs'
import { restrictSystemCollections } from './src/access/systemCollections'
import { collections } from './src/collections'
import { frenchAdmin } from './src/collections/shared/frenchAdmin'
import { globals } from './src/globals'
import { databaseAdapter } from './src/server/platform/database'
import { emailAdapter } from './src/server/email/adapter'
import { houseFrom } from './src/server/email/house'
import { restoreErrorNames } from './src/server/platform/errorNames'
import { EMAIL_QUEUE, sendEmailTask } from './src/server/email/sendTask'
import { scheduledPublishAutoRun } from './src/server/platform/jobs'
import { serverUrl } from './src/server/platform/serverUrl'
import { sameSiteOrigins } from './src/server/http/sameSite'

const root = path.dirname(fileURLToPath(import.meta.url))
restoreErrorNames()
const serverURL = serverUrl()

export default buildConfig({
  serverURL,
  // One anonymous ?depth=10 on self-relations (products.related) once blocked the event loop for 30 s.
  maxDepth: 2,
  // Access denials and bad requests are the caller's mistake: one info line without a stack, so real errors stand out.
  // Payload's type lists only some error names; 401s (UnauthorizedError) and our refused order changes are 4xx too.
  loggingLevels: {
    Forbidden: 'info',
    AuthenticationError: 'info',
    LockedAuth: 'info',
    Locked: 'info',
    UnverifiedEmail: 'info',
    NotFound: 'info',
    QueryError: 'info',
    ValidationError: 'info',
    ...({ UnauthorizedError: 'info', TransitionError: 'info', OrderChangeError: 'info' } as Record<string, 'info'>),
  },
  secret: process.env.PAYLOAD_SECRET || '',
  routes: { admin: '/app' },
  admin: {
    user: 'users',
    avatar: 'default',
    // Dates as staff write them: "24 novembre 2026, 00:26" in French, "24 November 2026, 00:26" in English
    // (date-fns pattern, localized by the admin language).
    dateFormat: 'd MMMM yyyy, HH:mm',
    // The house works on Paris time: the schedule-publish drawer opens on it (Payload's list lacks Paris).
    timezones: {
      defaultTimezone: 'Europe/Paris',
      supportedTimezones: ({ defaultTimezones }) => [{ label: 'Paris', value: 'Europe/Paris' }, ...defaultTimezones],
    },
    // The house's name, monogram and favicon on /app/login and every admin page (not Payload's).
    // Payload writes the tab title as `${title} ${titleSuffix}`: the suffix brings no space of its own.
    meta: {
      titleSuffix: '— Maison Sabine',
      robots: 'noindex, nofollow',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
      openGraph: { siteName: 'Maison Sabine backoffice' },
      defaultOGImageType: 'off',
    },
    importMap: { baseDir: path.resolve(root, 'src') },
    components: {
      graphics: { Logo: '@/admin/brand/Logo#Logo', Icon: '@/admin/brand/Icon#Icon' },
      beforeNavLinks: ['@/admin/nav/NavLinks#NavLinks'],
      // Staff-only; the view checks the user and role itself (Payload does not guard custom views).
      views: {
        // The staff's day (/app): tiles chosen by the reader's roles, figures read with their own access.
        dashboard: { Component: '@/admin/dashboard/Dashboard#Dashboard' },
        emailTest: { Component: '@/admin/EmailTestView#EmailTestView', path: '/email-test' },
        stock: { Component: '@/admin/StockView#StockView', path: '/stock' },
        // Supply chain (stock role; the pipeline also for service): each view checks the role itself.
        supply: { Component: '@/admin/supply/SupplyView#SupplyView', path: '/supply' },
        receive: { Component: '@/admin/supply/ReceiveView#ReceiveView', path: '/receive' },
        pipeline: { Component: '@/admin/supply/PipelineView#PipelineView', path: '/pipeline' },
        // Customer service and admins: open and abandoned carts. Any staff member: their own session.
        carts: { Component: '@/admin/CartsView#CartsView', path: '/carts' },
        sessionTest: { Component: '@/admin/SessionTestView#SessionTestView', path: '/session-test' },
        // Admins: invite, deactivate, sign out staff. Any staff member: their own two-step verification.
        manageUsers: { Component: '@/admin/staff/ManageUsersView#ManageUsersView', path: '/manage-users' },
        twoFactor: { Component: '@/admin/staff/TwoFactorView#TwoFactorView', path: '/two-factor' },
      },
    },
  },
  collections,
  // Site-wide settings staff edit in one place (src/globals).
  globals,
  editor: lexicalEditor(),
  // One send path for every email (forms, back-in-stock, order confirmations): payload.sendEmail → this adapter.
  email: emailAdapter,
  // The emails' footer reads the boutique's address and phone from this instance (src/server/email/house.ts).
  onInit: (payload) => houseFrom(payload),
  jobs: {
    access: jobsAccess,
    tasks: [sendEmailTask],
    // Emails also run right after each request (after()); the cron catches retries and anything left behind.
    // The default queue carries the admin's scheduled publications (src/server/platform/jobs.ts).
    autoRun: [{ cron: '* * * * *', queue: EMAIL_QUEUE, limit: 50 }, scheduledPublishAutoRun],
    shouldAutoRun: () => !process.env.SKIP_DB_PREPARE && process.env.NEXT_PHASE !== 'phase-production-build',
  },
  db: databaseAdapter(root),
  localization: {
    locales: [
      // Named in the reader's admin language ("Paramètres régionaux : Anglais"), not in one language for all.
      { code: 'en', label: { en: 'English', fr: 'Anglais' } },
      { code: 'fr', label: { en: 'French', fr: 'Français' } },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  i18n: {
    supportedLanguages: { en, fr },
    fallbackLanguage: 'en',
    // Refusals that say so: a signed-in editor opening users/create was told to log in ("Unauthorized, you must be
    // logged in"), and a collection closed to the role answered "Nothing found" as if it did not exist.
    translations: {
      en: {
        authentication: { login: 'Sign in to the backoffice' },
        error: { unauthorized: 'Not allowed: your role does not give access to this.' },
        general: {
          nothingFound: 'Nothing found, or not allowed',
          sorryNotFound: 'This page does not exist, or your role does not allow you to open it.',
        },
      },
      fr: {
        authentication: { login: 'Connexion au back-office' },
        error: { unauthorized: 'Action non autorisée\u00a0: votre rôle ne donne pas accès à ceci.' },
        general: {
          // Payload's own French hedges on the gender of the thing created ("Créer un(e) nouveau ou nouvelle").
          createNew: 'Créer',
          createNewLabel: 'Créer\u00a0: {{label}}',
          nothingFound: 'Introuvable, ou non autorisé',
          sorryNotFound: 'Cette page n’existe pas, ou votre rôle ne vous permet pas de l’ouvrir.',
        },
      },
    },
  },
  // The shop's own pages only: the same list our endpoints and Payload's REST guard check Origin against.
  cors: sameSiteOrigins(),
  csrf: sameSiteOrigins(),
  sharp,
  typescript: {
    outputFile: path.resolve(root, 'src/payload-types.ts'),
    // Payload regenerates the types in a child process at every start outside production: the development server
    // keeps that; tests, seeds and scripts (each integration file, on both databases) do not pay a second config
    // load per start (docs/architecture.md#tests). `npm run generate` does it by hand.
    autoGenerate: process.env.NODE_ENV === 'development',
  },
  graphQL: { disable: true },
  telemetry: false,
})
  .then(restrictSystemCollections)
  .then(frenchAdmin)
