import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '../..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** The page's text without fenced code blocks and inline code, where brackets are not links. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const headingAnchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(file: string): Set<string> {
  const headings = prose(readFileSync(file, 'utf8')).matchAll(/^#{1,6}\s+(.+)$/gm);
  return new Set([...headings].map((match) => headingAnchor(match[1]!)));
}

/** Every relative link of a page: the file or folder it names, and its anchor if any. */
function relativeLinks(file: string) {
  const links = prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g);
  return [...links]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target))
    .map((target) => {
      const [path = '', anchor] = target.split('#');
      return { target, path: path ? join(dirname(file), path) : file, anchor };
    });
}

const pages = [join(repoRoot, 'README.md'), ...markdownFiles(join(repoRoot, 'docs'))];

describe('links in README.md and docs/', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(10);
  });

  it('computes anchors as GitHub does', () => {
    expect(headingAnchor('Votes that move the 인기 ranking')).toBe(
      'votes-that-move-the-인기-ranking',
    );
    expect(headingAnchor('Lists at 100,000 rows')).toBe('lists-at-100000-rows');
    expect(headingAnchor('Ending a deal by reports (종료됐어요)')).toBe(
      'ending-a-deal-by-reports-종료됐어요',
    );
  });

  it.each(pages.map((page) => relative(repoRoot, page)))(
    '%s links only to files and headings that exist',
    (page) => {
      const broken = relativeLinks(join(repoRoot, page)).filter(({ path, anchor }) => {
        if (!existsSync(path)) return true;
        if (anchor === undefined) return false;
        return statSync(path).isDirectory() || !anchorsOf(path).has(decodeURIComponent(anchor));
      });
      expect(broken.map((link) => link.target)).toEqual([]);
    },
  );
});
