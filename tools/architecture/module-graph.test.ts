import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '../../apps/server/src');
const modulesDir = join(src, 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(dir, name));
}

/** Module → the other modules its files import (types included): the graph of `modules/*`. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(modulesDir)) {
    const from = relative(modulesDir, file).split('/')[0]!;
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const match of readFileSync(file, 'utf8').matchAll(/from '\.\.\/([a-z-]+)\//g)) {
      if (match[1] !== from) targets.add(match[1]!);
    }
  }
  return graph;
}

/** Every cycle of the graph, each as the path that closes it (a → b → a). */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const visit = (start: string, node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) found.push([...path, start].join(' → '));
      else if (next > start && !path.includes(next)) visit(start, next, [...path, next]);
    }
  };
  for (const start of [...graph.keys()].sort()) visit(start, start, [start]);
  return found;
}

describe('server modules point one way', () => {
  it('has no cycle in the module-level import graph', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(10);
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(cycles(graph)).toEqual(['a → b → c → a']);
  });

  it('keeps the read layer read-only: db/reads writes no table', () => {
    const writes = sourceFiles(join(src, 'db/reads')).filter((file) =>
      /\b(insertInto|updateTable|deleteFrom)\(|\b(insert\s+into|delete\s+from)\s+\w+|\bupdate\s+\w+\s+set\b/i.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(writes.map((file) => relative(src, file))).toEqual([]);
  });
});
