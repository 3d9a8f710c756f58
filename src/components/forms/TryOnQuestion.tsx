// Product page: "try it on at the boutique?" yes/no; yes opens the booking dialog with the size chosen in the
// size picker (shared jotai atom), or a size picked in the dialog.
import type { Locale } from '@/domain/locale'
import { getBoutique } from '@/server/stores'
import { TryOnQuestionClient } from './TryOnQuestion.client'

export interface RequestProduct {
  id: number | string
  title: string
}

type Props = { product: RequestProduct; sizes: string[]; hand?: boolean; locale: Locale }

export async function TryOnQuestion({ product, sizes, hand = false, locale }: Props) {
  const boutique = await getBoutique(locale)
  return (
    <TryOnQuestionClient
      product={{ id: String(product.id), title: product.title }}
      sizes={sizes}
      hand={hand}
      hours={boutique?.hours ?? []}
    />
  )
}
