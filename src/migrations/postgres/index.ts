import * as migration_20261122_110120_initial from './20261122_110120_initial';
import * as migration_20261122_111516_orders from './20261122_111516_orders';
import * as migration_20261122_112533_security_logs from './20261122_112533_security_logs';

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
    name: '20261122_112533_security_logs'
  },
];
