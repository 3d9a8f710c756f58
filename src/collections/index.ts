// Every collection of the app, in the order the backoffice lists them.
import type { CollectionConfig } from 'payload'
import { Articles } from './Articles'
import { Contacts } from './Contacts'
import { Inventory } from './Inventory'
import { Media } from './Media'
import { NewsletterSubscriptions } from './NewsletterSubscriptions'
import { Orders } from './Orders'
import { Outbox } from './Outbox'
import { Pages } from './Pages'
import { PaymentEvents } from './PaymentEvents'
import { People } from './People'
import { PreorderCampaigns } from './PreorderCampaigns'
import { Press } from './Press'
import { Products } from './Products'
import { SecurityLogs } from './SecurityLogs'
import { StockInterests } from './StockInterests'
import { ProductTypes } from './ProductTypes'
import { Stores } from './Stores'
import { Users } from './Users'
import { Variants } from './Variants'
import { Visits } from './Visits'
import { withPublicReadCap } from './shared/capPublicReads'

export const collections: CollectionConfig[] = [
  Orders,
  PaymentEvents,
  Products,
  ProductTypes,
  Variants,
  Stores,
  Inventory,
  PreorderCampaigns,
  StockInterests,
  Contacts,
  Visits,
  NewsletterSubscriptions,
  Articles,
  Pages,
  People,
  Press,
  Media,
  Users,
  SecurityLogs,
  Outbox,
].map(withPublicReadCap)
