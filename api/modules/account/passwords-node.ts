/**
 * The password tools of the Node server: Node's own scrypt, which runs on the libuv thread
 * pool, off the event loop, and the common-password lists.
 */
import { scrypt } from 'node:crypto';
import { isCommonPassword } from './common-passwords.ts';
import type { PasswordTools } from '../../core/context.ts';
import { SCRYPT } from './password-hash.ts';
import type { Kdf } from './password-hash.ts';

// scrypt needs 128 * N * r bytes; Node refuses above 32 MB by default, so state the bound.
const MAX_MEMORY = 2 * 128 * SCRYPT.N * SCRYPT.r;

export const nodeScrypt: Kdf = (password, salt) =>
  new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      SCRYPT.keyLength,
      { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(new Uint8Array(key))),
    );
  });

export const nodePasswordTools: PasswordTools = {
  kdf: nodeScrypt,
  isCommonPassword: (password) => Promise.resolve(isCommonPassword(password)),
};
