// The bar's link is checked on save: a type or colour that is not in the catalog is refused on the field that
// names it (a 400 through the API, the field's error in the admin), so no campaign links to a 404.
import type { PayloadRequest, Validate } from 'payload'
import { campaignLinkProblem } from '@/domain/preorderLink'
import { campaignCatalog } from '@/server/forms/campaignCatalog'
import { preorderStrings } from './strings'

type Sibling = { product_type?: string | null; color?: string | null }

async function problemFor(sibling: Sibling, req: PayloadRequest) {
  if (!sibling.product_type) return null
  return campaignLinkProblem(sibling, await campaignCatalog(req))
}

export const validateProductType: Validate<string, unknown, Sibling> = async (value, { req, siblingData }) => {
  if (!value) return preorderStrings(req.i18n?.language).pickType
  const problem = await problemFor({ ...siblingData, product_type: value }, req)
  return problem === 'unknownType' || problem === 'noProductPage'
    ? preorderStrings(req.i18n?.language).problems[problem]
    : true
}

export const validateColour: Validate<string, unknown, Sibling> = async (value, { req, siblingData }) => {
  if (!value) return true
  const problem = await problemFor({ ...siblingData, color: value }, req)
  return problem === 'unknownColour' ? preorderStrings(req.i18n?.language).problems.unknownColour : true
}
