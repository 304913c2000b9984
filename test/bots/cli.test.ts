import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const cli = new URL('../../src/bots/cli.ts', import.meta.url).pathname;
const run = (args: string[], env: Record<string, string> = {}) => {
  const { RELIQUARY_TOKEN: _inherited, ...base } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], { env: { ...base, ...env }, encoding: 'utf8', timeout: 60_000 });
};

/** `npm run bot` echoes its command line, so the token must never be one of its arguments. */
describe('npm run bot: the token comes from RELIQUARY_TOKEN or --token-file, never the command line', () => {
  it('refuses a --token argument', () => {
    const refused = run(['--url', 'http://127.0.0.1:9', '--token', 'rlq_secret']);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/Unknown option '--token'/);
  });

  it('without RELIQUARY_TOKEN or --token-file, prints how to give it and exits 2', () => {
    const bare = run(['--url', 'http://127.0.0.1:9']);
    expect(bare.status).toBe(2);
    expect(bare.stdout).toContain('RELIQUARY_TOKEN=<token> npm run bot');
    expect(bare.stdout).toContain('--token-file <file>');
  });
}, 120_000);
