// /sneakers/{color} — the product page of one colourway
import { productRoute } from '@/components/catalog/routes'

const route = productRoute('sneakers')
export const generateMetadata = route.generateMetadata
export default route.Page
