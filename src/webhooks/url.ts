/**
 * Whether a webhook target is acceptable: https only, no credentials, and no loopback,
 * private, link-local or otherwise internal address, unless `allowPrivate` (development) lifts
 * both rules. Only literal addresses and local names can be judged here; a public name that
 * resolves to a private address is not caught (Workers cannot resolve names beforehand).
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
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal') || !host.includes('.') && !host.includes(':')) {
    return 'must be a public host';
  }
  if (isPrivateIpv4(host) || isPrivateIpv6(host)) return 'must not be a private, loopback or link-local address';
  return null;
}

function isPrivateIpv4(host: string): boolean {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return false;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return (
    a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 198 && (b === 18 || b === 19)) || a >= 224
  );
}

function isPrivateIpv6(host: string): boolean {
  if (!host.includes(':')) return false;
  if (host === '::' || host === '::1') return true;
  const mapped = /^::ffff:(.+)$/.exec(host);
  if (mapped) {
    const tail = mapped[1] as string;
    if (tail.includes('.')) return isPrivateIpv4(tail);
    const [hi, lo] = tail.split(':').map((h) => parseInt(h, 16));
    return isPrivateIpv4(`${(hi! >> 8) & 255}.${hi! & 255}.${(lo! >> 8) & 255}.${lo! & 255}`);
  }
  const first = parseInt(host.split(':')[0] || '0', 16);
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00;
}
