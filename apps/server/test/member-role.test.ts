import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRoleArgs, runMemberRole } from '../src/cli/member-role';
import type { Database } from '../src/db/database';
import { acquireDataDirLock } from '../src/db/data-dir-lock';
import { BUILD_TIMEOUT_MS, ensureServerBuild, nodeArgs } from './helpers/compiled-server';
import { createMember } from './helpers/factories';
import { createTestDatabase } from './helpers/test-database';

let database: Database;

beforeAll(() => ensureServerBuild(), BUILD_TIMEOUT_MS);
beforeAll(async () => {
  database = await createTestDatabase();
  await createMember(database.db, { login_id: 'promote1', email: 'promote1@example.com' });
});

afterAll(async () => {
  await database?.close();
});

const roleOf = async (loginId: string) =>
  (
    await database.db
      .selectFrom('member')
      .select('role')
      .where('login_id', '=', loginId)
      .executeTakeFirstOrThrow()
  ).role;

describe('npm run member:role', () => {
  it('parses <id> <role> [--revoke] and refuses anything else', () => {
    expect(parseRoleArgs(['demo', 'ROLE_MANAGER'])).toEqual({
      login: 'demo',
      role: 'ROLE_MANAGER',
      revoke: false,
    });
    expect(parseRoleArgs(['demo', 'ROLE_ADMIN', '--revoke'])).toMatchObject({ revoke: true });
    for (const bad of [[], ['demo'], ['demo', 'ROLE_USER'], ['demo', 'ROLE_MANAGER', 'x']]) {
      expect(() => parseRoleArgs(bad)).toThrow(/Usage: npm run member:role/);
    }
  });

  it('grants and revokes a role by login ID or email', async () => {
    expect(await runMemberRole(database.db, parseRoleArgs(['promote1', 'ROLE_MANAGER']))).toMatch(
      /ROLE_USER → ROLE_MANAGER/,
    );
    expect(await roleOf('promote1')).toBe('ROLE_MANAGER');
    expect(
      await runMemberRole(database.db, parseRoleArgs(['promote1', 'ROLE_ADMIN', '--revoke'])),
    ).toMatch(/nothing changed/);
    expect(await roleOf('promote1')).toBe('ROLE_MANAGER');
    await runMemberRole(
      database.db,
      parseRoleArgs(['PROMOTE1@example.com', 'ROLE_MANAGER', '--revoke']),
    );
    expect(await roleOf('promote1')).toBe('ROLE_USER');
    await expect(
      runMemberRole(database.db, parseRoleArgs(['ghost', 'ROLE_ADMIN'])),
    ).rejects.toThrow(/No member/);
  });

  it('refuses to open an embedded DATA_DIR that a running server holds', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'akkyeo-role-'));
    const lock = acquireDataDirLock(dataDir);
    try {
      const result = spawnSync(
        process.execPath,
        [...nodeArgs('member-role.js'), 'demo', 'ROLE_MANAGER'],
        {
          cwd: resolve(import.meta.dirname, '..'),
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
          encoding: 'utf8',
        },
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/in use by another process/);
    } finally {
      lock.release();
    }
  });
});
