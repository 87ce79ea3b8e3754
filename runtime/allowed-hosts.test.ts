import { describe, expect, it } from 'vitest';
import { hostRule } from './allowed-hosts.ts';

describe('hostRule', () => {
  const allows = hostRule('127.0.0.1', 4200, [
    'https://admin.loja.example',
    'http://10.0.0.5:4200',
  ]);

  it.each([
    '127.0.0.1:4200',
    'localhost:4200',
    'LOCALHOST:4200',
    '[::1]:4200',
    'admin.loja.example',
    'Admin.Loja.Example',
    '10.0.0.5:4200',
  ])('answers Host %s, a name it is published under or reached at here', (host) => {
    expect(allows(host)).toBe(true);
  });

  it.each([
    ['another site resolving to this machine', 'evil.example:4200'],
    ['another port', '127.0.0.1:4201'],
    ['the public name on another port', 'admin.loja.example:8443'],
    ['no port on a loopback name', 'localhost'],
    ['an empty Host', ''],
    ['no Host at all', undefined],
  ])('refuses %s', (_, host) => {
    expect(allows(host)).toBe(false);
  });

  it('takes the address it is bound to as a name, and a wildcard as loopback only', () => {
    expect(hostRule('192.168.1.20', 4100, [])('192.168.1.20:4100')).toBe(true);
    expect(hostRule('0.0.0.0', 4100, [])('0.0.0.0:4100')).toBe(false);
    expect(hostRule('0.0.0.0', 4100, [])('127.0.0.1:4100')).toBe(true);
  });
});
