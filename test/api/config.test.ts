import { describe, expect, it } from 'vitest';
import { loopbackOrigin } from '../../src/config.js';

describe('loopbackOrigin (links under wrangler dev without PUBLIC_URL)', () => {
  it('keeps the port of a loopback request', () => {
    expect(loopbackOrigin('http://127.0.0.1:9000/v1/auth/email')).toBe('http://127.0.0.1:9000');
    expect(loopbackOrigin('http://localhost:8788/x')).toBe('http://localhost:8788');
    expect(loopbackOrigin('http://[::1]:8787/')).toBe('http://[::1]:8787');
  });
  it('trusts no other host, so a forged Host cannot redirect sign-in links', () => {
    expect(loopbackOrigin('https://evil.example/v1/auth/email')).toBeUndefined();
    expect(loopbackOrigin('http://10.0.0.1:8787/')).toBeUndefined();
  });
});
