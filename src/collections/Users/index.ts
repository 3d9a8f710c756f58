import type { CollectionConfig } from 'payload'
import { adminOrSelf, adminOrSelfSignedIn } from '@/access/adminOrSelf'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { ROLES, staffAccountOf } from '@/access/roles'
import { ROLE_LABELS } from '@/domain/staffRoles'
import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'
import { forgotPasswordWithoutTransaction } from './hooks/forgotPasswordSqlite'
import { clearMustChange, clearMustChangeOnReset, onlyPasswordWhileOwed } from './hooks/passwordChange'
import { sameWorkForUnknownAddresses } from './hooks/loginTiming'
import { passwordStrength, resetPasswordStrength } from './hooks/passwordStrength'
import { endSessionsOnDeactivation, refuseDeactivated } from './hooks/deactivated'
import { applyLanguageAtLogin, applyOwnLanguageChange } from './hooks/language'
import {
  logLogin,
  logLoginError,
  logLogout,
  logPasswordReset,
  logUserChange,
  logUserDelete,
  notePasswordSet,
} from './hooks/securityLog'
import { staffForgotPassword } from './forgotPassword'
import { resetEmailHTML } from './resetEmail'
import { GROUPS } from '../shared/groups'
import { staffAccountFields } from './fields'

const secureCookies = process.env.NODE_ENV === 'production' && process.env.COOKIE_SECURE !== 'false'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { en: 'Staff member', fr: 'Membre de l’équipe' }, plural: { en: 'Staff', fr: 'Équipe' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles', 'deactivated', 'totpEnabled'],
    group: GROUPS.admin,
    description: {
      en: 'Invite, deactivate and sign out staff from Manage staff (/app/manage-users).',
      fr: 'Inviter, désactiver et déconnecter l’équipe depuis Gérer l’équipe (/app/manage-users).',
    },
  },
  auth: {
    // Lock an account after repeated failures: the per-account half of login rate limiting.
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { secure: secureCookies, sameSite: 'Lax' },
    forgotPassword: { generateEmailHTML: resetEmailHTML },
  },
  access: {
    // Opens the admin's pages to an active staff account — also to a session still owing a step of its sign-in,
    // which must reach /app/two-factor and the account page: every other page sends it there (the /app page and
    // staffView), and every access rule, view and endpoint refuses it (hasRole, src/access/roles.ts).
    admin: ({ req }) => staffAccountOf(req.user) !== null,
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelfSignedIn,
    delete: isAdmin,
    unlock: isAdmin,
  },
  endpoints: [staffForgotPassword],
  hooks: {
    beforeOperation: [forgotPasswordWithoutTransaction, sameWorkForUnknownAddresses, resetPasswordStrength],
    beforeValidate: [passwordStrength, clearMustChangeOnReset],
    beforeChange: [firstUserIsAdmin, onlyPasswordWhileOwed, clearMustChange, notePasswordSet],
    beforeLogin: [refuseDeactivated],
    afterLogin: [logLogin, applyLanguageAtLogin],
    afterChange: [logUserChange, endSessionsOnDeactivation, applyOwnLanguageChange],
    afterDelete: [logUserDelete],
    afterOperation: [logPasswordReset],
    afterLogout: [logLogout],
    afterError: [logLoginError],
  },
  fields: [
    { name: 'name', label: { en: 'Name', fr: 'Nom' }, type: 'text' },
    {
      name: 'roles',
      label: { en: 'Roles', fr: 'Rôles' },
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['service'],
      // Each role says what it opens, where an admin chooses it.
      options: ROLES.map((r) => ({ label: ROLE_LABELS[r], value: r })),
      access: { create: isAdminField, update: isAdminField },
      admin: {
        description: {
          en: 'Admin: everything, staff accounts included. Editor: magazine, pages, people, press, media. Stock: stock, products, orders to prepare. Customer service: orders, messages, visits, outbox.',
          fr: 'Administrateur\u00a0: tout, comptes de l’équipe compris. Éditeur\u00a0: magazine, pages, personnes, presse, médias. Stock\u00a0: stock, produits, commandes à préparer. Service client\u00a0: commandes, messages, essayages, boîte d’envoi.',
        },
      },
      saveToJWT: true,
    },
    {
      // Set on an account whose password someone else generated (the first admin): the backoffice sends its owner
      // to the account page until they choose their own.
      name: 'mustChangePassword',
      label: { en: 'Must change password', fr: 'Doit changer son mot de passe' },
      type: 'checkbox',
      defaultValue: false,
      access: { create: isAdminField, update: isAdminField },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: {
          en: 'Set while the password is one the system generated: the backoffice opens only this page until its owner chooses a new one (Change password).',
          fr: 'Coché tant que le mot de passe est celui généré par le système\u00a0: le back-office n’ouvre que cette page jusqu’à ce que son titulaire en choisisse un nouveau (Changer le mot de passe).',
        },
      },
    },
    ...staffAccountFields,
  ],
}
