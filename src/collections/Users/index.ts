import type { CollectionConfig } from 'payload'
import { adminOrSelf } from '@/access/adminOrSelf'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { ROLES } from '@/access/roles'
import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'
import { logLogin, logLoginError, logLogout } from './hooks/securityLog'

const secureCookies = process.env.NODE_ENV === 'production' && process.env.COOKIE_SECURE !== 'false'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { en: 'Staff member', fr: 'Membre de l’équipe' }, plural: { en: 'Staff', fr: 'Équipe' } },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'], group: { en: 'Admin', fr: 'Administration' } },
  auth: {
    // Lock an account after repeated failures: the per-account half of login rate limiting.
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { secure: secureCookies, sameSite: 'Lax' },
  },
  access: {
    admin: ({ req }) => Boolean(req.user && req.user.collection === 'users' && (req.user.roles?.length ?? 0) > 0),
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: { beforeChange: [firstUserIsAdmin], afterLogin: [logLogin], afterLogout: [logLogout], afterError: [logLoginError] },
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
  ],
}
