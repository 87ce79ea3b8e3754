/**
 * `Novo ticket` as written (a snapshot of its plain-text part, and its links), then through the
 * API: a customer's new ticket is told to support and admins who did not turn it off, never to
 * an editor nor to an invitee who has not chosen a password, with the subject and the
 * customer's first name only.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../../../mocks/seed/customers.ts';
import { SEED_ADMIN, SEED_EDITOR, SEED_SUPPORT } from '../../../mocks/seed/staff.ts';
import type { SeedStaff } from '../../../mocks/seed/staff.ts';
import { gql, login, outboxOf, testHandler } from '../../../tests/support/api/api.ts';
import { expectLinksOn } from '../../../tests/support/api/email-links.ts';
import { setMyNotices, staffToken } from '../../../tests/support/api/staff.ts';
import { newTicketNotice } from './new-ticket-notice.ts';

const BACKOFFICE = 'https://gestao.loja.exemplo.com.br';
const OPEN_TICKET = `mutation($input: OpenTicketInput!) { openTicket(input: $input) { id } }`;

describe('the Novo ticket template', () => {
  it("says the subject and the customer's first name, and links to the ticket in Atendimento", async () => {
    const email = await newTicketNotice(BACKOFFICE, {
      id: '12',
      subject: 'Nota fiscal do pedido',
      customerName: 'Joana Lima da Silva',
    });
    expect(email.subject).toBe('Novo ticket: Nota fiscal do pedido');
    expect(email.text).toMatchInlineSnapshot(`
      "Vértice Tecnologia

      Novo ticket

      Joana abriu o ticket #12, "Nota fiscal do pedido".

      Abrir o ticket no Atendimento: https://gestao.loja.exemplo.com.br/atendimento/ticket?id=12

      Não quer mais estes e-mails? Desmarque "Receber e-mail de novos tickets" em Avisos por e-mail, no back office.

      Avisos por e-mail: https://gestao.loja.exemplo.com.br/avisos

      --
      Vértice Tecnologia e Serviços Ltda., CNPJ 12.345.678/0001-95. Rua Augusta, 1500, sala 42, Consolação, São Paulo - SP. Atendimento: (11) 4002-8922. Esta mensagem foi enviada automaticamente; não é preciso respondê-la.
      "
    `);
    expectLinksOn(email, [BACKOFFICE]);
  });
});

describe('what the staff are told of new tickets', () => {
  it('Novo ticket goes to support and admins; not to an editor, an invitee, nor one who turned it off', async () => {
    const handler = await testHandler({ backofficeUrl: BACKOFFICE });
    const customer = await login(handler);
    const told = async (member: SeedStaff) =>
      (await outboxOf(handler, member.email)).map((entry) => entry.subject).reverse();
    const open = async (subject: string) => {
      const opened = await gql<{ openTicket: { id: string } }>(handler, OPEN_TICKET, {
        token: customer,
        variables: {
          input: { subject, description: '<p>Meu CPF é 123.456.789-09, preciso da nota.</p>' },
        },
      });
      expect(opened.errors).toEqual([]);
      return opened.data?.openTicket.id ?? '';
    };

    // Invited to support, with no password chosen yet: the invitation may have gone astray.
    const invited = await gql(
      handler,
      'mutation { inviteStaff(input: { name: "Nova Pessoa", email: "nova@exemplo.com.br", role: SUPPORT }) { id } }',
      { token: await staffToken(handler, SEED_ADMIN) },
    );
    expect(invited.errors).toEqual([]);

    const id = await open('Nota fiscal');
    expect((await outboxOf(handler, 'nova@exemplo.com.br')).map((entry) => entry.subject)).toEqual([
      'Convite para a equipe da loja',
    ]);
    expect(await told(SEED_SUPPORT)).toEqual(['Novo ticket: Nota fiscal']);
    expect(await told(SEED_ADMIN)).toEqual(['Novo ticket: Nota fiscal']);
    expect(await told(SEED_EDITOR)).toEqual([]);
    const [notice] = await outboxOf(handler, SEED_ADMIN.email);
    expect(notice?.text).toContain(`Cliente abriu o ticket #${id}, "Nota fiscal".`);
    expect(notice?.text).toContain(`${BACKOFFICE}/atendimento/ticket?id=${id}`);
    for (const secret of ['123.456.789-09', 'preciso da nota', DEMO_EMAIL, 'Exemplo']) {
      expect(notice?.text).not.toContain(secret);
    }

    await setMyNotices(handler, await staffToken(handler, SEED_ADMIN), { newTickets: false });
    await open('Troca de tamanho');
    expect(await told(SEED_SUPPORT)).toEqual([
      'Novo ticket: Nota fiscal',
      'Novo ticket: Troca de tamanho',
    ]);
    expect(await told(SEED_ADMIN)).toEqual(['Novo ticket: Nota fiscal']);
  });
});
