// Shopper accounts — an auth collection of their own, apart from the staff `users`. Shoppers never use Payload's
// REST auth routes or its `payload-token` cookie (one cookie name for every auth collection: a shopper signing in
// would sign the staff member out in the same browser). Our /api/account endpoints sign them in through the Local
// API and keep the token in a cookie of ours (src/server/http/customerSession.ts;
// docs/decisions.md#customer-sessions-use-their-own-cookie-not-payloads-payload-token-issue-14).
// Identity (email, password, verification, reset and lockout state, sessions, codes, pending sign-ups and email
// changes, attached orders, consents) is written by those flows only: field-level access closes every such field to
// Payload's API, the shopper's "update: self" and staff alike
// (docs/decisions.md#shopper-identity-field-level-access-links-that-prove-the-mailbox-locks-per-connection-issue-35).
import type { CollectionConfig, Field } from 'payload'
import { adminOrSelfCustomer, serviceOrSelfCustomer } from '@/access/customers'
import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { LOCKOUT } from '@/domain/accounts/lockout'
import { GROUPS } from '../shared/groups'
import { fallbackMail } from './fallbackMail'
import { authOperationsThroughOurFlows } from './hooks/ourFlowsOnly'

const secureCookies = process.env.NODE_ENV === 'production' && process.env.COOKIE_SECURE !== 'false'
/** Written by our server code only (the account flows): nobody sets it through Payload's API, staff included. */
const serverOnly = { create: () => false, update: () => false }

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
      fr: 'Comptes des clients. Ils s’inscrivent, se connectent et suppriment leur compte sur la boutique ; le service client les consulte ici.',
    },
  },
  auth: {
    // The per-account pause of password sign-in, kept in the database (src/server/accounts/guard.ts counts the same
    // in memory, with the per-connection locks); a mailed code or reset link still signs the owner in.
    maxLoginAttempts: LOCKOUT.perAccount,
    lockTime: LOCKOUT.windowMs,
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
  hooks: { beforeOperation: [authOperationsThroughOurFlows] },
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
      labels: { singular: { en: 'Address', fr: 'Adresse' }, plural: { en: 'Addresses', fr: 'Adresses' } },
      fields: addressFields,
    },
    {
      // The sizes the shopper chose last (a listing's size filter, a product's size picker), preselected where a
      // product has them. Written by PUT /api/account/sizes only: closed to Payload's API, the shopper's included.
      name: 'preferredSizes',
      type: 'group',
      label: { en: 'Preferred sizes', fr: 'Tailles préférées' },
      fields: [
        {
          name: 'shoe',
          type: 'text',
          access: serverOnly,
          admin: { readOnly: true },
          label: { en: 'Shoe size', fr: 'Pointure' },
        },
        {
          name: 'glove',
          type: 'text',
          access: serverOnly,
          admin: { readOnly: true },
          label: { en: 'Glove size', fr: 'Taille de gants' },
        },
      ],
    },
    {
      // The consent history is kept as given (GDPR art. 7(1): the shop must be able to show the consent).
      name: 'consents',
      type: 'array',
      access: serverOnly,
      label: { en: 'Consent history', fr: 'Historique des consentements' },
      labels: { singular: { en: 'Consent', fr: 'Consentement' }, plural: { en: 'Consents', fr: 'Consentements' } },
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
      access: serverOnly,
      fields: [
        { name: 'hash', type: 'text' },
        { name: 'expiresAt', type: 'date' },
        { name: 'attempts', type: 'number', defaultValue: 0 },
      ],
    },
    {
      // Each sign-up of this address while it is not confirmed: its link's token (hashed), the password chosen with
      // it and when the link expires (24 h). Following a link sets that sign-up's password and ends every other
      // link and session: whoever reads the mailbox decides the password (src/server/accounts/verification.ts).
      name: 'pendingSignUps',
      type: 'array',
      hidden: true,
      access: serverOnly,
      fields: [
        { name: 'tokenHash', type: 'text', required: true, index: true },
        { name: 'passwordHash', type: 'text', required: true },
        { name: 'passwordSalt', type: 'text', required: true },
        { name: 'expiresAt', type: 'date', required: true },
      ],
    },
    {
      // A new address asked for on the account page: it becomes the account's only when the link mailed to it is
      // followed (24 h; src/server/accounts/emailChange.ts).
      name: 'emailChange',
      type: 'group',
      hidden: true,
      access: serverOnly,
      fields: [
        { name: 'address', type: 'text' },
        { name: 'tokenHash', type: 'text', index: true },
        { name: 'expiresAt', type: 'date' },
      ],
    },
    // Payload's own auth fields, closed to its API (merged into the fields it adds for an auth collection). The
    // password is not stored under that name (Payload hashes it): declaring it lets field access drop it from an
    // update before Payload would hash it, and hides "Change password" in the backoffice.
    { name: 'email', label: { en: 'Email', fr: 'E-mail' }, type: 'email', access: serverOnly },
    { name: 'password', type: 'text', virtual: true, hidden: true, access: serverOnly },
    {
      name: '_verified',
      label: { en: 'Verified', fr: 'Vérifié' },
      type: 'checkbox',
      access: serverOnly,
    },
  ],
}
