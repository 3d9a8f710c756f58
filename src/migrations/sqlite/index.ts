import * as migration_20261122_110115_initial from './20261122_110115_initial';
import * as migration_20261122_111512_orders from './20261122_111512_orders';
import * as migration_20261122_112524_security_logs from './20261122_112524_security_logs';
import * as migration_20261122_131452_editorial from './20261122_131452_editorial';
import * as migration_20261122_133814_requests from './20261122_133814_requests';
import * as migration_20261122_134742_checkout_return_urls from './20261122_134742_checkout_return_urls';
import * as migration_20261123_235606_hardening from './20261123_235606_hardening';
import * as migration_20261124_030851_customers from './20261124_030851_customers';
import * as migration_20261124_031102_supply from './20261124_031102_supply';
import * as migration_20261124_031406_carts from './20261124_031406_carts';
import * as migration_20261124_031504_shipping_zones from './20261124_031504_shipping_zones';
import * as migration_20261124_034047_order_fulfilment from './20261124_034047_order_fulfilment';
import * as migration_20261124_035936_ai_logs from './20261124_035936_ai_logs';
import * as migration_20261124_062227_returns from './20261124_062227_returns';
import * as migration_20261124_062314_returns from './20261124_062314_returns';
import * as migration_20261124_110026_returns_decline_custom_credit_notes from './20261124_110026_returns_decline_custom_credit_notes';
import * as migration_20261124_133656_company_seller_identity from './20261124_133656_company_seller_identity';
import * as migration_20261124_142347_media_title from './20261124_142347_media_title';
import * as migration_20261125_025049_media_medium_size from './20261125_025049_media_medium_size';
import * as migration_20261125_114334_media_avif_sizes from './20261125_114334_media_avif_sizes';
import * as migration_20261128_081738_shopper_identity from './20261128_081738_shopper_identity';
import * as migration_20261128_104150_order_limits from './20261128_104150_order_limits';
import * as migration_20261128_123029_french_order_lines from './20261128_123029_french_order_lines';
import * as migration_20261128_162517_shipping_default_zones from './20261128_162517_shipping_default_zones';
import * as migration_20261128_205135_web_vitals from './20261128_205135_web_vitals';
import * as migration_20261128_233837_accessibility_statement from './20261128_233837_accessibility_statement';
import * as migration_20261129_030228_task_runs from './20261129_030228_task_runs';
import * as migration_20261129_063919_customer_preferred_sizes from './20261129_063919_customer_preferred_sizes';
import * as migration_20261129_075245_wishlist from './20261129_075245_wishlist';
import * as migration_20261129_151004_vat_by_destination from './20261129_151004_vat_by_destination';
import * as migration_20261129_151005_vat_default_rates from './20261129_151005_vat_default_rates';
import * as migration_20261129_154637_vat_export_switch from './20261129_154637_vat_export_switch';
import * as migration_20261129_185907_refunds from './20261129_185907_refunds';

