// Site-wide settings staff edit in one place: shipping zones and rates, the company's legal identity, the order
// limits, the VAT rates by country.
import type { GlobalConfig } from 'payload'
import { Company } from './Company'
import { OrderLimits } from './OrderLimits'
import { Shipping } from './Shipping'
import { VatRates } from './VatRates'

export const globals: GlobalConfig[] = [Shipping, Company, OrderLimits, VatRates]
