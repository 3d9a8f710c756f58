// /{type} and /fr/{type} — every colourway of a type, or the one product of a type without colours (/gloves)
import { typeRoute } from '@/routes/catalogRoutes'
import { PRODUCT_TYPES, isProductType } from '@/domain/catalog'
import type { Locale } from '@/domain/locale'
import { unknownPath } from '../unknownPath'

type Props = { params: Promise<{ locale: Locale; type: string }> }

// The types are the domain's closed list; with no locale prerendered (see the layout) nothing is built ahead,
// but each type page is cached once rendered, and any other segment is an unknown path.
export const generateStaticParams = () => PRODUCT_TYPES.map((type) => ({ type }))
export const generateMetadata = typeRoute.generateMetadata

export default async function TypePage(props: Props) {
  const { locale, type } = await props.params
  if (!isProductType(type)) unknownPath(locale, [type])
  return typeRoute.Page(props)
}
