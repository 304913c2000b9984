import type { AppConfig } from './api/context.js';

/** Environment variables read by both entry points (see the README's configuration table). */
export interface ReliquaryEnv {
  DATABASE_URL?: string;
  JWT_SECRET?: string;
  ALLOW_SEEDED_MATCHES?: string;
  EMAIL_TRANSPORT?: string;
  SMTP_URL?: string;
  RESEND_API_KEY?: string;
  EMAIL_FROM?: string;
  PUBLIC_URL?: string;
  WEB_URL?: string;
  NOTIFY_ACTIVE_GRACE_S?: string;
  RATE_LIMIT_PER_MINUTE?: string;
  WEBHOOKS_ALLOW_PRIVATE?: string;
}

export type TransportName = 'dev' | 'smtp' | 'resend' | 'cloudflare';

/** EMAIL_TRANSPORT, or the one implied by what is configured; `dev` when nothing is. */
export function transportName(env: ReliquaryEnv): TransportName {
  const named = env.EMAIL_TRANSPORT?.trim();
  if (named) {
    if (!['dev', 'smtp', 'resend', 'cloudflare'].includes(named)) throw new Error(`EMAIL_TRANSPORT must be dev, smtp, resend or cloudflare (got ${named})`);
    if (named === 'smtp' && !env.SMTP_URL) throw new Error('EMAIL_TRANSPORT=smtp needs SMTP_URL.');
    if (named === 'resend' && !env.RESEND_API_KEY) throw new Error('EMAIL_TRANSPORT=resend needs RESEND_API_KEY.');
    return named as TransportName;
  }
  if (env.SMTP_URL) return 'smtp';
  if (env.RESEND_API_KEY) return 'resend';
  return 'dev';
}

function seconds(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number of seconds (got "${value}")`);
  return n;
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

export function appConfig(env: ReliquaryEnv, defaults: { allowSeededMatches: boolean; jwtSecret?: string; publicUrl?: string }): AppConfig {
  const secret = env.JWT_SECRET || defaults.jwtSecret;
  if (!secret) throw new Error('JWT_SECRET is not set.');
  if (secret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters.');
  return {
    jwtSecret: new TextEncoder().encode(secret),
    allowSeededMatches: flag(env.ALLOW_SEEDED_MATCHES, defaults.allowSeededMatches),
    notify: {
      ...((env.PUBLIC_URL || defaults.publicUrl) ? { publicUrl: (env.PUBLIC_URL || defaults.publicUrl) as string } : {}),
      ...(env.WEB_URL ? { webUrl: env.WEB_URL } : {}),
      ...(env.EMAIL_FROM ? { from: env.EMAIL_FROM } : {}),
      activeGraceSeconds: seconds(env.NOTIFY_ACTIVE_GRACE_S, 120, 'NOTIFY_ACTIVE_GRACE_S'),
    },
    rateLimit: { limit: count(env.RATE_LIMIT_PER_MINUTE, 600), windowSeconds: 60 },
    webhooksAllowPrivate: flag(env.WEBHOOKS_ALLOW_PRIVATE, false),
  };
}
