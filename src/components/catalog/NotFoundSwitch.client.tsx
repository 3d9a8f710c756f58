'use client'
// Picks the 404 content by the URL's locale: a not-found file gets no params, the client's route params do.
import { useParams } from 'next/navigation'
import type { ReactNode } from 'react'

export function NotFoundSwitch({ en, fr }: { en: ReactNode; fr: ReactNode }) {
  const { locale } = useParams<{ locale?: string }>()
  return <>{locale === 'fr' ? fr : en}</>
}
