import {
  PAGE_DATA_ELEMENT_ID,
  type AppRouteMatch,
  type AppRouteName,
  type PageData,
} from '@akkyeo/contracts';
import fp from 'fastify-plugin';
import { escapeAttribute } from './app-shell';

/** The images a screen will show first, from the screen's route parameters. */
export type PreloadSource = (params: Readonly<Record<string, string>>) => Promise<string[]>;

/**
 * A screen's first API answer for a visitor, as the API writes it (JSON text); null when what the
 * screen shows does not exist (a missing deal: the page is then sent with 404); undefined when
 * there is no data to give.
 */
export type PageDataSource = (
  params: Readonly<Record<string, string>>,
) => Promise<string | null | undefined>;

/** What the page a route opens gets at the end of its head, and whether its subject is missing. */
export interface PageHead {
  head: string;
  /** The screen's subject does not exist: the page goes out with 404. */
  missing: boolean;
}

export interface PagePreloads {
  /** Declares where a screen's first images come from (each module for its own screens). */
  add(route: AppRouteName, source: PreloadSource): void;
  /** Declares a screen's first data, written into its page (each module for its own screens). */
  addData(route: AppRouteName, source: PageDataSource): void;
  /**
   * What the page a route opens gets at the end of its head: `<link rel=preload>` tags for its
   * first images and a JSON script with its first data; each left out when none, slow or failing.
   */
  headFor(match: AppRouteMatch): Promise<PageHead>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pagePreloads: PagePreloads;
  }
}

/** The app shell waits at most this long for a screen's image addresses. */
const WAIT_MS = 50;

const imageLinks = (images: string[]) =>
  images
    .map(
      (href) =>
        `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high">`,
    )
    .join('');

/**
 * The page's data script: a `PageData` whose `data` is the API's JSON text. No `<` is left in it
 * (JSON may write it as `\\u003c`), so nothing inside can close the script or open a comment.
 */
function dataScript(match: AppRouteMatch, dataJson: string | null | undefined): string {
  if (dataJson === undefined || dataJson === null) return '';
  const head: Omit<PageData, 'data'> = { route: match.route.name, params: match.params };
  const json = `${JSON.stringify(head).slice(0, -1)},"data":${dataJson}}`;
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * Lets the app shell name the picture that will be a screen's largest paint, so the browser
 * fetches it while the scripts load instead of after they have run and asked the API: without it,
 * the first card's image (or the deal's) started about 1.5–2 s into a slow-4G load. A screen may
 * also get its first data in the page, so that it draws without waiting for the API at all.
 */
export default fp(
  (app, _opts, done) => {
    const images = new Map<AppRouteName, PreloadSource>();
    const data = new Map<AppRouteName, PageDataSource>();

    /** A source's answer, or undefined when it fails or takes longer than WAIT_MS. */
    async function within<T>(
      match: AppRouteMatch,
      source: () => Promise<T>,
    ): Promise<T | undefined> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), WAIT_MS);
      });
      try {
        return await Promise.race([source(), late]);
      } catch (error) {
        app.log.warn(
          { err: error, route: match.route.name, params: match.params },
          'page preloads failed',
        );
        return undefined;
      } finally {
        clearTimeout(timer);
      }
    }

    app.decorate('pagePreloads', {
      add: (route, source) => void images.set(route, source),
      addData: (route, source) => void data.set(route, source),
      async headFor(match) {
        const imageSource = images.get(match.route.name);
        const dataSource = data.get(match.route.name);
        const [shown, first] = await Promise.all([
          imageSource && within(match, () => imageSource(match.params)),
          dataSource && within(match, () => dataSource(match.params)),
        ]);
        return {
          head: imageLinks(shown ?? []) + dataScript(match, first),
          missing: first === null,
        };
      },
    } satisfies PagePreloads);
    done();
  },
  { name: 'page-preloads' },
);
