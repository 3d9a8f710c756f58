// Seeds an empty database. Each step checks its own collection first, so a second start changes nothing.
import type { Payload } from 'payload'
import { seedCatalog } from './catalog'
import { seedCompany, seedOrderLimits } from './company'
import { seedContent } from './content'
import { seedStaff } from './staff'
import { seedStores } from './stores'
import { seedSupply } from './supply'

export async function seed(payload: Payload) {
  await seedStaff(payload)
  await seedStores(payload)
  await seedCompany(payload)
  await seedOrderLimits(payload)
  await seedCatalog(payload)
  await seedContent(payload)
  await seedSupply(payload)
}
