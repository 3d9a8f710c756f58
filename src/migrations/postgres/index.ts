import * as migration_20261122_110120_initial from './20261122_110120_initial';
import * as migration_20261122_111516_orders from './20261122_111516_orders';
import * as migration_20261122_112533_security_logs from './20261122_112533_security_logs';
import * as migration_20261122_131457_editorial from './20261122_131457_editorial';
import * as migration_20261122_133819_requests from './20261122_133819_requests';
import * as migration_20261122_134752_checkout_return_urls from './20261122_134752_checkout_return_urls';
import * as migration_20261123_235653_hardening from './20261123_235653_hardening';
import * as migration_20261124_030926_customers from './20261124_030926_customers';
import * as migration_20261124_031129_supply from './20261124_031129_supply';
import * as migration_20261124_031438_carts from './20261124_031438_carts';
import * as migration_20261124_031537_shipping_zones from './20261124_031537_shipping_zones';
import * as migration_20261124_034114_order_fulfilment from './20261124_034114_order_fulfilment';
import * as migration_20261124_040013_ai_logs from './20261124_040013_ai_logs';
import * as migration_20261124_062450_returns from './20261124_062450_returns';
import * as migration_20261124_110045_returns_decline_custom_credit_notes from './20261124_110045_returns_decline_custom_credit_notes';
import * as migration_20261124_133704_company_seller_identity from './20261124_133704_company_seller_identity';
import * as migration_20261124_142351_media_title from './20261124_142351_media_title';
import * as migration_20261125_025054_media_medium_size from './20261125_025054_media_medium_size';
import * as migration_20261125_114340_media_avif_sizes from './20261125_114340_media_avif_sizes';
import * as migration_20261128_081807_shopper_identity from './20261128_081807_shopper_identity';
import * as migration_20261128_104216_order_limits from './20261128_104216_order_limits';
import * as migration_20261128_123125_french_order_lines from './20261128_123125_french_order_lines';
import * as migration_20261128_162612_shipping_default_zones from './20261128_162612_shipping_default_zones';
import * as migration_20261128_205143_web_vitals from './20261128_205143_web_vitals';
import * as migration_20261128_233844_accessibility_statement from './20261128_233844_accessibility_statement';
import * as migration_20261129_030236_task_runs from './20261129_030236_task_runs';
import * as migration_20261129_063938_customer_preferred_sizes from './20261129_063938_customer_preferred_sizes';
import * as migration_20261129_075302_wishlist from './20261129_075302_wishlist';
import * as migration_20261129_151018_vat_by_destination from './20261129_151018_vat_by_destination';
import * as migration_20261129_151019_vat_default_rates from './20261129_151019_vat_default_rates';
import * as migration_20261129_154730_vat_export_switch from './20261129_154730_vat_export_switch';
import * as migration_20261129_185953_refunds from './20261129_185953_refunds';

