// Every collection of the app, in the order the backoffice lists them.
import type { CollectionConfig } from 'payload'
import { Articles } from './Articles'
import { Carts } from './Carts'
import { Contacts } from './Contacts'
import { CreditNotes } from './CreditNotes'
import { Customers } from './Customers'
import { Inventory } from './Inventory'
import { Invoices } from './Invoices'
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
import { Refunds } from './Refunds'
import { Returns } from './Returns'
import { SecurityLogs } from './SecurityLogs'
import { Sequences } from './Sequences'
import { StockInterests } from './StockInterests'
import { ProductTypes } from './ProductTypes'
import { Stores } from './Stores'
import { StockChecks } from './StockChecks'
import { StockMovements } from './StockMovements'
import { SupplierOrders } from './SupplierOrders'
import { TaskRuns } from './TaskRuns'
import { Suppliers } from './Suppliers'
import { Users } from './Users'
import { Variants } from './Variants'
import { AiLogs } from './AiLogs'
import { Visits } from './Visits'
import { WebVitals } from './WebVitals'
import { withPublicReadCap } from './shared/capPublicReads'

export const collections: CollectionConfig[] = [
  Orders,
  Returns,
  Refunds,
  PaymentEvents,
  Invoices,
  CreditNotes,
  AiLogs,
  Products,
  ProductTypes,
  Variants,
  Stores,
  Inventory,
  StockMovements,
  StockChecks,
  Suppliers,
  SupplierOrders,
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
  Customers,
  Carts,
  Users,
  SecurityLogs,
  Outbox,
  Sequences,
  WebVitals,
  TaskRuns,
].map(withPublicReadCap)
