/**
 * Staff operations answer only through the back office's server, on the real API server: asked
 * straight on the public API (no gateway key, or a wrong one), every staff operation of the SDL,
 * the photo upload and the previews are refused with `Acesso negado.` (FORBIDDEN) before any
 * work, a login the same whether its password is right or wrong, and a staff token there is
 * worth no more than none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_KEY_HEADER } from '../../contract/http-headers.ts';
import { PREVIEW_HEADER } from '../../contract/preview.ts';
import { SEED_ADMIN, SEED_EDITOR } from '../../mocks/seed/staff.ts';
import { errorsOf, gql } from '../support/api/api.ts';
import { STAFF_LOGIN, staffToken } from '../support/api/staff.ts';
import { staffOperationCalls } from '../support/api/staff-operations.ts';
import { apiUnderAttack } from './api-under-attack.ts';
import type { ApiUnderAttack } from './api-under-attack.ts';

const REFUSED = [{ code: 'FORBIDDEN', message: 'Acesso negado.' }];

/** The smallest PNG: one transparent pixel. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

let api: ApiUnderAttack;
let admin: string;
beforeAll(async () => {
  api = await apiUnderAttack();
  admin = await staffToken(api.server.url, SEED_ADMIN);
});
afterAll(() => api.server.close());

function upload(headers: Record<string, string>): Promise<Response> {
  return fetch(`${api.server.url}/files/uploads`, {
    method: 'POST',
    headers: { 'Content-Type': 'image/png', Authorization: `Bearer ${admin}`, ...headers },
    body: PNG,
  });
}

describe('staff operations on the public API', () => {
  it('are every one refused before any work, even with an admin token', async () => {
    const calls = staffOperationCalls();
    expect(calls.length).toBeGreaterThan(40);
    const before = api.executions();
    for (const call of calls) {
      const answer = await gql(api.server.url, call.query, {
        variables: call.variables,
        token: admin,
        throughBackoffice: false,
      });
      expect({ call: call.name, errors: errorsOf(answer) }).toEqual({
        call: call.name,
        errors: REFUSED,
      });
      expect(answer.data).toBeNull();
    }
    expect(api.executions()).toBe(before);
  });

  it('are refused with a wrong gateway key as without one', async () => {
    const answer = await gql(api.server.url, '{ staffMembers { id } }', {
      token: admin,
      throughBackoffice: false,
      headers: { [GATEWAY_KEY_HEADER]: `${api.server.backofficeGatewaySecret}x` },
    });
    expect(errorsOf(answer)).toEqual(REFUSED);
    const through = await gql(api.server.url, '{ staffMembers { id } }', { token: admin });
    expect(through.errors).toEqual([]);
  });

  it('refuse a login the same whether its password is right or wrong, and count no guess', async () => {
    const tries = async (password: string) =>
      gql(api.server.url, STAFF_LOGIN, {
        variables: { email: SEED_EDITOR.email, password },
        throughBackoffice: false,
      });
    const right = await tries(SEED_EDITOR.password);
    const wrong = await tries('nao-e-a-senha');
    expect(errorsOf(right)).toEqual(REFUSED);
    expect(errorsOf(wrong)).toEqual(REFUSED);
    expect(right.status).toBe(wrong.status);
    // Past the account's bound of wrong passwords, had they been tried: the login still works.
    for (let i = 0; i < 12; i++) await tries('nao-e-a-senha');
    const login = await gql<{ staffLogin: { token: string } }>(api.server.url, STAFF_LOGIN, {
      variables: { email: SEED_EDITOR.email, password: SEED_EDITOR.password },
    });
    expect(login.errors).toEqual([]);
    expect(login.data?.staffLogin.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('give a staff token no sight of what is unpublished, and refuse a preview', async () => {
    const hidden = await gql(
      api.server.url,
      'mutation { updateProduct(id: "2", input: { is_published: false }) { id } }',
      { token: admin },
    );
    expect(hidden.errors).toEqual([]);
    const query = '{ getProduct(id: "2") { id } }';
    const straight = await gql(api.server.url, query, { token: admin, throughBackoffice: false });
    expect(errorsOf(straight)).toEqual([
      { code: 'NOT_FOUND', message: 'Produto com ID não encontrado.' },
    ]);
    const through = await gql(api.server.url, query, { token: admin });
    expect(through.data).toEqual({ getProduct: { id: '2' } });

    for (const preview of ['product:2', 'home']) {
      const answer = await gql(api.server.url, '{ homeContent { hero { title } } }', {
        token: admin,
        throughBackoffice: false,
        headers: { [PREVIEW_HEADER]: preview },
      });
      expect(errorsOf(answer)).toEqual(REFUSED);
    }
  });

  it('refuse a photo upload, which the back office key lets through', async () => {
    const straight = await upload({});
    expect(straight.status).toBe(403);
    expect(await straight.json()).toEqual({ error: 'Acesso negado.', code: 'FORBIDDEN' });
    const wrongKey = await upload({ [GATEWAY_KEY_HEADER]: 'chute' });
    expect(wrongKey.status).toBe(403);
    const through = await upload({ [GATEWAY_KEY_HEADER]: api.server.backofficeGatewaySecret });
    expect(through.status).toBe(201);
    expect(await through.json()).toEqual({
      url: expect.stringMatching(/^\/files\/photos\/[\w-]{22}\.jpg$/),
      width: 1,
      height: 1,
    });
  });
});
