// /ankle-boots/{color} — the product page of one colourway
import { productRoute } from '@/components/catalog/routes'

const route = productRoute('ankle-boots')
export const generateMetadata = route.generateMetadata
export default route.Page
