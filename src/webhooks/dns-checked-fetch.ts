import ipaddr from 'ipaddr.js';
import { isInternalAddress } from './url.js';

/**
 * Where a runtime without a resolver of its own (Workers) asks what a name resolves to: a
 * DNS-over-HTTPS resolver's JSON API (`?name=&type=A|AAAA`, `accept: application/dns-json`).
 */
export const defaultDnsResolverUrl = 'https://cloudflare-dns.com/dns-query';

/** The record types asked for, as the JSON answers number them (a CNAME on the way, type 5, is passed over). */
const recordTypes = { A: 1, AAAA: 28 } as const;
/** Status 3 is NXDOMAIN: the name does not exist. */
const noSuchName = 3;
const answerTimeoutMs = 5_000;

interface DnsJsonAnswer {
  Status?: number;
  Answer?: { type?: number; data?: string }[];
}

export interface DnsCheckOptions {
  /** The resolver's JSON endpoint (`defaultDnsResolverUrl`). */
  resolverUrl?: string;
  /** The fetch that reaches both the resolver and the target. */
  fetch?: typeof fetch;
  isBlocked?: (ip: string) => boolean;
}

async function addressesOf(host: string, type: keyof typeof recordTypes, opts: Required<DnsCheckOptions>): Promise<string[]> {
  const url = new URL(opts.resolverUrl);
  url.searchParams.set('name', host);
  url.searchParams.set('type', type);
  const res = await opts.fetch(url, { headers: { accept: 'application/dns-json' }, signal: AbortSignal.timeout(answerTimeoutMs) });
  if (!res.ok) throw new Error(`${host} could not be resolved (the resolver answered ${res.status})`);
  const answer = (await res.json()) as DnsJsonAnswer;
  if (answer.Status === noSuchName) return [];
  if (answer.Status !== 0) throw new Error(`${host} could not be resolved (DNS status ${answer.Status})`);
  // The answer carries the CNAME chain with the addresses at its end; only addresses count.
  return (answer.Answer ?? []).filter((record) => record.type === recordTypes[type] && typeof record.data === 'string').map((record) => record.data!);
}

/**
 * A fetch for webhook and push targets where the runtime cannot resolve names itself: before each
 * request it asks a DNS-over-HTTPS resolver for the target's A and AAAA records and refuses the
 * request when any address is internal (as Node's `publicOnlyFetch` does), when the name has no
 * address, or when the resolver cannot answer (never sent unchecked). The request itself resolves
 * the name again: a name re-pointed in between is not caught here, which is why this is a second
 * line behind the platform's own refusal to reach private networks (README, "Webhooks").
 */
export function dnsCheckedFetch(options: DnsCheckOptions = {}): typeof fetch {
  const opts: Required<DnsCheckOptions> = {
    resolverUrl: options.resolverUrl ?? defaultDnsResolverUrl,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    isBlocked: options.isBlocked ?? isInternalAddress,
  };
  return async (input, init) => {
    const target = new URL(input instanceof Request ? input.url : String(input));
    const host = target.hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '');
    const addresses = ipaddr.isValid(host) ? [host] : (await Promise.all([addressesOf(host, 'A', opts), addressesOf(host, 'AAAA', opts)])).flat();
    if (addresses.length === 0) throw new Error(`${host} has no address`);
    const blocked = addresses.find((address) => opts.isBlocked(address));
    if (blocked) throw new Error(`${host} resolves to an internal address (${blocked})`);
    return opts.fetch(input, init);
  };
}
