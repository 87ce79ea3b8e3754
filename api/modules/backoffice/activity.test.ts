/**
 * What the activity log keeps besides changes: every login to the back office (let in or
 * refused, with the address, never what was typed as an e-mail) and every time staff open a
 * customer's pedido, ticket or after-sale request, or search pedidos by who the buyer is.
 */
import { describe, expect, it } from 'vitest';
import { gql, testHandler } from '../../../tests/support/api/api.ts';
import type { TestHandler } from '../../../tests/support/api/api.ts';
import { STAFF_LOGIN, staffToken } from '../../../tests/support/api/staff.ts';
import { SEED_ADMIN, SEED_EDITOR, SEED_SUPPORT } from '../../../mocks/seed/staff.ts';
import { DEMO_EMAIL } from '../../../mocks/seed/customers.ts';

interface Entry {
  readonly staffName: string;
  readonly subjectId: string;
  readonly summary: string;
}

async function entries(handler: TestHandler, admin: string, subject: string): Promise<Entry[]> {
  const log = await gql<{ activityLog: { items: Entry[] } }>(
    handler,
    `query { activityLog(filter: { subjectType: ${subject} }) { items { staffName subjectId summary } } }`,
    { token: admin },
  );
  expect(log.errors).toEqual([]);
  return [...(log.data?.activityLog.items ?? [])].reverse();
}

describe('the activity log', () => {
  it('records every login to the back office, refused ones too', async () => {
    const handler = await testHandler();
    const tryLogin = (email: string, password: string, clientAddress: string) =>
      gql(handler, STAFF_LOGIN, { variables: { email, password }, clientAddress });
    expect((await tryLogin(SEED_EDITOR.email, SEED_EDITOR.password, '203.0.113.5')).errors).toEqual(
      [],
    );
    await tryLogin(SEED_EDITOR.email, 'senha-errada', '198.51.100.7');
    await tryLogin('quem.sabe@exemplo.com.br', 'senha-errada', '198.51.100.8');
    const admin = await staffToken(handler, SEED_ADMIN);
    const logins = await entries(handler, admin, 'LOGIN');
    expect(logins.slice(0, 3)).toEqual([
      {
        staffName: 'Elisa Moraes',
        subjectId: expect.stringMatching(/^\d+$/),
        summary: 'Elisa Moraes entrou no back office (endereço 203.0.113.5).',
      },
      {
        staffName: 'Não identificado',
        subjectId: logins[0]?.subjectId,
        summary: 'Entrada recusada como Elisa Moraes (endereço 198.51.100.7).',
      },
      {
        staffName: 'Não identificado',
        subjectId: '',
        summary: 'Entrada recusada para um e-mail fora da equipe (endereço 198.51.100.8).',
      },
    ]);
    expect(JSON.stringify(logins)).not.toContain('quem.sabe');
  });

  it("records each time staff open a customer's data, and searches by who the buyer is", async () => {
    const handler = await testHandler();
    const support = await staffToken(handler, SEED_SUPPORT);
    const ask = async (query: string) => {
      const result = await gql(handler, query, { token: support });
      expect(result.errors).toEqual([]);
    };
    await ask('{ staffRequest(id: "1") { number buyer { name } } }');
    await ask('{ supportTicket(id: "1") { id } }');
    await ask(`{ staffRequests(search: "${DEMO_EMAIL}") { total } }`);
    await ask('{ staffRequests(search: "390.533.447-05") { total } }');
    // A search by the pedido's number names nobody: nothing to record.
    await ask('{ staffRequests(search: "PED") { total } }');
    await ask('{ staffRequests { total } }');
    const admin = await staffToken(handler, SEED_ADMIN);
    const lookups = await entries(handler, admin, 'CUSTOMER');
    expect(lookups.map(({ staffName, summary }) => ({ staffName, summary }))).toEqual([
      {
        staffName: 'Tiago Rocha',
        summary: expect.stringMatching(/^Abriu o pedido \S+, com os dados do cliente\.$/),
      },
      {
        staffName: 'Tiago Rocha',
        summary: expect.stringMatching(/^Abriu o ticket 1 \(.+\), com os dados do cliente\.$/),
      },
      {
        staffName: 'Tiago Rocha',
        summary: expect.stringMatching(
          /^Buscou pedidos pelo e-mail de um cliente \(\d+ encontrado\(s\)\)\.$/,
        ),
      },
      {
        staffName: 'Tiago Rocha',
        summary: 'Buscou pedidos pelo CPF de um cliente (0 encontrado(s)).',
      },
    ]);
    // The pedido and the ticket name their customer, so an admin finds every look at one person.
    expect(lookups[0]?.subjectId).toMatch(/^\d+$/);
    expect(lookups[1]?.subjectId).toMatch(/^\d+$/);
    expect(JSON.stringify(lookups)).not.toContain(DEMO_EMAIL);
  });
});
