import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

// Layers import downward only: domain (pure rules) ← server (data modules) ← components ← routes (page factories)
// ← app; the backoffice views of src/admin stand beside components, under the same limits. Paths are relative
// to this file; an import the resolver cannot follow is not checked, so keep to the `@/` alias or relative paths.
// platform/ (payload, database, migrations, jobs, log…), the cache's write side and the stock moves are internals.
const SERVER_INTERNALS = [
  'cache/revalidate.ts',
  'cache/sharedCache.ts',
  'inventory/moves.ts',
  'clientIp.ts',
  'checkout',
  'payments',
  'email',
  'http',
].map((p) => `./src/server/${p}`)
const DATA_ONLY = 'read data through the data modules of src/server, not its platform or write-side internals.'

const layers = [
  {
    target: './src/domain',
    from: './src',
    except: ['./domain', './payload-types.ts'],
    message: 'src/domain is pure: it imports only itself (and the generated payload types).',
  },
  ...['./seed', './messages', './payload.config.ts'].map((from) => ({
    target: './src/domain',
    from,
    message: 'src/domain is pure: it imports only itself (and the generated payload types).',
  })),
  ...['./src/components', './src/admin', './src/routes', './src/app', './seed'].map((from) => ({
    target: './src/server',
    from,
    message:
      'src/server imports downward only (domain, collections, lib), never components, admin, routes, app or seed.',
  })),
  ...['./src/routes', './src/app', './src/admin'].map((from) => ({
    target: './src/components',
    from,
    message: 'Components are building blocks: they never import src/routes, src/app or the backoffice views.',
  })),
  ...['./src/routes', './src/app'].map((from) => ({
    target: './src/admin',
    from,
    message: 'Backoffice views never import the route factories of src/routes or the app.',
  })),
  ...['./src/components', './src/admin'].map((target) => ({
    target,
    from: [...SERVER_INTERNALS, './src/server/platform'],
    message: `Components and backoffice views ${DATA_ONLY}`,
  })),
  { target: './src/routes', from: SERVER_INTERNALS, message: `Route factories ${DATA_ONLY}` },
  {
    target: './src/routes',
    from: './src/server/platform',
    except: ['./preview.ts'],
    message: `Route factories (which may check the preview) ${DATA_ONLY}`,
  },
  ...['./src/components', './src/admin', './src/routes'].flatMap((target) => [
    {
      target,
      from: './src/server/forms',
      except: ['./preorders.ts', './preorderTags.ts'],
      message: `Components, backoffice views and routes ${DATA_ONLY}`,
    },
    {
      target,
      from: ['./payload.config.ts', './seed'],
      message: 'Components, backoffice views and routes read data through the data modules of src/server.',
    },
  ]),
]

const ZOD_MESSAGE = "Build schemas with `z` from '@/domain/schemas/zod' (it installs the shop's error map)."
const ZOD = {
  paths: [{ name: 'zod', message: ZOD_MESSAGE, allowTypeImports: true }],
  patterns: [{ group: ['zod/*'], message: ZOD_MESSAGE, allowTypeImports: true }],
}
const DRIZZLE = {
  patterns: [
    {
      group: ['@payloadcms/db-sqlite/drizzle*', '@payloadcms/db-postgres/drizzle*', 'drizzle-orm', 'drizzle-orm/*'],
      message: "Build statements with the operators of '@/server/platform/sql', in a rows file.",
    },
  ],
}
const SQL_MODULE = {
  patterns: [
    {
      group: ['@/server/platform/sql', '**/platform/sql', './sql'],
      message:
        'Only rows files (src/server/<feature>/rows.ts, <feature>/pgRows.ts) write statements below Payload; call their functions, or use the Local API.',
    },
  ],
}
/** The files whose statements run below Payload, through src/server/platform/sql.ts. */
const ROWS_FILES = ['src/server/**/rows.ts', 'src/server/**/pgRows.ts']
/** The door itself, and the SQLite transactions it stands on. */
const SQL_DOOR = ['src/server/platform/sql.ts', 'src/server/platform/transaction.ts']
/** The adapter's own reads and writes skip Payload's hooks, validation, access and `updatedAt`: rows files only. */
const ADAPTER_CALLS = {
  selector:
    "MemberExpression[object.type='MemberExpression'][object.property.name='db'][property.name=/^(find|findOne|count|create|updateOne|updateMany|upsert|deleteOne|deleteMany)$/]",
  message:
    "Read and write through Payload's Local API (payload.find, payload.update…, overrideAccess only in a server flow made for it); a statement the figures justify goes in a rows file.",
}
const restrictedImports = (...rules) => ({
  paths: rules.flatMap((r) => r.paths ?? []),
  patterns: rules.flatMap((r) => r.patterns ?? []),
})

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'data/**',
      'media/**',
      'src/migrations/**',
      'src/payload-types.ts',
      'src/app/(payload)/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '.tmp/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layers }],
    },
  },
  {
    // Every schema is built with the shop's one zod (src/domain/schemas/zod.ts): that module installs the error map
    // that keeps zod's default messages from ever reaching a person, in every bundle that parses. Types may come
    // from zod itself.
    // The database's own statements have one door (src/server/platform/sql.ts), and only the rows files open it:
    // everything else reads and writes through Payload's Local API, with its hooks, validation and access.
    files: ['src/**/*.{ts,tsx}', 'seed/**/*.ts', 'scripts/**/*.ts', 'payload.config.ts'],
    ignores: ['src/domain/schemas/zod.ts', ...ROWS_FILES, ...SQL_DOOR],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', restrictedImports(ZOD, DRIZZLE, SQL_MODULE)] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'seed/**/*.ts', 'scripts/**/*.ts', 'payload.config.ts'],
    ignores: [...ROWS_FILES, ...SQL_DOOR],
    rules: { 'no-restricted-syntax': ['error', ADAPTER_CALLS] },
  },
  {
    files: ROWS_FILES,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', restrictedImports(ZOD, DRIZZLE)] },
  },
  {
    files: SQL_DOOR,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', restrictedImports(ZOD)] },
  },
  {
    // The browser has one HTTP client (src/lib/http.ts): its retry rules and its one error for every failure. A raw
    // fetch() in an island or a backoffice view would be a second client with rules of its own.
    files: ['src/components/**/*.{ts,tsx}', 'src/admin/**/*.{ts,tsx}', 'src/lib/**/*.ts'],
    ignores: ['src/lib/http.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call our endpoints through src/lib/http.ts (requestJson, postJson, authCall).' },
      ],
    },
  },
]

export default config
