// /ankle-boots and /fr/ankle-boots — every colourway of the type
import { categoryRoute } from '@/components/catalog/routes'

const route = categoryRoute('ankle-boots')
export const generateMetadata = route.generateMetadata
export default route.Page
