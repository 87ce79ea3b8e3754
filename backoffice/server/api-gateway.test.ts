import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphqlReply, queryOf, startFakeApiServer } from '../../tests/support/fake-api-server.ts';
import type { ApiReply, ApiRequest, FakeApiServer } from '../../tests/support/fake-api-server.ts';
import { StaffLogoutDocument } from '../src/lib/graphql/generated/graphql.ts';
import { createApiGateway } from './api-gateway.ts';
import type { StaffView } from './api-gateway.ts';

const SECRET = 'segredo-do-gateway';
const TOKEN = 'f'.repeat(64);
const PROOF = 'e'.repeat(64);
const EDITOR: StaffView = {
  id: '1',
  name: 'Edite Editora',
  email: 'editor@exemplo.com.br',
  role: 'EDITOR',
  permissions: ['CATALOGUE', 'CONTENT', 'PUBLICATIONS'],
};

let api: FakeApiServer;
let reply: (request: ApiRequest) => ApiReply;

beforeAll(async () => {
  api = await startFakeApiServer((request) => reply(request));
});

afterAll(() => api.close());

beforeEach(() => {
  api.requests.length = 0;
  reply = () => graphqlReply({ ok: true });
});

const last = (): ApiRequest => {
  const request = api.requests.at(-1);
  if (!request) throw new Error('the API was not called');
  return request;
};

describe('the API gateway', () => {
  it("forwards a staff member's operation as sent, with the session's bearer token", async () => {
    const body = '{"query":"mutation { publishProductDraft(id: \\"3\\", revision: 1) { id } }"}';
    const gateway = createApiGateway(api.graphqlUrl, SECRET);
    const answer = await gateway.forward(body, TOKEN);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ data: { ok: true } });
    expect(last()).toMatchObject({ method: 'POST', path: '/graphql' });
    expect(last().body.toString('utf8')).toBe(body);
    expect(last().headers['content-type']).toBe('application/json');
    expect(last().headers['authorization']).toBe(`Bearer ${TOKEN}`);
  });

  it('sends no Authorization without a session', async () => {
    await createApiGateway(api.graphqlUrl, SECRET).forward(
      '{"query":"{ categories { id } }"}',
      null,
    );
    expect(last().headers['authorization']).toBeUndefined();
  });

  it('names the staff browser with the shared secret, and presents its device proof', async () => {
    const gateway = createApiGateway(api.graphqlUrl, SECRET);
    await gateway.forward('{}', null, { client: '198.51.100.10', deviceProof: PROOF });
    expect(last().headers).toMatchObject({
      'x-gateway-client': '198.51.100.10',
      'x-gateway-key': SECRET,
      'x-device-proof': PROOF,
    });
  });

  it('names no browser without a secret, but still presents its device proof', async () => {
    const gateway = createApiGateway(api.graphqlUrl, '');
    await gateway.forward('{}', null, { client: '198.51.100.10', deviceProof: PROOF });
    expect(last().headers['x-gateway-client']).toBeUndefined();
    expect(last().headers['x-gateway-key']).toBeUndefined();
    expect(last().headers['x-device-proof']).toBe(PROOF);
  });

  it('names nobody for a call of its own, and sends no proof a browser does not have', async () => {
    const gateway = createApiGateway(api.graphqlUrl, SECRET);
    await gateway.forward('{}', TOKEN);
    expect(last().headers['x-gateway-key']).toBe(SECRET);
    expect(Object.keys(last().headers)).not.toContain('x-gateway-client');
    await gateway.forward('{}', null, { client: '198.51.100.10', deviceProof: null });
    expect(last().headers['x-device-proof']).toBeUndefined();
  });

  it("passes the API's refusal on as it came: status, body and Retry-After", async () => {
    reply = () =>
      graphqlReply(
        null,
        [{ message: 'Muitas tentativas.', extensions: { code: 'TOO_MANY_REQUESTS' } }],
        429,
        {
          'Retry-After': '840',
        },
      );
    const answer = await createApiGateway(api.graphqlUrl, SECRET).forward('{}', null);
    expect(answer.status).toBe(429);
    expect(answer.retryAfter).toBe('840');
    expect(JSON.parse(answer.text)).toEqual({
      data: null,
      errors: [{ message: 'Muitas tentativas.', extensions: { code: 'TOO_MANY_REQUESTS' } }],
    });
  });

  it('calls one of its own operations with its variables and answers the parsed result', async () => {
    reply = () => graphqlReply({ staffLogout: true });
    const gateway = createApiGateway(api.graphqlUrl, SECRET);
    const { answer } = await gateway.request(StaffLogoutDocument, {}, TOKEN);
    expect(answer).toEqual({ data: { staffLogout: true } });
    expect(JSON.parse(last().body.toString('utf8'))).toEqual({
      query: String(StaffLogoutDocument),
      variables: {},
    });
  });

  describe('staffOf', () => {
    it("answers the session's staff member", async () => {
      reply = () => graphqlReply({ staffMe: EDITOR });
      expect(await createApiGateway(api.graphqlUrl, SECRET).staffOf(TOKEN)).toEqual(EDITOR);
      expect(queryOf(last())).toContain('staffMe');
      expect(last().headers['authorization']).toBe(`Bearer ${TOKEN}`);
      expect(last().headers['x-gateway-key']).toBe(SECRET);
    });

    it('answers null for an ended session or a refusal', async () => {
      const gateway = createApiGateway(api.graphqlUrl, SECRET);
      reply = () => graphqlReply({ staffMe: null });
      expect(await gateway.staffOf(TOKEN)).toBeNull();
      reply = () =>
        graphqlReply(null, [
          { message: 'Sessão encerrada.', extensions: { code: 'UNAUTHENTICATED' } },
        ]);
      expect(await gateway.staffOf(TOKEN)).toBeNull();
    });

    it('asks the API nothing without a session', async () => {
      expect(await createApiGateway(api.graphqlUrl, SECRET).staffOf(null)).toBeNull();
      expect(api.requests).toEqual([]);
    });
  });

  it("uploads a photo's bytes to the API's origin with the session's token and the key", async () => {
    reply = () => ({
      status: 201,
      headers: { 'Content-Type': 'application/json' },
      body: '{"url":"/files/uploads/x.webp"}',
    });
    const gateway = createApiGateway(api.graphqlUrl, SECRET);
    expect(gateway.apiOrigin).toBe(api.origin);
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    const answer = await gateway.upload(bytes, 'image/png', TOKEN);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ url: '/files/uploads/x.webp' });
    expect(last()).toMatchObject({ method: 'POST', path: '/files/uploads' });
    expect(last().body.equals(bytes)).toBe(true);
    expect(last().headers).toMatchObject({
      'content-type': 'image/png',
      authorization: `Bearer ${TOKEN}`,
      'x-gateway-key': SECRET,
    });
  });
});
