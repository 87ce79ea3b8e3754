import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';
import { browserScrypt } from '../../../mocks/demo/kdf-browser.ts';
import { DECOY_HASH, SCRYPT, hashPassword, verifyPassword } from './password-hash.ts';
import { nodeScrypt } from './passwords-node.ts';
import {
  DEMO_PASSWORD,
  DEMO_PASSWORD_HASH,
  OTHER_PASSWORD,
  OTHER_PASSWORD_HASH,
} from '../../../mocks/seed/customers.ts';

describe('scrypt password hashes', () => {
  it('states its parameters in the stored form and salts every hash', async () => {
    const first = await hashPassword(nodeScrypt, DEMO_PASSWORD);
    const second = await hashPassword(nodeScrypt, DEMO_PASSWORD);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(first).not.toBe(second);
    expect(SCRYPT).toMatchObject({ N: 16384, r: 8, p: 1 });
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword(nodeScrypt, 'Tucano!Azul7');
    expect(await verifyPassword(nodeScrypt, stored, 'Tucano!Azul7')).toBe(true);
    expect(await verifyPassword(nodeScrypt, stored, 'Tucano!Azul8')).toBe(false);
    expect(await verifyPassword(nodeScrypt, 'a'.repeat(64), 'Tucano!Azul7')).toBe(false);
    expect(await verifyPassword(nodeScrypt, DECOY_HASH, '')).toBe(false);
  });

  it('gives the same hashes in Node and in the browser demo', async () => {
    const stored = await hashPassword(nodeScrypt, 'Pão de queijo 42');
    expect(await verifyPassword(browserScrypt, stored, 'Pão de queijo 42')).toBe(true);
  });

  it('keeps the precomputed seed hashes in step with the seed passwords', async () => {
    expect(await verifyPassword(nodeScrypt, DEMO_PASSWORD_HASH, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(nodeScrypt, OTHER_PASSWORD_HASH, OTHER_PASSWORD)).toBe(true);
  });
});

describe('common passwords', () => {
  it.each([
    'senha123',
    'senha1234',
    'mudar123',
    'brasil2024',
    'flamengo10',
    'gabriel123',
    'teste123',
    'admin123',
    'password1',
    'qwerty123',
    'abc12345',
    'Brasil123',
    'coração10',
  ])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each([DEMO_PASSWORD, OTHER_PASSWORD, 'Tucano!Azul7', 'novaSenha123', 'Xk7pq2Lm'])(
    'accepts %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
