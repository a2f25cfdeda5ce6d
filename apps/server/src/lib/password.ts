import type { Options } from '@node-rs/argon2';

/** argon2id with OWASP's baseline parameters (19 MiB, 2 passes, 1 lane). */
const OPTIONS: Options = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, not importable under isolatedModules)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Hashes a password to a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`). */
export async function hashPassword(password: string): Promise<string> {
  const { hash } = await import('@node-rs/argon2');
  return hash(password, OPTIONS);
}

/** True when the password matches the PHC hash; false for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const { verify } = await import('@node-rs/argon2');
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
