// Any path no page claims: log it and answer the 404 page (status 404).
import { unknownPath } from '../unknownPath'

type Props = { params: Promise<{ locale: string; rest: string[] }> }

export default async function UnknownPage({ params }: Props) {
  const { locale, rest } = await params
  unknownPath(locale, rest)
}
