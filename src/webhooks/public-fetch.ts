import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isInternalAddress } from './url.js';

export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) => dnsLookup(hostname, { all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))));

/**
 * A DNS lookup for sockets that refuses a name if any of its addresses is internal. The socket
 * connects to the very addresses that were checked, so a name cannot be re-pointed at a private
 * address between the check and the connection.
 */
export function publicOnlyLookup(resolve: Resolve = systemResolve, isBlocked: (ip: string) => boolean = isInternalAddress): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const blocked = addresses.find((a) => isBlocked(a.address));
        if (blocked) return callback(Object.assign(new Error(`${hostname} resolves to an internal address (${blocked.address})`), { code: 'EINTERNAL' }), '', 0);
        const usable = addresses.filter((a) => !options.family || a.family === options.family);
        if (usable.length === 0) return callback(Object.assign(new Error(`${hostname} has no usable address`), { code: 'ENOTFOUND' }), '', 0);
        if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
        const [first] = usable as [LookupAddress];
        callback(null, first.address, first.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}

/**
 * A `fetch` for webhook deliveries on Node that connects only to public addresses, whatever the
 * target's name resolves to. Enough of fetch for a POST whose answer is read for its status only
 * (a string body, or bytes: Web Push messages go through it too).
 */
export function publicOnlyFetch(opts: { resolve?: Resolve; isBlocked?: (ip: string) => boolean } = {}): typeof fetch {
  const lookup = publicOnlyLookup(opts.resolve, opts.isBlocked);
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    return new Promise<Response>((resolve, reject) => {
      const req = send(url, { method: init.method ?? 'GET', headers, lookup, signal: init.signal ?? undefined }, (res) => {
        res.resume();
        const status = res.statusCode ?? 0;
        if (status < 200 || status > 599) return reject(new Error(`invalid HTTP status ${status}`));
        resolve(new Response(null, { status, statusText: res.statusMessage ?? '' }));
      });
      req.on('error', reject);
      req.end(typeof init.body === 'string' || init.body instanceof Uint8Array ? init.body : undefined);
    });
  }) as typeof fetch;
}
