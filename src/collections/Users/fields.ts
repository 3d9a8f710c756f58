// A staff account's language, deactivation and second factor. The second factor's secret and state are written by
// the staff flows only (src/server/staff/totp.ts and manage.ts, through stored.ts); the secret is never sent to any
// client.
import type { Field, FieldAccess } from 'payload'
import { isAdminField } from '@/access/isAdmin'

const nobodyField: FieldAccess = () => false
const serverOnly = { create: nobodyField, update: nobodyField }

export const staffAccountFields: Field[] = [
  {
    name: 'language',
    type: 'select',
    label: { en: 'Backoffice language', fr: 'Langue du back-office' },
    options: [
      { label: 'English', value: 'en' },
      { label: 'Français', value: 'fr' },
    ],
    admin: {
      position: 'sidebar',
      description: {
        en: 'Applied at every sign-in, on any browser.',
        fr: 'Appliquée à chaque connexion, sur tout navigateur.',
      },
    },
  },
  {
    name: 'deactivated',
    type: 'checkbox',
    label: { en: 'Deactivated', fr: 'Désactivé' },
    defaultValue: false,
    access: { create: isAdminField, update: isAdminField },
    admin: {
      position: 'sidebar',
      description: {
        en: 'A deactivated account cannot sign in; its open sessions end when it is deactivated.',
        fr: 'Un compte désactivé ne peut plus se connecter\u00a0; ses sessions ouvertes prennent fin à la désactivation.',
      },
    },
  },
  {
    name: 'totpEnabled',
    type: 'checkbox',
    label: { en: 'Two-step verification', fr: 'Double authentification' },
    defaultValue: false,
    access: serverOnly,
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: {
        en: 'Set up at /app/two-factor with an authenticator app; required for admins.',
        fr: 'À configurer sur /app/two-factor avec une application d’authentification\u00a0; obligatoire pour les administrateurs.',
      },
    },
  },
  // The sessions that gave their code (ids of `sessions` rows): kept on the account so every request can check it.
  { name: 'totpSessions', type: 'json', access: { ...serverOnly, read: nobodyField }, admin: { hidden: true } },
  { name: 'totpSecret', type: 'text', hidden: true, access: serverOnly },
  { name: 'totpPendingSecret', type: 'text', hidden: true, access: serverOnly },
  { name: 'totpFailures', type: 'number', hidden: true, access: serverOnly },
  { name: 'totpLastStep', type: 'number', hidden: true, access: serverOnly },
]
