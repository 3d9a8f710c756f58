import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

// Layers import downward only: domain (pure rules) ← server (data modules) ← components ← routes (page factories) ← app. Paths are relative
// to this file; an import the resolver cannot follow is not checked, so keep to the `@/` alias or relative paths.
// platform/ (payload, database, migrations, jobs, log…), the cache's write side and the stock moves are internals.
const SERVER_INTERNALS = ['cache/revalidate.ts', 'cache/sharedCache.ts', 'inventory/moves.ts', 'clientIp.ts',
  'checkout', 'payments', 'email', 'http'].map((p) => `./src/server/${p}`)

const layers = [
  { target: './src/domain', from: './src', except: ['./domain', './payload-types.ts'],
    message: 'src/domain is pure: it imports only itself (and the generated payload types).' },
  ...['./seed', './messages', './payload.config.ts'].map((from) => ({ target: './src/domain', from,
    message: 'src/domain is pure: it imports only itself (and the generated payload types).' })),
  ...['./src/components', './src/routes', './src/app', './seed'].map((from) => ({ target: './src/server', from,
    message: 'src/server imports downward only (domain, collections, lib), never components, routes, app or seed.' })),
  ...['./src/routes', './src/app'].map((from) => ({ target: './src/components', from,
    message: 'Components are building blocks: they never import the route factories of src/routes or the app.' })),
  { target: './src/components', from: [...SERVER_INTERNALS, './src/server/platform'],
    message: 'Components read data through the data modules of src/server, not its platform or write-side internals.' },
  { target: './src/routes', from: SERVER_INTERNALS,
    message: 'Route factories read data through the data modules of src/server, not its write-side internals.' },
  { target: './src/routes', from: './src/server/platform', except: ['./preview.ts'],
    message: 'Route factories read data through the data modules of src/server (and the preview check), not its platform.' },
  ...['./src/components', './src/routes'].flatMap((target) => [
    { target, from: './src/server/requests', except: ['./preorders.ts', './preorderTags.ts'],
      message: 'Components and routes read data through the data modules of src/server, not its write-side internals.' },
    { target, from: ['./payload.config.ts', './seed'],
      message: 'Components and routes read data through the data modules of src/server.' },
  ]),
]

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'data/**', 'media/**', 'src/migrations/**', 'src/payload-types.ts',
      'src/app/(payload)/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'bench/results/**', '.tmp/**'],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layers }],
    },
  },
]

export default config
