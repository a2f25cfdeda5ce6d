import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { loadConfig, REPO_ROOT } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { DB } from '../db/types';
import { changeMemberRole, type GrantableRole } from '../modules/member/roles';

const USAGE =
  'Usage: npm run member:role -- <login ID or email> <ROLE_MANAGER|ROLE_ADMIN> [--revoke]';
const ROLES: readonly GrantableRole[] = ['ROLE_MANAGER', 'ROLE_ADMIN'];

export interface RoleArgs {
  login: string;
  role: GrantableRole;
  revoke: boolean;
}

/** Parses `<id> <role> [--revoke]`; throws with the usage line when they do not fit. */
export function parseRoleArgs(argv: string[]): RoleArgs {
  const revoke = argv.includes('--revoke');
  const rest = argv.filter((arg) => arg !== '--revoke');
  const [login, role] = rest;
  if (rest.length !== 2 || !login || !ROLES.includes(role as GrantableRole)) {
    throw new Error(USAGE);
  }
  return { login, role: role as GrantableRole, revoke };
}

/** Applies the change and returns the line to print; throws when the member is unknown. */
export async function runMemberRole(db: Kysely<DB>, args: RoleArgs): Promise<string> {
  const result = await changeMemberRole(db, args.login, args.role, args.revoke);
  if (result.kind === 'not-found')
    throw new Error(`No member with login ID or email "${args.login}".`);
  if (result.kind === 'unchanged') {
    return `${args.login} keeps ${result.role}; nothing changed.`;
  }
  return `${args.login} (${result.nickname}, #${result.memberId}): ${result.from} → ${result.to}. It applies from the member's next token refresh (at most 30 minutes) or login.`;
}

/**
 * `npm run member:role`: opens the configured database. On the embedded database the DATA_DIR
 * lock makes it refuse while a server runs there (stop it first); on PostgreSQL it runs beside
 * running servers.
 */
async function main(): Promise<void> {
  const args = parseRoleArgs(process.argv.slice(2));
  const envFile = join(REPO_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig(process.env, () => undefined);
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: 1,
  });
  try {
    await migrateToLatest(database.db);
    console.log(await runMemberRole(database.db, args));
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
