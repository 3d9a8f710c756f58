// /pumps and /fr/pumps — every colourway of the type
import { categoryRoute } from '@/components/catalog/routes'

const route = categoryRoute('pumps')
export const generateMetadata = route.generateMetadata
export default route.Page
