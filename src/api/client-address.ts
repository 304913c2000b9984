import ipaddr from 'ipaddr.js';
import type { Context } from 'hono';
import type { AppEnv } from './context.js';

/** The address a request came from, as the runtime knows it (undefined when it does not). */
export type ClientAddress = (c: Context) => string | undefined;

export function isLoopbackAddress(ip: string): boolean {
  return ipaddr.isValid(ip) && ipaddr.process(ip).range() === 'loopback';
}

/** Whether a proxy says it forwarded the request: then the socket's address is the proxy's. */
export function isForwarded(c: Context): boolean {
  return c.req.header('Forwarded') !== undefined || c.req.header('X-Forwarded-For') !== undefined;
}

/**
 * The key a limit per client address counts under: an IPv4 address itself, an IPv6 address by
 * its /64 (one subscriber usually holds a whole /64).
 */
export function clientBucket(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const addr = ipaddr.process(ip);
  if (addr.kind() === 'ipv4') return addr.toString();
  const parts = (addr as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}

/** The bucket of the request's client address (clientBucket), or undefined when the runtime does not know it (or gives none). */
export function clientBucketOf(c: Context<AppEnv>): string | undefined {
  const address = c.get('deps').clientAddress?.(c);
  return address ? clientBucket(address) : undefined;
}
