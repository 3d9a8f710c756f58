// The site's navigation: the shoe categories, the accessories and the house's pages, in menu order.
export interface NavLink {
  key: string
  href: string
}

export const HEELS: NavLink[] = [
  { key: 'boots', href: '/boots' },
  { key: 'ankleBoots', href: '/ankle-boots' },
  { key: 'pumps', href: '/pumps' },
  { key: 'sandals', href: '/sandals' },
]

export const ACCESSORIES: NavLink[] = [
  { key: 'gloves', href: '/gloves' },
  { key: 'sneakers', href: '/sneakers' },
]

export const HOUSE: NavLink[] = [
  { key: 'magazine', href: '/magazine' },
  { key: 'brand', href: '/brand' },
  { key: 'fabrication', href: '/fabrication' },
  { key: 'comfort', href: '/comfort' },
  { key: 'press', href: '/press' },
  { key: 'people', href: '/people' },
  { key: 'store', href: '#store' },
]

export const INSTAGRAM_URL = 'https://www.instagram.com/maisonsabineparis'

// The backoffice is /app and everything below it; '/apple' would be a shop page, hence the segment test.
export const isBackofficePath = (path: string) => /^\/app(?=$|[/?#])/.test(path)
