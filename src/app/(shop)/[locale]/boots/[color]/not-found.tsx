// An unknown colourway of boots: 'Product not found' with a 404 status
import type { Metadata } from 'next'
import { ProductNotFound } from '@/components/catalog/ProductNotFound'

export const metadata: Metadata = { robots: { index: false, follow: true } }
export default ProductNotFound
