// The reply box on a contact message, for customer service and admins: a template in the shopper's language,
// edited, then sent through POST /api/contacts/reply (which checks the role again). Payload gives a custom field
// no access check of its own: other roles see nothing here.
import type { UIFieldServerProps } from 'payload'
import { hasRole } from '@/access/roles'
import { REPLY_TEMPLATES, REPLY_TEMPLATE_KEYS, fillTemplate } from '@/domain/contactReplies'
import { ContactReplyForm } from './ContactReplyForm.client'
import { CONTACT_REPLY_STRINGS } from './contactReplyStrings'

export function ContactReply({ data, req, i18n }: UIFieldServerProps) {
  if (!data?.id || !hasRole(req.user, 'service')) return null
  const lang = i18n.language === 'fr' ? 'fr' : 'en'
  const firstName = String(data.firstName ?? '')
  // Every template filled in both languages here, on the server: the client island carries text, not the catalogue.
  const templates = REPLY_TEMPLATE_KEYS.map((key) => ({
    key,
    label: REPLY_TEMPLATES[key].label[lang],
    text: { en: fillTemplate(key, 'en', firstName), fr: fillTemplate(key, 'fr', firstName) },
  }))
  return (
    <ContactReplyForm
      id={Number(data.id)}
      email={String(data.email ?? '')}
      shopperLanguage={data.locale === 'fr' ? 'fr' : 'en'}
      templates={templates}
      strings={CONTACT_REPLY_STRINGS[lang]}
      adminLocale={lang}
    />
  )
}
