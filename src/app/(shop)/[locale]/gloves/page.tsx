// /gloves and /fr/gloves — one product, no colour segment
import { colorlessProductRoute } from '@/components/catalog/routes'

const route = colorlessProductRoute('gloves')
export const generateMetadata = route.generateMetadata
export default route.Page
