import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appRoutes } from '@akkyeo/contracts';
import { describe, expect, it } from 'vitest';
import { readBundleStats } from './first-paint-bytes';
import { pageImports, ROUTE_ASSETS_FILE, type RouteAssets } from './route-assets';

const webDir = path.resolve(import.meta.dirname, '..');
const distDir = path.join(webDir, 'dist');
const pagesFile = path.join(webDir, 'src/app/pages.ts');

describe('the page of each route', () => {
  it('is read from the pages module: a lazy import, or null for a page of the entry', () => {
    const imports = pageImports(pagesFile, readFileSync(pagesFile, 'utf8'));
    expect(Object.keys(imports).sort()).toEqual([...new Set(appRoutes.map((r) => r.name))].sort());
    expect(imports.main).toBeNull();
    expect(imports.home).toBeNull();
    expect(imports.feedViewPage).toBe('@/features/feed/pages/feed-view-page');
    expect(imports.join).toBe('@/features/auth/pages/signup-page');
    expect(imports.signup).toBe(imports.join);
  });

  it('fails on a page written any other way, rather than leaving its route out', () => {
    const read = (body: string) => () =>
      pageImports('pages.ts', `import { lazyPage } from './lazy-page';\n${body}`);
    expect(read(`export const pages = { a: lazyPage(() => import('./a')) };`)()).toEqual({
      a: './a',
    });
    expect(read(`export const pages = { a: lazyPage(() => import(name)) };`)).toThrow(/pages\.ts/);
    expect(read(`const A = makePage();\nexport const pages = { a: A };`)).toThrow(/pages\.ts/);
    expect(read(`export const pages = { ...others };`)).toThrow(/pages\.ts/);
    expect(read(`export const other = {};`)).toThrow(/no `pages`/);
  });
});

describe('the route assets of the build', () => {
  const routes = JSON.parse(readFileSync(path.join(distDir, ROUTE_ASSETS_FILE), 'utf8')) as Record<
    string,
    RouteAssets
  >;
  const stats = readBundleStats(distDir);
  const entry = stats.filter((chunk) => chunk.isEntry);
  const entryFiles = new Set(entry.flatMap((chunk) => [chunk.file, ...chunk.css]));

  it("lists the deal page's own chunk first, with its imports and stylesheets", () => {
    const page = stats.find(
      (chunk) => chunk.facade === 'src/features/feed/pages/feed-view-page.tsx',
    );
    const deal = routes.feedViewPage!;
    expect(deal.scripts[0]).toBe(`/${page!.file}`);
    for (const imported of page!.imports.filter((file) => !entryFiles.has(file))) {
      expect(deal.scripts).toContain(`/${imported}`);
    }
    expect(deal.styles).toEqual(expect.arrayContaining(page!.css.map((file) => `/${file}`)));
  });

  it('leaves out the feed (it comes with the entry) and whatever the entry loads', () => {
    expect(routes.main).toBeUndefined();
    expect(routes.home).toBeUndefined();
    for (const { scripts, styles } of Object.values(routes)) {
      for (const href of [...scripts, ...styles]) {
        expect(href).toMatch(/^\/assets\//);
        expect(entryFiles.has(href.slice(1))).toBe(false);
        expect(existsSync(path.join(distDir, href))).toBe(true);
      }
    }
  });
});
