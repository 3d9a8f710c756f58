import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { GROUPS } from '../shared/groups'
import { SHOPPER_EVENT_LABELS } from './shopperEvents'

const EVENT_LABELS: Record<string, { en: string; fr: string }> = {
  'login-success': { en: 'Signed in', fr: 'Connexion réussie' },
  'login-failure': { en: 'Failed sign-in', fr: 'Échec de connexion' },
  locked: { en: 'Account locked', fr: 'Compte verrouillé' },
  logout: { en: 'Signed out', fr: 'Déconnexion' },
  'user-created': { en: 'Account created', fr: 'Compte créé' },
  'user-updated': { en: 'Account details changed', fr: 'Coordonnées du compte modifiées' },
  'user-deleted': { en: 'Account deleted', fr: 'Compte supprimé' },
  'roles-changed': { en: 'Roles changed', fr: 'Rôles modifiés' },
  'password-changed': { en: 'Password changed', fr: 'Mot de passe modifié' },
  'password-reset': { en: 'Password set from an emailed link', fr: 'Mot de passe choisi depuis un lien reçu' },
  'user-deactivated': { en: 'Account deactivated', fr: 'Compte désactivé' },
  'user-reactivated': { en: 'Account reactivated', fr: 'Compte réactivé' },
  'sessions-ended': { en: 'Sessions ended', fr: 'Sessions fermées' },
  'invite-sent': { en: 'Invitation sent', fr: 'Invitation envoyée' },
  'totp-enrolled': { en: 'Two-step verification set up', fr: 'Double authentification activée' },
  'totp-reset': { en: 'Two-step verification reset', fr: 'Double authentification réinitialisée' },
  'totp-failure': { en: 'Wrong two-step code', fr: 'Code de double authentification erroné' },
  'totp-success': { en: 'Two-step code accepted', fr: 'Code de double authentification accepté' },
}

/**
 * Sign-ins of the backoffice and every change to staff accounts, and the shopper accounts' sign-in failures, locks
 * and identity changes (who, what, from where), written by server code only.
 */
export const SecurityLogs: CollectionConfig = {
  slug: 'security-logs',
  labels: {
    singular: { en: 'Security event', fr: 'Événement de sécurité' },
    plural: { en: 'Security logs', fr: 'Journal de sécurité' },
  },
  admin: { useAsTitle: 'event', defaultColumns: ['event', 'email', 'actor', 'ip', 'createdAt'], group: GROUPS.admin },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'event',
      label: { en: 'Event', fr: 'Événement' },
      type: 'select',
      required: true,
      index: true,
      // Labelled here in both languages (the four sign-in events' words also live in frenchWords).
      options: Object.entries({ ...EVENT_LABELS, ...SHOPPER_EVENT_LABELS }).map(([value, label]) => ({ value, label })),
    },
    // The account concerned, and the staff member who acted ("system" for server work, the email typed at sign-in).
    { name: 'email', label: { en: 'Email', fr: 'E-mail' }, type: 'text', index: true },
    { name: 'actor', type: 'text', index: true, label: { en: 'By', fr: 'Par' } },
    { name: 'ip', label: { en: 'IP address', fr: 'Adresse IP' }, type: 'text' },
    { name: 'userAgent', label: { en: 'Browser (user agent)', fr: 'Navigateur' }, type: 'text' },
    { name: 'detail', label: { en: 'Detail', fr: 'Détail' }, type: 'text' },
  ],
}
