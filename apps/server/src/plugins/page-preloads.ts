import {
  PAGE_DATA_ELEMENT_ID,
  type AppRouteMatch,
  type AppRouteName,
  type PageData,
} from '@akkyeo/contracts';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { compileFastSerializer } from '../lib/response-serializer';
import { escapeAttribute } from '../lib/html-attribute';

/**
 * The values screens' data sources load, by route: the page's tags are written from the same
 * value, so a page reads its subject once. The module that loads a screen's value declares it
 * here (`declare module`, as a plugin adds Fastify's decorators).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface PageValues {}

export type PageValue<R extends AppRouteName> = R extends keyof PageValues
  ? PageValues[R]
  : unknown;

/**
 * A screen's first API answer for a visitor, as the API writes it (JSON text), its value, and the
 * pictures the screen shows first (named in the page's head, so they load beside the scripts).
 */
export interface LoadedPageData<T> {
  json: string;
  value: T;
  images: string[];
}

/**
 * A data source's answer from its value: the JSON text written by the route's own response
 * schema, and the first pictures `imagesOf` finds in the value.
 */
export function pageAnswer<S extends z.ZodType>(
  schema: S,
  imagesOf: (value: z.output<S>) => (string | null | undefined)[] = () => [],
): (value: z.output<S>) => LoadedPageData<z.output<S>> {
  let write: ((value: unknown) => string) | undefined;
  return (value) => ({
    json: (write ??= compileFastSerializer(schema))(value),
    value,
    images: imagesOf(value).filter((image): image is string => Boolean(image)),
  });
}

/**
 * A screen's first data for a visitor, from its route parameters and its address's query; null
 * when what the screen shows does not exist (a missing deal: the page is then sent with 404);
 * undefined when there is no data to give.
 */
export type PageDataSource<R extends AppRouteName = AppRouteName> = (
  params: Readonly<Record<string, string>>,
  query: URLSearchParams,
) => Promise<LoadedPageData<PageValue<R>> | null | undefined>;

export interface PageDataOptions {
  /**
   * A member's answer leaves out more than a visitor's (their muted deals, their hidden posts):
   * a page load with the member hint gets none of it, and the screen is drawn loading.
   */
  personal?: boolean;
}

/** The request a page is written for. */
export interface PageRequest {
  /** The address's query (the feed's `sort`). */
  query: URLSearchParams;
  /** The browser says a member is logged in in it (`MEMBER_HINT_COOKIE`; no identity). */
  member: boolean;
}

/**
 * A page's own tags for the head: title, description, canonical link, link-card (Open Graph)
 * tags and structured data, each escaped by the source. `missing`: the page's subject does not
 * exist or may not be shown, and the page goes out with 404 (its tags then name nothing of it).
 */
export interface PageMeta {
  tags: string;
  missing?: boolean;
}

/**
 * Writes a page's tags from its route parameters and what its data source loaded (null: missing,
 * undefined: none, slow or failed).
 */
export type PageMetaSource<R extends AppRouteName = AppRouteName> = (
  params: Readonly<Record<string, string>>,
  loaded: PageValue<R> | null | undefined,
) => PageMeta | Promise<PageMeta>;

/** What a page gets at the end of its head, and whether its subject is missing. */
export interface PageHead {
  /** The page's own tags; empty when none was declared (the shell's own title stays). */
  meta: string;
  /** Preload links of its first images and the script with its first data. */
  head: string;
  /** The screen's subject does not exist: the page goes out with 404. */
  missing: boolean;
  /**
   * The screen's first data as the page's script holds it (the server draws the screen from it),
   * parsed when called: only a page that will be drawn needs it.
   */
  pageData?: () => PageData;
}

