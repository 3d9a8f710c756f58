// A supplier-order line's SKU must be a variant of the catalog: an unknown one is refused on that line (the
// field's error in the admin, a ValidationError naming `lines.<n>.sku` through the API), in the editor's language.
import type { TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { unknownSkuMessage } from '@/domain/supply'
import { skusNotInCatalog } from '@/server/supply/catalog'

export const validateSku: TextFieldSingleValidation = async (value, options) => {
  const basic = await text(value, options)
  if (basic !== true || !value) return basic
  // A line saved before keeps its SKU even if its variant was removed since: the order can still move on.
  if (value === options.previousValue) return true
  const missing = await skusNotInCatalog(options.req.payload, options.req, [value])
  return missing.length ? unknownSkuMessage(value, options.req.i18n?.language) : true
}
