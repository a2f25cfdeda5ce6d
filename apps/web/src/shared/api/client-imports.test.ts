import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const contracts = join(import.meta.dirname, '../../../../../packages/contracts/src');
const read = (module: string) => readFileSync(join(contracts, `${module}.ts`), 'utf8');

/**
 * Contract modules free of zod: what the app shell (the main chunk) may take values from. The
 * messages module re-exports one module a message area.
 */
const ZOD_FREE = [
  'constants',
  'messages',
  'field-labels',
  'paths',
  'app-routes',
  'access-token',
  'push-payload',
  'number-format',
  ...readdirSync(join(contracts, 'messages')).map(
    (file) => `messages/${file.replace(/\.ts$/, '')}`,
  ),
];

/** What a module imports or re-exports from: contract modules relative to the contracts' src. */
const dependencies = (module: string) =>
  [...read(module).matchAll(/^(?:import|export) [^;]*? from '([^']+)'/gm)].map(([, path]) =>
    path!.startsWith('.') ? relative(contracts, join(contracts, dirname(module), path!)) : path!,
  );

describe('the API client, loaded by every page', () => {
  it('takes its contract values from zod-free modules only, so zod stays out of the main chunk', () => {
    for (const module of ZOD_FREE) {
      for (const dependency of dependencies(module)) expect(ZOD_FREE, module).toContain(dependency);
    }

    const client = readFileSync(join(import.meta.dirname, 'client.ts'), 'utf8');
    const imported = /^import \{([^}]*)\} from '@akkyeo\/contracts';/m.exec(client)?.[1] ?? '';
    const values = imported
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '));
    expect(values).toContain('AUTH_HEADER');
    const index = read('index');
    for (const name of values) {
      const exported =
        ZOD_FREE.some((module) =>
          new RegExp(`^export (const|function) ${name}\\b`, 'm').test(read(module)),
        ) || ZOD_FREE.some((module) => index.includes(`export * as ${name} from './${module}';`));
      expect(exported, name).toBe(true);
    }
  });
});
