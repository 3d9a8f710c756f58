// The campaign's product type and colour, chosen from the catalog (not typed): the server reads the catalog as the
// signed-in staff member and hands the choices to the select; the colours follow the chosen type.
import type { TextFieldServerProps } from 'payload'
import { coloursOf } from '@/domain/preorderLink'
import { campaignCatalog } from '@/server/forms/preorders'
import { preorderStrings } from '@/collections/PreorderCampaigns/strings'
import { CatalogSelect } from './CatalogSelect.client'

type Props = Pick<TextFieldServerProps, 'clientField' | 'path' | 'req' | 'readOnly'>

async function choices(req: Props['req']) {
  const catalog = await campaignCatalog(req)
  const types = catalog.types.map((t) => ({ value: t, label: `${catalog.typeNames[t] ?? t} (${t})` }))
  const colours = catalog.types.flatMap((type) =>
    coloursOf(type, catalog).map((c) => ({ type, value: c, label: `${catalog.colourNames[`${type}/${c}`]} (${c})` })),
  )
  return { types, colours }
}

export async function ProductTypeField({ clientField, path, req, readOnly }: Props) {
  const s = preorderStrings(req.i18n?.language)
  const { types } = await choices(req)
  return (
    <CatalogSelect
      field={clientField}
      path={path ?? clientField.name}
      readOnly={readOnly}
      options={types}
      placeholder={s.pickType}
      help={s.typeHelp}
    />
  )
}

export async function ColourField({ clientField, path, req, readOnly }: Props) {
  const s = preorderStrings(req.i18n?.language)
  const { colours } = await choices(req)
  return (
    <CatalogSelect
      field={clientField}
      path={path ?? clientField.name}
      readOnly={readOnly}
      options={colours}
      placeholder={s.pickColour}
      help={s.colourHelp}
      noChoice={s.colourNone}
    />
  )
}
