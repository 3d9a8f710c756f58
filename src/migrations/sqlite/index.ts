import * as migration_20261122_110115_initial from './20261122_110115_initial';

export const migrations = [
  {
    up: migration_20261122_110115_initial.up,
    down: migration_20261122_110115_initial.down,
    name: '20261122_110115_initial'
  },
];
