import { describe, expect, it } from 'vitest';
import { fakeToken } from '@/test/tokens';
import { decodeAccessToken } from './jwt';

describe('decodeAccessToken', () => {
  it('reads subject, roles and a Korean nickname', () => {
    const claims = decodeAccessToken(
      fakeToken({ sub: '42', roles: ['ROLE_USER', 'ROLE_MANAGER'], nickname: '아껴라껴' }),
    );
    expect(claims).toMatchObject({
      sub: '42',
      roles: ['ROLE_USER', 'ROLE_MANAGER'],
      nickname: '아껴라껴',
    });
  });

  it('drops unknown roles', () => {
    expect(decodeAccessToken(fakeToken({ roles: ['ROLE_USER', 'ROOT' as never] }))?.roles).toEqual([
      'ROLE_USER',
    ]);
  });

  it('gives null for garbage', () => {
    expect(decodeAccessToken('nope')).toBeNull();
    expect(decodeAccessToken('a.!!!.c')).toBeNull();
    expect(decodeAccessToken(`a.${btoa('{"sub":1}')}.c`)).toBeNull();
  });
});
