// Reply templates of the contact inbox, in both languages. `{firstName}` is filled from the message; the staff
// member edits the text before sending. The subject names the house so the reply is recognised in a mailbox.
import { fill } from './fill'

export const REPLY_LANGUAGES = ['en', 'fr'] as const
export type ReplyLanguage = (typeof REPLY_LANGUAGES)[number]

export const REPLY_TEMPLATES = {
  thanks: {
    label: { en: 'Thank you, we are on it', fr: 'Merci, nous nous en occupons' },
    en: 'Dear {firstName},\n\nThank you for writing to Maison Sabine. We have read your message and are looking into it; we will come back to you within two business days.\n\nWith our warm regards,\nMaison Sabine — Customer service',
    fr: 'Bonjour {firstName},\n\nMerci de votre message à la Maison Sabine. Nous l’avons bien lu et nous en occupons\u00a0; nous reviendrons vers vous sous deux jours ouvrés.\n\nBien cordialement,\nMaison Sabine — Service client',
  },
  order: {
    label: { en: 'About an order', fr: 'À propos d’une commande' },
    en: 'Dear {firstName},\n\nThank you for your message about your order. Could you send us its number (it starts with MS-, in your confirmation email)? We will then tell you exactly where it stands.\n\nWith our warm regards,\nMaison Sabine — Customer service',
    fr: 'Bonjour {firstName},\n\nMerci pour votre message au sujet de votre commande. Pourriez-vous nous indiquer son numéro (il commence par MS-, dans votre e-mail de confirmation)\u00a0? Nous vous dirons alors précisément où elle en est.\n\nBien cordialement,\nMaison Sabine — Service client',
  },
  sizing: {
    label: { en: 'Sizing advice', fr: 'Conseil de pointure' },
    en: 'Dear {firstName},\n\nTell us the model you have in mind and the size you usually wear, in which brand: we will advise you on the right size. Our boutiques will also gladly welcome you for a fitting.\n\nWith our warm regards,\nMaison Sabine — Customer service',
    fr: 'Bonjour {firstName},\n\nIndiquez-nous le modèle qui vous intéresse, ainsi que la pointure que vous portez habituellement et dans quelle marque : nous vous conseillerons au plus juste. Nos boutiques vous accueilleront aussi volontiers pour un essayage.\n\nBien cordialement,\nMaison Sabine — Service client',
  },
  returns: {
    label: { en: 'Returns', fr: 'Retours' },
    en: 'Dear {firstName},\n\nYou may return unworn shoes within 14 days of delivery, except custom pieces. Use the link in your order email to request the return; the refund reaches your original payment method within 5 to 7 business days of receipt.\n\nWith our warm regards,\nMaison Sabine — Customer service',
    fr: 'Bonjour {firstName},\n\nVous pouvez nous retourner des souliers non portés sous 14 jours après la livraison, hors pièces sur mesure. Demandez le retour avec le lien de l’e-mail de votre commande\u00a0; le remboursement est effectué sur votre moyen de paiement d’origine sous 5 à 7 jours ouvrés après réception.\n\nBien cordialement,\nMaison Sabine — Service client',
  },
} as const
export type ReplyTemplate = keyof typeof REPLY_TEMPLATES
export const REPLY_TEMPLATE_KEYS = Object.keys(REPLY_TEMPLATES) as ReplyTemplate[]

export const replySubject = (l: ReplyLanguage) =>
  l === 'fr' ? 'Votre message à la Maison Sabine' : 'Your message to Maison Sabine'

export const fillTemplate = (key: ReplyTemplate, l: ReplyLanguage, firstName: string) =>
  fill(REPLY_TEMPLATES[key][l], { firstName })
