import ipaddr from 'ipaddr.js';

/**
 * The reverse proxies whose `X-Forwarded-For` and `X-Forwarded-Proto` are believed (TRUST_PROXY):
 * addresses and CIDR ranges, or `loopback`. Anyone can send those headers, so they count only
 * when the request comes straight from one of these; with none configured they never count.
 */
export type TrustedProxies = readonly [ipaddr.IPv4 | ipaddr.IPv6, number][];

const loopbackRanges = ['127.0.0.0/8', '::1/128'];

/** TRUST_PROXY: unset, empty or `false` trusts no proxy; else a comma-separated list of addresses, CIDR ranges or `loopback`. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const entries = (value ?? '').split(',').map((e) => e.trim()).filter(Boolean);
  if (entries.length === 0 || (entries.length === 1 && /^(0|false|no|off)$/i.test(entries[0]!))) return [];
  return entries.flatMap((entry) => (entry === 'loopback' ? loopbackRanges : [entry])).map((entry) => {
    if (entry.includes('/')) {
      if (!ipaddr.isValidCIDR(entry)) throw new Error(`TRUST_PROXY: "${entry}" is not a CIDR range.`);
      return ipaddr.parseCIDR(entry);
    }
    if (!ipaddr.isValid(entry)) throw new Error(`TRUST_PROXY takes addresses, CIDR ranges or "loopback" (got "${entry}").`);
    const addr = ipaddr.parse(entry);
    return [addr, addr.kind() === 'ipv4' ? 32 : 128] as [ipaddr.IPv4 | ipaddr.IPv6, number];
  });
}

export function isTrustedProxy(address: string | undefined, proxies: TrustedProxies): boolean {
  if (address === undefined || proxies.length === 0 || !ipaddr.isValid(address)) return false;
  // process(): an IPv4-mapped IPv6 peer (a dual-stack socket's ::ffff:127.0.0.1) is its IPv4 address.
  const addr = ipaddr.process(address);
  return proxies.some(([range, bits]) => addr.kind() === range.kind() && addr.match(range, bits));
}

/**
 * The client behind a chain of trusted proxies: `X-Forwarded-For` read from the right, skipping
 * the trusted proxies, so the first address no trusted proxy vouches for is the client. A client
 * can write anything into the left of the header; only what trusted proxies appended counts.
 */
export function forwardedClient(peer: string | undefined, forwardedFor: string | undefined, proxies: TrustedProxies): string | undefined {
  if (!isTrustedProxy(peer, proxies) || !forwardedFor) return peer;
  const hops = forwardedFor.split(',').map((hop) => hop.trim()).filter(Boolean);
  let client = peer;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (!ipaddr.isValid(hop)) return client;
    client = hop;
    if (!isTrustedProxy(hop, proxies)) return client;
  }
  return client;
}

/**
 * The scheme the client used, as the nearest trusted proxy says (`X-Forwarded-Proto`, its last
 * entry): `https` or `http`, or undefined when the peer is not trusted or says nothing usable.
 */
export function forwardedProto(peer: string | undefined, header: string | undefined, proxies: TrustedProxies): 'http' | 'https' | undefined {
  if (!header || !isTrustedProxy(peer, proxies)) return undefined;
  const nearest = header.split(',').at(-1)?.trim().toLowerCase();
  return nearest === 'https' || nearest === 'http' ? nearest : undefined;
}
