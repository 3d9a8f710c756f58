// A page that fails on purpose, so the generic error screen can be tested against the production build.
// It exists only when ENABLE_ERROR_TEST_ROUTE=1 (the e2e server); everywhere else it is a plain 404.
import { notFound } from 'next/navigation'

export default async function ErrorTestPage() {
  if (process.env.ENABLE_ERROR_TEST_ROUTE !== '1') notFound()
  throw new Error('Deliberate render error for the error screen test')
}
