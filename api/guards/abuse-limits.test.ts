import { describe, expect, it } from 'vitest';
import { ENGINES, testDatabase } from '../../tests/support/api/database.ts';
import type { Database } from '../db/database.ts';
import { DEFAULT_ABUSE_LIMITS, createAbuseGuard } from './abuse-limits.ts';
import type { AbuseGuard, GuessSource } from './abuse-limits.ts';

const LIMITS = { ...DEFAULT_ABUSE_LIMITS, guessesPerAccount: 3, guessesPerAddress: 5 };

const wrong = async () => false;
const right = async () => true;

/** How a guess ended: the attempt's answer, or the refusal's code. */
async function outcome(guard: AbuseGuard, source: GuessSource, attempt = wrong): Promise<string> {
  try {
    return String(await guard.guess(source, attempt));
  } catch (error) {
    return (error as { extensions?: { code?: string } }).extensions?.code ?? 'fault';
  }
}

async function keys(database: Database): Promise<string[]> {
  const rows = await database.db.selectFrom('rate_limits').select('key').orderBy('key').execute();
  return rows.map((row) => row.key);
}

const from = (account: string, address = '203.0.113.1', device: string | null = null) => ({
  account,
  address,
  device,
});

describe.each(ENGINES)('the guessing bounds (%s)', (engine) => {
  it('refuses an account past its bound, the right guess included, and no other account', async () => {
    const guard = createAbuseGuard(LIMITS, (await testDatabase(engine)).db);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await outcome(guard, from('ana@exemplo.com.br')));
    expect(results).toEqual(['false', 'false', 'false', 'TOO_MANY_REQUESTS']);
    expect(await outcome(guard, from('ana@exemplo.com.br'), right)).toBe('TOO_MANY_REQUESTS');
    expect(await outcome(guard, from('bia@exemplo.com.br'), right)).toBe('true');
  });

  it('gives a right guess its points back', async () => {
    const guard = createAbuseGuard(LIMITS, (await testDatabase(engine)).db);
    for (let i = 0; i < 10; i++) {
      expect(await outcome(guard, from('ana@exemplo.com.br'), right)).toBe('true');
    }
  });

  it('counts the address first: past its bound, a client writes no counter for new accounts', async () => {
    const database = await testDatabase(engine);
    const guard = createAbuseGuard(LIMITS, database.db);
    const results = [];
    for (let i = 0; i < 50; i++)
      results.push(await outcome(guard, from(`conta${i}@exemplo.com.br`)));
    expect(results.filter((r) => r === 'false')).toHaveLength(LIMITS.guessesPerAddress);
    expect(results.slice(LIMITS.guessesPerAddress).every((r) => r === 'TOO_MANY_REQUESTS')).toBe(
      true,
    );
    // One counter for the address, one per account it could still try: not one per e-mail sent.
    expect(await keys(database)).toHaveLength(1 + LIMITS.guessesPerAddress);
  });

  it('does not charge the address for a guess the account refuses before it is tried', async () => {
    const guard = createAbuseGuard(LIMITS, (await testDatabase(engine)).db);
    for (let i = 0; i < 3; i++) await outcome(guard, from('ana@exemplo.com.br', '198.51.100.9'));
    // The address is one guess from its bound...
    for (let i = 0; i < 4; i++) await outcome(guard, from(`conta${i}@exemplo.com.br`));
    for (let i = 0; i < 5; i++) {
      expect(await outcome(guard, from('ana@exemplo.com.br'))).toBe('TOO_MANY_REQUESTS');
    }
    // ...and the refusals of the locked account left it there: one more guess, then the bound.
    expect(await outcome(guard, from('carla@exemplo.com.br'))).toBe('false');
    expect(await outcome(guard, from('dani@exemplo.com.br'))).toBe('TOO_MANY_REQUESTS');
  });

  it("counts a known browser's guesses in its own bucket: the account's lockout never refuses it", async () => {
    const database = await testDatabase(engine);
    const guard = createAbuseGuard(LIMITS, database.db);
    // A stranger locks the account (and spends the whole address it shares with the customer).
    for (let i = 0; i < 5; i++) await outcome(guard, from('ana@exemplo.com.br'));
    expect(await outcome(guard, from('ana@exemplo.com.br'), right)).toBe('TOO_MANY_REQUESTS');

    const own = from('ana@exemplo.com.br', '203.0.113.1', 'hash-do-navegador');
    expect(await outcome(guard, own, right)).toBe('true');
    // Its own bound is the account's: 3 wrong, then it waits too, alone.
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await outcome(guard, own));
    expect(results).toEqual(['false', 'false', 'false', 'TOO_MANY_REQUESTS']);
    expect(await outcome(guard, from('ana@exemplo.com.br', '203.0.113.1', 'outro'), right)).toBe(
      'true',
    );
  });

  it("leaves the account's and the address's counts alone when a known browser guesses", async () => {
    const database = await testDatabase(engine);
    const guard = createAbuseGuard(LIMITS, database.db);
    const own = from('ana@exemplo.com.br', '203.0.113.1', 'hash-do-navegador');
    for (let i = 0; i < 3; i++) await outcome(guard, own);
    expect(await keys(database)).toEqual(['device:hash-do-navegador']);
    expect(await outcome(guard, from('ana@exemplo.com.br'), right)).toBe('true');
  });
});
