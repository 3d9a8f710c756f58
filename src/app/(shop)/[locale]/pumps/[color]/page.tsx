// /pumps/{color} — the product page of one colourway
import { productRoute } from '@/components/catalog/routes'

const route = productRoute('pumps')
export const generateMetadata = route.generateMetadata
export default route.Page
