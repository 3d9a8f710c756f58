// The house's legal identity (backoffice: Sales → Company): what invoices and credit notes print as the seller.
// Admins alone change it; each document keeps a copy of it as it was when issued (see ./fields.ts).
import type { GlobalConfig } from 'payload'
import { byRole } from '@/access/byRole'
import { houseEdited } from '@/server/email/house'
import { GROUPS } from '../../collections/shared/groups'
import { sellerFields } from './fields'

export const Company: GlobalConfig = {
  slug: 'company',
  label: { en: 'Company', fr: 'Société' },
  admin: {
    group: GROUPS.sales,
    description: {
      en: 'The seller’s identity printed on invoices and credit notes (French legal mentions). A change applies to documents issued from now on; those already issued keep the identity they were issued with.',
      fr: 'L’identité du vendeur imprimée sur les factures et les avoirs (mentions légales). Une modification vaut pour les documents émis à partir de maintenant\u00a0; ceux déjà émis gardent l’identité de leur émission.',
    },
  },
  // Customer service reads it (it is on the documents they download); only admins change who the seller is.
  access: { read: byRole('service'), update: byRole() },
  fields: sellerFields({ editable: true }),
  // The emails' footer signs with the saved identity from the next email on.
  hooks: { afterChange: [({ doc }) => (houseEdited({ company: doc }), doc)] },
}