export interface PagePreloads {
  /**
   * Declares a screen's first data and pictures, written into its page (each module for its own
   * screens).
   */
  addData<R extends AppRouteName>(
    route: R,
    source: PageDataSource<R>,
    options?: PageDataOptions,
  ): void;
  /**
   * Declares a screen drawn from its address alone, for visitors and members alike: it has no
   * first data (the search screen draws its box, and its results loading).
   */
  addFrame(route: AppRouteName): void;
  /** Declares how a screen's page describes itself to crawlers and link cards. */
  addMeta<R extends AppRouteName>(route: R, source: PageMetaSource<R>): void;
  /** Declares the tags of a page no route opens, and of one whose tags are late or failed. */
  setFallbackMeta(tags: () => string): void;
  /**
   * What the page a route opens (null: an address no route opens) gets at the end of its head:
   * its tags, `<link rel=preload>` tags for its first pictures and a JSON script with its first
   * data; each left out (the tags: the fallback's) when none, slow or failing. A personal
   * screen's page for a hinted member, and a frame's page, hold its route and clock but no data.
   */
  headFor(match: AppRouteMatch | null, request: PageRequest): Promise<PageHead>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pagePreloads: PagePreloads;
  }
}

/** The app shell waits at most this long, in all, for what a page names in its head. */
const WAIT_MS = 50;

const imageLinks = (images: string[]) =>
  images
    .map(
      (href) =>
        `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high">`,
    )
    .join('');

/**
 * The page's data script: a `PageData` whose `data` is the API's JSON text (none: left out). No
 * `<` is left in it (JSON may write it as `\\u003c`), so nothing inside can close the script or
 * open a comment.
 */
function dataScript(head: Omit<PageData, 'data'>, dataJson: string | undefined): string {
  const fields = JSON.stringify(head);
  const json = dataJson === undefined ? fields : `${fields.slice(0, -1)},"data":${dataJson}}`;
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * Gives a screen its first data in the page, so that it draws without waiting for the API at all
 * (and the server can draw it), and names the pictures that will be its largest paint, so the
 * browser fetches them while the scripts load: without that, the first card's image (or the
 * deal's) started about 1.5–2 s into a slow-4G load. The page's own title, description and
 * link-card tags are written from that same data.
 */
export default fp(
  (app, _opts, done) => {
    const data = new Map<AppRouteName, { source: PageDataSource; options: PageDataOptions }>();
    const frames = new Set<AppRouteName>();
    const metas = new Map<AppRouteName, PageMetaSource>();
    let fallbackMeta = () => '';

    /** A source's answer, or undefined when it fails or comes after `late` (the page's deadline). */
    async function within<T>(
      match: AppRouteMatch,
      late: Promise<undefined>,
      source: () => T | Promise<T>,
    ): Promise<T | undefined> {
      try {
        return await Promise.race([source(), late]);
      } catch (error) {
        app.log.warn(
          { err: error, route: match.route.name, params: match.params },
          'page preloads failed',
        );
        return undefined;
      }
    }

    async function headOf(match: AppRouteMatch, { query, member }: PageRequest): Promise<PageHead> {
      const declared = data.get(match.route.name);
      const forMember = member && declared?.options.personal === true;
      const dataSource = forMember ? undefined : declared?.source;
      const metaSource = metas.get(match.route.name);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), WAIT_MS);
      });
      try {
        const renderedAt = Date.now();
        const first =
          dataSource && (await within(match, late, () => dataSource(match.params, query)));
        const meta =
          metaSource &&
          (await within(match, late, () => metaSource(match.params, first && first.value)));
        const head = { route: match.route.name, params: match.params, renderedAt };
        const pageMeta = { meta: meta?.tags ?? fallbackMeta(), missing: meta?.missing === true };
        if (forMember || frames.has(match.route.name))
          return { ...pageMeta, head: dataScript(head, undefined), pageData: () => head };
        return {
          ...pageMeta,
          head: first ? imageLinks(first.images) + dataScript(head, first.json) : '',
          missing: first === null || pageMeta.missing,
          ...(first && { pageData: () => ({ ...head, data: JSON.parse(first.json) as unknown }) }),
        };
      } finally {
        clearTimeout(timer);
      }
    }

    app.decorate('pagePreloads', {
      addData: (route, source, options) => {
        data.set(route, { source, options: options ?? {} });
      },
      addFrame: (route) => void frames.add(route),
      addMeta: (route, source) => void metas.set(route, source as PageMetaSource),
      setFallbackMeta: (tags) => void (fallbackMeta = tags),
      headFor: async (match, request) =>
        match ? headOf(match, request) : { meta: fallbackMeta(), head: '', missing: false },
    } satisfies PagePreloads);
    done();
  },
  { name: 'page-preloads' },
);
