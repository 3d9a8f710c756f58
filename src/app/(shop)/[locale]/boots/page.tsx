// /boots and /fr/boots — every colourway of the type
import { categoryRoute } from '@/components/catalog/routes'

const route = categoryRoute('boots')
export const generateMetadata = route.generateMetadata
export default route.Page
