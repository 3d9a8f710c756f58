import { type CollectionBeforeChangeHook, ValidationError } from 'payload'
import { type VisitStatus, canMoveVisit } from '@/domain/forms'

export const guardVisitStatus: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !data.status || !originalDoc?.status) return data
  if (!canMoveVisit(originalDoc.status as VisitStatus, data.status as VisitStatus)) {
    throw new ValidationError({
      errors: [{ path: 'status', message: `${originalDoc.status} → ${data.status} is not allowed` }],
      req,
    })
  }
  return data
}
