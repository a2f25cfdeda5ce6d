import type { PageData } from '@akkyeo/contracts';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { seedPageData } from './app/page-data';
import { preloadPageAt } from './app/pages';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { RouteView } from './app/route-view';
import { buildRoutes } from './app/routes';
import { setServerRenderTime } from './shared/lib';

const routes = buildRoutes();

/**
 * The server's drawing of the screen at `url` (a path with its query), as a visitor first sees it,
 * from the data the server writes into the same page: the app's own components, rendered to
 * HTML for the browser to hydrate. Built by `vite build --ssr` into the web build's `.ssr/`.
 */
export async function renderScreen(url: string, page: PageData): Promise<string> {
  const { pathname, search } = new URL(url, 'http://localhost');
  await preloadPageAt(pathname);
  const client = createQueryClient();
  seedPageData(client, page, { search, isMember: false });
  setServerRenderTime(page.renderedAt);
  const html = renderToString(
    <Providers client={client}>
      <StaticRouter location={url}>
        <RouteView table={routes} />
      </StaticRouter>
    </Providers>,
  );
  client.clear();
  return html;
}
