import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '../../apps/server/src');

function parse(file: string, text = readFileSync(file, 'utf8')): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
}

function serviceFactories(source: ts.SourceFile): ts.FunctionDeclaration[] {
  return source.statements.filter(
    (node): node is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(node) && /^create\w+Service$/.test(node.name?.text ?? ''),
  );
}

/** A member of a service object that only delegates: a name, `a.b`, a call, or a one-expression arrow. */
function delegates(value: ts.Expression): boolean {
  if (ts.isIdentifier(value) || ts.isPropertyAccessExpression(value)) return true;
  if (ts.isCallExpression(value)) return true;
  if (ts.isArrowFunction(value)) return !ts.isBlock(value.body);
  if (ts.isObjectLiteralExpression(value)) return value.properties.every(delegatingMember);
  return false;
}

function delegatingMember(member: ts.ObjectLiteralElementLike): boolean {
  if (ts.isShorthandPropertyAssignment(member)) return true;
  if (ts.isPropertyAssignment(member)) return delegates(member.initializer);
  return false;
}

/** Why a service factory is not in the one shape (docs/decisions/0012), or null when it is. */
export function shapeProblem(factory: ts.FunctionDeclaration): string | null {
  const statements = factory.body?.statements ?? [];
  const last = statements.at(-1);
  for (const statement of statements.slice(0, -1)) {
    const text = statement.getText();
    const subscribes = ts.isExpressionStatement(statement) && /^deps\.events\.on\(/.test(text);
    if (!subscribes) return `does work before its return: ${text.split('\n')[0]}`;
  }
  if (!last || !ts.isReturnStatement(last) || !last.expression) return 'does not return its object';
  const returned = last.expression;
  if (ts.isCallExpression(returned) && returned.expression.getText() === 'bindDeps') return null;
  if (!ts.isObjectLiteralExpression(returned)) return 'returns something other than an object';
  const bad = returned.properties.find((member) => !delegatingMember(member));
  return bad ? `member with a body of its own: ${bad.getText().split('\n')[0]}` : null;
}

/** Names `createServices` uses before the statement that declares them. */
export function usedBeforeBuilt(source: ts.SourceFile): string[] {
  const root = source.statements.find(
    (node): node is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(node) && node.name?.text === 'createServices',
  );
  const declared = new Map<string, number>();
  for (const statement of root?.body?.statements ?? []) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name)) declared.set(declaration.name.text, statement.pos);
    }
  }
  const early: string[] = [];
  const isReference = (node: ts.Identifier) => {
    const parent = node.parent;
    if (ts.isPropertyAccessExpression(parent)) return parent.expression === node;
    if (ts.isPropertyAssignment(parent)) return parent.initializer === node;
    return !ts.isVariableDeclaration(parent) && !ts.isParameter(parent);
  };
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && isReference(node)) {
      const at = declared.get(node.text);
      if (at !== undefined && node.pos < at) early.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  if (root?.body) ts.forEachChild(root.body, visit);
  return [...new Set(early)];
}

describe('one service shape', () => {
  const files = readdirSync(join(src, 'modules'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(src, 'modules', name));

  it('builds every service as a plain object over free functions of (deps, …)', () => {
    const problems: string[] = [];
    let count = 0;
    for (const file of files) {
      for (const factory of serviceFactories(parse(file))) {
        count++;
        const problem = shapeProblem(factory);
        if (problem) problems.push(`${relative(src, file)} ${factory.name?.text}: ${problem}`);
      }
    }
    expect(count).toBeGreaterThan(12);
    expect(problems).toEqual([]);
  });

  it('tells a factory with logic of its own from one that delegates (the check itself)', () => {
    const source = parse(
      'x.ts',
      `export function createAService(deps) { return { a: (x) => run(deps, x), b: list }; }
       export function createBService(deps) { const n = 1; return { n }; }
       export function createCService(deps) { return { async c() { return 1; } }; }
       export function createDService(deps) { deps.events.on('x', h); return bindDeps(deps, { a }); }
       export function createEService(deps) { return { e: async () => { await x(); } }; }`,
    );
    expect(serviceFactories(source).map(shapeProblem)).toEqual([
      null,
      expect.stringContaining('before its return'),
      expect.stringContaining('body of its own'),
      null,
      expect.stringContaining('body of its own'),
    ]);
  });
});

describe('the composition root', () => {
  it('builds each service only from services built before it', () => {
    const source = parse(join(src, 'services.ts'));
    expect(usedBeforeBuilt(source)).toEqual([]);
  });

  it('finds a service used before it is built (the check itself)', () => {
    const source = parse(
      'services.ts',
      `export function createServices() {
         const a = createA({ tell: (x) => b.hear(x), b: 1 });
         const b = createB({ a, c: c.d });
         const c = createC({ b });
         return { a, b };
       }`,
    );
    expect(usedBeforeBuilt(source)).toEqual(['b', 'c']);
  });
});
