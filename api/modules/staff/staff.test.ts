/**
 * Staff accounts through the API: every staff operation refuses no token, a customer's token
 * and a role without the permission; logins are bounded like customers'; an invitation sets
 * the password once; a deactivated member's session ends at once; the last admin stays.
 */
import { describe, expect, it } from 'vitest';
import { errorsOf, gql, login, testHandler } from '../../../tests/support/api/api.ts';
import { ENGINES } from '../../../tests/support/api/database.ts';
import { STAFF_LOGIN, staffToken } from '../../../tests/support/api/staff.ts';
import { SEED_ADMIN, SEED_EDITOR, SEED_STAFF, SEED_SUPPORT } from '../../../mocks/seed/staff.ts';
import { nodeScrypt } from '../account/passwords-node.ts';
import { verifyPassword } from '../account/password-hash.ts';
import type { AbuseLimits } from '../../guards/abuse-limits.ts';
import { captureLog } from '../../../tests/support/log-capture.ts';

/** One operation of each staff permission, with the roles that may run it. */
const OPERATIONS: readonly { query: string; roles: readonly string[] }[] = [
  { query: 'query { backofficeProducts { total } }', roles: ['EDITOR', 'ADMIN'] },
  { query: 'query { backofficeProduct(id: "1") { id } }', roles: ['EDITOR', 'ADMIN'] },
  {
    query: 'mutation { updateProduct(id: "1", input: { quantity: 2 }) { id } }',
    roles: ['EDITOR', 'ADMIN'],
  },
  {
    query:
      'mutation { createProduct(input: { name: "Cabo", description: "x", price: 1, quantity: 1, categoryId: "1" }) { id } }',
    roles: ['EDITOR', 'ADMIN'],
  },
  {
    query: 'mutation { importPriceList(csv: "1;1,00;1", apply: false) { lines } }',
    roles: ['EDITOR', 'ADMIN'],
  },
  { query: 'query { backofficeHomeContent { revision } }', roles: ['EDITOR', 'ADMIN'] },
  {
    query: 'mutation { updateRequestStatus(id: "5", status: PAID) { id } }',
    roles: ['SUPPORT', 'ADMIN'],
  },
  { query: 'query { supportTickets { total } }', roles: ['SUPPORT', 'ADMIN'] },
  { query: 'query { supportTicket(id: "1") { id } }', roles: ['SUPPORT', 'ADMIN'] },
  {
    query: 'mutation { answerTicket(ticketId: "1", body: "<p>Olá</p>") { id } }',
    roles: ['SUPPORT', 'ADMIN'],
  },
  {
    query: 'mutation { addTicketNote(ticketId: "1", body: "<p>Olá</p>") { id } }',
    roles: ['SUPPORT', 'ADMIN'],
  },
  {
    query: 'mutation { setTicketStatus(ticketId: "1", status: SOLVED) { id } }',
    roles: ['SUPPORT', 'ADMIN'],
  },
  { query: 'query { staffRequests { total } }', roles: ['SUPPORT', 'ADMIN'] },
  { query: 'query { staffRequest(id: "5") { id } }', roles: ['SUPPORT', 'ADMIN'] },
  { query: 'query { staffMembers { id } }', roles: ['ADMIN'] },
  { query: 'query { activityLog { total } }', roles: ['ADMIN'] },
  { query: 'query { failedMessages { total } }', roles: ['ADMIN'] },
  { query: 'mutation { retryFailedMessage(id: "1") }', roles: ['ADMIN'] },
  { query: 'mutation { deactivateStaff(id: "2") { id } }', roles: ['ADMIN'] },
  { query: 'mutation { reinviteStaff(id: "1") { id } }', roles: ['ADMIN'] },
];

describe('the seed staff', () => {
  it('passwords match their precomputed hashes', async () => {
    for (const member of SEED_STAFF) {
      expect(await verifyPassword(nodeScrypt, member.passwordHash, member.password)).toBe(true);
    }
  });
});

/** Small bounds, so a test reaches them in a few calls. */
const TIGHT: AbuseLimits = {
  guessesPerAccount: 10,
  guessesPerAddress: 100,
  daily: {
    tickets: 1,
    comments: 1,
    favorites: 1,
    cards: 1,
    registrations: 1,
    resetRequests: 1,
    stockAlerts: 1,
  },
  stockAlertsPerEmail: 20,
};

