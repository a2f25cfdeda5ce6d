import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const migrationsDir = join(import.meta.dirname, '../../apps/server/src/db/migrations');

/** Every TypeScript file of the migrations folder, `frozen/` included, relative to it. */
function migrationFiles(): string[] {
  return readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .sort();
}

/** What a file imports (static and dynamic `import`, `export … from`). */
function importsOf(source: string): string[] {
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
  ];
  return specifiers.map((match) => match[1]!);
}

describe('migrations are frozen', () => {
  it('import nothing from the app: only kysely and the files of their own folder', () => {
    const outside = migrationFiles().flatMap((file) =>
      importsOf(readFileSync(join(migrationsDir, file), 'utf8'))
        .filter((specifier) => specifier !== 'kysely' && !/^\.\/(?!.*\.\.)/.test(specifier))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(outside).toEqual([]);
  });

  it('name each file with a number and no letter, and register every file once', () => {
    const files = migrationFiles().filter((file) => /^\d/.test(file));
    for (const file of files) expect(file).toMatch(/^\d{4}-[a-z0-9-]+\.ts$/);
    // index.ts holds the migrations up to the day it was frozen; migration-list.ts the later ones.
    const registered = [
      ...importsOf(readFileSync(join(migrationsDir, 'index.ts'), 'utf8')),
      ...importsOf(readFileSync(join(migrationsDir, '../migration-list.ts'), 'utf8')),
    ]
      .filter((specifier) => /^\.\/(migrations\/)?\d/.test(specifier))
      .map((specifier) => `${specifier.replace(/^\.\/(migrations\/)?/, '')}.ts`);
    expect(registered.sort()).toEqual(files);
  });

  it('never change once written: each file, index.ts too, keeps the SHA-256 recorded in landed-migrations.json', () => {
    const recorded = JSON.parse(
      readFileSync(join(import.meta.dirname, 'landed-migrations.json'), 'utf8'),
    ) as Record<string, string>;
    const actual = Object.fromEntries(
      migrationFiles().map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(join(migrationsDir, file)))
          .digest('hex'),
      ]),
    );
    // A new migration is recorded here as it is written; a recorded one never changes.
    expect(actual).toEqual(recorded);
  });
});
