// Any path no page claims: log it and answer the 404 page (status 404).
import { notFound } from 'next/navigation'
import { notFoundLog } from '@/domain/notFound'
import { log } from '@/server/log'

type Props = { params: Promise<{ locale: string; rest: string[] }> }

export default async function UnknownPage({ params }: Props) {
  const { locale, rest } = await params
  const path = `${locale === 'fr' ? '/fr' : ''}/${rest.map(decodeURIComponent).join('/')}`
  log.warn(notFoundLog(path))
  notFound()
}
