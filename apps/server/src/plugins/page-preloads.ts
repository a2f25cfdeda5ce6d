import type { AppRouteMatch, AppRouteName } from '@akkyeo/contracts';
import fp from 'fastify-plugin';
import { escapeAttribute } from './app-shell';

/** The images a screen will show first, from the screen's route parameters. */
export type PreloadSource = (params: Readonly<Record<string, string>>) => Promise<string[]>;

export interface PagePreloads {
  /** Declares where a screen's first images come from (each module for its own screens). */
  add(route: AppRouteName, source: PreloadSource): void;
  /** `<link rel=preload>` tags for the page a route opens; empty when none, slow or failing. */
  linksFor(match: AppRouteMatch): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pagePreloads: PagePreloads;
  }
}

/** The app shell waits at most this long for a screen's image addresses. */
const WAIT_MS = 50;

/**
 * Lets the app shell name the picture that will be a screen's largest paint, so the browser
 * fetches it while the scripts load instead of after they have run and asked the API: without it,
 * the first card's image (or the deal's) started about 1.5–2 s into a slow-4G load.
 */
export default fp(
  (app, _opts, done) => {
    const sources = new Map<AppRouteName, PreloadSource>();
    app.decorate('pagePreloads', {
      add: (route, source) => void sources.set(route, source),
      async linksFor(match) {
        const source = sources.get(match.route.name);
        if (!source) return '';
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<string[]>((resolve) => {
          timer = setTimeout(() => resolve([]), WAIT_MS);
        });
        try {
          const images = await Promise.race([source(match.params), late]);
          return images
            .map(
              (href) =>
                `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high">`,
            )
            .join('');
        } catch (error) {
          app.log.warn(
            { err: error, route: match.route.name, params: match.params },
            'page preloads failed',
          );
          return '';
        } finally {
          clearTimeout(timer);
        }
      },
    } satisfies PagePreloads);
    done();
  },
  { name: 'page-preloads' },
);
