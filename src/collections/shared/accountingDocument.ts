// What the house's numbered documents (invoices, credit notes) share in the backoffice: issued by the server only,
// read by customer service and admins, never edited or deleted (a number belongs to an unbroken sequence), and each
// keeps the seller's identity it was issued with.
import type { CollectionConfig, Field } from 'payload'
import { byRole } from '@/access/byRole'
import { nobody } from '@/access/nobody'
import { sellerFields } from '@/globals/Company/fields'

export const documentAccess: CollectionConfig['access'] = {
  read: byRole('service'),
  create: nobody,
  update: nobody,
  delete: nobody,
}

export const documentNumber: Field = {
  name: 'number',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  label: { en: 'Number', fr: 'Numéro' },
}

/** The seller as the Company global stood when the document was issued; the PDF prints this copy. */
export const sellerCopy: Field = {
  name: 'seller',
  type: 'group',
  label: { en: 'Seller (as issued)', fr: 'Vendeur (à l’émission)' },
  admin: {
    readOnly: true,
    description: {
      en: 'Copied from Sales → Company when the document was issued; a later change there does not alter it.',
      fr: 'Copié depuis Ventes → Société à l’émission du document\u00a0; une modification ultérieure ne le change pas.',
    },
  },
  fields: sellerFields({ editable: false }),
}
