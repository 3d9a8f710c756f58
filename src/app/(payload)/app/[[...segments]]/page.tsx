/* The backoffice: Payload's admin, mounted at /app. */
import type { Metadata } from 'next'
import config from '@payload-config'
import { RootPage, generatePageMetadata } from '@payloadcms/next/views'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'
import { owedStep } from '@/access/roles'
import { stepPath } from '@/admin/staffGuard'
import { importMap } from '../importMap'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })

// Pages open whatever step a signed-in staff member still owes.
const ALWAYS_OPEN = new Set(['logout', 'login', 'reset', 'forgot'])

const Page = async ({ params, searchParams }: Args) => {
  const first = (await params).segments?.[0]
  if (!first || !ALWAYS_OPEN.has(first)) {
    const payload = await getPayload({ config })
    const { user } = await payload.auth({ headers: await headers() })
    // The one page a session must finish first: its second factor, then a password of its own (owedStep). Every
    // view and API call refuses such a session on its own too; this only takes the staff member to the step.
    const step = owedStep(user)
    if (step && `/app/${first}` !== stepPath[step]) redirect(stepPath[step])
  }
  return RootPage({ config, params, searchParams, importMap })
}

export default Page
