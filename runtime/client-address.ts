/**
 * Who a request comes from, for every per-address bound of the API and its card gateway (the
 * guessing bound, the registration and recovery quotas, the gateway's tokens per client), and
 * for the back office's server, which names the staff browser it forwards for the same way.
 *
 * - The socket's peer is the client, unless it is one of the proxies `TRUST_PROXY` names (IPs
 *   and CIDRs, IPv4 or IPv6). Only then is `X-Forwarded-For` read, right to left, skipping the
 *   hops that are trusted proxies too: the first untrusted hop is the client. Anything a client
 *   writes into the header sits to the left of what its proxy appended, so no list of forged
 *   hops can choose the address that counts; a client that reaches the API directly is its
 *   socket, whatever it sends.
 * - An IPv6 client counts by its /64: one subscriber usually holds a whole /64, so counting
 *   single addresses would give it 2^64 fresh budgets. IPv4-mapped IPv6 addresses count as IPv4.
 */
import { BlockList, isIP } from 'node:net';
import { SettingError } from '../config/settings.ts';

/** The key per-address bounds count a request under. */
export type ClientAddress = (peer: string | undefined, forwardedFor: string | null) => string;

/** What a peer without an address (a closed socket) counts as. */
const UNKNOWN = 'unknown';

/** The eight 16-bit groups of an IPv6 address (zone and embedded IPv4 allowed), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0] ?? '';
  if (isIP(text) !== 6) return null;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const missing = rest === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    Number.parseInt(group, 16),
  );
}

/** An address as bounds compare it: IPv4 as is (also when IPv4-mapped), IPv6 in full; or null. */
function normalised(raw: string): { family: 'ipv4' | 'ipv6'; address: string } | null {
  const text = raw.trim();
  if (isIP(text) === 4) return { family: 'ipv4', address: text };
  const groups = ipv6Groups(text);
  if (!groups) return null;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return { family: 'ipv4', address: [high >> 8, high & 255, low >> 8, low & 255].join('.') };
  }
  return { family: 'ipv6', address: groups.map((g) => g.toString(16)).join(':') };
}

/** The key of a normalised address: an IPv4 address, or an IPv6 address's /64. */
function keyOf(address: { family: 'ipv4' | 'ipv6'; address: string }): string {
  if (address.family === 'ipv4') return address.address;
  return `${address.address.split(':').slice(0, 4).join(':')}::/64`;
}

/** The proxies of a TRUST_PROXY value; throws SettingError naming a bad entry. */
export function trustedProxies(setting: string): BlockList {
  const list = new BlockList();
  for (const entry of setting.split(/[\s,]+/).filter(Boolean)) {
    const [raw = '', prefix] = entry.split('/');
    const address = normalised(raw);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const widest = address?.family === 'ipv4' ? 32 : 128;
    if (
      !address ||
      (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= widest))
    ) {
      throw new SettingError(
        `TRUST_PROXY must list IP addresses or CIDR ranges (e.g. 127.0.0.1, 10.0.0.0/8, fd00::/8), got "${entry}"`,
      );
    }
    if (bits === undefined) list.addAddress(address.address, address.family);
    else list.addSubnet(address.address, bits, address.family);
  }
  return list;
}

/** The client-address rule for a TRUST_PROXY value (empty: the socket alone). */
export function clientAddressRule(trustProxy: string): ClientAddress {
  const proxies = trustedProxies(trustProxy);
  const trusted = (hop: { family: 'ipv4' | 'ipv6'; address: string }) =>
    proxies.check(hop.address, hop.family);
  return (peer, forwardedFor) => {
    let client = peer === undefined ? null : normalised(peer);
    if (!client) return UNKNOWN;
    if (!trusted(client) || forwardedFor === null) return keyOf(client);
    const hops = forwardedFor.split(',');
    for (let i = hops.length - 1; i >= 0 && trusted(client); i--) {
      const hop = normalised(hops[i] ?? '');
      // A hop that is no address: the proxy that wrote it is the last one we can believe.
      if (!hop) break;
      client = hop;
    }
    return keyOf(client);
  };
}
