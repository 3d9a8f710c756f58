// Every editorial page of the site, one file per page; slug = file name.
import type { PageSeed } from '../types'
import { page as accessibility } from './accessibility'
import { page as brand } from './brand'
import { page as comfort } from './comfort'
import { page as fabrication } from './fabrication'
import { page as legal } from './legal'
import { page as medias } from './medias'
import { page as people } from './people'
import { page as preorders } from './preorders'
import { page as privacy } from './privacy'
import { page as returnPolicy } from './return-policy'
import { page as shopTheLook } from './shop-the-look'
import { page as terms } from './terms'
import { page as wholesales } from './wholesales'

export const pages: PageSeed[] = [
  brand,
  medias,
  people,
  fabrication,
  comfort,
  wholesales,
  legal,
  terms,
  privacy,
  returnPolicy,
  accessibility,
  shopTheLook,
  preorders,
]
