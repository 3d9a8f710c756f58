// /{type}/{color} — the product page of one colourway
import { COLOUR_TYPES, productRoute } from '@/routes/catalogRoutes'
import type { Locale } from '@/domain/locale'
import { unknownPath } from '../../unknownPath'

type Props = { params: Promise<{ locale: Locale; type: string; color: string }> }

// Colours come from the catalog at request time (a build has no database): each product page, or its 404, is
// rendered on its first request and then served from the cache.
export const generateStaticParams = () => []
export const generateMetadata = productRoute.generateMetadata

export default async function ColourPage(props: Props) {
  const { locale, type, color } = await props.params
  if (!COLOUR_TYPES.includes(type)) unknownPath(locale, [type, color])
  return productRoute.Page(props)
}
