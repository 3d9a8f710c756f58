// /sandals/{color} — the product page of one colourway
import { productRoute } from '@/components/catalog/routes'

const route = productRoute('sandals')
export const generateMetadata = route.generateMetadata
export default route.Page
