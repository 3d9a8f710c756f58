// Site-wide settings staff edit in one place: shipping zones and rates, the company's legal identity, the order
// limits.
import type { GlobalConfig } from 'payload'
import { Company } from './Company'
import { OrderLimits } from './OrderLimits'
import { Shipping } from './Shipping'

export const globals: GlobalConfig[] = [Shipping, Company, OrderLimits]
