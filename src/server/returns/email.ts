// The shopper's emails about a return, in the order's language: when service accepts it (what to send back, and the
// policy), when it declines it (why, in the house's words, and that we remain at their disposal) and when it is
// refunded (how much, to the original payment method, shipping not refunded; the credit note's link).
import { formatPrice } from '@/domain/money'
import { boughtWords, itemLabel } from '@/domain/orderLines'
import { type DeclineReason, REFUND_BUSINESS_DAYS, RETURN_WINDOW_DAYS } from '@/domain/returns'
import type { Order, Return } from '@/payload-types'
import { type OrderEmailContext, returnView } from '../email/orderView'
import type { EmailMessage } from '../email/queue'
import { renderEmail } from '../email/render'

const { min, max } = REFUND_BUSINESS_DAYS
const COPY = {
  en: {
    accepted: {
      subject: (n: string) => `Your return for order ${n} is accepted`,
      body: [
        `We have accepted your return. Please send the items back unworn, in their original packaging with their tags, within ${RETURN_WINDOW_DAYS} days of delivery.`,
        `Once we receive them, your refund is made within ${min}–${max} business days to your original payment method. Shipping costs are not refunded.`,
      ],
    },
    refunded: {
      subject: (n: string) => `Your refund for order ${n}`,
      body: [
        'We have received your return and refunded it to your original payment method. Shipping costs are not refunded.',
      ],
    },
    declined: {
      subject: (n: string) => `About your return for order ${n}`,
      body: [
        'Thank you for your return request. We have looked at it with care and, to our regret, we are unable to accept it.',
      ],
    },
    because: {
      worn: 'The items show signs of wear, and our return policy can only take back pairs that have not been worn.',
      late: `Your request reached us after the ${RETURN_WINDOW_DAYS} days following delivery that our return policy allows.`,
      custom: 'Custom and personalised pairs, made for you alone, cannot be returned under our return policy.',
      incomplete: 'Items can only be taken back in their original packaging, with their tags.',
      other: 'Please find our explanation below.',
    } satisfies Record<DeclineReason, string>,
    ourNote: (note: string) => `A word from our team: “${note}”`,
    help: 'Should you have any question, simply reply to this email: we will be glad to help.',
    greeting: (name: string) => `Dear ${name},`,
    order: 'Order',
    items: 'Items',
    amount: 'Refund',
    creditNote: 'Your credit note (PDF)',
    seeOrder: 'See my order',
    signoff: 'With our warm regards, Maison Sabine',
  },
  fr: {
    accepted: {
      subject: (n: string) => `Votre retour pour la commande ${n} est accepté`,
      body: [
        `Nous avons accepté votre retour. Merci de nous renvoyer les articles non portés, dans leur emballage d’origine avec leurs étiquettes, sous ${RETURN_WINDOW_DAYS} jours après la livraison.`,
        `Dès leur réception, nous vous remboursons sous ${min} à ${max} jours ouvrés sur votre moyen de paiement d’origine. Les frais de livraison ne sont pas remboursés.`,
      ],
    },
    refunded: {
      subject: (n: string) => `Votre remboursement pour la commande ${n}`,
      body: [
        'Nous avons bien reçu votre retour et l’avons remboursé sur votre moyen de paiement d’origine. Les frais de livraison ne sont pas remboursés.',
      ],
    },
    declined: {
      subject: (n: string) => `Votre demande de retour pour la commande ${n}`,
      body: [
        'Nous vous remercions de votre demande de retour. Nous l’avons examinée avec la plus grande attention et sommes au regret de ne pouvoir y donner suite.',
      ],
    },
    because: {
      worn: 'Les articles présentent des traces de port, or notre politique de retour ne permet de reprendre que des paires non portées.',
      late: `Votre demande nous est parvenue au-delà des ${RETURN_WINDOW_DAYS}\u00a0jours suivant la livraison prévus par notre politique de retour.`,
      custom:
        'Les paires sur mesure ou personnalisées, réalisées spécialement pour vous, ne peuvent être ni reprises ni échangées.',
      incomplete:
        'Les articles ne peuvent être repris que dans leur emballage d’origine, accompagnés de leurs étiquettes.',
      other: 'Vous trouverez notre explication ci-dessous.',
    } satisfies Record<DeclineReason, string>,
    ourNote: (note: string) => `Un mot de notre équipe\u00a0: «\u00a0${note}\u00a0»`,
    help: 'Pour toute question, il vous suffit de répondre à cet e-mail\u00a0: nous serons ravis de vous aider.',
    greeting: (name: string) => `Bonjour ${name},`,
    order: 'Commande',
    items: 'Articles',
    amount: 'Remboursement',
    creditNote: 'Votre avoir (PDF)',
    seeOrder: 'Voir ma commande',
    signoff: 'Bien chaleureusement, Maison Sabine',
  },
}

export type ReturnEmailStep =
  | { step: 'accepted' }
  | { step: 'refunded'; creditNoteUrl?: string }
  | { step: 'declined'; reason: DeclineReason; note?: string | null }

/** `ctx`: the order's page link (the return's own lines are listed; the order block is the order's). */
export async function returnEmail(
  order: Order,
  ret: Return,
  what: ReturnEmailStep,
  ctx: OrderEmailContext = {},
): Promise<EmailMessage> {
  const l = order.locale === 'fr' ? 'fr' : 'en'
  const c = COPY[l]
  // Each returned item as it was bought, in the order's language.
  const items = (ret.lines ?? [])
    .map((x) => `${x.quantity} × ${itemLabel({ ...x, ...boughtWords(order.lines, x.sku) }, l)}`)
    .join(', ')
  const paragraphs =
    what.step === 'declined'
      ? [...c.declined.body, c.because[what.reason], ...(what.note ? [c.ourNote(what.note)] : []), c.help]
      : c[what.step].body
  const cta =
    what.step === 'refunded' && what.creditNoteUrl
      ? { label: c.creditNote, href: what.creditNoteUrl }
      : ctx.orderUrl
        ? { label: c.seeOrder, href: ctx.orderUrl }
        : undefined
  return {
    to: order.email,
    subject: c[what.step].subject(order.number),
    ...(await renderEmail(
      {
        kind: `return-${what.step}`,
        preheader: c[what.step].subject(order.number),
        greeting: c.greeting(order.shippingAddress?.name ?? ''),
        paragraphs,
        details: [
          [c.order, order.number],
          [c.items, items],
          ...(what.step === 'declined' ? [] : ([[c.amount, formatPrice(ret.amount, l)]] as [string, string][])),
        ],
        // The returned pairs with their photos. The order's page is the button below; when the button is the credit
        // note (refunded), the order's page is the block's link instead.
        order: {
          ...returnView(order, ret, ctx, what.step !== 'declined'),
          links: cta?.href !== ctx.orderUrl && ctx.orderUrl ? [{ label: c.seeOrder, href: ctx.orderUrl }] : [],
        },
        ...(cta ? { cta } : {}),
        signoff: c.signoff,
      },
      l,
    )),
  }
}
