import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { Database } from '../src/db/database';
import { createBoard, createDeal } from './helpers/factories';
import { createTestApp } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

const INDEX_HTML =
  '<!doctype html><html lang="ko"><head><title>아껴라껴</title></head><body><div id="root"></div></body></html>';

let database: Database;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  const dist = mkdtempSync(join(tmpdir(), 'akkyeo-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  ({ app } = await createTestApp(database, { config: { webDistDir: dist } }));
  app.pagePreloads.add('searchPage', () => new Promise(() => {}));
  app.pagePreloads.add('MyInfoPage', () => Promise.reject(new Error('down')));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const preloadsOf = async (url: string) => {
  const response = await app.inject({ url });
  expect(response.statusCode).toBe(200);
  return [
    ...response.body.matchAll(
      /<link rel="preload" as="image" href="([^"]*)" fetchpriority="high">/g,
    ),
  ].map((match) => match[1]);
};

describe('the app shell preloads the picture of the first screen', () => {
  it('names nothing while there is nothing to show', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.body).toBe(INDEX_HTML);
  });

  it("preloads the feed's first two pictures, the deal's own on its page, none for a deal without one", async () => {
    const older = await createDeal(database.db, { img_link: 'feed/older.webp' });
    await createDeal(database.db, { img_link: null });
    await createDeal(database.db, { img_link: 'https://img.example.com/a.jpg?x=1&y="2"' });
    await createDeal(database.db, { img_link: 'feed/newest.webp' });
    expect(await preloadsOf('/')).toEqual([
      '/cdn/feed/newest.webp',
      'https://img.example.com/a.jpg?x=1&amp;y=&quot;2&quot;',
    ]);
    expect(await preloadsOf('/f')).toHaveLength(2);
    expect(await preloadsOf(`/f/about/${older.id}`)).toEqual(['/cdn/feed/older.webp']);
    const dollars = await createDeal(database.db, { img_link: "https://img.example.com/$'$&.jpg" });
    expect(await preloadsOf(`/f/about/${dollars.id}`)).toEqual([
      "https://img.example.com/$'$&amp;.jpg",
    ]);
    const plain = await createDeal(database.db, { img_link: null });
    expect(await preloadsOf(`/f/about/${plain.id}`)).toEqual([]);
    expect(await preloadsOf('/f/about/987654')).toEqual([]);
  });

  it("preloads the board's first post's first picture, and nothing when that post has none", async () => {
    const post = await createBoard(database.db);
    await database.db
      .insertInto('board_image')
      .values([
        {
          board_id: post.id,
          path: 'board/second.webp',
          thumb_path: null,
          width: 10,
          height: 10,
          position: 1,
        },
        {
          board_id: post.id,
          path: 'board/first.webp',
          thumb_path: 'board/first-t.webp',
          width: 10,
          height: 10,
          position: 0,
        },
      ])
      .execute();
    expect(await preloadsOf('/f/board')).toEqual(['/cdn/board/first.webp']);
    await createBoard(database.db);
    expect(await preloadsOf('/f/board')).toEqual([]);
  });

  it('serves the shell without preloads when a source hangs or fails', async () => {
    expect(await preloadsOf('/search')).toEqual([]);
    expect(await preloadsOf('/myinfo')).toEqual([]);
  });
});
