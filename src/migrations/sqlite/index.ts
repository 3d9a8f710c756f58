import * as migration_20261122_110115_initial from './20261122_110115_initial';
import * as migration_20261122_111512_orders from './20261122_111512_orders';

export const migrations = [
  {
    up: migration_20261122_110115_initial.up,
    down: migration_20261122_110115_initial.down,
    name: '20261122_110115_initial',
  },
  {
    up: migration_20261122_111512_orders.up,
    down: migration_20261122_111512_orders.down,
    name: '20261122_111512_orders'
  },
];
