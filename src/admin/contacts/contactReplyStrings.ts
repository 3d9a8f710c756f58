// The reply box's copy in both admin languages.
export const CONTACT_REPLY_STRINGS = {
  en: {
    heading: 'Reply to the shopper',
    template: 'Template',
    chooseTemplate: 'Choose a template',
    language: 'Language of the reply',
    languages: { en: 'English', fr: 'French' },
    text: 'Text of the reply',
    send: 'Send the reply',
    sending: 'Sending…',
    sent: 'Reply sent.',
    failed: 'The reply could not be sent.',
    note: 'Sent by email to {email}; logged below with your name.',
  },
  fr: {
    heading: 'Répondre au client',
    template: 'Modèle',
    chooseTemplate: 'Choisir un modèle',
    language: 'Langue de la réponse',
    languages: { en: 'Anglais', fr: 'Français' },
    text: 'Texte de la réponse',
    send: 'Envoyer la réponse',
    sending: 'Envoi…',
    sent: 'Réponse envoyée.',
    failed: 'La réponse n’a pas pu être envoyée.',
    note: 'Envoyée par e-mail à {email}\u00a0; consignée ci-dessous avec votre nom.',
  },
} as const
export type ContactReplyStrings = (typeof CONTACT_REPLY_STRINGS)['en' | 'fr']
