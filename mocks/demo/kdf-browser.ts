/**
 * The browser demo's KDF (mock mode): @noble/hashes' audited pure-JS scrypt with the server's
 * parameters, so the two produce the same hashes. `scryptAsync` yields to the page while it works.
 */
import { scryptAsync } from '@noble/hashes/scrypt.js';
import { SCRYPT } from '../../api/modules/account/password-hash.ts';
import type { Kdf } from '../../api/modules/account/password-hash.ts';

export const browserScrypt: Kdf = (password, salt) =>
  scryptAsync(new TextEncoder().encode(password.normalize('NFC')), salt, {
    N: SCRYPT.N,
    r: SCRYPT.r,
    p: SCRYPT.p,
    dkLen: SCRYPT.keyLength,
  });
