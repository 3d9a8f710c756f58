// Every collection of the app, in the order the backoffice lists them.
import type { CollectionConfig } from 'payload'
import { Inventory } from './Inventory'
import { Media } from './Media'
import { Orders } from './Orders'
import { PaymentEvents } from './PaymentEvents'
import { People } from './People'
import { Press } from './Press'
import { Products } from './Products'
import { SecurityLogs } from './SecurityLogs'
import { ProductTypes } from './ProductTypes'
import { Stores } from './Stores'
import { Users } from './Users'
import { Variants } from './Variants'

export const collections: CollectionConfig[] = [
  Orders,
  PaymentEvents,
  Products,
  ProductTypes,
  Variants,
  Stores,
  Inventory,
  People,
  Press,
  Media,
  Users,
  SecurityLogs,
]
