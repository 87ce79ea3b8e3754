/**
 * "Anyone can lock a staff member out", tried on the real servers (the API's default bound per
 * account, a smaller one per address so the test reaches it in a few calls):
 * the back office's server is the API's socket peer for every staff browser, so it names each
 * browser (its address, with the shared gateway secret) and presents the browser's device proof
 * cookie. A stranger's wrong passwords then lock only the new browsers of the account they
 * guess: the staff member's own browser still logs in, and a colleague elsewhere is not counted
 * with the stranger.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ABUSE_LIMITS } from '../../api/guards/abuse-limits.ts';
import { clientAddressRule } from '../../runtime/client-address.ts';
import { SEED_EDITOR, SEED_SUPPORT } from '../../mocks/seed/staff.ts';
import { createApiGateway } from '../../backoffice/server/api-gateway.ts';
import { createPreviewer } from '../../backoffice/server/previews.ts';
import { startBackofficeServer } from '../../backoffice/server/server.ts';
import type { BackofficeServer } from '../../backoffice/server/server.ts';
import { apiUnderAttack } from './api-under-attack.ts';
import type { ApiUnderAttack } from './api-under-attack.ts';

const GATEWAY_SECRET = 'segredo-de-teste-do-back-office';
const STRANGER = '203.0.113.66';
const PER_ADDRESS = 20;

let api: ApiUnderAttack;
let backoffice: BackofficeServer;
let root: string;

beforeAll(async () => {
  api = await apiUnderAttack({
    backofficeGatewaySecret: GATEWAY_SECRET,
    limits: { ...DEFAULT_ABUSE_LIMITS, guessesPerAddress: PER_ADDRESS },
  });
  root = await mkdtemp(join(tmpdir(), 'backoffice-'));
  backoffice = await startBackofficeServer({
    root,
    port: 0,
    api: createApiGateway(api.server.graphqlUrl, GATEWAY_SECRET),
    // The test's requests all come from loopback: it plays a proxy naming each browser.
    identify: clientAddressRule('127.0.0.1'),
    previewer: createPreviewer({
      graphqlUrl: api.server.graphqlUrl,
      gatewaySecret: GATEWAY_SECRET,
      env: {},
    }),
    publisherUrl: 'http://127.0.0.1:9',
    siteUrl: 'http://127.0.0.1:4321',
  });
});

afterAll(async () => {
  await backoffice.close();
  await api.server.close();
  await rm(root, { recursive: true, force: true });
});

/** `POST /api/entrar` from a browser at `address`, with its cookies (if any). */
async function logIn(
  address: string,
  email: string,
  password: string,
  cookie = '',
): Promise<Response> {
  return fetch(`${backoffice.url}/api/entrar`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: backoffice.url,
      'X-Backoffice': '1',
      'X-Forwarded-For': address,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify({ email, password }),
  });
}

/** The `name=value` pair of the answer's cookie `name`. */
function cookieOf(answer: Response, name: string): string {
  const line = answer.headers.getSetCookie().find((entry) => entry.startsWith(`${name}=`)) ?? '';
  return line.split(';')[0] ?? '';
}

describe('a staff member locked out by a stranger', () => {
  it('still logs in from their own browser; a new browser waits; colleagues elsewhere do not', async () => {
    const own = await logIn('198.51.100.10', SEED_EDITOR.email, SEED_EDITOR.password);
    expect(own.status).toBe(200);
    const device = cookieOf(own, 'bo_dispositivo');
    expect(device).toMatch(/^bo_dispositivo=[0-9a-f]{64}$/);
    expect(own.headers.getSetCookie().join('\n')).toMatch(
      /bo_dispositivo=[0-9a-f]{64}; Path=\/api; HttpOnly; SameSite=Strict/,
    );

    for (let i = 0; i < 10; i++) {
      expect((await logIn(STRANGER, SEED_EDITOR.email, `Chute${i}errado`)).status).toBe(401);
    }
    expect((await logIn(STRANGER, SEED_EDITOR.email, 'Chute10errado')).status).toBe(429);

    const again = await logIn('198.51.100.10', SEED_EDITOR.email, SEED_EDITOR.password, device);
    expect(again.status).toBe(200);
    expect(cookieOf(again, 'bo_sessao')).toMatch(/^bo_sessao=[0-9a-f]{64}$/);

    const fresh = await logIn('198.51.100.11', SEED_EDITOR.email, SEED_EDITOR.password);
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  });

  it("counts a stranger's guesses at many accounts against the stranger's address alone", async () => {
    // Wrong passwords from one address spend that address's bound...
    for (let i = 0; i < PER_ADDRESS; i++) {
      await logIn('203.0.113.77', `ninguem${i}@exemplo.com.br`, 'Chute#errado1');
    }
    expect((await logIn('203.0.113.77', SEED_SUPPORT.email, SEED_SUPPORT.password)).status).toBe(
      429,
    );
    // ...not the back office's: a colleague at another address logs in.
    const colleague = await logIn('198.51.100.20', SEED_SUPPORT.email, SEED_SUPPORT.password);
    expect(colleague.status).toBe(200);
  });
});
