// Product page: "try it on at the boutique?" yes/no; yes opens the booking dialog. Mount with the selected size.
import type { Locale } from '@/domain/locale'
import { getBoutique } from '@/server/stores'
import { TryOnQuestionClient } from './TryOnQuestion.client'

export interface RequestProduct {
  id: number | string
  title: string
}

export async function TryOnQuestion({ product, size, locale }: { product: RequestProduct; size?: string | null; locale: Locale }) {
  const boutique = await getBoutique(locale).catch(() => null)
  return <TryOnQuestionClient product={{ id: String(product.id), title: product.title }} size={size ?? null} hours={boutique?.hours ?? []} />
}
