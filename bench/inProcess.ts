// What the in-process benches (search, recommend, checkout) share: Payload on the bench's own database, migrated
// and seeded without pictures, and the percentile rule they report by.

/** The nearest-rank percentile of a list of timings. */
export const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!

/** Payload on DATABASE_URL's database, migrated (and nothing seeded). */
export async function migratedPayload() {
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  const { migrationsForDatabase } = await import('@/server/platform/migrations')
  await payload.db.migrate({ migrations: migrationsForDatabase() as never })
  return payload
}

/** Payload on DATABASE_URL's database, migrated, with the stores and catalogue seeded (and the magazine if asked). */
export async function seededPayload({ content = false } = {}) {
  const payload = await migratedPayload()
  const { seedStores } = await import('../seed/stores')
  const { seedCatalog } = await import('../seed/catalog')
  await seedStores(payload)
  await seedCatalog(payload, { images: false })
  if (content) {
    const { seedContent } = await import('../seed/content')
    await seedContent(payload, { images: false })
  }
  return payload
}
