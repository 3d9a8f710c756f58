// Seeds an empty database. Each step checks its own collection first, so a second start changes nothing.
import type { Payload } from 'payload'
import { seedCatalog } from './catalog'
import { seedCompany, seedOrderLimits, seedVatRates } from './company'
import { seedContent } from './content'
import { sampleOrdersWanted, seedOrders } from './orders'
import { seedStaff } from './staff'
import { seedStores } from './stores'
import { seedSupply } from './supply'

/** Told each step as it starts, and the catalogue's products as they are made (the opening page shows it). */
type SeedProgress = (step: string, done?: number, total?: number) => void

export async function seed(payload: Payload, progress: SeedProgress = () => undefined) {
  progress('staff')
  await seedStaff(payload)
  progress('stores')
  await seedStores(payload)
  progress('company')
  await seedCompany(payload)
  await seedOrderLimits(payload)
  await seedVatRates(payload)
  progress('catalog')
  await seedCatalog(payload, { progress: (done, total) => progress('catalog', done, total) })
  progress('content')
  await seedContent(payload)
  progress('supply')
  await seedSupply(payload)
  // Sample orders only when SEED_ORDERS asks for them (benchmarks, demos); the missing ones only.
  const orders = sampleOrdersWanted()
  if (orders) {
    progress('orders')
    await seedOrders(payload, orders, { progress: (done, total) => progress('orders', done, total) })
  }
}
