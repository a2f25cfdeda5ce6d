import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password', () => {
  it('hashes with argon2id m=19456 t=2 p=1 and verifies', async () => {
    const hash = await hashPassword('demo1234!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'demo1234!')).toBe(true);
    expect(await verifyPassword(hash, 'demo1234?')).toBe(false);
  });

  it('is false for a malformed hash', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
