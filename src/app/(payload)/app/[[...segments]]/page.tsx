/* The backoffice: Payload's admin, mounted at /app. */
import type { Metadata } from 'next'
import config from '@payload-config'
import { RootPage, generatePageMetadata } from '@payloadcms/next/views'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'
import { importMap } from '../importMap'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })

// Pages a staff member who must choose a new password can still reach.
const OPEN_WHILE_PASSWORD_PENDING = new Set(['account', 'logout', 'login', 'reset', 'forgot'])

const Page = async ({ params, searchParams }: Args) => {
  const first = (await params).segments?.[0]
  if (!first || !OPEN_WHILE_PASSWORD_PENDING.has(first)) {
    // A generated password (the first admin's) must be replaced before anything else: back to the account page.
    const payload = await getPayload({ config })
    const { user } = await payload.auth({ headers: await headers() })
    if (user && (user as { mustChangePassword?: boolean | null }).mustChangePassword) redirect('/app/account')
  }
  return RootPage({ config, params, searchParams, importMap })
}

export default Page
