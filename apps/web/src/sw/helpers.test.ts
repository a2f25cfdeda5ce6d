import { AUTH_HEADER } from '@akkyeo/contracts';
import { describe, expect, it } from 'vitest';
import { memberOf } from './list-cache-plugins';
import { readPushMessage, sameOriginPath } from './push';

const ORIGIN = 'https://akkyeo.example';
const token = (claims: object) =>
  ['e30', btoa(JSON.stringify(claims)).replace(/=+$/, ''), 'sig'].join('.');

function pushData(body: string): PushMessageData {
  return {
    json: () => JSON.parse(body) as unknown,
    text: () => body,
  } as PushMessageData;
}

describe('service worker helpers', () => {
  it('reads the member of a list request from its access token', () => {
    const request = (headers: Record<string, string>) =>
      new Request(`${ORIGIN}/v1/feed/`, { headers });
    expect(
      memberOf(request({ [AUTH_HEADER]: token({ sub: '42', roles: ['ROLE_USER'], exp: 1 }) })),
    ).toBe('42');
    expect(memberOf(request({}))).toBe('');
    expect(memberOf(request({ [AUTH_HEADER]: 'garbage' }))).toBe('');
  });

  it('keeps notification links on our origin', () => {
    expect(sameOriginPath('/f/about/3?type=c-1', ORIGIN)).toBe('/f/about/3?type=c-1');
    expect(sameOriginPath(`${ORIGIN}/noti`, ORIGIN)).toBe('/noti');
    expect(sameOriginPath('https://evil.example/x', ORIGIN)).toBe('/');
    expect(sameOriginPath('//evil.example/x', ORIGIN)).toBe('/');
    expect(sameOriginPath(7, ORIGIN)).toBe('/');
  });

  it('reads the push payload, falling back on anything unexpected', () => {
    const message = { title: '새 댓글', body: '좋아요', url: '/f/board/1' };
    expect(readPushMessage(pushData(JSON.stringify(message)), ORIGIN)).toEqual(message);
    expect(readPushMessage(pushData('plain text'), ORIGIN)).toEqual({
      title: '아껴라껴',
      body: 'plain text',
      url: '/',
    });
    expect(readPushMessage(null, ORIGIN)).toEqual({ title: '아껴라껴', body: '', url: '/' });
  });
});
