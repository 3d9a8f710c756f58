'use client'
// A money column of a list: integer cents shown as euros in the admin's language (fr: "890,00 €", en: "€890.00").
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps, NumberFieldClient } from 'payload'
import { formatPrice } from '@/domain/money'

export function EuroCell({ cellData }: DefaultCellComponentProps<NumberFieldClient>) {
  const { i18n } = useTranslation()
  if (typeof cellData !== 'number') return null
  return <span style={{ whiteSpace: 'nowrap' }}>{formatPrice(cellData, i18n.language === 'fr' ? 'fr' : 'en')}</span>
}
