import { readFile } from 'node:fs/promises';
import { parseSync, type ESTree, type Rolldown } from 'vite';

/** Where the build writes the scripts and stylesheets of each route's page; the server reads it. */
export const ROUTE_ASSETS_FILE = '.vite/route-assets.json';

/** What a route's lazy page needs beyond the entry: addresses as the page asks for them. */
export interface RouteAssets {
  /** The page's chunk first, then the chunks it imports statically (transitively). */
  scripts: string[];
  styles: string[];
}

/**
 * The module each route's page is imported from, read from the pages module
 * (`export const pages = { route: lazyPage(() => import('…')), route: Page, … }`): a page the entry
 * imports statically maps to null. Any other shape fails the build rather than losing a route.
 */
export function pageImports(fileName: string, source: string): Record<string, string | null> {
  const { program, errors } = parseSync(fileName, source);
  if (errors.length > 0) throw new Error(`${fileName}: ${errors[0]!.message}`);
  const failure = (node: ESTree.Node, what: string) =>
    new Error(`${fileName}: ${what} (at ${node.start}); route assets cannot be listed`);

  const staticImports = new Set<string>();
  const declared = new Map<string, ESTree.Expression>();
  let pages: ESTree.ObjectExpression | undefined;
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      for (const specifier of statement.specifiers) staticImports.add(specifier.local.name);
      continue;
    }
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { id, init } of declaration.declarations) {
      if (id.type !== 'Identifier' || !init) continue;
      if (id.name === 'pages') {
        if (init.type !== 'ObjectExpression')
          throw failure(init, '`pages` is not an object literal');
        pages = init;
      } else declared.set(id.name, init);
    }
  }
  if (!pages) throw new Error(`${fileName}: no \`pages\` object`);

  const lazyImport = (node: ESTree.Expression): string => {
    const loader = node.type === 'CallExpression' ? node.arguments[0] : undefined;
    const body = loader?.type === 'ArrowFunctionExpression' ? loader.body : undefined;
    if (
      node.type !== 'CallExpression' ||
      node.callee.type !== 'Identifier' ||
      node.callee.name !== 'lazyPage' ||
      body?.type !== 'ImportExpression' ||
      body.source.type !== 'Literal' ||
      typeof body.source.value !== 'string'
    ) {
      throw failure(node, "a page is neither `lazyPage(() => import('…'))` nor a static import");
    }
    return body.source.value;
  };

  const result: Record<string, string | null> = {};
  for (const property of pages.properties) {
    if (property.type !== 'Property' || property.computed) {
      throw failure(property, 'unexpected property');
    }
    const { key, value } = property;
    const name = key.type === 'Identifier' ? key.name : key.type === 'Literal' ? key.value : null;
    if (typeof name !== 'string') throw failure(key, 'unexpected key');
    if (value.type === 'Identifier' && staticImports.has(value.name)) result[name] = null;
    else if (value.type === 'Identifier' && declared.has(value.name)) {
      result[name] = lazyImport(declared.get(value.name)!);
    } else result[name] = lazyImport(value);
  }
  return result;
}

/** How the build resolves an import of the pages module (the bundler's own resolver). */
type Resolve = (specifier: string, importer: string) => Promise<{ id: string } | null>;

/**
 * For each route whose page is a lazy chunk: that chunk, the chunks it imports (transitively, the
 * entry's own left out: the shell loads them already) and their stylesheets, as addresses under
 * `base`. The server names them in the app shell, so the browser fetches them while the entry
 * downloads instead of once the entry has run and rendered the route.
 */
export async function routeAssetsOf(
  chunks: readonly Rolldown.OutputChunk[],
  pagesFile: string,
  base: string,
  resolve: Resolve,
): Promise<Record<string, RouteAssets>> {
  const imports = pageImports(pagesFile, await readFile(pagesFile, 'utf8'));
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: Iterable<string>, skip = new Set<string>()) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || skip.has(file)) return;
      seen.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    };
    for (const file of start) visit(file);
    return seen;
  };
  const loaded = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const cssOf = (files: Iterable<string>) =>
    new Set([...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]));
  const loadedCss = cssOf(loaded);

  const routes: Record<string, RouteAssets> = {};
  for (const [route, specifier] of Object.entries(imports)) {
    if (specifier === null) continue;
    const resolved = await resolve(specifier, pagesFile);
    if (!resolved) throw new Error(`${pagesFile}: cannot resolve ${specifier} (${route})`);
    const page = chunks.find((chunk) => chunk.moduleIds.includes(resolved.id));
    if (!page) throw new Error(`${pagesFile}: no chunk holds ${specifier} (${route})`);
    const scripts = [...closure([page.fileName], loaded)];
    const styles = [...cssOf(scripts)].filter((file) => !loadedCss.has(file));
    if (scripts.length + styles.length === 0) continue;
    routes[route] = {
      scripts: scripts.map((file) => base + file),
      styles: styles.map((file) => base + file),
    };
  }
  return routes;
}
