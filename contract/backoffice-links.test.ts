import { describe, expect, it } from 'vitest';
import {
  onBackoffice,
  invitationOfFragment,
  invitationPagePath,
  requestPagePath,
  ticketPagePath,
} from './backoffice-links.ts';

describe('the links to the back office', () => {
  it('carry an invitation in the fragment, which the invitation page reads back', () => {
    const invitation = { email: 'nova+equipe@exemplo.com.br', code: '0123456789abcdef' };
    const path = invitationPagePath(invitation);
    expect(path).toBe('/convite#email=nova%2Bequipe%40exemplo.com.br&codigo=0123456789abcdef');
    const url = new URL(onBackoffice('https://gestao.loja.example/', path));
    expect(url.search).toBe('');
    expect(invitationOfFragment(url.hash)).toEqual(invitation);
  });

  it('read nothing from a fragment without an invitation', () => {
    expect(invitationOfFragment('')).toEqual({ email: '', code: '' });
    expect(invitationOfFragment('#conteudo')).toEqual({ email: '', code: '' });
  });

  it("name a pedido's and a ticket's page by id, on the origin or relative without one", () => {
    expect(onBackoffice('https://gestao.loja.example', requestPagePath('42'))).toBe(
      'https://gestao.loja.example/pedidos/pedido?id=42',
    );
    expect(onBackoffice('', ticketPagePath('7'))).toBe('/atendimento/ticket?id=7');
  });
});
