// A 404 under /{type}/{color}: 'Product not found' for an unknown colour of a real type, the site's 404 page for
// any other two-segment path (the choice needs the URL's type, which only the client-side params know here).
import type { Metadata } from 'next'
import { NotFoundSwitch } from '@/components/catalog/NotFoundSwitch.client'
import { ProductNotFound } from '@/components/catalog/ProductNotFound'
import { COLOUR_TYPES } from '@/components/catalog/routes'
import PageNotFound from '../../not-found'

export const metadata: Metadata = { robots: { index: false, follow: true } }

export default function ColourNotFound() {
  return <NotFoundSwitch types={COLOUR_TYPES} product={<ProductNotFound />} page={<PageNotFound />} />
}
