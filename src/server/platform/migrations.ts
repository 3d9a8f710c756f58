// The committed migrations of the adapter in use, imported statically so they run inside Next and Vitest
// (Payload would otherwise import the .ts files at run time, which neither can).
import { migrations as postgres } from '../../migrations/postgres'
import { migrations as sqlite } from '../../migrations/sqlite'
import { databaseKind } from './database'

export const migrationsForDatabase = () => (databaseKind() === 'postgres' ? postgres : sqlite)
