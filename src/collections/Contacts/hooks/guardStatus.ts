import { type CollectionBeforeChangeHook, ValidationError } from 'payload'
import { type ContactStatus, canMoveContact } from '@/domain/forms'

export const guardContactStatus: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !data.status || !originalDoc?.status) return data
  if (!canMoveContact(originalDoc.status as ContactStatus, data.status as ContactStatus)) {
    throw new ValidationError({
      errors: [{ path: 'status', message: `${originalDoc.status} → ${data.status} is not allowed` }],
      req,
    })
  }
  return data
}
