import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './redirect-target';

describe('safeReturnPath', () => {
  it('keeps paths of this app', () => {
    expect(safeReturnPath('/f/board/3?type=c1')).toBe('/f/board/3?type=c1');
  });

  it.each([null, '', 'https://evil.example/', '//evil.example', '/\\evil', '/login?redirect=/x'])(
    'refuses %s',
    (value) => {
      expect(safeReturnPath(value)).toBeNull();
    },
  );
});
