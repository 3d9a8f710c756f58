// The backoffice copy of /app/manage-users and /app/two-factor, in the admin's language (French typography: a
// non-breaking space before : ; ? !).
const en = {
  title: 'Manage staff',
  intro: 'Invite staff by email, choose their roles, deactivate an account or sign it out everywhere.',
  denied: 'Not allowed: only an admin can manage staff accounts.',
  inviteTitle: 'Invite a staff member',
  email: 'Email',
  name: 'Name',
  roles: 'Roles',
  language: 'Backoffice language',
  invite: 'Send the invitation',
  inviteNote: 'They receive a link to choose their password; it works once, for 72 hours.',
  staffTitle: 'Staff accounts',
  status: 'Status',
  active: 'Active',
  deactivated: 'Deactivated',
  twoFactor: 'Two-step',
  on: 'On',
  off: 'Off',
  sessions: 'Open sessions',
  actions: 'Actions',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  signOut: 'Sign out everywhere',
  resetTwoFactor: 'Reset two-step',
  you: '(you)',
  done: {
    invited: 'Invitation sent to {email}.',
    deactivated: 'Account deactivated; its sessions have ended.',
    reactivated: 'Account reactivated.',
    'signed-out': '{n} session(s) ended.',
    'two-factor-reset': 'Two-step verification reset: it will be set up again at the next sign-in.',
  } as Record<string, string>,
  // Two-step verification
  tfTitle: 'Two-step verification',
  tfEnrolIntro:
    'Add this account to an authenticator app (Google Authenticator, 1Password, Aegis…): scan the QR code or type the key, then enter the 6-digit code it shows.',
  tfRequired: 'Admins must use two-step verification: set it up to continue.',
  tfOptional: 'Optional for your role, and recommended.',
  tfQr: 'QR code of the two-step verification link, to scan with your authenticator app',
  tfKey: 'Key',
  tfLink: 'Link for the app',
  tfVerifyIntro: 'Enter the 6-digit code your authenticator app shows for Maison Sabine.',
  tfCode: '6-digit code',
  tfConfirm: 'Confirm',
  tfDone: 'Two-step verification is on for this account.',
  tfWrong: 'Wrong or expired code. After 5 wrong codes in a row you are signed out.',
  tfSignOut: 'Sign out',
  tfBack: 'Back to the backoffice',
}

const fr: typeof en = {
  title: 'Gérer l’équipe',
  intro:
    'Invitez des membres de l’équipe par e-mail, choisissez leurs rôles, désactivez un compte ou déconnectez-le partout.',
  denied: 'Action non autorisée\u00a0: seul un administrateur peut gérer les comptes de l’équipe.',
  inviteTitle: 'Inviter un membre de l’équipe',
  email: 'E-mail',
  name: 'Nom',
  roles: 'Rôles',
  language: 'Langue du back-office',
  invite: 'Envoyer l’invitation',
  inviteNote:
    'La personne reçoit un lien pour choisir son mot de passe\u00a0; il ne sert qu’une fois, pendant 72\u00a0heures.',
  staffTitle: 'Comptes de l’équipe',
  status: 'État',
  active: 'Actif',
  deactivated: 'Désactivé',
  twoFactor: 'Double authentification',
  on: 'Activée',
  off: 'Non',
  sessions: 'Sessions ouvertes',
  actions: 'Actions',
  deactivate: 'Désactiver',
  reactivate: 'Réactiver',
  signOut: 'Déconnecter partout',
  resetTwoFactor: 'Réinitialiser la double authentification',
  you: '(vous)',
  done: {
    invited: 'Invitation envoyée à {email}.',
    deactivated: 'Compte désactivé\u00a0; ses sessions ont pris fin.',
    reactivated: 'Compte réactivé.',
    'signed-out': '{n}\u00a0session(s) fermée(s).',
    'two-factor-reset':
      'Double authentification réinitialisée\u00a0: elle sera configurée à nouveau à la prochaine connexion.',
  },
  tfTitle: 'Double authentification',
  tfEnrolIntro:
    'Ajoutez ce compte à une application d’authentification (Google Authenticator, 1Password, Aegis…)\u00a0: scannez le QR code ou saisissez la clé, puis entrez le code à 6\u00a0chiffres affiché.',
  tfRequired: 'Les administrateurs doivent utiliser la double authentification\u00a0: configurez-la pour continuer.',
  tfOptional: 'Facultative pour votre rôle, et recommandée.',
  tfQr: 'QR code du lien de double authentification, à scanner avec votre application d’authentification',
  tfKey: 'Clé',
  tfLink: 'Lien pour l’application',
  tfVerifyIntro:
    'Saisissez le code à 6\u00a0chiffres affiché par votre application d’authentification pour Maison Sabine.',
  tfCode: 'Code à 6\u00a0chiffres',
  tfConfirm: 'Valider',
  tfDone: 'La double authentification est activée pour ce compte.',
  tfWrong: 'Code erroné ou expiré. Après 5\u00a0codes erronés d’affilée, vous êtes déconnecté.',
  tfSignOut: 'Se déconnecter',
  tfBack: 'Retour au back-office',
}

export const staffStrings = (lang: 'en' | 'fr') => (lang === 'fr' ? fr : en)

export const fillVars = (s: string, vars: Record<string, string>) =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '')
