import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DB_TYPES_FILE, generateDbTypes } from './generate';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('generated database types (skipped without TEST_DATABASE_URL)', () => {
  it('match the migrations (run npm run db:types after changing them)', async () => {
    const generated = await generateDbTypes(serverUrl!);
    expect(
      readFileSync(DB_TYPES_FILE, 'utf8'),
      'apps/server/src/db/schema.generated.ts differs from the migrated schema: run `TEST_DATABASE_URL=… npm run db:types` and commit the result',
    ).toBe(generated);
  }, 60_000);
});
