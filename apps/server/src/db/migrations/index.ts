import type { Migration } from 'kysely';
import * as initial from './0001-initial';

/** Every migration, by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
};
