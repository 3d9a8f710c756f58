// A link to a site path in the current language: English bare, French under /fr. Anchors (#store) stay in-page.
import NextLink from 'next/link'
import type { ComponentProps } from 'react'
import { type Locale, localizedHref } from '@/domain/locale'

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string; locale: Locale }

export function LocalLink({ href, locale, ...rest }: Props) {
  if (href.startsWith('#')) return <a href={href} {...rest} />
  return <NextLink href={localizedHref(href, locale)} {...rest} />
}
