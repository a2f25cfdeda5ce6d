import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '../..');
const src = join(repoRoot, 'apps/server/src');

/** The tables of the migrated schema, as the generated DB interface lists them. */
function schemaTables(): string[] {
  const types = readFileSync(join(src, 'db/schema.generated.ts'), 'utf8');
  const block = types.slice(types.indexOf('export interface DB {'));
  return [...block.slice(0, block.indexOf('\n}')).matchAll(/^\s+(\w+): \w+;$/gm)].map((m) => m[1]!);
}

/** The ownership table of docs/architecture.md: table → owner. */
function documentedOwners(): Map<string, string> {
  const page = readFileSync(join(repoRoot, 'docs/architecture.md'), 'utf8');
  const section = page.slice(page.indexOf('## Table ownership'));
  const rows = new Map<string, string>();
  for (const line of section.split('\n').slice(1)) {
    if (line.startsWith('#')) break;
    const cells = /^\| `(\w+)` +\| (\S+) +\|$/.exec(line);
    if (cells) rows.set(cells[1]!, cells[2]!);
  }
  return rows;
}

/** Which part of the server a file belongs to: a module's name, `jobs`, or `plugins/<name>`. */
function partOf(file: string): string | undefined {
  const [top, second] = relative(src, file).split('/');
  if (top === 'modules') return second;
  if (top === 'jobs') return 'jobs';
  if (top === 'plugins') return `plugins/${second!.replace(/\.ts$/, '')}`;
  return undefined;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Every module's references to each table (Kysely calls, lateral probes, SQL text, and a quoted
 * name with an underscore, as a table variable holds it), and its writes.
 */
function usage(tables: string[]) {
  const uses = new Map<string, Set<string>>();
  const writes = new Map<string, Set<string>>();
  for (const file of sourceFiles(src)) {
    const part = partOf(file);
    if (!part) continue;
    const text = readFileSync(file, 'utf8');
    for (const table of tables) {
      const reference = new RegExp(
        `(selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|table|callerRow)\\(\\s*'${table}( as \\w+)?'|\\b(from|join|into|update)\\s+${table}\\b`,
        'i',
      );
      const quoted = table.includes('_') && text.includes(`'${table}'`);
      const write = new RegExp(
        `(insertInto|updateTable|deleteFrom)\\(\\s*'${table}( as \\w+)?'|\\b(insert\\s+into|update|delete\\s+from)\\s+${table}\\b`,
        'i',
      );
      if (reference.test(text) || quoted) uses.set(table, (uses.get(table) ?? new Set()).add(part));
      if (write.test(text)) writes.set(table, (writes.get(table) ?? new Set()).add(part));
    }
  }
  return { uses, writes };
}

describe('table ownership', () => {
  const tables = schemaTables();
  const owners = documentedOwners();
  const { uses, writes } = usage(tables);

  it('gives every table of the schema one owner in docs/architecture.md', () => {
    expect(tables.length).toBeGreaterThan(20);
    expect([...owners.keys()].sort()).toEqual([...tables].sort());
  });

  it.each(tables)('lets only its owner write `%s`', (table) => {
    const owner = owners.get(table);
    expect([...(writes.get(table) ?? [])].filter((part) => part !== owner)).toEqual([]);
  });

  it.each(tables)('lets only its owner name `%s` (others use its fragments)', (table) => {
    const owner = owners.get(table);
    expect([...(uses.get(table) ?? [])].filter((part) => part !== owner)).toEqual([]);
  });
});
