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
import { databaseAdapter } from './src/server/platform/database'
import { emailAdapter } from './src/server/email/adapter'
import { restoreErrorNames } from './src/server/platform/errorNames'
import { EMAIL_QUEUE, sendEmailTask } from './src/server/email/sendTask'
import { scheduledPublishAutoRun } from './src/server/platform/jobs'
import { serverUrl } from './src/server/platform/serverUrl'

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
    meta: { titleSuffix: ' — Maison Sabine', robots: 'noindex, nofollow' },
    importMap: { baseDir: path.resolve(root, 'src') },
    components: {
      // Staff-only; the view checks the user and role itself (Payload does not guard custom views).
      views: {
        emailTest: { Component: '@/admin/EmailTestView#EmailTestView', path: '/email-test' },
        stock: { Component: '@/admin/StockView#StockView', path: '/stock' },
      },
    },
  },
  collections,
  editor: lexicalEditor(),
  // One send path for every email (forms, back-in-stock, order confirmations): payload.sendEmail → this adapter.
  email: emailAdapter,
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
      { code: 'en', label: 'English' },
      { code: 'fr', label: 'Français' },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  i18n: {
    supportedLanguages: { en, fr },
    fallbackLanguage: 'en',
    translations: {
      en: { authentication: { login: 'Sign in to the backoffice' } },
      fr: { authentication: { login: 'Connexion au back-office' } },
    },
  },
  cors: [serverURL],
  csrf: [serverURL],
  sharp,
  typescript: { outputFile: path.resolve(root, 'src/payload-types.ts') },
  graphQL: { disable: true },
  telemetry: false,
}).then(restrictSystemCollections)
