// /sneakers and /fr/sneakers — every colourway of the type
import { categoryRoute } from '@/components/catalog/routes'

const route = categoryRoute('sneakers')
export const generateMetadata = route.generateMetadata
export default route.Page
