import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Contract modules free of zod: what the app shell (the main chunk) may take values from. */
const ZOD_FREE = ['constants', 'messages', 'paths', 'app-routes'];
const contracts = join(import.meta.dirname, '../../../../../packages/contracts/src');
const read = (path: string) => readFileSync(path, 'utf8');

describe('the API client, loaded by every page', () => {
  it('takes its contract values from zod-free modules only, so zod stays out of the main chunk', () => {
    const modules = ZOD_FREE.map((name) => read(join(contracts, `${name}.ts`)));
    for (const source of modules) {
      const imports = [...source.matchAll(/^import [^;]*? from '([^']+)'/gm)].map((m) => m[1]);
      for (const path of imports) expect(ZOD_FREE.map((name) => `./${name}`)).toContain(path);
    }

    const client = read(join(import.meta.dirname, 'client.ts'));
    const imported = /^import \{([^}]*)\} from '@akkyeo\/contracts';/m.exec(client)?.[1] ?? '';
    const values = imported
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '));
    expect(values).toContain('AUTH_HEADER');
    for (const name of values) {
      const exported = modules.some((source) =>
        new RegExp(`^export (const|function) ${name}\\b`, 'm').test(source),
      );
      expect(exported, name).toBe(true);
    }
  });
});
