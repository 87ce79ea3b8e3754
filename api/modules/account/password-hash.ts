/**
 * Password hashes with scrypt, a memory-hard KDF: each guess against a leaked state file costs
 * about 16 MB of memory and tens of milliseconds. The KDF itself is injected (`Kdf`): the Node
 * server passes `crypto.scrypt` (off the event loop), the browser demo a pure-JS scrypt with the
 * same parameters, so a hash made by one verifies in the other.
 *
 * Stored form: `scrypt$N$r$p$<salt hex>$<key hex>`, so a later change of cost keeps old hashes
 * verifiable.
 */

/** Derives `SCRYPT.keyLength` bytes from a password and a salt with the parameters below. */
export type Kdf = (password: string, salt: Uint8Array) => Promise<Uint8Array>;

/** N = 2^14, r = 8, p = 1 (OWASP's scrypt minimum), 16-byte salt, 32-byte key. */
export const SCRYPT = { N: 2 ** 14, r: 8, p: 1, saltLength: 16, keyLength: 32 } as const;

const PREFIX = 'scrypt';

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

/** Compares every byte whatever the first difference, so timing says nothing about the key. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

export async function hashPassword(kdf: Kdf, password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SCRYPT.saltLength));
  const key = await kdf(password, salt);
  return [PREFIX, SCRYPT.N, SCRYPT.r, SCRYPT.p, toHex(salt), toHex(key)].join('$');
}

/** True when `password` matches `stored`; false for a wrong password or a hash of another form. */
export async function verifyPassword(kdf: Kdf, stored: string, password: string): Promise<boolean> {
  const [prefix, n, r, p, salt, key] = stored.split('$');
  if (prefix !== PREFIX || salt === undefined || key === undefined) return false;
  if (Number(n) !== SCRYPT.N || Number(r) !== SCRYPT.r || Number(p) !== SCRYPT.p) return false;
  return sameBytes(await kdf(password, fromHex(salt)), fromHex(key));
}

/**
 * A hash no password matches in practice, verified when a login names an unknown e-mail so the
 * answer takes as long as for a registered one.
 */
export const DECOY_HASH = `${PREFIX}$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${'00'.repeat(16)}$${'00'.repeat(32)}`;
