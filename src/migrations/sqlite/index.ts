import * as migration_20261122_110115_initial from './20261122_110115_initial';
import * as migration_20261122_111512_orders from './20261122_111512_orders';
import * as migration_20261122_112524_security_logs from './20261122_112524_security_logs';
import * as migration_20261122_131452_editorial from './20261122_131452_editorial';
import * as migration_20261122_133814_requests from './20261122_133814_requests';
import * as migration_20261122_134742_checkout_return_urls from './20261122_134742_checkout_return_urls';
import * as migration_20261123_235606_hardening from './20261123_235606_hardening';

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
    name: '20261123_235606_hardening'
  },
];
