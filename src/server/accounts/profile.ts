// The account page's data and the shopper's own edits. Edits go through the Local API as the customer
// (overrideAccess: false), so the collection's access rules decide: a customer updates only their own document.
import type { Payload } from 'payload'
import type { Locale } from '@/domain/locale'
import type { SizeKind } from '@/domain/listing/preferredSize'
import type { AddressInput } from '@/domain/schemas/account'
import type { Customer } from '@/payload-types'
import { ordersOf } from './orders'
import type { SignedInCustomer } from '../http/customerSession'

export const publicProfile = (c: Customer) => ({
  id: c.id,
  email: c.email,
  firstName: c.firstName ?? '',
  lastName: c.lastName ?? '',
  phone: c.phone ?? '',
  locale: c.locale ?? 'en',
  addresses: (c.addresses ?? []).map((a) => ({ ...a, id: a.id ?? '' })),
  preferredSizes: { shoe: c.preferredSizes?.shoe ?? null, glove: c.preferredSizes?.glove ?? null },
})

export async function accountView(payload: Payload, customer: SignedInCustomer, locale: Locale) {
  return { profile: publicProfile(customer), orders: await ordersOf(payload, customer, locale) }
}

const asCustomer = (customer: SignedInCustomer) => ({ user: customer as never, overrideAccess: false as const })

async function save(payload: Payload, customer: SignedInCustomer, data: Partial<Customer>) {
  const doc = (await payload.update({
    collection: 'customers',
    id: customer.id,
    data,
    ...asCustomer(customer),
  })) as Customer
  return publicProfile(doc)
}

export const updateProfile = (
  payload: Payload,
  customer: SignedInCustomer,
  data: { firstName?: string; lastName?: string; phone?: string; preferredLocale?: 'en' | 'fr' },
) =>
  save(payload, customer, {
    firstName: data.firstName ?? null,
    lastName: data.lastName ?? null,
    phone: data.phone ?? null,
    ...(data.preferredLocale ? { locale: data.preferredLocale } : {}),
  })

/**
 * Remembers the shopper's size of one kind. The field is closed to Payload's API (the shopper's own "update: self"
 * included), so this server call writes it, for the signed-in customer's own document only; the size was checked
 * by the endpoint's schema.
 */
export async function savePreferredSize(payload: Payload, customer: SignedInCustomer, kind: SizeKind, size: string) {
  const doc = (await payload.update({
    collection: 'customers',
    id: customer.id,
    data: { preferredSizes: { ...customer.preferredSizes, [kind]: size } },
    overrideAccess: true,
  })) as Customer
  return publicProfile(doc).preferredSizes
}

/** Adds an address; the first one, or one marked default, becomes the default (only one default at a time). */
export function addAddress(payload: Payload, customer: SignedInCustomer, input: Omit<AddressInput, 'locale'>) {
  const current = customer.addresses ?? []
  const isDefault = input.isDefault || current.length === 0
  const addresses = [
    ...current.map((a) => (isDefault ? { ...a, isDefault: false } : a)),
    { ...input, label: input.label ?? null, line2: input.line2 ?? null, phone: input.phone ?? null, isDefault },
  ]
  return save(payload, customer, { addresses })
}

export function removeAddress(payload: Payload, customer: SignedInCustomer, id: string) {
  const rest = (customer.addresses ?? []).filter((a) => a.id !== id)
  if (rest.length > 0 && !rest.some((a) => a.isDefault)) rest[0] = { ...rest[0]!, isDefault: true }
  return save(payload, customer, { addresses: rest })
}

export const setDefaultAddress = (payload: Payload, customer: SignedInCustomer, id: string) =>
  save(payload, customer, { addresses: (customer.addresses ?? []).map((a) => ({ ...a, isDefault: a.id === id })) })
