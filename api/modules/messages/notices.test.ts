/** The account and ticket e-mails as written: each one's plain-text part (a snapshot) and links. */
import { describe, expect, it } from 'vitest';
import { expectLinksOn } from '../../../tests/support/api/email-links.ts';
import { accountChangedEmail, recoveryCodeEmail, ticketAnsweredEmail } from './notices.ts';

const SITE = 'https://loja.exemplo.com.br';

describe('the account and ticket notices', () => {
  it('Código de recuperação de senha: the code, how long it lasts, the page that takes it', async () => {
    const email = await recoveryCodeEmail(SITE, '493817', 15);
    expect(email.subject).toBe('Código de recuperação de senha');
    expect(email.text).toMatchInlineSnapshot(`
      "Vértice Tecnologia

      Código de recuperação de senha

      Recebemos um pedido para criar uma nova senha para a sua conta.

      Use o código abaixo na página de recuperação de senha. Ele vale por 15 minutos e só pode ser usado uma vez.

      Seu código
      493817

      Criar uma nova senha: https://loja.exemplo.com.br/recuperar-senha

      Não foi você? Ignore esta mensagem: sua senha continua a mesma. Nunca pedimos este código por telefone ou WhatsApp.

      --
      Vértice Tecnologia e Serviços Ltda., CNPJ 12.345.678/0001-95. Rua Augusta, 1500, sala 42, Consolação, São Paulo - SP. Atendimento: (11) 4002-8922. Esta mensagem foi enviada automaticamente; não é preciso respondê-la.
      "
    `);
    expectLinksOn(email, [SITE]);
  });

  it('Sua solicitação foi respondida: the subject and the ticket page, never the answer', async () => {
    const email = await ticketAnsweredEmail(SITE, { id: '12', subject: 'Troca de tamanho' });
    expect(email.subject).toBe('Sua solicitação foi respondida: Troca de tamanho');
    expect(email.text).toMatchInlineSnapshot(`
      "Vértice Tecnologia

      Sua solicitação foi respondida

      A equipe de atendimento respondeu à sua solicitação #12, "Troca de tamanho".

      Leia a resposta e continue a conversa no seu painel.

      Ler a resposta: https://loja.exemplo.com.br/painel/ticket/12

      --
      Vértice Tecnologia e Serviços Ltda., CNPJ 12.345.678/0001-95. Rua Augusta, 1500, sala 42, Consolação, São Paulo - SP. Atendimento: (11) 4002-8922. Esta mensagem foi enviada automaticamente; não é preciso respondê-la.
      "
    `);
    expectLinksOn(email, [SITE]);
    expect(email.text).toContain(`${SITE}/painel/ticket/12`);
  });

  it('Dados da sua conta alterados: a new password takes back an account whose address stayed', async () => {
    const email = await accountChangedEmail(SITE, 'a senha', false);
    expect(email.text).toMatchInlineSnapshot(`
      "Vértice Tecnologia

      Dados da sua conta alterados

      Acabamos de alterar a senha da sua conta, como pedido.

      Foi você? Então está tudo certo, não é preciso fazer nada.

      Não foi você? Crie uma nova senha agora, o que encerra todas as sessões abertas, e fale com a gente agora mesmo pelo telefone (11) 4002-8922.

      Criar uma nova senha: https://loja.exemplo.com.br/recuperar-senha

      --
      Vértice Tecnologia e Serviços Ltda., CNPJ 12.345.678/0001-95. Rua Augusta, 1500, sala 42, Consolação, São Paulo - SP. Atendimento: (11) 4002-8922. Esta mensagem foi enviada automaticamente; não é preciso respondê-la.
      "
    `);
    expectLinksOn(email, [SITE]);
  });

  it('Dados da sua conta alterados: a moved address is told to call, with no recovery link', async () => {
    const email = await accountChangedEmail(SITE, 'o e-mail', true);
    expect(email.text).toContain('Acabamos de alterar o e-mail da sua conta');
    expect(email.text).toContain('pelo telefone (11) 4002-8922');
    expect(email.html).not.toContain('/recuperar-senha');
  });
});
