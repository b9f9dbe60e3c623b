/**
 * Password hashing with scrypt (docs/api.md, Conventions: N=2^17, r=8, p=1). Each hash takes about
 * 0.3 s and 128 MiB on purpose: that is what makes a stolen table expensive to guess through.
 * Hashes are stored as `scrypt$N$r$p$salt$hash` (base64) so the cost can be raised later without
 * breaking the hashes already stored.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * `standard` is what members' passwords get. `low` (PASSWORD_COST=low, with a warning at start)
 * is for test servers, which sign up thousands of members: the same scrypt, the
 * same stored format, at a 128th of the work.
 */
export type PasswordCost = 'standard' | 'low';

const COSTS = {
  standard: { N: 2 ** 17, r: 8, p: 1 },
  low: { N: 2 ** 10, r: 8, p: 1 },
} as const satisfies Record<PasswordCost, { N: number; r: number; p: number }>;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const MAX_MEM = 256 * 1024 * 1024;

function derive(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(
  password: string,
  cost: PasswordCost = 'standard',
): Promise<string> {
  const { N, r, p } = COSTS[cost];
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, KEY_LENGTH, { N, r, p, maxmem: MAX_MEM });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || key.length === 0) return null;
  return { N, r, p, salt, key };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { N, r, p, salt, key } = parsed;
  const candidate = await derive(password, salt, key.length, { N, r, p, maxmem: MAX_MEM });
  return timingSafeEqual(candidate, key);
}

const decoys = new Map<PasswordCost, Promise<string>>();

/**
 * Spends one full verification against a hash no password matches, so a sign-in for an
 * unknown name takes as long as one for a real member and does not reveal which names exist.
 */
export async function spendVerification(
  password: string,
  cost: PasswordCost = 'standard',
): Promise<false> {
  let decoy = decoys.get(cost);
  if (!decoy) {
    decoy = hashPassword(randomBytes(24).toString('base64'), cost);
    decoys.set(cost, decoy);
  }
  await verifyPassword(password, await decoy);
  return false;
}
