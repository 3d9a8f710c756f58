import * as migration_20261122_110120_initial from './20261122_110120_initial';

export const migrations = [
  {
    up: migration_20261122_110120_initial.up,
    down: migration_20261122_110120_initial.down,
    name: '20261122_110120_initial'
  },
];