export const migrations = [
  {
    up: migration_20261122_110120_initial.up,
    down: migration_20261122_110120_initial.down,
    name: '20261122_110120_initial',
  },
  {
    up: migration_20261122_111516_orders.up,
    down: migration_20261122_111516_orders.down,
    name: '20261122_111516_orders',
  },
  {
    up: migration_20261122_112533_security_logs.up,
    down: migration_20261122_112533_security_logs.down,
    name: '20261122_112533_security_logs',
  },
  {
    up: migration_20261122_131457_editorial.up,
    down: migration_20261122_131457_editorial.down,
    name: '20261122_131457_editorial',
  },
  {
    up: migration_20261122_133819_requests.up,
    down: migration_20261122_133819_requests.down,
    name: '20261122_133819_requests',
  },
  {
    up: migration_20261122_134752_checkout_return_urls.up,
    down: migration_20261122_134752_checkout_return_urls.down,
    name: '20261122_134752_checkout_return_urls',
  },
  {
    up: migration_20261123_235653_hardening.up,
    down: migration_20261123_235653_hardening.down,
    name: '20261123_235653_hardening',
  },
  {
    up: migration_20261124_030926_customers.up,
    down: migration_20261124_030926_customers.down,
    name: '20261124_030926_customers',
  },
  {
    up: migration_20261124_031129_supply.up,
    down: migration_20261124_031129_supply.down,
    name: '20261124_031129_supply',
  },
  {
    up: migration_20261124_031438_carts.up,
    down: migration_20261124_031438_carts.down,
    name: '20261124_031438_carts',
  },
  {
    up: migration_20261124_031537_shipping_zones.up,
    down: migration_20261124_031537_shipping_zones.down,
    name: '20261124_031537_shipping_zones',
  },
  {
    up: migration_20261124_034114_order_fulfilment.up,
    down: migration_20261124_034114_order_fulfilment.down,
    name: '20261124_034114_order_fulfilment',
  },
  {
    up: migration_20261124_040013_ai_logs.up,
    down: migration_20261124_040013_ai_logs.down,
    name: '20261124_040013_ai_logs',
  },
  {
    up: migration_20261124_062450_returns.up,
    down: migration_20261124_062450_returns.down,
    name: '20261124_062450_returns',
  },
  {
    up: migration_20261124_110045_returns_decline_custom_credit_notes.up,
    down: migration_20261124_110045_returns_decline_custom_credit_notes.down,
    name: '20261124_110045_returns_decline_custom_credit_notes',
  },
  {
    up: migration_20261124_133704_company_seller_identity.up,
    down: migration_20261124_133704_company_seller_identity.down,
    name: '20261124_133704_company_seller_identity',
  },
  {
    up: migration_20261124_142351_media_title.up,
    down: migration_20261124_142351_media_title.down,
    name: '20261124_142351_media_title',
  },
  {
    up: migration_20261125_025054_media_medium_size.up,
    down: migration_20261125_025054_media_medium_size.down,
    name: '20261125_025054_media_medium_size',
  },
  {
    up: migration_20261125_114340_media_avif_sizes.up,
    down: migration_20261125_114340_media_avif_sizes.down,
    name: '20261125_114340_media_avif_sizes',
  },
  {
    up: migration_20261128_081807_shopper_identity.up,
    down: migration_20261128_081807_shopper_identity.down,
    name: '20261128_081807_shopper_identity',
  },
  {
    up: migration_20261128_104216_order_limits.up,
    down: migration_20261128_104216_order_limits.down,
    name: '20261128_104216_order_limits',
  },
  {
    up: migration_20261128_123125_french_order_lines.up,
    down: migration_20261128_123125_french_order_lines.down,
    name: '20261128_123125_french_order_lines',
  },
  {
    up: migration_20261128_162612_shipping_default_zones.up,
    down: migration_20261128_162612_shipping_default_zones.down,
    name: '20261128_162612_shipping_default_zones',
  },
  {
    up: migration_20261128_205143_web_vitals.up,
    down: migration_20261128_205143_web_vitals.down,
    name: '20261128_205143_web_vitals',
  },
  {
    up: migration_20261128_233844_accessibility_statement.up,
    down: migration_20261128_233844_accessibility_statement.down,
    name: '20261128_233844_accessibility_statement',
  },
  {
    up: migration_20261129_030236_task_runs.up,
    down: migration_20261129_030236_task_runs.down,
    name: '20261129_030236_task_runs',
  },
  {
    up: migration_20261129_063938_customer_preferred_sizes.up,
    down: migration_20261129_063938_customer_preferred_sizes.down,
    name: '20261129_063938_customer_preferred_sizes',
  },
  {
    up: migration_20261129_075302_wishlist.up,
    down: migration_20261129_075302_wishlist.down,
    name: '20261129_075302_wishlist',
  },
  {
    up: migration_20261129_151018_vat_by_destination.up,
    down: migration_20261129_151018_vat_by_destination.down,
    name: '20261129_151018_vat_by_destination',
  },
  {
    up: migration_20261129_151019_vat_default_rates.up,
    down: migration_20261129_151019_vat_default_rates.down,
    name: '20261129_151019_vat_default_rates',
  },
  {
    up: migration_20261129_154730_vat_export_switch.up,
    down: migration_20261129_154730_vat_export_switch.down,
    name: '20261129_154730_vat_export_switch',
  },
  {
    up: migration_20261129_185953_refunds.up,
    down: migration_20261129_185953_refunds.down,
    name: '20261129_185953_refunds'
  },
];
