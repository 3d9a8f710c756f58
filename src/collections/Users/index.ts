import type { CollectionConfig } from 'payload'
import { adminOrSelf } from '@/access/adminOrSelf'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { ROLES } from '@/access/roles'
import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'
import { forgotPasswordWithoutTransaction } from './hooks/forgotPasswordSqlite'
import { clearMustChange, clearMustChangeOnReset } from './hooks/passwordChange'
import { logLogin, logLoginError, logLogout } from './hooks/securityLog'
import { resetEmailHTML } from './resetEmail'
import { GROUPS } from '../shared/groups'

const secureCookies = process.env.NODE_ENV === 'production' && process.env.COOKIE_SECURE !== 'false'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { en: 'Staff member', fr: 'Membre de l’équipe' }, plural: { en: 'Staff', fr: 'Équipe' } },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'], group: GROUPS.admin },
  auth: {
    // Lock an account after repeated failures: the per-account half of login rate limiting.
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { secure: secureCookies, sameSite: 'Lax' },
    forgotPassword: { generateEmailHTML: resetEmailHTML },
  },
  access: {
    admin: ({ req }) => Boolean(req.user && req.user.collection === 'users' && (req.user.roles?.length ?? 0) > 0),
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: {
    beforeOperation: [forgotPasswordWithoutTransaction],
    beforeValidate: [clearMustChangeOnReset],
    beforeChange: [firstUserIsAdmin, clearMustChange],
    afterLogin: [logLogin],
    afterLogout: [logLogout],
    afterError: [logLoginError],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['service'],
      options: ROLES.map((r) => ({ label: r, value: r })),
      access: { create: isAdminField, update: isAdminField },
      saveToJWT: true,
    },
    {
      // Set on an account whose password someone else generated (the first admin): the backoffice sends its owner
      // to the account page until they choose their own.
      name: 'mustChangePassword',
      type: 'checkbox',
      defaultValue: false,
      access: { create: isAdminField, update: isAdminField },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: {
          en: 'Set while the password is one the system generated: the backoffice opens only this page until its owner chooses a new one (Change password).',
          fr: 'Coché tant que le mot de passe est celui généré par le système : le back-office n’ouvre que cette page jusqu’à ce que son titulaire en choisisse un nouveau (Changer le mot de passe).',
        },
      },
    },
  ],
}