describe.each(ENGINES)('staff operations (%s)', (engine) => {
  it('refuse no token, a customer token and a role without the permission', async () => {
    const handler = await testHandler({ engine });
    const customer = await login(handler);
    const tokens = {
      EDITOR: await staffToken(handler, SEED_EDITOR),
      SUPPORT: await staffToken(handler, SEED_SUPPORT),
    };
    for (const { query, roles } of OPERATIONS) {
      for (const token of [undefined, customer]) {
        const result = await gql(handler, query, { token });
        expect(
          errorsOf(result).map((e) => e.code),
          query,
        ).toEqual(['UNAUTHENTICATED']);
      }
      for (const [role, token] of Object.entries(tokens)) {
        if (roles.includes(role)) continue;
        const result = await gql(handler, query, { token });
        expect(errorsOf(result), `${role}: ${query}`).toEqual([
          { code: 'FORBIDDEN', message: 'Acesso negado.' },
        ]);
      }
    }
  });

  it("bound wrong staff passwords like customers', per account", async () => {
    const handler = await testHandler({ engine, limits: { ...TIGHT, guessesPerAccount: 3 } });
    for (let i = 0; i < 3; i++) {
      const wrong = await gql(handler, STAFF_LOGIN, {
        variables: { email: SEED_EDITOR.email, password: 'errada' },
      });
      expect(errorsOf(wrong)[0]?.code).toBe('INVALID_CREDENTIALS');
    }
    const blocked = await gql(handler, STAFF_LOGIN, {
      variables: { email: SEED_EDITOR.email, password: SEED_EDITOR.password },
    });
    expect(blocked.status).toBe(429);
    expect(errorsOf(blocked)[0]?.code).toBe('TOO_MANY_REQUESTS');
  });

  it("let a staff member's own browser in while strangers' guesses lock the account", async () => {
    const handler = await testHandler({ engine, limits: { ...TIGHT, guessesPerAccount: 3 } });
    const LOGIN = `mutation ($email: String!, $password: String!) {
      staffLogin(email: $email, password: $password) { token deviceProof }
    }`;
    type Login = { staffLogin: { token: string; deviceProof: string } };
    const logIn = (password: string, proof?: string) =>
      gql<Login>(handler, LOGIN, {
        variables: { email: SEED_SUPPORT.email, password },
        headers: proof ? { 'X-Device-Proof': proof } : {},
      });
    const first = await logIn(SEED_SUPPORT.password);
    const proof = first.data?.staffLogin.deviceProof ?? '';
    expect(proof).toMatch(/^[0-9a-f]{64}$/);
    for (let i = 0; i < 3; i++) {
      expect(errorsOf(await logIn('errada'))[0]?.code).toBe('INVALID_CREDENTIALS');
    }
    expect((await logIn(SEED_SUPPORT.password)).status).toBe(429);
    const own = await logIn(SEED_SUPPORT.password, proof);
    expect(own.data?.staffLogin.token).toMatch(/^[0-9a-f]{64}$/);
    expect(own.data?.staffLogin.deviceProof).toBe(proof);
    // A customer's proof is no staff member's: it brings no bucket of its own.
    const customer = await gql<{ loginCustomer: { deviceProof: string } }>(
      handler,
      'query { loginCustomer(email: "cliente@exemplo.com.br", password: "Senha@123") { deviceProof } }',
    );
    const customerProof = customer.data?.loginCustomer.deviceProof ?? '';
    expect(customerProof).toMatch(/^[0-9a-f]{64}$/);
    expect((await logIn(SEED_SUPPORT.password, customerProof)).status).toBe(429);
  });

  it("let an invitee accept their invitation while strangers' guesses lock the account", async () => {
    const handler = await testHandler({
      engine,
      limits: { ...TIGHT, guessesPerAccount: 3, guessesPerAddress: 5 },
    });
    const admin = await staffToken(handler, SEED_ADMIN);
    await gql(
      handler,
      'mutation { inviteStaff(input: { name: "Nova Pessoa", email: "nova@exemplo.com.br", role: EDITOR }) { id } }',
      { token: admin },
    );
    const [message] = (await (
      await handler.fetch(new Request('http://mock.test/__mock/outbox?to=nova@exemplo.com.br'))
    ).json()) as { text: string }[];
    const code = /Código do convite\n([0-9a-f]{32})/.exec(message?.text ?? '')?.[1] ?? '';
    const ACCEPT = `mutation ($code: String!) {
      acceptStaffInvitation(email: "nova@exemplo.com.br", code: $code, password: "Nova!Senha2026") { token }
    }`;
    const accept = (code: string, clientAddress: string) =>
      gql<{ acceptStaffInvitation: { token: string } }>(handler, ACCEPT, {
        variables: { code },
        clientAddress,
      });
    // Strangers, each from an address of their own, try passwords and codes for the invitee.
    for (let i = 0; i < 4; i++) {
      const stranger = `198.51.100.${i + 1}`;
      await gql(handler, STAFF_LOGIN, {
        variables: { email: 'nova@exemplo.com.br', password: 'chute-errado' },
        clientAddress: stranger,
      });
      expect(errorsOf(await accept('0'.repeat(32), stranger))[0]?.message).toBe(
        'Convite inválido ou expirado.',
      );
    }
    const locked = await gql(handler, STAFF_LOGIN, {
      variables: { email: 'nova@exemplo.com.br', password: 'chute-errado' },
      clientAddress: '198.51.100.99',
    });
    expect(errorsOf(locked)[0]?.code).toBe('TOO_MANY_REQUESTS');
    const accepted = await accept(code, '203.0.113.7');
    expect(accepted.errors).toEqual([]);
    expect(accepted.data?.acceptStaffInvitation.token).toMatch(/^[0-9a-f]{64}$/);
    // One address's wrong codes stay bounded.
    for (let i = 0; i < 5; i++) await accept('1'.repeat(32), '198.51.100.200');
    expect(errorsOf(await accept('2'.repeat(32), '198.51.100.200'))[0]?.code).toBe(
      'TOO_MANY_REQUESTS',
    );
  });

  it("invite, accept once, and end a deactivated member's session at once", async () => {
    const { log, lines: logs } = captureLog();
    const handler = await testHandler({
      engine,
      log,
      backofficeUrl: 'https://gestao.loja.exemplo.com.br',
    });
    const admin = await staffToken(handler, SEED_ADMIN);
    const invited = await gql<{ inviteStaff: { id: string; invitationPending: boolean } }>(
      handler,
      'mutation { inviteStaff(input: { name: "Nova Pessoa", email: "nova@exemplo.com.br", role: EDITOR }) { id invitationPending } }',
      { token: admin },
    );
    expect(invited.data?.inviteStaff.invitationPending).toBe(true);
    const messages = (await (
      await handler.fetch(new Request('http://mock.test/__mock/outbox?to=nova@exemplo.com.br'))
    ).json()) as { subject: string; text: string }[];
    expect(messages.map((message) => message.subject)).toEqual(['Convite para a equipe da loja']);
    const code = /Código do convite\n([0-9a-f]{32})/.exec(messages[0]?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^[0-9a-f]{32}$/);
    expect(messages[0]?.text).toContain(
      `Aceitar o convite: https://gestao.loja.exemplo.com.br/convite#email=nova%40exemplo.com.br&codigo=${code}`,
    );
    // The code is in the message, never in a log.
    expect(logs.join('\n')).not.toContain(code);
    const ACCEPT = `mutation ($code: String!) { acceptStaffInvitation(email: "nova@exemplo.com.br", code: $code, password: "Nova!Senha2026") { token } }`;
    const accepted = await gql<{ acceptStaffInvitation: { token: string } }>(handler, ACCEPT, {
      variables: { code },
    });
    const token = accepted.data?.acceptStaffInvitation.token ?? '';
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(errorsOf(await gql(handler, ACCEPT, { variables: { code } }))[0]?.message).toBe(
      'Convite inválido ou expirado.',
    );
    expect(
      (await gql(handler, 'query { backofficeProducts { total } }', { token })).errors,
    ).toEqual([]);
    await gql(
      handler,
      `mutation { deactivateStaff(id: "${invited.data?.inviteStaff.id}") { id } }`,
      {
        token: admin,
      },
    );
    const after = await gql(handler, 'query { backofficeProducts { total } }', { token });
    expect(errorsOf(after)[0]?.code).toBe('UNAUTHENTICATED');
  });

  it('keep the last active admin', async () => {
    const handler = await testHandler({ engine });
    const admin = await staffToken(handler, SEED_ADMIN);
    for (const query of [
      'mutation { changeStaffRole(id: "3", role: EDITOR) { id } }',
      'mutation { deactivateStaff(id: "3") { id } }',
    ]) {
      expect(errorsOf(await gql(handler, query, { token: admin }))).toEqual([
        {
          code: 'FORBIDDEN',
          message: 'A loja precisa de ao menos um administrador ativo: promova outra pessoa antes.',
        },
      ]);
    }
  });
});
