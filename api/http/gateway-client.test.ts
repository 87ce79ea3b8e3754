import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressRule } from '../../runtime/client-address.ts';
import { GATEWAY_CLIENT_HEADER, GATEWAY_KEY_HEADER } from '../../contract/http-headers.ts';
import { requestClientRule } from './gateway-client.ts';

const SECRET = 'segredo-do-back-office-gerado-na-primeira-partida';

/** A request from `peer` with `headers`, as node:http hands it over. */
function request(peer: string, headers: Record<string, string> = {}): IncomingMessage {
  return { socket: { remoteAddress: peer }, headers } as unknown as IncomingMessage;
}

describe("the back office's word for the staff browser", () => {
  const client = requestClientRule(clientAddressRule(''), SECRET);

  it('is believed beside the gateway secret', () => {
    const forwarded = request('127.0.0.1', {
      [GATEWAY_CLIENT_HEADER]: '198.51.100.7',
      [GATEWAY_KEY_HEADER]: SECRET,
    });
    expect(client(forwarded)).toBe('198.51.100.7');
    const ipv6 = request('127.0.0.1', {
      [GATEWAY_CLIENT_HEADER]: '2001:db8:1:2::/64',
      [GATEWAY_KEY_HEADER]: SECRET,
    });
    expect(client(ipv6)).toBe('2001:db8:1:2::/64');
  });

  it('is ignored without the secret, with a wrong one, or when it is no client key', () => {
    expect(client(request('203.0.113.9', { [GATEWAY_CLIENT_HEADER]: '198.51.100.7' }))).toBe(
      '203.0.113.9',
    );
    const wrong = request('203.0.113.9', {
      [GATEWAY_CLIENT_HEADER]: '198.51.100.7',
      [GATEWAY_KEY_HEADER]: `${SECRET}x`,
    });
    expect(client(wrong)).toBe('203.0.113.9');
    const garbage = request('203.0.113.9', {
      [GATEWAY_CLIENT_HEADER]: 'qualquer coisa',
      [GATEWAY_KEY_HEADER]: SECRET,
    });
    expect(client(garbage)).toBe('203.0.113.9');
  });

  it('is never believed when no secret is set', () => {
    const open = requestClientRule(clientAddressRule(''), '');
    const forged = request('203.0.113.9', {
      [GATEWAY_CLIENT_HEADER]: '198.51.100.7',
      [GATEWAY_KEY_HEADER]: '',
    });
    expect(open(forged)).toBe('203.0.113.9');
  });

  it('leaves other requests to the socket and the trusted proxies', () => {
    const behindProxy = requestClientRule(clientAddressRule('127.0.0.1'), SECRET);
    expect(behindProxy(request('127.0.0.1', { 'x-forwarded-for': '198.51.100.1' }))).toBe(
      '198.51.100.1',
    );
    expect(client(request('127.0.0.1', { 'x-forwarded-for': '198.51.100.1' }))).toBe('127.0.0.1');
  });
});
