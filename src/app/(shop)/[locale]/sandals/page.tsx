// /sandals and /fr/sandals — every colourway of the type
import { categoryRoute } from '@/components/catalog/routes'

const route = categoryRoute('sandals')
export const generateMetadata = route.generateMetadata
export default route.Page
