'use client'
// Picks the 404 content by the URL's {type}: a not-found file gets no params, the client's route params do.
import { useParams } from 'next/navigation'
import type { ReactNode } from 'react'

export function NotFoundSwitch({ types, product, page }: { types: string[]; product: ReactNode; page: ReactNode }) {
  const { type } = useParams<{ type?: string }>()
  return <>{type && types.includes(type) ? product : page}</>
}
