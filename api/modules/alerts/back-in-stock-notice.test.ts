/** The `Avise-me` e-mail as written: its plain-text part (a snapshot) and its links. */
import { describe, expect, it } from 'vitest';
import { expectLinksOn } from '../../../tests/support/api/email-links.ts';
import { backInStockEmail } from './back-in-stock-notice.ts';

describe('Produto disponível', () => {
  it('names the product, links its page and the cancel page, once', async () => {
    const email = await backInStockEmail(
      'https://loja.exemplo.com.br',
      { id: '7', name: 'Teclado Mecânico' },
      'token-de-cancelamento',
    );
    expect(email.subject).toBe('Produto disponível: Teclado Mecânico');
    expect(email.text).toMatchInlineSnapshot(`
      "Vértice Tecnologia

      Produto disponível

      O produto Teclado Mecânico, que você pediu para ser avisado, voltou ao estoque.

      Ver o produto: https://loja.exemplo.com.br/produtos/7

      Este é o único aviso deste pedido: seu e-mail não será usado para mais nada e será apagado em até 90 dias.

      Não foi você que pediu, ou não quer mais este aviso? Cancele o pedido pelo link abaixo.

      Cancelar este aviso: https://loja.exemplo.com.br/avise-me/cancelar?token=token-de-cancelamento

      --
      Vértice Tecnologia e Serviços Ltda., CNPJ 12.345.678/0001-95. Rua Augusta, 1500, sala 42, Consolação, São Paulo - SP. Atendimento: (11) 4002-8922. Esta mensagem foi enviada automaticamente; não é preciso respondê-la.
      "
    `);
    expectLinksOn(email, ['https://loja.exemplo.com.br']);
  });
});
