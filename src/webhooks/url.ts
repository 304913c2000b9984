import ipaddr from 'ipaddr.js';

/**
 * Whether a webhook target is acceptable: https only, no credentials, and no loopback,
 * private, link-local or otherwise internal address, unless `allowPrivate` (development) lifts
 * both rules. Only literal addresses and local names can be judged from the URL; the delivery
 * also checks what a name resolves to (Node: public-fetch.ts; Workers: dns-checked-fetch.ts).
 */
export function webhookUrlProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'must use https';
  if (url.username || url.password) return 'must not carry credentials';
  if (allowPrivate) return null;
  // `localhost.` is `localhost`: a name's trailing dots change nothing about where it points.
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.+$/, '');
  if (ipaddr.isValid(host)) return isInternalAddress(host) ? 'must not be a private, loopback or link-local address' : null;
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal') || !host.includes('.')) {
    return 'must be a public host';
  }
  return null;
}

/**
 * Whether an IP address is anything but public unicast: loopback, private, link-local,
 * carrier-grade NAT, multicast, reserved, and the IPv6 forms that embed such an IPv4 address.
 */
export function isInternalAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return true;
  // process() turns an IPv4-mapped IPv6 address into the IPv4 address it carries.
  const addr = ipaddr.process(ip);
  if (addr.range() !== 'unicast') return true;
  // Public IPv6 unicast is 2000::/3 only; outside it lie, among others, the deprecated
  // IPv4-compatible addresses (::a.b.c.d) that ipaddr.js files under unicast.
  return addr.kind() === 'ipv6' && !addr.match(globalUnicastV6);
}

const globalUnicastV6 = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number];
