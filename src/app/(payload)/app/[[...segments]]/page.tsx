/* The backoffice: Payload's admin, mounted at /app. */
import type { Metadata } from 'next'
import config from '@payload-config'
import { RootPage, generatePageMetadata } from '@payloadcms/next/views'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'
import { mustPassSecondFactor } from '@/server/staff/totp'
import { importMap } from '../importMap'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })

// Pages open whatever step a signed-in staff member still owes.
const ALWAYS_OPEN = new Set(['logout', 'login', 'reset', 'forgot'])

/** The one page a staff member must finish first: a generated password to replace, then their second factor. */
function pendingStep(user: unknown): 'account' | 'two-factor' | null {
  if (user && (user as { mustChangePassword?: boolean | null }).mustChangePassword) return 'account'
  return mustPassSecondFactor(user) ? 'two-factor' : null
}

const Page = async ({ params, searchParams }: Args) => {
  const first = (await params).segments?.[0]
  if (!first || !ALWAYS_OPEN.has(first)) {
    const payload = await getPayload({ config })
    const { user } = await payload.auth({ headers: await headers() })
    const step = pendingStep(user)
    if (step && first !== step) redirect(`/app/${step}`)
  }
  return RootPage({ config, params, searchParams, importMap })
}

export default Page
