// An order's change log is written once, in English, by the server ("status: paid → preparing", "tracking: colissimo
// 6A123…", an email or address change, a return's step). The timeline shows each entry in the reader's backoffice
// language: the words are translated, the values the staff typed (addresses, tracking numbers, amounts) stay as
// written, and an entry of a kind not known here is shown as written rather than guessed at. The carrier is named
// as its customers know it in both languages ("Colissimo", not the code). Amounts are logged as "100.00 €" and read in
// the house's one money format ("100,00 €", as every other amount of the backoffice), in either language.
import { CARRIERS, isCarrier } from '@/domain/fulfilment'
import { formatPrice } from '@/domain/money'
import { ORDER_HEADER_STRINGS } from './orderHeaderStrings'

const ADDRESS_FR: Record<string, string> = {
  name: 'nom',
  line1: 'adresse',
  line2: 'complément d’adresse',
  city: 'ville',
  postalCode: 'code postal',
  country: 'pays',
  phone: 'téléphone',
}

const RETURN_STEP_FR: Record<string, string> = {
  requested: 'demandé',
  accepted: 'accepté',
  declined: 'refusé',
  received: 'reçu',
  refunded: 'remboursé',
}

/** "1250.00 €" as logged → "1 250,00 €", the format of every price in the shop and the backoffice. */
const amounts = (text: string) =>
  text.replace(/(\d+)\.(\d{2}) €/g, (_, euros: string, cents: string) =>
    formatPrice(Number(euros) * 100 + Number(cents)),
  )

/** The tail of a refund's entry: its credit note and its restock, in French. */
const refundTailFr = (text: string) =>
  text.replace(/, credit note (\S+)/, ', avoir $1').replace(/, restocked$/, ', remis en stock')

const status = (value: string) => (ORDER_HEADER_STRINGS.fr.at as Record<string, string>)[value]?.toLowerCase() ?? value

/** One change-log entry as the timeline shows it to a reader of the backoffice in `lang`. */
export function timelineText(logged: string, lang: 'en' | 'fr'): string {
  const change = amounts(logged)
  let m = /^tracking: (\S+) (.*)$/.exec(change)
  if (m)
    return `${lang === 'fr' ? 'Suivi\u00a0:' : 'Tracking:'} ${isCarrier(m[1]) ? CARRIERS[m[1]].name : m[1]} ${m[2]}`
  if (lang === 'en') return change
  m = /^status: (\S+) → (\S+)$/.exec(change)
  if (m) return `Statut\u00a0: ${status(m[1]!)} → ${status(m[2]!)}`
  m = /^email: (.*)$/.exec(change)
  if (m) return `E-mail\u00a0: ${m[1]}`
  m = /^shippingAddress\.(\w+): (.*)$/.exec(change)
  if (m) return `Adresse de livraison, ${ADDRESS_FR[m[1]!] ?? m[1]}\u00a0: ${m[2]}`
  m = /^return #(\d+): (\w+)(.*)$/.exec(change)
  if (m && RETURN_STEP_FR[m[2]!]) return `Retour n°\u00a0${m[1]}\u00a0: ${RETURN_STEP_FR[m[2]!]}${refundTailFr(m[3]!)}`
  m = /^refunded (.*)$/.exec(change)
  if (m) return `Remboursement de ${refundTailFr(m[1]!)}`
  if (change === 'personal data erased at the customer’s request (GDPR)')
    return 'Données personnelles effacées à la demande de la cliente (RGPD)'
  return change
}
