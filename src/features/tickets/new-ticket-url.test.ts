import { describe, expect, it } from 'vitest';
import { readNewTicketPrefill, urlWithNewTicket } from './new-ticket-url.ts';

describe('the form in the address', () => {
  it('reads the open form and what it is about', () => {
    expect(readNewTicketPrefill('?aba=tickets&novo=1&pedido=2')).toEqual({
      open: true,
      requestId: '2',
      productId: '',
    });
    expect(readNewTicketPrefill('?novo=1&produto=17')).toEqual({
      open: true,
      requestId: '',
      productId: '17',
    });
    expect(readNewTicketPrefill('?aba=tickets')).toEqual({
      open: false,
      requestId: '',
      productId: '',
    });
  });

  it('ignores ids that are not ids', () => {
    expect(readNewTicketPrefill('?novo=1&pedido=1%20OR%201&produto=-3')).toEqual({
      open: true,
      requestId: '',
      productId: '',
    });
  });

  it('opens and closes the form keeping the rest of the address', () => {
    expect(urlWithNewTicket('https://loja.test/painel?aba=tickets#x', true)).toBe(
      '/painel?aba=tickets&novo=1#x',
    );
    expect(
      urlWithNewTicket(
        'https://loja.test/painel?aba=tickets&novo=1&pedido=2&situacao=abertos',
        false,
      ),
    ).toBe('/painel?aba=tickets&situacao=abertos');
  });
});
