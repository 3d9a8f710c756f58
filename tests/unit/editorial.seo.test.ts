// Sitemap entries are unique by path; a failed read fails the sitemap instead of listing the fixed pages alone; the boutique's JSON-LD hours come from the stores collection's rows.
import { describe, expect, it, vi } from 'vitest'

// The database as the sitemap meets it: products read, articles refused (a blip), unless a test says otherwise.
type Doc = { handle?: string; slug?: string; updatedAt: string; content?: null }
const find = vi.fn(async ({ collection }: { collection: string }): Promise<{ docs: Doc[] }> => {
  if (collection === 'articles') throw new Error('connection terminated')
  return { docs: [{ handle: 'pumps/red', updatedAt: '2026-11-01' }] }
})
vi.mock('@/server/platform/payload', () => ({ getPayload: async () => ({ find }) }))
const { sitemapItems, toSitemap, uniqueByPath } = await import('@/server/seo/sitemap')
const { openingHours, shoeStore } = await import('@/server/seo/structuredData')

const SEEDED = [
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => ({
    day,
    open: '10:30',
    close: '19:30',
    closed: false,
  })),
  { day: 'saturday', open: '11:00', close: '18:00', closed: false },
  { day: 'sunday', open: '', close: '', closed: true },
]

describe('sitemap', () => {
  it('lists a path once even when a category and a product share it, keeping the date and the higher priority', () => {
    const items = uniqueByPath([
      { path: '/gloves', priority: 0.6 },
      { path: '/magazine', priority: 0.6 },
      { path: '/gloves', lastModified: '2026-11-01', priority: 0.8 },
    ])
    expect(items).toEqual([
      { path: '/gloves', lastModified: '2026-11-01', priority: 0.8 },
      { path: '/magazine', priority: 0.6 },
    ])
    const urls = toSitemap(items).map((e) => e.url)
    expect(urls.filter((u) => u.endsWith('/gloves'))).toHaveLength(2) // en + fr, once each
    expect(new Set(urls).size).toBe(urls.length)
  })

  it('fails when a read fails, rather than a sitemap that drops the articles', async () => {
    await expect(sitemapItems()).rejects.toThrow('connection terminated')
  })

  it('lists the products and articles it read', async () => {
    find.mockImplementationOnce(async () => ({ docs: [{ handle: 'pumps/red', updatedAt: '2026-11-01' }] }))
    find.mockImplementationOnce(async () => ({
      docs: [{ slug: 'paris-walk', updatedAt: '2026-11-02', content: null }],
    }))
    const paths = (await sitemapItems()).map((i) => i.path)
    expect(paths).toEqual(expect.arrayContaining(['/', '/pumps/red', '/magazine/paris-walk']))
  })
})

describe('ShoeStore JSON-LD', () => {
  it('groups the seeded hours: Monday–Friday 10:30–19:30, Saturday 11:00–18:00, Sunday omitted', () => {
    expect(openingHours(SEEDED)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '10:30',
        closes: '19:30',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '11:00', closes: '18:00' },
    ])
  })

  it('reads the address, phone and hours from the boutique record', () => {
    const ld = shoeStore('fr', {
      id: 1,
      name: 'Maison Sabine — boutique de Paris',
      street: '3 rue Jacob',
      postalCode: '75006',
      city: 'Paris',
      country: 'FR',
      lat: 48.85,
      lng: 2.33,
      phone: '+33 1 00 00 00 00',
      email: 'b@example.test',
      directions: { metro: '', walking: '', parking: '' },
      hours: [{ day: 'monday', open: '09:00', close: '18:00', closed: false }],
    })
    expect(ld).toMatchObject({
      '@type': 'ShoeStore',
      name: 'Maison Sabine — boutique de Paris',
      telephone: '+33 1 00 00 00 00',
      address: { streetAddress: '3 rue Jacob', postalCode: '75006', addressLocality: 'Paris', addressCountry: 'FR' },
      openingHoursSpecification: [{ dayOfWeek: 'Monday', opens: '09:00', closes: '18:00' }],
    })
    expect(ld.url).toMatch(/\/fr$/)
  })
})
