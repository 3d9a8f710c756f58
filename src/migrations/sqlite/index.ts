import * as migration_20261122_110115_initial from './20261122_110115_initial';
import * as migration_20261122_111512_orders from './20261122_111512_orders';
import * as migration_20261122_112524_security_logs from './20261122_112524_security_logs';

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
    name: '20261122_112524_security_logs'
  },
];
