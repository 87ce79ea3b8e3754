import { describe, expect, it } from 'vitest';
import { SettingError } from '../config/settings.ts';
import { clientAddressRule, trustedProxies } from './client-address.ts';

describe('without TRUST_PROXY', () => {
  const identify = clientAddressRule('');

  it('counts the socket, whatever X-Forwarded-For says', () => {
    expect(identify('203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(identify('127.0.0.1', '198.51.100.1, 198.51.100.2')).toBe('127.0.0.1');
    expect(identify('203.0.113.7', null)).toBe('203.0.113.7');
  });

  it('counts an IPv4-mapped IPv6 socket as its IPv4 address', () => {
    expect(identify('::ffff:203.0.113.7', null)).toBe('203.0.113.7');
  });

  it('counts a peer without an address as one unknown client', () => {
    expect(identify(undefined, '198.51.100.1')).toBe('unknown');
  });
});

describe('behind trusted proxies', () => {
  const identify = clientAddressRule('127.0.0.1, 10.0.0.0/8, fd00::/8');

  it('believes a trusted proxy: the hop it appended is the client', () => {
    expect(identify('127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    expect(identify('10.1.2.3', '198.51.100.1')).toBe('198.51.100.1');
    expect(identify('fd12::1', '198.51.100.1')).toBe('198.51.100.1');
  });

  it('ignores the header when the socket is no trusted proxy', () => {
    expect(identify('203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(identify('11.0.0.1', '10.0.0.1')).toBe('11.0.0.1');
  });

  it('reads a chain right to left past every trusted hop', () => {
    // client -> 10.0.0.2 (load balancer) -> 127.0.0.1 (nginx) -> API
    expect(identify('127.0.0.1', '198.51.100.1, 10.0.0.2')).toBe('198.51.100.1');
    // Each proxy appends the peer it saw; several headers arrive joined.
    expect(identify('127.0.0.1', '198.51.100.1,10.0.0.3 , 10.0.0.2')).toBe('198.51.100.1');
  });

  it('never lets the client choose: forged hops sit left of what the proxy appended', () => {
    // The client sent "X-Forwarded-For: 192.0.2.1, 10.0.0.9, 192.0.2.2"; nginx appended its peer.
    expect(identify('127.0.0.1', '192.0.2.1, 10.0.0.9, 192.0.2.2, 203.0.113.50')).toBe(
      '203.0.113.50',
    );
    // Even forged trusted hops at the right end of what it sent change nothing.
    expect(identify('127.0.0.1', '192.0.2.1, 10.0.0.1, 127.0.0.1, 203.0.113.50')).toBe(
      '203.0.113.50',
    );
    // Hundreds of forged hops: the same answer.
    const forged = Array.from({ length: 500 }, (_, i) => `192.0.2.${i % 250}`).join(', ');
    expect(identify('127.0.0.1', `${forged}, 203.0.113.50`)).toBe('203.0.113.50');
  });

  it('takes the leftmost hop when every hop is a trusted proxy', () => {
    expect(identify('127.0.0.1', '10.0.0.5, 10.0.0.2')).toBe('10.0.0.5');
  });

  it('stops at a hop that is no address: the last trusted proxy is the client', () => {
    expect(identify('127.0.0.1', '198.51.100.1, unknown')).toBe('127.0.0.1');
    expect(identify('127.0.0.1', '198.51.100.1, 10.0.0.2, <script>')).toBe('127.0.0.1');
    expect(identify('127.0.0.1', '')).toBe('127.0.0.1');
  });
});

describe('IPv6 clients', () => {
  const identify = clientAddressRule('::1');

  it('count by their /64, however they are written', () => {
    const keys = [
      identify('2001:db8:1:2::1', null),
      identify('2001:db8:1:2:aaaa:bbbb:cccc:dddd', null),
      identify('2001:0db8:0001:0002:0000:0000:0000:0099', null),
      identify('::1', '2001:db8:1:2::ffff'),
    ];
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(identify('fe80::1%eth0', null)).toBe('fe80:0:0:0::/64');
  });

  it('keep different /64s apart', () => {
    expect(identify('2001:db8:1:3::1', null)).toBe('2001:db8:1:3::/64');
    expect(identify('2001:db8:1:2::1', null)).not.toBe(identify('2001:db8:1:3::1', null));
  });

  it('read an embedded IPv4 tail', () => {
    expect(identify('64:ff9b::192.0.2.33', null)).toBe('64:ff9b:0:0::/64');
  });
});

describe('TRUST_PROXY', () => {
  it.each(['localhost', '10.0.0.0/33', 'fd00::/129', '10.0.0.0/x', '300.1.1.1'])(
    'refuses %s naming the setting',
    (value) => {
      expect(() => trustedProxies(value)).toThrow(SettingError);
      expect(() => trustedProxies(value)).toThrow(/TRUST_PROXY/);
    },
  );

  it('takes addresses and ranges of both families, separated by commas or spaces', () => {
    const list = trustedProxies('127.0.0.1 10.0.0.0/8,::1, 2001:db8::/32');
    expect(list.check('10.200.0.1', 'ipv4')).toBe(true);
    expect(list.check('11.0.0.1', 'ipv4')).toBe(false);
    expect(list.check('2001:db8:ffff::1', 'ipv6')).toBe(true);
    expect(list.check('::1', 'ipv6')).toBe(true);
  });
});
