// A 404 under /{type}/{color}: 'Product not found' with the way back to the collections, in the URL's language
// (both are rendered ahead: this boundary is part of every cached product page and cannot read the request).
import type { Metadata } from 'next'
import { NotFoundSwitch } from '@/components/catalog/NotFoundSwitch.client'
import { ProductNotFound } from '@/components/catalog/ProductNotFound'

export const metadata: Metadata = { robots: { index: false, follow: true } }

export default function ColourNotFound() {
  return <NotFoundSwitch en={<ProductNotFound locale="en" />} fr={<ProductNotFound locale="fr" />} />
}