export const migrations = [
  {
    up: migration_20261122_110115_initial.up,
    down: migration_20261122_110115_initial.down,
    name: '20261122_110115_initial',
  },
  {
    up: migration_20261122_111512_orders.up,
    down: migration_20261122_111512_orders.down,
    name: '20261122_111512_orders',
  },
  {
    up: migration_20261122_112524_security_logs.up,
    down: migration_20261122_112524_security_logs.down,
    name: '20261122_112524_security_logs',
  },
  {
    up: migration_20261122_131452_editorial.up,
    down: migration_20261122_131452_editorial.down,
    name: '20261122_131452_editorial',
  },
  {
    up: migration_20261122_133814_requests.up,
    down: migration_20261122_133814_requests.down,
    name: '20261122_133814_requests',
  },
  {
    up: migration_20261122_134742_checkout_return_urls.up,
    down: migration_20261122_134742_checkout_return_urls.down,
    name: '20261122_134742_checkout_return_urls',
  },
  {
    up: migration_20261123_235606_hardening.up,
    down: migration_20261123_235606_hardening.down,
    name: '20261123_235606_hardening',
  },
  {
    up: migration_20261124_030851_customers.up,
    down: migration_20261124_030851_customers.down,
    name: '20261124_030851_customers',
  },
  {
    up: migration_20261124_031102_supply.up,
    down: migration_20261124_031102_supply.down,
    name: '20261124_031102_supply',
  },
  {
    up: migration_20261124_031406_carts.up,
    down: migration_20261124_031406_carts.down,
    name: '20261124_031406_carts',
  },
  {
    up: migration_20261124_031504_shipping_zones.up,
    down: migration_20261124_031504_shipping_zones.down,
    name: '20261124_031504_shipping_zones',
  },
  {
    up: migration_20261124_034047_order_fulfilment.up,
    down: migration_20261124_034047_order_fulfilment.down,
    name: '20261124_034047_order_fulfilment',
  },
  {
    up: migration_20261124_035936_ai_logs.up,
    down: migration_20261124_035936_ai_logs.down,
    name: '20261124_035936_ai_logs',
  },
  {
    up: migration_20261124_062227_returns.up,
    down: migration_20261124_062227_returns.down,
    name: '20261124_062227_returns',
  },
  {
    up: migration_20261124_062314_returns.up,
    down: migration_20261124_062314_returns.down,
    name: '20261124_062314_returns',
  },
  {
    up: migration_20261124_110026_returns_decline_custom_credit_notes.up,
    down: migration_20261124_110026_returns_decline_custom_credit_notes.down,
    name: '20261124_110026_returns_decline_custom_credit_notes',
  },
  {
    up: migration_20261124_133656_company_seller_identity.up,
    down: migration_20261124_133656_company_seller_identity.down,
    name: '20261124_133656_company_seller_identity',
  },
  {
    up: migration_20261124_142347_media_title.up,
    down: migration_20261124_142347_media_title.down,
    name: '20261124_142347_media_title',
  },
  {
    up: migration_20261125_025049_media_medium_size.up,
    down: migration_20261125_025049_media_medium_size.down,
    name: '20261125_025049_media_medium_size',
  },
  {
    up: migration_20261125_114334_media_avif_sizes.up,
    down: migration_20261125_114334_media_avif_sizes.down,
    name: '20261125_114334_media_avif_sizes',
  },
  {
    up: migration_20261128_081738_shopper_identity.up,
    down: migration_20261128_081738_shopper_identity.down,
    name: '20261128_081738_shopper_identity',
  },
  {
    up: migration_20261128_104150_order_limits.up,
    down: migration_20261128_104150_order_limits.down,
    name: '20261128_104150_order_limits',
  },
  {
    up: migration_20261128_123029_french_order_lines.up,
    down: migration_20261128_123029_french_order_lines.down,
    name: '20261128_123029_french_order_lines',
  },
  {
    up: migration_20261128_162517_shipping_default_zones.up,
    down: migration_20261128_162517_shipping_default_zones.down,
    name: '20261128_162517_shipping_default_zones',
  },
  {
    up: migration_20261128_205135_web_vitals.up,
    down: migration_20261128_205135_web_vitals.down,
    name: '20261128_205135_web_vitals',
  },
  {
    up: migration_20261128_233837_accessibility_statement.up,
    down: migration_20261128_233837_accessibility_statement.down,
    name: '20261128_233837_accessibility_statement',
  },
  {
    up: migration_20261129_030228_task_runs.up,
    down: migration_20261129_030228_task_runs.down,
    name: '20261129_030228_task_runs',
  },
  {
    up: migration_20261129_063919_customer_preferred_sizes.up,
    down: migration_20261129_063919_customer_preferred_sizes.down,
    name: '20261129_063919_customer_preferred_sizes',
  },
  {
    up: migration_20261129_075245_wishlist.up,
    down: migration_20261129_075245_wishlist.down,
    name: '20261129_075245_wishlist',
  },
  {
    up: migration_20261129_151004_vat_by_destination.up,
    down: migration_20261129_151004_vat_by_destination.down,
    name: '20261129_151004_vat_by_destination',
  },
  {
    up: migration_20261129_151005_vat_default_rates.up,
    down: migration_20261129_151005_vat_default_rates.down,
    name: '20261129_151005_vat_default_rates',
  },
  {
    up: migration_20261129_154637_vat_export_switch.up,
    down: migration_20261129_154637_vat_export_switch.down,
    name: '20261129_154637_vat_export_switch',
  },
  {
    up: migration_20261129_185907_refunds.up,
    down: migration_20261129_185907_refunds.down,
    name: '20261129_185907_refunds'
  },
];
