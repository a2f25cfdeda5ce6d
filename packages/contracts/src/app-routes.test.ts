import { describe, expect, it } from 'vitest';
import { appPath, hasValidRouteIds, matchesAppRoute, parseRouteId, routePath } from './app-routes';

describe('parseRouteId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['9007199254740991', 9007199254740991],
  ])('reads %s', (value, id) => {
    expect(parseRouteId(value)).toBe(id);
  });

  it.each([undefined, '', 'abc', '0', '-1', '01', '1.5', '1e3', ' 1', '9007199254740993', '12abc'])(
    'refuses %s',
    (value) => {
      expect(parseRouteId(value)).toBeNull();
    },
  );
});

describe('matchesAppRoute', () => {
  it.each(['/', '/f', '/f/about/12', '/f/board/3', '/f/board/write', '/feed/edit/7', '/login/'])(
    'knows %s',
    (path) => {
      expect(matchesAppRoute(path)).toBe(true);
    },
  );

  it.each([
    '/nope',
    '/f/about',
    '/f/about/1/extra',
    '/f/about/abc',
    '/f/board/edit/0',
    '/v1/feed/',
  ])('does not know %s', (path) => {
    expect(matchesAppRoute(path)).toBe(false);
  });

  it('checks only the params a route declares', () => {
    expect(hasValidRouteIds({ path: '/f/board/:id' }, { id: '5' })).toBe(true);
    expect(hasValidRouteIds({ path: '/f/board/:id' }, { id: 'x' })).toBe(false);
    expect(hasValidRouteIds({ path: '/search' }, {})).toBe(true);
  });
});

describe('appPath', () => {
  it("fills a named route's parameters, and names a route without any by its path", () => {
    expect(appPath('feedViewPage', { id: 3 })).toBe('/f/about/3');
    expect(appPath('boardViewPage', { id: 12 })).toBe('/f/board/12');
    expect(appPath('notiListPage')).toBe(routePath('notiListPage'));
    expect(appPath('notiListPage')).toBe('/noti');
    expect(() => appPath('feedViewPage')).toThrow(/id/);
  });
});
