import type { AppConfig } from './api/context.js';

/** Environment variables read by both entry points (see the README's configuration table). */
export interface ReliquaryEnv {
  DATABASE_URL?: string;
  JWT_SECRET?: string;
  ALLOW_SEEDED_MATCHES?: string;
  RATE_LIMIT_PER_MINUTE?: string;
  WEBHOOKS_ALLOW_PRIVATE?: string;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new Error(`Expected a boolean, got "${value}"`);
}

function count(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`Expected a whole number, got "${value}"`);
  return Number(value);
}

export function appConfig(env: ReliquaryEnv, defaults: { allowSeededMatches: boolean; jwtSecret?: string }): AppConfig {
  const secret = env.JWT_SECRET || defaults.jwtSecret;
  if (!secret) throw new Error('JWT_SECRET is not set.');
  if (secret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters.');
  return {
    jwtSecret: new TextEncoder().encode(secret),
    allowSeededMatches: flag(env.ALLOW_SEEDED_MATCHES, defaults.allowSeededMatches),
    rateLimit: { limit: count(env.RATE_LIMIT_PER_MINUTE, 600), windowSeconds: 60 },
    webhooksAllowPrivate: flag(env.WEBHOOKS_ALLOW_PRIVATE, false),
  };
}
