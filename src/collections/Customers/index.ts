// Shopper accounts — an auth collection of their own, apart from the staff `users`. Shoppers never use Payload's
// REST auth routes or its `payload-token` cookie (one cookie name for every auth collection: a shopper signing in
// would sign the staff member out in the same browser). Our /api/account endpoints sign them in through the Local
// API and keep the token in a cookie of ours (src/server/accounts/session.ts; docs/decisions.md, "Customer cookie").
import type { CollectionConfig, Field } from 'payload'
import { adminOrSelfCustomer, serviceOrSelfCustomer } from '@/access/customers'
import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { markAuthHTML } from '@/server/email/authMail'
import { GROUPS } from '../shared/groups'

const secureCookies = process.env.NODE_ENV === 'production' && process.env.COOKIE_SECURE !== 'false'
/** Written by our server code only (overrideAccess): the shopper reads it, never sets it through the API. */
const serverOnly = { create: () => false, update: () => false }

// Our endpoints send their own verification and reset mails (links to the storefront in the shopper's language);
// these are a fallback for a mail Payload would send itself, marked so it never reaches the staff outbox.
const fallbackMail = (args?: { token?: string }) => markAuthHTML(`<p>Maison Sabine — ${args?.token ?? ''}</p>`)

const addressFields: Field[] = [
  { name: 'label', type: 'text', label: { en: 'Label', fr: 'Libellé' } },
  { name: 'fullName', type: 'text', required: true, label: { en: 'Full name', fr: 'Nom complet' } },
  { name: 'line1', type: 'text', required: true, label: { en: 'Address', fr: 'Adresse' } },
  { name: 'line2', type: 'text', label: { en: 'Address (cont.)', fr: 'Complément d’adresse' } },
  { name: 'city', type: 'text', required: true, label: { en: 'City', fr: 'Ville' } },
  { name: 'postalCode', type: 'text', required: true, label: { en: 'Postal code', fr: 'Code postal' } },
  { name: 'country', type: 'text', required: true, label: { en: 'Country', fr: 'Pays' } },
  { name: 'phone', type: 'text', label: { en: 'Phone', fr: 'Téléphone' } },
  { name: 'isDefault', type: 'checkbox', defaultValue: false, label: { en: 'Default', fr: 'Par défaut' } },
]

export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: { singular: { en: 'Customer', fr: 'Client' }, plural: { en: 'Customers', fr: 'Clients' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', '_verified', 'createdAt'],
    group: GROUPS.customers,
    description: {
      en: 'Shopper accounts. Shoppers sign up, sign in and delete their account on the storefront; the service team reads them here.',
      fr: 'Comptes des clients. Ils s’inscrivent, se connectent et suppriment leur compte sur la boutique ; le service client les consulte ici.',
    },
  },
  auth: {
    // The per-account half of the lockout (the per-address half is the shared limiter in our endpoints).
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 60 * 60,
    verify: { generateEmailHTML: fallbackMail },
    forgotPassword: { generateEmailHTML: fallbackMail },
    cookies: { secure: secureCookies, sameSite: 'Lax' },
  },
  access: {
    // Shoppers never open the backoffice.
    admin: () => false,
    read: serviceOrSelfCustomer,
    create: nobody,
    update: adminOrSelfCustomer,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    { name: 'firstName', type: 'text', label: { en: 'First name', fr: 'Prénom' } },
    { name: 'lastName', type: 'text', label: { en: 'Last name', fr: 'Nom' } },
    { name: 'phone', type: 'text', label: { en: 'Phone', fr: 'Téléphone' } },
    {
      name: 'locale',
      type: 'select',
      options: ['en', 'fr'],
      defaultValue: 'en',
      label: { en: 'Language', fr: 'Langue' },
    },
    {
      name: 'addresses',
      type: 'array',
      maxRows: 10,
      label: { en: 'Saved addresses', fr: 'Adresses enregistrées' },
      fields: addressFields,
    },
    {
      // The consent history is kept as given (GDPR art. 7(1): the shop must be able to show the consent).
      name: 'consents',
      type: 'array',
      access: serverOnly,
      label: { en: 'Consent history', fr: 'Historique des consentements' },
      admin: { readOnly: true },
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          options: ['terms', 'privacy', 'newsletter'],
          label: { en: 'Consent', fr: 'Consentement' },
        },
        { name: 'granted', type: 'checkbox', defaultValue: true, label: { en: 'Granted', fr: 'Accordé' } },
        { name: 'at', type: 'date', required: true, label: { en: 'Date', fr: 'Date' } },
        { name: 'source', type: 'text', label: { en: 'Where', fr: 'Où' } },
      ],
    },
    {
      // Orders placed with this account's verified address, attached once it is verified (src/server/accounts).
      name: 'orders',
      type: 'relationship',
      relationTo: 'orders',
      hasMany: true,
      maxDepth: 0,
      access: serverOnly,
      label: { en: 'Orders', fr: 'Commandes' },
      admin: { readOnly: true },
    },
    {
      // The pending one-time sign-in code: its hash, expiry and failed tries. Never leaves the server.
      name: 'otp',
      type: 'group',
      hidden: true,
      fields: [
        { name: 'hash', type: 'text' },
        { name: 'expiresAt', type: 'date' },
        { name: 'attempts', type: 'number', defaultValue: 0 },
      ],
    },
  ],
}
