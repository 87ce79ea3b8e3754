/**
 * `Convite para a equipe da loja` as written: a snapshot of its plain-text part, and its link to
 * the back office's invitation page, whose fragment carries what the page fills in.
 */
import { describe, expect, it } from 'vitest';
import { expectLinksOn, hrefsOf } from '../../../tests/support/api/email-links.ts';
import { invitationOfFragment } from '../../../contract/backoffice-links.ts';
import { invitationEmail } from './invitation-email.ts';

const BACKOFFICE = 'https://gestao.loja.exemplo.com.br';
const CODE = '0123456789abcdef0123456789abcdef';

describe('the invitation', () => {
  it('links to the invitation page with the e-mail and the code, and shows the code', async () => {
    const email = await invitationEmail(
      BACKOFFICE,
      { name: 'Renata Lima', email: 'renata@exemplo.com.br', role: 'SUPPORT' },
      CODE,
    );
    expect(email.subject).toBe('Convite para a equipe da loja');
    expect(email.text).toMatchInlineSnapshot(`
      "Vértice Tecnologia

      Convite para a equipe

      Olá, Renata Lima: você foi convidado(a) para a equipe da loja como Atendimento.

      Abra o link abaixo e escolha a senha com que vai entrar no back office. O convite vale por 7 dias e só pode ser usado uma vez.

      Código do convite
      0123456789abcdef0123456789abcdef

      Aceitar o convite: https://gestao.loja.exemplo.com.br/convite#email=renata%40exemplo.com.br&codigo=0123456789abcdef0123456789abcdef

      Se o link não abrir, entre na página de convite do back office e informe seu e-mail e o código acima.

      Não esperava este convite? Ignore esta mensagem: nenhuma conta é ativada sem a senha.

      --
      Vértice Tecnologia e Serviços Ltda., CNPJ 12.345.678/0001-95. Rua Augusta, 1500, sala 42, Consolação, São Paulo - SP. Atendimento: (11) 4002-8922. Esta mensagem foi enviada automaticamente; não é preciso respondê-la.
      "
    `);
    expectLinksOn(email, [BACKOFFICE]);
    const [link = ''] = hrefsOf(email.html);
    const url = new URL(link);
    expect(url.pathname).toBe('/convite');
    // The code travels in the fragment, which no request to a server carries.
    expect(url.search).toBe('');
    expect(invitationOfFragment(url.hash)).toEqual({ email: 'renata@exemplo.com.br', code: CODE });
  });
});
